package org.drivebench.drivetests.linear;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.api.SingleWorkloadTest;
import org.drivebench.core.api.TestDescriptor;
import org.drivebench.core.api.WriteAccess;
import org.drivebench.drivetests.linear.api.LinearTests;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.engine.WorkloadSpec.RegionSplit;
import org.osgi.service.component.annotations.Component;

/** {@code linear.sequential}: one sequential workload, CrystalDiskMark's SEQ figures. */
@Component(service = DriveTest.class)
public class SequentialWorkload extends SingleWorkloadTest {
	static final String ID = LinearTests.SEQUENTIAL;
	static final TestDescriptor DESCRIPTOR = new TestDescriptor(ID, "1.1", "Sequential workload", "Linear",
			"One sequential read (or write) for 'duration' with 'blockSize' blocks at 'queueDepth' per thread "
				+ "(CrystalDiskMark's SEQ1M Q8T1 and SEQ128K Q32T1 with its defaults and the quick suite's values), "
				+ "from the start of the target over 'regionLength' bytes; with several threads each streams through "
				+ "its own equal slice of the region. Reports MB/s, IOPS, mean, 99th-percentile and maximum latency, "
				+ "per-second figures, the latency histogram and, with several threads, each thread's figures. "
				+ "direction=write overwrites the region.", WriteAccess.BY_DIRECTION);

	@Override
	public TestDescriptor descriptor() {
		return DESCRIPTOR;
	}

	@Override
	protected Defaults defaults() {
		return new Defaults("1M", 8, 1, "5s", "1G");
	}

	@Override
	protected WorkloadSpec.Builder pattern(WorkloadSpec.Builder workload, ParameterValues values) {
		// streams of several threads over one region would read each other's blocks from the cache
		return workload.sequential().regionSplit(RegionSplit.SLICED);
	}
}
