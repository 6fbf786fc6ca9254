package org.drivebench.drivetests.random;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.api.SingleWorkloadTest;
import org.drivebench.core.api.TestDescriptor;
import org.drivebench.core.api.WriteAccess;
import org.drivebench.drivetests.random.api.RandomTests;
import org.drivebench.engine.WorkloadSpec;
import org.osgi.service.component.annotations.Component;

/** {@code random.random}: one random workload, CrystalDiskMark's RND figures. */
@Component(service = DriveTest.class)
public class RandomWorkload extends SingleWorkloadTest {
	static final String ID = RandomTests.RANDOM;
	static final TestDescriptor DESCRIPTOR = new TestDescriptor(ID, "1.1", "Random workload", "Random",
			"One random read (or write) for 'duration' with 'blockSize' blocks, each aligned to its size, at "
				+ "'queueDepth' per thread (CrystalDiskMark's RND4K Q32T1 with its defaults; RND4K Q32T16 and "
				+ "RND4K Q1T1 in the quick suite), anywhere in the first 'regionLength' bytes of the target; every "
				+ "thread addresses the whole region. Reports IOPS, MB/s, mean, 99th-percentile and maximum latency, "
				+ "per-second figures, the latency histogram and, with several threads, each thread's figures. "
				+ "direction=write overwrites blocks all over the region.", WriteAccess.BY_DIRECTION);

	@Override
	public TestDescriptor descriptor() {
		return DESCRIPTOR;
	}

	@Override
	protected Defaults defaults() {
		return new Defaults("4k", 32, 1, "5s", "1G");
	}

	@Override
	protected WorkloadSpec.Builder pattern(WorkloadSpec.Builder workload, ParameterValues values) {
		return workload.randomPercent(100).alignment(0);
	}
}
