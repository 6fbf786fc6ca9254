package org.drivebench.drivetests.linear;

import java.io.IOException;
import java.util.List;
import java.util.Locale;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.ParameterSpec;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.api.StandardParameters;
import org.drivebench.core.api.TestContext;
import org.drivebench.core.api.TestDescriptor;
import org.drivebench.core.api.WorkloadSweep;
import org.drivebench.core.api.WorkloadSweep.Figure;
import org.drivebench.core.api.WriteAccess;
import org.drivebench.drivetests.linear.api.LinearTests;
import org.drivebench.engine.WorkloadSpec;
import org.osgi.service.component.annotations.Component;

/** {@code linear.bs-sweep}: sequential rate by block size, Iometer's sweep at the start of the disk. */
@Component(service = DriveTest.class)
public class SequentialBlockSizeSweep implements DriveTest {
	static final String ID = LinearTests.BLOCK_SIZE_SWEEP;
	static final TestDescriptor DESCRIPTOR = new TestDescriptor(ID, "1.1", "Sequential rate by block size", "Linear",
			"Sequential read (or write) with each block size in turn, 'timePerSize' each at 'queueDepth', every "
				+ "size starting at the first byte of the target (Iometer's sweep: on a hard disk it measures the fast "
				+ "outer tracks, the peak rate). Reports MB/s and IOPS against block size, a figure and a latency "
				+ "histogram per size, and the average over the sizes. direction=write overwrites the region "
				+ "(by default the whole target, from its start).", WriteAccess.BY_DIRECTION);

	@Override
	public TestDescriptor descriptor() {
		return DESCRIPTOR;
	}

	@Override
	public List<ParameterSpec> parameters() {
		return List.of(StandardParameters.direction().build(),
				StandardParameters.blockSizes().defaultValue(StandardParameters.BLOCK_SIZES_512_TO_2M).build(),
				StandardParameters.queueDepth().defaultValue("4").build(),
				StandardParameters.duration(LinearTests.TIME_PER_SIZE, "Time per size").defaultValue("1m")
						.help("how long each block size runs").build(),
				StandardParameters.regionLength().defaultValue("0")
						.help("bytes from the start of the target the sequential stream may cover before it wraps; 0 for the whole target")
						.build(),
				StandardParameters.rampTime().build());
	}

	@Override
	public void run(TestContext context) throws IOException {
		ParameterValues v = context.parameters();
		long region = StandardParameters.regionLengthFor(v, context.target());
		List<Long> sizes = StandardParameters.blockSizesFor(v, StandardParameters.BLOCK_SIZES, context.target(), context.results());
		String label = StandardParameters.directionLabel(v);
		WorkloadSweep sweep = WorkloadSweep.overBlockSizes(label.toLowerCase(Locale.ROOT), label, sizes,
				size -> WorkloadSpec.builder().blockSize(size).sequential().readPercent(StandardParameters.readPercent(v))
						.queueDepth(v.intValue(StandardParameters.QUEUE_DEPTH)).region(0, region).duration(v.duration(LinearTests.TIME_PER_SIZE)).build(),
				Figure.MBPS, Figure.IOPS).withHistograms();
		sweep.reportMean(context.results(), sweep.run(context), Figure.MBPS);
	}
}
