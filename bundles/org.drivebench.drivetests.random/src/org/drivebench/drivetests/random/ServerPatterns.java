package org.drivebench.drivetests.random;

import java.io.IOException;
import java.util.List;

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
import org.drivebench.engine.SizeDistribution;
import org.drivebench.engine.Target;
import org.drivebench.engine.WorkloadSpec;
import org.osgi.service.component.annotations.Component;

/** {@code random.server}: Iometer's emulated Database, File server, Workstation and Web server loads by queue depth. */
@Component(service = DriveTest.class)
public class ServerPatterns implements DriveTest {
	static final String ID = RandomTests.SERVER;
	static final TestDescriptor DESCRIPTOR = new TestDescriptor(ID, "1.1", "Server patterns", "Random",
			"One of Iometer's emulated server loads over the whole target at each queue depth in turn, "
				+ "'timePerDepth' each, I/Os aligned to 4 KiB. database: 8 KiB, 67 % read, 100 % random. fileserver: "
				+ "512 B 10 %, 1 KiB 5 %, 2 KiB 5 %, 4 KiB 60 %, 8 KiB 2 %, 16 KiB 4 %, 32 KiB 4 %, 64 KiB 10 %; 80 % "
				+ "read, 100 % random. workstation: 8 KiB, 80 % read, 80 % random. webserver: 512 B 22 %, 1 KiB 15 %, "
				+ "2 KiB 8 %, 4 KiB 23 %, 8 KiB 15 %, 16 KiB 2 %, 32 KiB 6 %, 64 KiB 7 %, 128 KiB 1 %, 512 KiB 1 %; "
				+ "100 % read, 100 % random. Reports IOPS, MB/s and mean latency against queue depth, a figure per "
				+ "depth and the average IOPS over the depths. Every pattern but webserver overwrites blocks all over "
				+ "the target.", WriteAccess.BY_PARAMETERS);
	/** The review aligns every I/O of the emulated loads to 4 KiB. */
	static final int ALIGNMENT = 4096;

	@Override
	public TestDescriptor descriptor() {
		return DESCRIPTOR;
	}

	@Override
	public List<ParameterSpec> parameters() {
		return List.of(ParameterSpec.choice(RandomTests.PATTERN, "Pattern", ServerPattern.keys().toArray(String[]::new))
				.defaultValue(ServerPattern.DATABASE.key()).help("the access specification: " + String.join(", ", ServerPattern.keys()))
				.build(),
				StandardParameters.queueDepths().defaultValue(StandardParameters.QUEUE_DEPTHS_1_TO_256).build(),
				StandardParameters.duration(RandomTests.TIME_PER_DEPTH, "Time per depth").defaultValue("1m")
						.help("how long each queue depth runs").build(), StandardParameters.rampTime().build());
	}

	@Override
	public boolean writes(ParameterValues values) {
		return ServerPattern.of(values.text(RandomTests.PATTERN)).readPercent() < 100;
	}

	@Override
	public void run(TestContext context) throws IOException {
		ParameterValues v = context.parameters();
		ServerPattern pattern = ServerPattern.of(v.text(RandomTests.PATTERN));
		requireSizesFit(pattern, context.target());
		WorkloadSweep sweep = WorkloadSweep.overQueueDepths(pattern.key(), pattern.label(), v.list(StandardParameters.QUEUE_DEPTHS),
				depth -> WorkloadSpec.builder().sizes(pattern.sizes()).alignment(ALIGNMENT).readPercent(pattern.readPercent())
						.randomPercent(pattern.randomPercent()).queueDepth(depth).duration(v.duration(RandomTests.TIME_PER_DEPTH)).build(),
				Figure.IOPS, Figure.MBPS, Figure.MEAN_LATENCY);
		List<Measured> measured = sweep.run(context);
		sweep.reportMean(context.results(), measured, Figure.IOPS);
	}

	/** The patterns' 512 B to 2 KiB transfers need a 512-byte logical block: say so before any I/O. */
	private static void requireSizesFit(ServerPattern pattern, Target target) {
		for (SizeDistribution.Entry e : pattern.sizes().entries()) {
			if (e.sizeBytes() % target.logicalBlockSize() != 0) {
				throw new IllegalArgumentException("pattern " + pattern.key() + " transfers " + e.sizeBytes() + " B, but "
						+ target.name() + " transfers multiples of its " + target.logicalBlockSize() + "-byte logical block only");
			}
		}
	}
}
