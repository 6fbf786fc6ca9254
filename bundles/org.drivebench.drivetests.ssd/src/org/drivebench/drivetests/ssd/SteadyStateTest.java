package org.drivebench.drivetests.ssd;

import java.util.ArrayList;
import java.util.List;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.ParameterSpec;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.api.StandardParameters;
import org.drivebench.core.api.TestDescriptor;
import org.drivebench.drivetests.ssd.api.SsdTests;
import org.drivebench.engine.Target;
import org.drivebench.engine.TargetType;
import org.drivebench.engine.WorkloadSpec;

/**
 * What the PTS tests share as tests: their descriptor, what they say of a target, their parameters (the
 * test's own workloads, threads and queue depth, then {@link SteadyStateRounds}'), and the settings every
 * workload of a round has.
 */
abstract class SteadyStateTest implements DriveTest {
	private final TestDescriptor descriptor;
	private final String threads;
	private final String queueDepth;

	/**
	 * @param threads    the default of {@code threads}
	 * @param queueDepth the default of {@code queueDepth}
	 */
	SteadyStateTest(TestDescriptor descriptor, String threads, String queueDepth) {
		this.descriptor = descriptor;
		this.threads = threads;
		this.queueDepth = queueDepth;
	}

	@Override
	public TestDescriptor descriptor() {
		return descriptor;
	}

	@Override
	public String targetNote(TargetType type, boolean remote, String name) {
		return SteadyStateRounds.targetNote(type);
	}

	@Override
	public List<ParameterSpec> parameters() {
		List<ParameterSpec> specs = new ArrayList<>(workloads());
		specs.add(StandardParameters.threads().defaultValue(threads).build());
		specs.add(StandardParameters.queueDepth().defaultValue(queueDepth).build());
		specs.addAll(SteadyStateRounds.parameters());
		return specs;
	}

	/** The parameters that choose the test's workloads. */
	abstract List<ParameterSpec> workloads();

	/** What every workload of a round has: the whole target, {@code threads} at {@code queueDepth}, {@code roundTime}. */
	static WorkloadSpec.Builder roundWorkload(ParameterValues v, Target target) {
		return WorkloadSpec.builder().queueDepth(v.intValue(StandardParameters.QUEUE_DEPTH)).workers(v.intValue(StandardParameters.THREADS))
				.region(0, target.sizeBytes()).duration(v.duration(SsdTests.ROUND_TIME));
	}
}
