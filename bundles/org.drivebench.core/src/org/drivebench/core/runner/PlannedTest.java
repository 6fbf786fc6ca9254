package org.drivebench.core.runner;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.ParameterSpec;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.engine.TargetType;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.Parameter;
import org.drivebench.model.TestResult;
import org.eclipse.jdt.annotation.Nullable;

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
		return newResult(null);
	}

	/**
	 * {@link #newResult()} for a run on a target of {@code kind}: a parameter that does not apply to
	 * that kind (a partition size on a test file) did not shape what was measured and is left out;
	 * null keeps every parameter.
	 */
	public TestResult newResult(@Nullable TargetType kind) {
		DriveBenchFactory model = DriveBenchFactory.eINSTANCE;
		TestResult result = model.createTestResult();
		result.setTestId(test.descriptor().id());
		result.setTestVersion(test.descriptor().version());
		result.setTestName(label);
		// a suite may run one test several times with other parameters: each entry is its own case
		result.setCaseName(label);
		result.setCategory(test.descriptor().category());
		for (ParameterSpec spec : values.specs()) {
			if (kind != null && !spec.appliesTo(kind)) {
				continue;
			}
			Parameter p = model.createParameter();
			p.setKey(spec.key());
			p.setLabel(spec.label());
			p.setValue(values.format(spec.key()));
			p.setUnit(spec.unit().symbol());
			p.setPlace(spec.place());
			result.getParameters().add(p);
		}
		return result;
	}
}
