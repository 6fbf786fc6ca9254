package org.drivebench.drivetests.random;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.ParameterSpec;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.api.ResultWriter;
import org.drivebench.core.api.ResultWriter.Axis;
import org.drivebench.core.api.StandardParameters;
import org.drivebench.core.api.TestContext;
import org.drivebench.core.api.TestDescriptor;
import org.drivebench.core.api.WorkloadSteps;
import org.drivebench.core.api.WriteAccess;
import org.drivebench.core.units.Unit;
import org.drivebench.core.units.Units;
import org.drivebench.drivetests.random.api.RandomTests;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.SizeDistribution;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.model.BetterDirection;
import org.drivebench.model.SeriesKind;
import org.drivebench.model.SeriesRole;
import org.osgi.service.component.annotations.Component;

/** {@code random.mixed-sizes}: random reads and writes of random sizes at read:write ratios, DevTest's table. */
@Component(service = DriveTest.class)
public class MixedSizes implements DriveTest {
	static final String ID = RandomTests.MIXED_SIZES;
	static final TestDescriptor DESCRIPTOR = new TestDescriptor(ID, "1.1", "Random sizes, mixed read/write", "Random",
			"Random reads and writes over the whole target, each I/O of a random size from 512 B to 64 KiB (every "
				+ "multiple of the logical block equally likely, placed on a logical-block boundary), at each "
				+ "read:write ratio in turn for 'timePerRatio' at 'queueDepth' (DevTest's mixed test at 50:50, 90:10 "
				+ "and 10:90). Reports, per ratio, the read and the write rate in kB/s (10^3 bytes per second) and "
				+ "I/Os per second, as DevTest's table does. Every ratio below 100 % read overwrites blocks all over "
				+ "the target.", WriteAccess.BY_PARAMETERS);
	static final int LARGEST = 64 * 1024;
	static final Unit KBPS = Units.KB_PER_S;
	static final Unit IO_PER_S = Units.IO_PER_S;

	@Override
	public TestDescriptor descriptor() {
		return DESCRIPTOR;
	}

	@Override
	public List<ParameterSpec> parameters() {
		return List.of(ParameterSpec.integers(RandomTests.READ_SHARES, "Read shares").defaultValue("50, 90, 10").range(0, 100).unit(Units.PERCENT)
				.help("the read shares to measure, in order: 90 is a read:write ratio of 90:10").build(),
				StandardParameters.queueDepth().defaultValue("1").build(),
				StandardParameters.duration(RandomTests.TIME_PER_RATIO, "Time per ratio").defaultValue("1m")
						.help("how long each ratio runs").build(), StandardParameters.rampTime().build());
	}

	@Override
	public boolean writes(ParameterValues values) {
		return values.list(RandomTests.READ_SHARES).stream().anyMatch(share -> share < 100);
	}

	@Override
	public void run(TestContext context) throws IOException {
		ParameterValues v = context.parameters();
		int grain = context.target().logicalBlockSize();
		SizeDistribution sizes = SizeDistribution.uniform(grain, LARGEST, grain);
		List<Long> shares = v.list(RandomTests.READ_SHARES);
		WorkloadSteps steps = new WorkloadSteps(context, shares.size());
		List<double[]> rows = new ArrayList<>();
		for (long share : shares) {
			String ratio = share + ":" + (100 - share);
			WorkloadSpec spec = WorkloadSpec.builder().sizes(sizes).alignment(grain).readPercent((int) share)
					.queueDepth(v.intValue(StandardParameters.QUEUE_DEPTH)).duration(v.duration(RandomTests.TIME_PER_RATIO)).build();
			Optional<Measurement> m = steps.runComplete("Read:write " + ratio, spec);
			if (m.isEmpty()) {
				break;
			}
			report(context.results(), "r" + share, ratio, share, m.get());
			rows.add(new double[] { share, m.get().readMegabytesPerSecond() * 1e3, m.get().writeMegabytesPerSecond() * 1e3 });
		}
		if (!rows.isEmpty()) {
			double[] x = rows.stream().mapToDouble(r -> r[0]).toArray();
			Axis shareAxis = Axis.linear("Read share", Units.PERCENT);
			context.results().series("read.kbps", "Read rate by read share", SeriesRole.READ_SHARE_SWEEP, SeriesKind.BAR, shareAxis,
					Axis.linear("Read rate", KBPS), x, rows.stream().mapToDouble(r -> r[1]).toArray());
			context.results().series("write.kbps", "Write rate by read share", SeriesRole.READ_SHARE_SWEEP, SeriesKind.BAR, shareAxis,
					Axis.linear("Write rate", KBPS), x, rows.stream().mapToDouble(r -> r[2]).toArray());
		}
	}

	/** DevTest's four rows per ratio; a direction the ratio leaves out (100:0, 0:100) has no row. */
	private static void report(ResultWriter results, String key, String ratio, long share, Measurement m) {
		if (share > 0) {
			results.metric(key + ".read.kbps", ratio + " read", m.readMegabytesPerSecond() * 1e3, KBPS, BetterDirection.HIGHER);
			results.metric(key + ".read.iops", ratio + " read", m.readIops(), IO_PER_S, BetterDirection.HIGHER);
		}
		if (share < 100) {
			results.metric(key + ".write.kbps", ratio + " write", m.writeMegabytesPerSecond() * 1e3, KBPS,
					BetterDirection.HIGHER);
			results.metric(key + ".write.iops", ratio + " write", m.writeIops(), IO_PER_S, BetterDirection.HIGHER);
		}
	}
}
