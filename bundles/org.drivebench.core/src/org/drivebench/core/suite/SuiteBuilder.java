package org.drivebench.core.suite;

import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.Parameter;
import org.drivebench.model.Suite;
import org.drivebench.model.SuiteEntry;

/** Builds a Suite model object entry by entry, parameters written as "key=value". */
final class SuiteBuilder {
	private final Suite suite = DriveBenchFactory.eINSTANCE.createSuite();

	SuiteBuilder(String name, String title, String description) {
		suite.setId(name);
		suite.setName(name);
		suite.setTitle(title);
		suite.setDescription(description);
	}

	SuiteBuilder entry(String testId, String label, String... parameters) {
		SuiteEntry entry = DriveBenchFactory.eINSTANCE.createSuiteEntry();
		entry.setTestId(testId);
		entry.setLabel(label);
		for (String p : parameters) {
			int eq = p.indexOf('=');
			if (eq <= 0) {
				throw new IllegalArgumentException("suite '" + suite.getName() + "': parameter '" + p + "' is not key=value");
			}
			Parameter parameter = DriveBenchFactory.eINSTANCE.createParameter();
			parameter.setKey(p.substring(0, eq).strip());
			parameter.setValue(p.substring(eq + 1).strip());
			entry.getParameters().add(parameter);
		}
		suite.getEntries().add(entry);
		return this;
	}

	Suite build() {
		return suite;
	}
}
