package org.drivebench.ui.charts;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.drivebench.model.AxisScale;
import org.drivebench.model.IntervalSeries;
import org.drivebench.model.LatencyHistogram;
import org.drivebench.model.Series;
import org.drivebench.model.SeriesKind;
import org.drivebench.model.TestResult;
import org.drivebench.ui.format.DisplaySettings;

/**
 * Picks the charts that fit a test result, from what its series are (kind, axes, units) and the test
 * id, not from a list of known tests, so a new test plugin gets sensible charts too:
 * <ul>
 * <li>a line over a position axis: transfer rate against position;</li>
 * <li>a scatter: access time against position, and its distribution;</li>
 * <li>series over a log2 or any other swept axis: one sweep chart per shared x axis;</li>
 * <li>latency histograms: their percentiles (and the distribution when there is one histogram);</li>
 * <li>interval figures: one chart per interval series; more than one worker: per-worker bars.</li>
 * </ul>
 */
public final class ChartChooser {
	private static final Set<String> POSITION_UNITS = Set.of("gb", "gib", "tb", "tib", "mb", "mib", "%");
	private static final String SURFACE_TEST = "linear.surface";

	private ChartChooser() {
	}

	/** The charts for {@code result}, most telling first. */
	public static List<ChartPlan<?>> choose(TestResult result, DisplaySettings settings) {
		List<ChartPlan<?>> plans = new ArrayList<>();
		List<Series> scatters = new ArrayList<>();
		Map<String, List<Series>> sweeps = new LinkedHashMap<>();
		for (Series s : result.getSeries()) {
			if (s.getXValues() == null || s.getXValues().isEmpty()) {
				continue;
			}
			if (s.getKind() == SeriesKind.SCATTER) {
				scatters.add(s);
			} else if (isOverPosition(s, result)) {
				plans.add(new ChartPlan<>(new TransferRateChart(settings), s));
			} else {
				sweeps.computeIfAbsent(s.getXLabel() + '|' + s.getXUnit() + '|' + s.getXScale(), k -> new ArrayList<>()).add(s);
			}
		}
		for (Series s : scatters) {
			plans.add(new ChartPlan<>(new AccessTimeChart(settings), s));
		}
		for (List<Series> sweep : sweeps.values()) {
			String title = sweep.size() == 1 ? ChartTexts.orDefault(sweep.get(0).getLabel(), name(result)) : name(result);
			plans.add(new ChartPlan<>(new SweepChart(settings), new SweepChart.Sweep(title, List.copyOf(sweep))));
		}
		List<LatencyHistogram> histograms = result.getHistograms().stream().filter(h -> h.getCount() > 0).toList();
		if (!scatters.isEmpty() || histograms.size() == 1) {
			LatencyHistogram encoded = histograms.stream().filter(h -> h.getEncoded() != null && !h.getEncoded().isBlank()).findFirst()
					.orElse(null);
			Series samples = scatters.isEmpty() ? null : scatters.get(0);
			if (encoded != null || samples != null) {
				String title = samples != null ? ChartTexts.orDefault(samples.getYLabel(), Messages.axis_access_time)
						: ChartTexts.orDefault(encoded.getLabel(), encoded.getKey());
				plans.add(new ChartPlan<>(new LatencyHistogramChart(settings), new LatencyHistogramChart.Source(title, encoded, samples)));
			}
		}
		List<LatencyHistogram> withPercentiles = histograms.stream().filter(h -> !h.getPercentiles().isEmpty())
				.limit(settings.palette().size()).toList();
		if (!withPercentiles.isEmpty()) {
			plans.add(new ChartPlan<>(new PercentileChart(settings), new PercentileChart.Source(Messages.title_percentiles, withPercentiles)));
		}
		boolean iops = prefersIops(result);
		for (IntervalSeries intervals : result.getIntervals()) {
			if (intervals.getStartSeconds() != null && !intervals.getStartSeconds().isEmpty()) {
				String title = ChartTexts.orDefault(intervals.getLabel(), intervals.getKey());
				plans.add(new ChartPlan<>(new IntervalChart(settings), new IntervalChart.Source(title, intervals, iops)));
			}
		}
		if (result.getWorkers().size() > 1) {
			String title = org.eclipse.osgi.util.NLS.bind(Messages.title_workers, name(result));
			plans.add(new ChartPlan<>(new WorkerChart(settings), new WorkerChart.Source(title, List.copyOf(result.getWorkers()), iops)));
		}
		return plans;
	}

	/** Whether {@code s} is a figure over the drive's surface (position in GB, or the surface test's series). */
	static boolean isOverPosition(Series s, TestResult result) {
		if (s.getXScale() != null && s.getXScale() != AxisScale.LINEAR) {
			return false;
		}
		String unit = s.getXUnit() == null ? "" : s.getXUnit().strip().toLowerCase(Locale.ROOT);
		String label = s.getXLabel() == null ? "" : s.getXLabel().toLowerCase(Locale.ROOT);
		return SURFACE_TEST.equals(result.getTestId()) || label.contains("position") && POSITION_UNITS.contains(unit);
	}

	/** Random tests are quoted in IOPS, sequential ones in MB/s. */
	static boolean prefersIops(TestResult result) {
		String id = result.getTestId() == null ? "" : result.getTestId();
		String category = result.getCategory() == null ? "" : result.getCategory();
		return id.startsWith("random") || category.equalsIgnoreCase("random");
	}

	private static String name(TestResult result) {
		return ChartTexts.orDefault(result.getTestName(), ChartTexts.orDefault(result.getTestId(), "Result"));
	}
}
