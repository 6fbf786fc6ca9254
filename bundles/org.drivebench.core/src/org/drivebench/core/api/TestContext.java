package org.drivebench.core.api;

import org.drivebench.engine.IoEngine;
import org.drivebench.engine.Target;

/** What a running test gets: the target, the engine to measure with, its parameters, progress and a result writer. */
public interface TestContext {
	/** The target, already opened with the access the test asked for. */
	Target target();

	IoEngine engine();

	ParameterValues parameters();

	TestProgress progress();

	ResultWriter results();
}
