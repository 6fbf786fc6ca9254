package org.drivebench.drivetests.ssd;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

import org.HdrHistogram.Histogram;
import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.InvalidParameterException;
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
import org.drivebench.drivetests.ssd.api.SsdTests;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.Sizes;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.model.BetterDirection;
import org.drivebench.model.SeriesRole;
import org.drivebench.model.Severity;
import org.osgi.service.component.annotations.Component;

/**
 * {@code ssd.latency-under-load}: the "hockey stick". For each read share, random I/O at full speed
 * gives the maximum IOPS; then the same workload runs at fixed shares of that rate, each I/O scheduled
 * at its own time and its latency counted from that time (the engine's rate limit: no coordinated
 * omission), and the latency's mean, 99th and 99.99th percentiles are plotted against the IOPS. The
 * highest rate whose 99.99th percentile stays within {@code latencyTarget} is what fio's latency profile
 * ({@code latency_target}) looks for.
 */
@Component(service = DriveTest.class)
public class LatencyUnderLoad implements DriveTest {
	static final TestDescriptor DESCRIPTOR = new TestDescriptor(SsdTests.LATENCY_UNDER_LOAD, "1.0", "Latency under load", "SSD",
			"Random I/O of 'blockSize' over the whole target (or 'regionLength') at 'queueDepth', for each read share in "
					+ "'readShares' (100: reads; 70: the 70/30 mix): first at full speed for 'maxTime', which gives the maximum "
					+ "IOPS, then at each share of it in 'loadLevels' for 'timePerRate', each I/O issued on a fixed schedule and "
					+ "its latency counted from its scheduled time, so an I/O held up behind a slow one counts the wait (no "
					+ "coordinated omission, as fio's rate_iops and HdrHistogram's expected interval). Reports the mean, 99th and "
					+ "99.99th percentile latency per rate, the chart of latency against IOPS, and the highest rate measured "
					+ "whose 99.99th percentile is within 'latencyTarget' (fio's latency_target). A read share below 100 overwrites "
					+ "blocks all over the region.",
			WriteAccess.BY_PARAMETERS);
	/** The percentile the target applies to. */
	static final double TARGET_PERCENTILE = 99.99;

	@Override
	public TestDescriptor descriptor() {
		return DESCRIPTOR;
	}

	@Override
	public List<ParameterSpec> parameters() {
		return List.of(StandardParameters.blockSize().defaultValue("4k").build(),
				StandardParameters.queueDepth().defaultValue("32").build(),
				ParameterSpec.integers(SsdTests.READ_SHARES, "Read shares").defaultValue("100, 70").range(0, 100)
						.help("the workloads, by the percentage of reads: 100 reads only, 70 the 70/30 read/write mix (writes overwrite the region)")
						.build(),
				ParameterSpec.integers(SsdTests.LOAD_LEVELS, "Load levels").defaultValue("10, 25, 50, 75, 90, 100").range(1, 100)
						.help("the rates to run at, in percent of the maximum IOPS measured first").build(),
				StandardParameters.duration(SsdTests.MAX_TIME, "Time at full speed").defaultValue("30s")
						.help("how long the maximum IOPS is measured").build(),
				StandardParameters.duration(SsdTests.TIME_PER_RATE, "Time per rate").defaultValue("30s")
						.help("how long each rate runs").build(),
				ParameterSpec.duration(SsdTests.LATENCY_TARGET, "Latency target").defaultValue("1ms").range(1e-6, 60)
						.help("the 99.99th percentile latency a rate must keep within, 1 us to 60 s").build(),
				StandardParameters.regionLength().defaultValue("0").build(), StandardParameters.rampTime().build());
	}

	@Override
	public boolean writes(ParameterValues values) {
		return values.list(SsdTests.READ_SHARES).stream().anyMatch(share -> share < 100);
	}

	@Override
	public void run(TestContext context) throws IOException {
		ParameterValues v = context.parameters();
		List<Long> shares = v.list(SsdTests.READ_SHARES);
		List<Long> levels = v.list(SsdTests.LOAD_LEVELS);
		increasing(SsdTests.LOAD_LEVELS, levels);
		WorkloadSteps steps = new WorkloadSteps(context, shares.size() * (1 + levels.size()));
		WorkloadSpec base = WorkloadSpec.builder().blockSize(StandardParameters.blockSizeFor(v, context.target()))
				.queueDepth(v.intValue(StandardParameters.QUEUE_DEPTH)).region(0, StandardParameters.regionLengthFor(v, context.target()))
				.duration(v.duration(SsdTests.MAX_TIME)).build();
		for (long share : shares) {
			if (!curve(context, steps, base.toBuilder().readPercent((int) share).build(), (int) share, levels)) {
				return;
			}
		}
	}

	/** The load levels in increasing order, so the curve runs left to right (a list never holds a value twice). */
	private static void increasing(String key, List<Long> values) {
		for (int i = 1; i < values.size(); i++) {
			if (values.get(i) < values.get(i - 1)) {
				throw new InvalidParameterException(key, key + " = " + values.stream().map(String::valueOf).collect(Collectors.joining(", "))
						+ ": give the levels in increasing order");
			}
		}
	}

