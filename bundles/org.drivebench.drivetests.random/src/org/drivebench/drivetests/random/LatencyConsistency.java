package org.drivebench.drivetests.random;

import java.io.IOException;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.IntStream;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.MeasurementFigures;
import org.drivebench.core.api.ParameterSpec;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.api.ResultWriter;
import org.drivebench.core.api.StandardParameters;
import org.drivebench.core.api.TestContext;
import org.drivebench.core.api.TestDescriptor;
import org.drivebench.core.api.WorkloadSteps;
import org.drivebench.core.api.WriteAccess;
import org.drivebench.core.units.Units;
import org.drivebench.drivetests.random.api.RandomTests;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.Measurement.Intervals;
import org.drivebench.engine.Sizes;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.model.BetterDirection;
import org.osgi.service.component.annotations.Component;

/** {@code random.latency-consistency}: per-second mean and maximum latency under load, and their spread. */
@Component(service = DriveTest.class)
public class LatencyConsistency implements DriveTest {
	static final String ID = RandomTests.LATENCY_CONSISTENCY;
	static final TestDescriptor DESCRIPTOR = new TestDescriptor(ID, "1.1", "Latency consistency", "Random",
			"Random reads (or writes) of 'blockSize' over the whole target at 'queueDepth' for 'duration' (the "
				+ "enterprise review's 4 KiB at queue depth 256): the mean and the maximum latency of every second are "
				+ "recorded, and reported as their averages and standard deviations (a drive that starves some "
				+ "requests shows a high maximum; one whose service time wanders shows a wide deviation of the means), "
				+ "with the 99.99th percentile, the overall figures, the per-second series and the histogram. "
				+ "direction=write overwrites blocks all over the target.", WriteAccess.BY_DIRECTION);

	@Override
	public TestDescriptor descriptor() {
		return DESCRIPTOR;
	}

	@Override
	public List<ParameterSpec> parameters() {
		return List.of(StandardParameters.direction().build(), StandardParameters.blockSize().defaultValue("4k").build(),
				StandardParameters.queueDepth().defaultValue("256").build(),
				StandardParameters.duration(StandardParameters.DURATION, "Duration").defaultValue("10m").help("measured time").build(), StandardParameters.rampTime().build());
	}

	@Override
	public void run(TestContext context) throws IOException {
		ParameterValues v = context.parameters();
		String label = StandardParameters.directionLabel(v);
		String key = label.toLowerCase(Locale.ROOT);
		WorkloadSpec spec = WorkloadSpec.builder().blockSize(StandardParameters.blockSizeFor(v, context.target()))
				.readPercent(StandardParameters.readPercent(v)).queueDepth(v.intValue(StandardParameters.QUEUE_DEPTH))
				.duration(v.duration(StandardParameters.DURATION)).interval(Duration.ofSeconds(1)).build();
		Optional<Measurement> m = new WorkloadSteps(context, 1).run(label + " " + Sizes.format(v.size(StandardParameters.BLOCK_SIZE)) + " QD"
				+ v.intValue(StandardParameters.QUEUE_DEPTH) + " for " + v.format(StandardParameters.DURATION), spec);
		if (m.isEmpty()) {
			return;
		}
		MeasurementFigures.all(context.results(), key, label, m.get());
		if (m.get().latency().getTotalCount() > 0) {
			context.results().metric(key + ".latency.p9999", label + " 99.99th percentile latency",
					MeasurementFigures.millis(m.get().latency().getValueAtPercentile(99.99)), Units.MILLISECONDS,
					BetterDirection.LOWER);
		}
		reportPerSecond(context.results(), key, label, m.get().intervals());
	}

	/** Averages and standard deviations of the per-second means and maxima, over seconds with completions. */
	static void reportPerSecond(ResultWriter results, String key, String label, Intervals intervals) {
		double[] means = busy(intervals, intervals.meanLatencyMicros());
		double[] maxima = busy(intervals, intervals.maxLatencyMicros());
		if (means.length == 0) {
			return;
		}
		results.metric(key + ".per-second.mean.average", label + " per-second mean latency, average", mean(means) / 1e3,
				Units.MILLISECONDS, BetterDirection.LOWER);
		results.metric(key + ".per-second.mean.stdev", label + " per-second mean latency, standard deviation",
				stdev(means) / 1e3, Units.MILLISECONDS, BetterDirection.LOWER);
		results.metric(key + ".per-second.max.average", label + " per-second maximum latency, average", mean(maxima) / 1e3,
				Units.MILLISECONDS, BetterDirection.LOWER);
		results.metric(key + ".per-second.max.stdev", label + " per-second maximum latency, standard deviation",
				stdev(maxima) / 1e3, Units.MILLISECONDS, BetterDirection.LOWER);
	}

	/** The values of the intervals in which something completed (an empty interval has no latency). */
	private static double[] busy(Intervals intervals, double[] values) {
		double[] iops = intervals.iops();
		return IntStream.range(0, intervals.count()).filter(i -> iops[i] > 0).mapToDouble(i -> values[i])
				.toArray();
	}

	static double mean(double[] values) {
		return Arrays.stream(values).average().orElse(Double.NaN);
	}

	/** Population standard deviation: every interval of the run is in the set. */
	static double stdev(double[] values) {
		double mean = mean(values);
		return Math.sqrt(Arrays.stream(values).map(x -> (x - mean) * (x - mean)).average().orElse(Double.NaN));
	}
}
