package org.drivebench.core.runner;

import java.util.List;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.ParameterSpec;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.api.TestContext;

/** A test whose behaviour the runner tests script: what it does when run. */
record ScriptedTest(String id, boolean writing, Behaviour behaviour) implements DriveTest {
	interface Behaviour {
		void run(TestContext context) throws Exception;
	}

	@Override
	public String version() {
		return "1";
	}

	@Override
	public String name() {
		return "Scripted " + id;
	}

	@Override
	public String category() {
		return "Test";
	}

	@Override
	public String description() {
		return "";
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
		return new PlannedTest(this, ParameterValues.resolve(id, parameters(), java.util.Map.of()), name());
	}
}
