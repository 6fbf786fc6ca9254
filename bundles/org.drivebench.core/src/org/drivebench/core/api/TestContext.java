package org.drivebench.core.api;

import java.util.Optional;

import org.drivebench.engine.CreationLog;
import org.drivebench.engine.IoEngine;
import org.drivebench.engine.Target;
import org.drivebench.engine.TargetShape;

/** What a running test gets: the target, the engine to measure with, its parameters, progress and a result writer. */
public interface TestContext {
	/** The target, already opened with the access the test asked for. */
	Target target();

	IoEngine engine();

	ParameterValues parameters();

	TestProgress progress();

	ResultWriter results();

	/**
	 * True while the plan is checked before the run ({@code PlanRehearsal}): the target is only its shape
	 * and the engine does no I/O. A test that works outside the engine (files, partitions, commands) must
	 * then only check its parameters against the target, and create and write nothing.
	 */
	default boolean rehearsal() {
		return target() instanceof TargetShape;
	}

	/**
	 * Where the run records every file and folder a test creates outside the engine (the file copy
	 * tests' folders): each {@link CreationLog#creating} before it is made and {@link CreationLog#removed}
	 * once it is gone, so what a killed run leaves is found and removed by {@code drivebench status}.
	 */
	default CreationLog creations() {
		return CreationLog.NONE;
	}

	/**
	 * The drive's temperature as the run samples it during this test; empty when the drive has no sensor
	 * DriveBench can read (a test file on a virtual disk, a loop device, a simulated HDD). The runner
	 * records it in the result whatever the test does.
	 */
	default Optional<TemperatureLog> temperature() {
		return Optional.empty();
	}
}
