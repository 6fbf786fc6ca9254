package org.drivebench.report.chart.kinds;

import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.drivebench.library.drives.Drives;
import org.drivebench.model.IntervalSeries;
import org.drivebench.model.Run;
import org.drivebench.model.LatencyHistogram;
import org.drivebench.model.Series;
import org.drivebench.model.SeriesKind;
import org.drivebench.model.SeriesRole;
import org.drivebench.model.TestResult;
import org.drivebench.model.WorkerResult;
import org.drivebench.model.values.Samples;
import org.eclipse.osgi.util.NLS;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Picks the charts that fit a test result from what its data declare, never from the test's id or the
 * words of its labels, so a test plugin nobody here has heard of gets the right charts:
 * <ul>
 * <li>each {@link SeriesRole#SURFACE} series: a {@link SurfaceChart}, with the {@link SeriesRole#PHASES} on
 * its x axis marked;</li>
 * <li>each {@link SeriesRole#SCATTER} series: a {@link ScatterChart}, and the distribution of the first
 * one's values;</li>
 * <li>series of any other role: one {@link SweepChart} per role and shared x axis (so the rate and the
 * IOPS of one block-size sweep share a chart); a {@link SeriesRole#TEMPERATURE} series joins the
 * {@link SeriesRole#PER_INTERVAL} series on its time axis, on an axis of its own;</li>
 * <li>latency histograms: their percentiles, and the distribution when there is one histogram;</li>
 * <li>interval figures: one chart per interval series; more than one worker: per-worker bars.</li>
 * </ul>
 * Interval and worker figures are shown in IOPS when the I/Os were small (under 64 KiB on average, the
 * world of random I/O that reviews quote in IOPS), else as a transfer rate.
 */
public final class ResultCharts {
	/** Mean I/O sizes below this are quoted in IOPS. */
	static final double IOPS_BELOW_BYTES = 64 * 1024;

	private ResultCharts() {
	}

	/**
	 * The charts for {@code result}, most telling first, each naming the drive and the run's date under
	 * its title, so an exported chart says what it shows.
	 */
	public static List<ChartPlan> choose(TestResult result) {
		String source = source(result);
		return chosen(result).stream().map(p -> source.isEmpty() ? p
				: new ChartPlan(p.kind(), p.title(), settings -> p.model(settings).withSubtitle(source))).toList();
	}

	/** "WD Green 2 TB, 2026-12-01 10:04": the drive and when its run started, or "" when the result has no run. */
	static String source(TestResult result) {
		Run run = result.getRun();
		return run == null ? "" : source(run);
	}

	/** The drive of {@code run} and when it started, or "" when it names no drive. */
	static String source(Run run) {
		if (run.getDrive() == null) {
			return "";
		}
		String drive = Drives.label(run.getDrive());
		Date started = run.getStartedAt();
		return started == null ? drive
				: drive + ", " + DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm").format(started.toInstant().atZone(ZoneId.systemDefault()));
	}

	private static List<ChartPlan> chosen(TestResult result) {
		List<ChartPlan> plans = new ArrayList<>();
		List<Series> scatters = new ArrayList<>();
		List<Series> surfaces = new ArrayList<>();
		List<Series> phases = new ArrayList<>();
		Map<String, List<Series>> shared = new LinkedHashMap<>();
		for (Series s : result.getSeries()) {
			if (s.getXValues() == null || s.getXValues().isEmpty() || s.getYValues() == null) {
				continue;
			}
			SeriesRole role = roleOf(s);
			switch (role) {
			case SURFACE -> surfaces.add(s);
			case SCATTER -> scatters.add(s);
			case PHASES -> phases.add(s);
			// the temperature is drawn over the rate against the same time
			case TEMPERATURE -> shared.computeIfAbsent(groupKey(SeriesRole.PER_INTERVAL, s, SeriesKind.LINE), k -> new ArrayList<>()).add(s);
			default -> shared.computeIfAbsent(groupKey(role, s, s.getKind()), k -> new ArrayList<>()).add(s);
			}
		}
		for (Series s : surfaces) {
			plans.add(SurfaceChart.plan(s, phases.stream().filter(p -> sameX(p, s)).toList()));
		}
		for (Series s : scatters) {
			plans.add(ScatterChart.plan(s));
		}
		for (List<Series> unordered : shared.values()) {
			// the rates first: the left axis and the chart's style are theirs
			List<Series> group = unordered.stream().sorted((a, b) -> Boolean.compare(roleOf(a) == SeriesRole.TEMPERATURE,
					roleOf(b) == SeriesRole.TEMPERATURE)).toList();
			String title = group.size() == 1 ? ChartTexts.orDefault(group.get(0).getLabel(), name(result))
					: sharedLabel(group).orElse(name(result));
			if (roleOf(group.get(0)) == SeriesRole.ROUNDS && group.size() > 1) {
				// the tracking figure comes first: the window's lines are drawn over it
				title = NLS.bind(Messages.title_rounds, ChartTexts.orDefault(group.get(0).getLabel(), name(result)));
			}
			plans.add(SweepChart.plan(new SweepChart.Sweep(title, roleOf(group.get(0)), group)));
		}
		List<LatencyHistogram> histograms = result.getHistograms().stream().filter(h -> h.getCount() > 0).toList();
		if (!scatters.isEmpty() || histograms.size() == 1) {
			Optional<LatencyHistogram> found = histograms.stream().filter(h -> h.getEncoded() != null && !h.getEncoded().isBlank())
					.findFirst();
			LatencyHistogram encoded = found.isPresent() ? found.get() : null;
			Series samples = scatters.isEmpty() ? null : scatters.get(0);
			if (samples != null) {
				String title = ChartTexts.orDefault(samples.getYLabel(), Messages.axis_access_time);
				plans.add(DistributionChart.plan(new DistributionChart.Source(title, encoded, samples)));
			} else if (encoded != null) {
				String title = ChartTexts.orDefault(encoded.getLabel(), encoded.getKey());
				plans.add(DistributionChart.plan(new DistributionChart.Source(title, encoded, null)));
			}
		}
		List<LatencyHistogram> withPercentiles = histograms.stream().filter(h -> !h.getPercentiles().isEmpty()).toList();
		if (!withPercentiles.isEmpty()) {
			plans.add(PercentileChart.plan(new PercentileChart.Source(Messages.title_percentiles, withPercentiles)));
		}
		for (IntervalSeries intervals : result.getIntervals()) {
			if (intervals.getStartSeconds() != null && !intervals.getStartSeconds().isEmpty()) {
				String title = ChartTexts.orDefault(intervals.getLabel(), intervals.getKey());
				plans.add(IntervalChart.plan(new IntervalChart.Source(title, intervals,
						quotedInIops(mean(intervals.getMegabytesPerSecond()), mean(intervals.getIops())))));
			}
		}
		if (result.getWorkers().size() > 1) {
			String title = NLS.bind(Messages.title_workers, name(result));
			double mbps = result.getWorkers().stream().mapToDouble(WorkerResult::getMegabytesPerSecond).sum();
			double iops = result.getWorkers().stream().mapToDouble(WorkerResult::getIops).sum();
			plans.add(WorkerChart.plan(new WorkerChart.Source(title, List.copyOf(result.getWorkers()), quotedInIops(mbps, iops))));
		}
		return plans;
	}

	/**
	 * What the labels of a chart's series say in common before the part that tells them apart: "IOPS
	 * against block size" of "IOPS against block size, 65/35 read/write" and "..., 0/100 read/write".
	 * Empty when they share no such part; the chart is then titled with the test's name.
	 */
	static Optional<String> sharedLabel(List<Series> group) {
		@Nullable String shared = null;
		for (Series s : group) {
			if (s.getRole() == SeriesRole.TEMPERATURE) {
				continue; // drawn over the rate, on an axis of its own
			}
			String label = s.getLabel();
			int comma = label == null ? -1 : label.lastIndexOf(", ");
			if (label == null || comma <= 0) {
				return Optional.empty();
			}
			String head = label.substring(0, comma);
			if (shared != null && !shared.equals(head)) {
				return Optional.empty();
			}
			shared = head;
		}
		return Optional.ofNullable(shared);
	}

	private static String groupKey(SeriesRole role, Series s, @Nullable SeriesKind kind) {
		return role + "|" + s.getXLabel() + '|' + s.getXUnit() + '|' + s.getXScale() + '|' + kind;
	}

	private static boolean sameX(Series a, Series b) {
		return java.util.Objects.equals(a.getXLabel(), b.getXLabel()) && java.util.Objects.equals(a.getXUnit(), b.getXUnit());
	}

	/**
	 * The series' role. A series of a file written before roles has none: a scatter of those is drawn as
	 * the scatter it is (its kind says so), anything else by its kind on its own axes.
	 */
	static SeriesRole roleOf(Series series) {
		SeriesRole role = series.getRole() == null ? SeriesRole.UNSPECIFIED : series.getRole();
		return role == SeriesRole.UNSPECIFIED && series.getKind() == SeriesKind.SCATTER ? SeriesRole.SCATTER : role;
	}

	/**
	 * Whether figures of I/Os moving {@code megabytesPerSecond} at {@code iops} are quoted in IOPS: when
	 * the mean I/O (bytes per operation) is under 64 KiB.
	 */
	static boolean quotedInIops(double megabytesPerSecond, double iops) {
		return iops > 0 && megabytesPerSecond * 1e6 / iops < IOPS_BELOW_BYTES;
	}

	private static double mean(@Nullable Samples samples) {
		return samples == null || samples.size() == 0 ? 0 : samples.mean();
	}

	private static String name(TestResult result) {
		return ChartTexts.orDefault(result.getTestName(), ChartTexts.orDefault(result.getTestId(), Messages.title_result));
	}
}
