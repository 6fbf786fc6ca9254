package org.drivebench.core.runner;

import java.io.IOException;
import java.time.Duration;

import org.drivebench.engine.IoEngine;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.Target;
import org.drivebench.engine.WorkloadSpec;
import org.eclipse.jdt.annotation.Nullable;

/**
 * The engine as one test of a run sees it: every workload's seed is mixed with the test's seed (drawn
 * from the run's), so a new run draws new offsets, sizes and data, and a simulated drive new variation,
 * while the same run seed repeats them exactly. Workloads of one test that share a seed still share it.
 */
final class SeededEngine implements IoEngine {
	private final IoEngine engine;
	private final long testSeed;

	SeededEngine(IoEngine engine, long runSeed, int testIndex) {
		this.engine = engine;
		this.testSeed = mix(runSeed ^ mix(testIndex + 0x7E57L));
	}

	@Override
	public Measurement run(Target target, WorkloadSpec spec, @Nullable RunObserver observer) throws IOException {
		return engine.run(target, spec.toBuilder().seed(mix(testSeed ^ spec.seed())).build(), observer);
	}

	@Override
	public boolean rest(Target target, Duration time, RunObserver observer) throws IOException {
		return engine.rest(target, time, observer);
	}

	/** SplitMix64's finaliser: nearby inputs give unrelated outputs. */
	static long mix(long z) {
		z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
		z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
		return z ^ (z >>> 31);
	}
}
