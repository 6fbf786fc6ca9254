package org.drivebench.core.api;

import static org.drivebench.core.api.PluginHelperRuns.metric;
import static org.drivebench.core.api.PluginHelperRuns.metricKeys;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.drivebench.core.testing.FakeTarget;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.TestResult;
import org.junit.jupiter.api.Test;

class SingleWorkloadTestTest {
	/** A random 4 KiB test with CrystalDiskMark's defaults. */
	private static final class Rnd4k extends SingleWorkloadTest {
		@Override
		public TestDescriptor descriptor() {
			return new TestDescriptor("rnd4k", "1", "RND4K", "Test",
			"for the tests", WriteAccess.BY_DIRECTION);
		}

		@Override
		protected Defaults defaults() {
			return new Defaults("4k", 32, 1, "5s", "1G");
		}

		@Override
		protected WorkloadSpec.Builder pattern(WorkloadSpec.Builder workload, ParameterValues values) {
			return workload.randomPercent(100);
		}
	}

	private final ServiceTimeEngine engine = new ServiceTimeEngine(spec -> 100_000);

	@Test
	void oneRunReportsEveryStandardFigureUnderItsDirection() {
		TestResult result = PluginHelperRuns.run(new Rnd4k(), Map.of("direction", "write", "threads", "2", "duration", "1s"),
				engine, FakeTarget.sized(4L << 30, 512));
		assertEquals(ResultStatus.COMPLETED, result.getStatus());
		assertEquals(java.util.List.of("write.mbps", "write.iops", "write.latency.mean", "write.latency.p99",
				"write.latency.max"), metricKeys(result));
		assertEquals(20_000, metric(result, "write.iops").getValue(), 1e-6, "two workers of 10000 IOPS each");
		assertEquals(0.1, metric(result, "write.latency.p99").getValue(), 1e-3);
		assertEquals("write.latency", result.getHistograms().get(0).getKey());
		assertEquals(1, result.getIntervals().size());
		assertEquals(2, result.getWorkers().size());
		WorkloadSpec spec = engine.specs.get(0);
		assertEquals(0, spec.readPercent());
		assertEquals(32, spec.queueDepth());
		assertEquals(1L << 30, spec.regionLength(), "CrystalDiskMark's 1 GiB test size");
	}

	@Test
	void aRegionLargerThanTheTargetFailsTheTestNamingTheParameter() {
		TestResult result = PluginHelperRuns.run(new Rnd4k(), Map.of(), engine, FakeTarget.sized(512L << 20, 512));
		assertEquals(ResultStatus.FAILED, result.getStatus());
		assertTrue(result.getMessages().get(0).getText().startsWith("regionLength = 1GiB: larger than plain:disk (512 MiB)"),
				result.getMessages().get(0).getText());
		assertTrue(engine.specs.isEmpty());
	}
}