	/** One read share's curve; false when the user cancelled. */
	private static boolean curve(TestContext context, WorkloadSteps steps, WorkloadSpec workload, int share, List<Long> levels)
			throws IOException {
		ParameterValues v = context.parameters();
		String key = key(share);
		String label = label(share) + " " + Sizes.format(workload.maxIoBytes()) + " QD" + workload.queueDepth();
		Optional<Measurement> full = steps.runComplete(label + " at full speed",
				workload.toBuilder().duration(v.duration(SsdTests.MAX_TIME)).build());
		if (full.isEmpty()) {
			return false;
		}
		ResultWriter results = context.results();
		double max = full.get().iops();
		results.metric(key + ".iops.max", label + " maximum IOPS", max, Units.IOPS, BetterDirection.HIGHER);
		List<Point> points = new ArrayList<>();
		for (long level : levels) {
			long rate = Math.max(1, Math.round(max * level / 100.0));
			Optional<Measurement> m = steps.runComplete(String.format(Locale.ROOT, "%s at %d %% (%d IOPS)", label, level, rate),
					workload.toBuilder().rateLimitIops(rate).duration(v.duration(SsdTests.TIME_PER_RATE)).build());
			if (m.isEmpty()) {
				break; // what was measured stays: the points so far and the curve they make
			}
			Point p = Point.of(level, rate, m.get());
			points.add(p);
			String at = key + ".load" + level;
			String atLabel = label + " at " + level + " % of the maximum";
			results.metric(at + ".iops", atLabel + ", IOPS", p.iops(), Units.IOPS, BetterDirection.HIGHER);
			results.metric(at + ".latency.mean", atLabel + ", mean latency", p.meanMillis(), Units.MILLISECONDS, BetterDirection.LOWER);
			results.metric(at + ".latency.p99", atLabel + ", 99th percentile latency", p.p99Millis(), Units.MILLISECONDS,
					BetterDirection.LOWER);
			results.metric(at + ".latency.p99.99", atLabel + ", 99.99th percentile latency", p.p9999Millis(), Units.MILLISECONDS,
					BetterDirection.LOWER);
		}
		report(results, key, label, points, v.duration(SsdTests.LATENCY_TARGET));
		return points.size() == levels.size();
	}

	private static void report(ResultWriter results, String key, String label, List<Point> points, Duration target) {
		if (points.isEmpty()) {
			return;
		}
		double[] iops = points.stream().mapToDouble(Point::iops).toArray();
		Axis x = Axis.linear("Load", Units.IOPS);
		Axis y = Axis.linear("Latency", Units.MILLISECONDS);
		results.series(key + ".latency.mean", label + " mean latency against IOPS", SeriesRole.PARAMETER_SWEEP, x, y, iops,
				points.stream().mapToDouble(Point::meanMillis).toArray());
		results.series(key + ".latency.p99", label + " 99th percentile latency against IOPS", SeriesRole.PARAMETER_SWEEP, x, y, iops,
				points.stream().mapToDouble(Point::p99Millis).toArray());
		results.series(key + ".latency.p99.99", label + " 99.99th percentile latency against IOPS", SeriesRole.PARAMETER_SWEEP, x,
				y, iops, points.stream().mapToDouble(Point::p9999Millis).toArray());
		double targetMillis = target.toNanos() / 1e6;
		Optional<Point> best = highestWithin(points, targetMillis);
		if (best.isPresent()) {
			results.metric(key + ".iops.within-target", label + " highest IOPS with the 99.99th percentile within "
					+ formatMillis(targetMillis), best.get().iops(), Units.IOPS, BetterDirection.HIGHER);
		} else {
			results.message(Severity.INFO, String.format(Locale.ROOT,
					"%s: no rate measured kept the 99.99th percentile latency within %s (the lowest, %d %% of the maximum, had %s)",
					label, formatMillis(targetMillis), points.get(0).level(), formatMillis(points.get(0).p9999Millis())));
		}
	}

	/**
	 * The rule: of the rates measured, the one with the most IOPS achieved whose 99.99th percentile
	 * latency is at most the target; empty when none is.
	 */
	static Optional<Point> highestWithin(List<Point> points, double targetMillis) {
		return points.stream().filter(p -> p.p9999Millis() <= targetMillis).max((a, b) -> Double.compare(a.iops(), b.iops()));
	}

	private static String key(int share) {
		return share == 100 ? "read" : share == 0 ? "write" : "mix" + share;
	}

	private static String label(int share) {
		return share == 100 ? "Random read" : share == 0 ? "Random write" : "Random " + share + "/" + (100 - share) + " read/write";
	}

	private static String formatMillis(double millis) {
		return String.format(Locale.ROOT, "%.3f ms", millis);
	}

	/**
	 * One rate of the curve.
	 *
	 * @param level the share of the maximum, percent
	 * @param rate  the rate asked for, IOPS
	 * @param iops  the rate achieved
	 */
	record Point(int level, long rate, double iops, double meanMillis, double p99Millis, double p9999Millis) {
		static Point of(long level, long rate, Measurement m) {
			Histogram h = m.latency();
			return new Point((int) level, rate, m.iops(), h.getMean() / 1e6, h.getValueAtPercentile(99) / 1e6,
					h.getValueAtPercentile(TARGET_PERCENTILE) / 1e6);
		}
	}
}
