package org.drivebench.drivetests.random;

import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.MeasurementFigures;
import org.drivebench.core.api.ParameterSpec;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.api.StandardParameters;
import org.drivebench.core.api.TestContext;
import org.drivebench.core.api.TestDescriptor;
import org.drivebench.core.api.WorkloadSteps;
import org.drivebench.core.api.WriteAccess;
import org.drivebench.drivetests.random.api.RandomTests;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.Sizes;
import org.drivebench.engine.WorkloadSpec;
import org.osgi.service.component.annotations.Component;

/** {@code random.sustained}: small random I/O for a long time, the settled response time. */
@Component(service = DriveTest.class)
public class SustainedLatency implements DriveTest {
	static final String ID = RandomTests.SUSTAINED;
	static final TestDescriptor DESCRIPTOR = new TestDescriptor(ID, "1.1", "Sustained random latency", "Random",
			"Random reads (or writes) of 'blockSize' over the whole target at 'queueDepth' for 'duration' (the "
				+ "reviews' 512 B at queue depth 1 for ten minutes, 4 KiB-aligned): long enough for a write cache to "
				+ "fill, so the figure is the drive's settled response time, not its buffer's. Reports the mean, "
				+ "99th-percentile and maximum latency (ms), IOPS and MB/s, per-second figures and the latency "
				+ "histogram. direction=write overwrites blocks all over the target.", WriteAccess.BY_DIRECTION);

	@Override
	public TestDescriptor descriptor() {
		return DESCRIPTOR;
	}

	@Override
	public List<ParameterSpec> parameters() {
		return List.of(StandardParameters.direction().build(), StandardParameters.blockSize().defaultValue("512").build(),
				StandardParameters.queueDepth().defaultValue("1").build(),
				StandardParameters.duration(StandardParameters.DURATION, "Duration").defaultValue("10m").help("measured time").build(),
				StandardParameters.alignment().defaultValue("4k").build(), StandardParameters.rampTime().build());
	}

	@Override
	public void run(TestContext context) throws IOException {
		ParameterValues v = context.parameters();
		String label = StandardParameters.directionLabel(v);
		WorkloadSpec spec = WorkloadSpec.builder().blockSize(StandardParameters.blockSizeFor(v, context.target()))
				.alignment(RandomPlacement.alignment(v, context.target())).readPercent(StandardParameters.readPercent(v))
				.queueDepth(v.intValue(StandardParameters.QUEUE_DEPTH)).duration(v.duration(StandardParameters.DURATION)).build();
		Optional<Measurement> m = new WorkloadSteps(context, 1).run(label + " " + Sizes.format(v.size(StandardParameters.BLOCK_SIZE)) + " QD"
				+ v.intValue(StandardParameters.QUEUE_DEPTH) + " for " + v.format(StandardParameters.DURATION), spec);
		// a cancelled run's figures cover the time it ran: still the drive's latency, and marked partial by the runner
		m.ifPresent(measured -> MeasurementFigures.all(context.results(), label.toLowerCase(Locale.ROOT), label, measured));
	}
}
