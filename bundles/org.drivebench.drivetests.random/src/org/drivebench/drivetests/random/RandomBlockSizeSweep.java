package org.drivebench.drivetests.random;

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
import org.drivebench.core.api.WorkloadSweep.Measured;
import org.drivebench.core.api.WriteAccess;
import org.drivebench.drivetests.random.api.RandomTests;
import org.drivebench.engine.WorkloadSpec;
import org.osgi.service.component.annotations.Component;

/** {@code random.bs-sweep}: random rate by block size over the whole target, aligned or not. */
@Component(service = DriveTest.class)
public class RandomBlockSizeSweep implements DriveTest {
	static final String ID = RandomTests.BLOCK_SIZE_SWEEP;
	static final TestDescriptor DESCRIPTOR = new TestDescriptor(ID, "1.1", "Random rate by block size", "Random",
			"Random reads (or writes) over the whole target with each block size in turn, 'timePerSize' each at "
				+ "'queueDepth' (Iometer's sweep). Offsets are multiples of 'alignment': 4k keeps every I/O on the "
				+ "4 KiB physical sectors of Advanced Format disks; 512 misaligns most of them, so each write of a "
				+ "4 KiB-sector disk costs a read-modify-write. Reports MB/s, IOPS and mean latency against block size, "
				+ "a figure and a latency histogram per size, and the averages over the sizes. direction=write "
				+ "overwrites blocks all over the target.", WriteAccess.BY_DIRECTION);

	@Override
	public TestDescriptor descriptor() {
		return DESCRIPTOR;
	}

	@Override
	public List<ParameterSpec> parameters() {
		return List.of(StandardParameters.direction().build(),
				StandardParameters.blockSizes().defaultValue(StandardParameters.BLOCK_SIZES_512_TO_2M).build(),
				StandardParameters.queueDepth().defaultValue("4").build(),
				StandardParameters.duration(RandomTests.TIME_PER_SIZE, "Time per size").defaultValue("1m").help("how long each block size runs")
						.build(),
				StandardParameters.alignment().defaultValue("4k").build(), StandardParameters.rampTime().build());
	}

	@Override
	public void run(TestContext context) throws IOException {
		ParameterValues v = context.parameters();
		int alignment = RandomPlacement.alignment(v, context.target());
		List<Long> sizes = StandardParameters.blockSizesFor(v, StandardParameters.BLOCK_SIZES, context.target(), context.results());
		String label = StandardParameters.directionLabel(v);
		WorkloadSweep sweep = WorkloadSweep.overBlockSizes(label.toLowerCase(Locale.ROOT), label, sizes,
				size -> WorkloadSpec.builder().blockSize(size).alignment(alignment)
						.readPercent(StandardParameters.readPercent(v)).queueDepth(v.intValue(StandardParameters.QUEUE_DEPTH))
						.duration(v.duration(RandomTests.TIME_PER_SIZE)).build(),
				Figure.MBPS, Figure.IOPS, Figure.MEAN_LATENCY).withHistograms();
		List<Measured> measured = sweep.run(context);
		sweep.reportMean(context.results(), measured, Figure.MBPS);
		sweep.reportMean(context.results(), measured, Figure.IOPS);
	}
}
