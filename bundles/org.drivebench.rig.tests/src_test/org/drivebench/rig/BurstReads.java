package org.drivebench.rig;

import java.time.Duration;
import java.util.List;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.MeasurementFigures;
import org.drivebench.core.api.ParameterSpec;
import org.drivebench.core.api.TestContext;
import org.drivebench.core.api.TestDescriptor;
import org.drivebench.core.api.WorkloadSteps;
import org.drivebench.core.api.WriteAccess;
import org.drivebench.engine.WorkloadSpec;

/** A test plugin defined here: reads in bursts of 200 ms with 200 ms rests (fio's thinktime_iotime, fio 3.28 and newer). */
final class BurstReads implements DriveTest {
	static final String ID = "test.burst-reads";

	@Override
	public TestDescriptor descriptor() {
		return new TestDescriptor(ID, "1.0", "Burst reads", "Test", "Reads in bursts and rests.", WriteAccess.READ_ONLY);
	}

	@Override
	public List<ParameterSpec> parameters() {
		return List.of();
	}

	@Override
	public void run(TestContext context) throws Exception {
		WorkloadSpec spec = WorkloadSpec.builder().blockSize(4096).duration(Duration.ofSeconds(1))
				.bursts(Duration.ofMillis(200), Duration.ofMillis(200)).region(0, 1L << 20).build();
		new WorkloadSteps(context, 1).run("Bursts of 4 KiB reads", spec)
				.ifPresent(m -> MeasurementFigures.all(context.results(), "read", "Read", m));
	}
}
