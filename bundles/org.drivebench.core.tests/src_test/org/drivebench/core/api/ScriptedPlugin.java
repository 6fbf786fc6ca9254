package org.drivebench.core.api;

import java.util.List;

/** A test plugin whose parameters and run the helper tests give. */
record ScriptedPlugin(List<ParameterSpec> parameters, Body body) implements DriveTest {
	interface Body {
		void run(TestContext context) throws Exception;
	}

	@Override
	public TestDescriptor descriptor() {
		return new TestDescriptor("scripted.plugin", "1", "Scripted plugin", "Test", "for the tests", WriteAccess.BY_DIRECTION);
	}

	@Override
	public void run(TestContext context) throws Exception {
		body.run(context);
	}
}
