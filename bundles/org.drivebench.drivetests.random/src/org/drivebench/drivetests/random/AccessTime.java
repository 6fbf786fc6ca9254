package org.drivebench.drivetests.random;

import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.HdrHistogram.Histogram;
import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.MeasurementFigures;
import org.drivebench.core.api.ParameterSpec;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.api.ResultWriter;
import org.drivebench.core.api.ResultWriter.Axis;
import org.drivebench.core.api.StandardParameters;
import org.drivebench.core.api.TestContext;
import org.drivebench.core.api.TestDescriptor;
import org.drivebench.core.api.WorkloadSteps;
import org.drivebench.core.api.WriteAccess;
import org.drivebench.core.units.Units;
import org.drivebench.drivetests.random.api.RandomTests;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.Sizes;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.model.BetterDirection;
import org.drivebench.model.SeriesKind;
import org.drivebench.model.SeriesRole;
import org.osgi.service.component.annotations.Component;

/** {@code random.access-time}: random access time over the whole surface, HD Tune's scatter. */
@Component(service = DriveTest.class)
public class AccessTime implements DriveTest {
	static final String ID = RandomTests.ACCESS_TIME;
	static final TestDescriptor DESCRIPTOR = new TestDescriptor(ID, "1.2", "Random access time", "Random",
			"'ios' single reads (or writes) of 'blockSize' at random places over the whole target, one at a time "
				+ "(queue depth 1), each aligned to its own size, as HD Tune's access-time test does. On a hard disk "
				+ "each costs a seek and on average half a rotation. Reports the mean access time, its 99th percentile "
				+ "and maximum (ms), IOPS, every access as a point of latency against position (GB) and the latency "
				+ "histogram. direction=write overwrites blocks all over the target. rampTime first runs the same accesses "
				+ "that long uncounted, so the counted ones find the drive (and on a virtual machine its host) active, "
				+ "not waking from idle.", WriteAccess.BY_DIRECTION);

	@Override
	public TestDescriptor descriptor() {
		return DESCRIPTOR;
	}

	@Override
	public List<ParameterSpec> parameters() {
		return List.of(StandardParameters.direction().build(), StandardParameters.blockSize().defaultValue("4k").build(),
				ParameterSpec.integer(RandomTests.IOS, "Accesses").defaultValue("2000").range(10, 1_000_000)
						.help("random accesses to time, 10 to 1000000").build(),
				StandardParameters.rampTime().build());
	}

	@Override
	public void run(TestContext context) throws IOException {
		ParameterValues v = context.parameters();
		int ios = v.intValue(RandomTests.IOS);
		String label = StandardParameters.directionLabel(v);
		WorkloadSpec spec = WorkloadSpec.builder().blockSize(StandardParameters.blockSizeFor(v, context.target()))
				.readPercent(StandardParameters.readPercent(v)).queueDepth(1).ioLimit(ios).scatterSamples(ios).build();
		Optional<Measurement> m = new WorkloadSteps(context, 1).run(label + " " + Sizes.format(v.size(StandardParameters.BLOCK_SIZE))
				+ " at random places", spec);
		if (m.isPresent() && m.get().latency().getTotalCount() > 0) {
			report(context.results(), label.toLowerCase(Locale.ROOT) + ".access-time", label, m.get());
		}
	}

	private static void report(ResultWriter results, String key, String label, Measurement m) {
		Histogram latency = m.latency();
		results.metric(key + ".mean", label + " access time", MeasurementFigures.millis(latency.getMean()),
				Units.MILLISECONDS, BetterDirection.LOWER);
		results.metric(key + ".p99", label + " access time, 99th percentile",
				MeasurementFigures.millis(latency.getValueAtPercentile(99)), Units.MILLISECONDS, BetterDirection.LOWER);
		results.metric(key + ".max", label + " access time, maximum", MeasurementFigures.millis(latency.getMaxValue()),
				Units.MILLISECONDS, BetterDirection.LOWER);
		results.metric(label.toLowerCase(Locale.ROOT) + ".iops", label, m.iops(), Units.IOPS,
				BetterDirection.HIGHER);
		results.histogram(key, label + " access time", latency);
		m.scatter().ifPresent(s -> {
			double[] gb = new double[s.position().length];
			double[] ms = new double[gb.length];
			for (int i = 0; i < gb.length; i++) {
				gb[i] = s.position()[i] / 1e9;
				ms[i] = MeasurementFigures.millis(s.latencyNanos()[i]);
			}
			results.series(key, label + " access time against position", SeriesRole.SCATTER, Axis.linear("Position", Units.GB),
					Axis.linear("Access time", Units.MILLISECONDS), gb, ms);
		});
	}
}
