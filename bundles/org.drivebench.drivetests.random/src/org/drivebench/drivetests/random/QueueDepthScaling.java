package org.drivebench.drivetests.random;

import java.io.IOException;
import java.util.List;
import java.util.Locale;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.ParameterSpec;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.api.ResultWriter;
import org.drivebench.core.api.StandardParameters;
import org.drivebench.core.api.TestContext;
import org.drivebench.core.api.TestDescriptor;
import org.drivebench.core.api.WorkloadSweep;
import org.drivebench.core.api.WorkloadSweep.Figure;
import org.drivebench.core.api.WorkloadSweep.Measured;
import org.drivebench.core.api.WriteAccess;
import org.drivebench.core.units.Units;
import org.drivebench.drivetests.random.api.RandomTests;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.model.BetterDirection;
import org.osgi.service.component.annotations.Component;

/** {@code random.qd-scaling}: random IOPS by queue depth, and where they level off. */
@Component(service = DriveTest.class)
public class QueueDepthScaling implements DriveTest {
	static final String ID = RandomTests.QUEUE_DEPTH_SCALING;
	static final TestDescriptor DESCRIPTOR = new TestDescriptor(ID, "1.1", "Random IOPS by queue depth", "Random",
			"Random reads (or writes) of 'blockSize' over the whole target at each queue depth in turn, "
				+ "'timePerDepth' each (the enterprise review's 4 KiB reads at depths 1 to 256). A disk that reorders "
				+ "its queue gains IOPS with depth until it levels off. Reports IOPS, MB/s and mean latency against "
				+ "queue depth, a figure per depth, the peak IOPS and the smallest depth that reaches 95 % of it. "
				+ "direction=write overwrites blocks all over the target.", WriteAccess.BY_DIRECTION);
	/** Share of the peak IOPS at which the curve counts as levelled off. */
	static final double SATURATION = 0.95;

	@Override
	public TestDescriptor descriptor() {
		return DESCRIPTOR;
	}

	@Override
	public List<ParameterSpec> parameters() {
		return List.of(StandardParameters.direction().build(), StandardParameters.blockSize().defaultValue("4k").build(),
				StandardParameters.queueDepths().defaultValue(StandardParameters.QUEUE_DEPTHS_1_TO_256).build(),
				StandardParameters.duration(RandomTests.TIME_PER_DEPTH, "Time per depth").defaultValue("1m")
						.help("how long each queue depth runs").build(), StandardParameters.rampTime().build());
	}

	@Override
	public void run(TestContext context) throws IOException {
		ParameterValues v = context.parameters();
		String label = StandardParameters.directionLabel(v);
		String key = label.toLowerCase(Locale.ROOT);
		int blockSize = StandardParameters.blockSizeFor(v, context.target());
		WorkloadSweep sweep = WorkloadSweep.overQueueDepths(key, label, v.list(StandardParameters.QUEUE_DEPTHS),
				depth -> WorkloadSpec.builder().blockSize(blockSize)
						.readPercent(StandardParameters.readPercent(v)).queueDepth(depth).duration(v.duration(RandomTests.TIME_PER_DEPTH))
						.build(),
				Figure.IOPS, Figure.MBPS, Figure.MEAN_LATENCY);
		List<Measured> measured = sweep.run(context);
		if (measured.size() == sweep.points().size()) {
			reportLevelling(context.results(), key, label, measured);
		}
	}

	private static void reportLevelling(ResultWriter results, String key, String label, List<Measured> measured) {
		double peak = measured.stream().mapToDouble(r -> r.measurement().iops()).max().orElseThrow();
		results.metric(key + ".iops.peak", label + " peak", peak, Units.IOPS, BetterDirection.HIGHER);
		double depth = measured.stream().filter(r -> r.measurement().iops() >= SATURATION * peak)
				.mapToDouble(r -> r.point().x()).min().orElseThrow();
		results.metric(key + ".qd.saturation", label + " queue depth reaching 95 % of the peak", depth, Units.NUMBER,
				BetterDirection.NONE);
	}
}
