package org.drivebench.core.runner;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.ParameterSpec;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.Parameter;
import org.drivebench.model.TestResult;

/**
 * One test of a run with its checked parameters.
 *
 * @param test   the installed test
 * @param values its parameters, resolved and checked
 * @param label  how the run names this entry (a suite may run one test twice with other parameters)
 */
public record PlannedTest(DriveTest test, ParameterValues values, String label) {
	/** Whether this entry writes to the target. */
	public boolean writes() {
		return test.writes(values);
	}

	/**
	 * An empty result of this entry: the test's id, version, category, the entry's label as name and
	 * case, every parameter with its unit. Native runs and imports matched to the entry both start
	 * from it, so the report sees one test with one set of parameters and puts them in one row.
	 */
	public TestResult newResult() {
		DriveBenchFactory model = DriveBenchFactory.eINSTANCE;
		TestResult result = model.createTestResult();
		result.setTestId(test.descriptor().id());
		result.setTestVersion(test.descriptor().version());
		result.setTestName(label);
		// a suite may run one test several times with other parameters: each entry is its own case
		result.setCaseName(label);
		result.setCategory(test.descriptor().category());
		for (ParameterSpec spec : values.specs()) {
			Parameter p = model.createParameter();
			p.setKey(spec.key());
			p.setLabel(spec.label());
			p.setValue(values.format(spec.key()));
			p.setUnit(spec.unit());
			p.setPlace(spec.place());
			result.getParameters().add(p);
		}
		return result;
	}
}
