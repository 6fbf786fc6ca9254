package org.drivebench.drivetests.random;

import java.io.IOException;
import java.util.List;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.ParameterSpec;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.api.ResultWriter.Axis;
import org.drivebench.core.api.StandardParameters;
import org.drivebench.core.api.TestContext;
import org.drivebench.core.api.TestDescriptor;
import org.drivebench.core.api.WorkloadSweep;
import org.drivebench.core.api.WorkloadSweep.Figure;
import org.drivebench.core.api.WriteAccess;
import org.drivebench.core.units.Units;
import org.drivebench.drivetests.random.api.RandomTests;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.model.SeriesRole;
import org.osgi.service.component.annotations.Component;

/** {@code random.mixed}: mixed reads and writes by read share, the enterprise review's 128 KiB sweep. */
@Component(service = DriveTest.class)
public class MixedReadWrite implements DriveTest {
	static final String ID = RandomTests.MIXED;
	static final TestDescriptor DESCRIPTOR = new TestDescriptor(ID, "1.1", "Mixed read/write by read share", "Random",
			"Reads and writes of 'blockSize' mixed in one stream at 'queueDepth' over the whole target, each read "
				+ "share in turn for 'timePerStep' ('randomShare' % of the I/Os at random places, the rest "
				+ "sequential). Reports total MB/s, IOPS and mean latency against the read share and a figure per "
				+ "share. Every share below 100 % overwrites blocks all over the target.", WriteAccess.BY_PARAMETERS);

	@Override
	public TestDescriptor descriptor() {
		return DESCRIPTOR;
	}

	@Override
	public List<ParameterSpec> parameters() {
		return List.of(StandardParameters.blockSize().defaultValue("128k").build(),
				StandardParameters.queueDepth().defaultValue("256").build(),
				ParameterSpec.integers(RandomTests.READ_SHARES, "Read shares").defaultValue("0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100")
						.range(0, 100).unit(Units.PERCENT).help("the read shares to measure, in order, each 0 to 100 % of the I/Os")
						.build(),
				ParameterSpec.percent(RandomTests.RANDOM_SHARE, "Random share").defaultValue("100")
						.help("share of I/Os at random places; the others follow on sequentially").build(),
				StandardParameters.duration(RandomTests.TIME_PER_STEP, "Time per share").defaultValue("1m")
						.help("how long each read share runs").build(), StandardParameters.rampTime().build());
	}

	@Override
	public boolean writes(ParameterValues values) {
		return values.list(RandomTests.READ_SHARES).stream().anyMatch(share -> share < 100);
	}

	@Override
	public void run(TestContext context) throws IOException {
		ParameterValues v = context.parameters();
		int blockSize = StandardParameters.blockSizeFor(v, context.target());
		WorkloadSweep sweep = new WorkloadSweep("mixed", "Mixed", SeriesRole.READ_SHARE_SWEEP, Axis.linear("Read share", Units.PERCENT),
				Figure.MBPS, Figure.IOPS, Figure.MEAN_LATENCY);
		for (long share : v.list(RandomTests.READ_SHARES)) {
			sweep.point("r" + share, share + " % read", share, WorkloadSpec.builder()
					.blockSize(blockSize).readPercent((int) share)
					.randomPercent(v.percent(RandomTests.RANDOM_SHARE)).queueDepth(v.intValue(StandardParameters.QUEUE_DEPTH))
					.duration(v.duration(RandomTests.TIME_PER_STEP)).build());
		}
		sweep.run(context);
	}
}
