package org.drivebench.core.runner;

import java.util.List;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.ParameterSpec;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.api.TestContext;
import org.drivebench.core.api.TestDescriptor;
import org.drivebench.core.api.WriteAccess;

/** A test whose behaviour the runner tests script: what it does when run. */
record ScriptedTest(String id, boolean writing, Behaviour behaviour) implements DriveTest {
	interface Behaviour {
		void run(TestContext context) throws Exception;
	}

	@Override
	public TestDescriptor descriptor() {
		return new TestDescriptor(id, "1", "Scripted " + id, "Test", "for the runner's tests", WriteAccess.BY_PARAMETERS);
	}

	@Override
	public List<ParameterSpec> parameters() {
		return List.of(ParameterSpec.size("blockSize", "Block size").defaultValue("64k").range(512, 1 << 20).build());
	}

	@Override
	public boolean writes(ParameterValues values) {
		return writing;
	}

	@Override
	public void run(TestContext context) throws Exception {
		behaviour.run(context);
	}

	PlannedTest planned() {
		return new PlannedTest(this, ParameterValues.resolve(id, parameters(), java.util.Map.of()), descriptor().name());
	}
}
