package org.drivebench.core.api;

import java.util.List;

/** A test plugin whose parameters and run the helper tests give. */
record ScriptedPlugin(List<ParameterSpec> parameters, Body body) implements DriveTest {
	interface Body {
		void run(TestContext context) throws Exception;
	}

	@Override
	public String id() {
		return "scripted.plugin";
	}

	@Override
	public String version() {
		return "1";
	}

	@Override
	public String name() {
		return "Scripted plugin";
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
	public boolean writes(ParameterValues values) {
		return StandardParameters.writes(values);
	}

	@Override
	public void run(TestContext context) throws Exception {
		body.run(context);
	}
}
