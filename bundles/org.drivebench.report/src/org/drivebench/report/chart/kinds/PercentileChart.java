package org.drivebench.report.chart.kinds;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

import org.drivebench.report.chart.AxisSpec;
import org.drivebench.report.chart.ChartModel;
import org.drivebench.report.chart.DisplaySettings;
import org.drivebench.report.chart.SeriesSpec;
import org.drivebench.report.chart.SeriesStyle;
import org.drivebench.report.chart.TickStyle;
import org.drivebench.model.AxisScale;
import org.drivebench.model.LatencyHistogram;
import org.drivebench.model.Percentile;
import org.eclipse.osgi.util.NLS;

/**
 * Latency percentiles from the median to the maximum, one line per histogram, on a logarithmic latency
 * axis: the tail (99.9 %, 99.99 %, max) often lies orders of magnitude above the median.
 */
public final class PercentileChart {
	/** Percentiles below this are left out: reviews quote the median and the tail. */
	private static final double LOWEST = 50;
	private static final double NANOS_PER_MS = 1e6;

	/**
	 * @param title      the chart title
	 * @param histograms the histograms, one line each
	 */
	public record Source(String title, List<LatencyHistogram> histograms) {
	}

	private PercentileChart() {
	}

	/** The chart of {@code source}. */
	public static ChartPlan plan(Source source) {
		return new ChartPlan(ChartKind.PERCENTILES, source.title(), settings -> build(source, settings));
	}

	/** The model of {@code source} with {@code settings}' units, decimals and colours. */
	public static ChartModel build(Source source, DisplaySettings settings) {
		TreeSet<Double> percents = new TreeSet<>();
		for (LatencyHistogram h : source.histograms()) {
			for (Percentile p : h.getPercentiles()) {
				if (p.getPercent() >= LOWEST) {
					percents.add(p.getPercent());
				}
			}
		}
		List<Double> slots = new ArrayList<>(percents);
		List<String> labels = slots.stream().map(PercentileChart::label).toList();
		List<SeriesSpec> series = new ArrayList<>();
		double min = Double.POSITIVE_INFINITY;
		double max = Double.NEGATIVE_INFINITY;
		int index = 0;
		for (LatencyHistogram h : source.histograms()) {
			double[] x = new double[h.getPercentiles().size()];
			double[] y = new double[x.length];
			int n = 0;
			for (Percentile p : h.getPercentiles()) {
				int slot = slots.indexOf(p.getPercent());
				if (slot >= 0 && p.getNanos() > 0) {
					x[n] = slot;
					y[n] = p.getNanos() / NANOS_PER_MS;
					min = Math.min(min, y[n]);
					max = Math.max(max, y[n]);
					n++;
				}
			}
			series.add(new SeriesSpec(ChartTexts.orDefault(h.getKey(), "latency-" + index), ChartTexts.orDefault(h.getLabel(), h.getKey()),
					SeriesStyle.LINE_WITH_POINTS, java.util.Arrays.copyOf(x, n), java.util.Arrays.copyOf(y, n), 0, settings.color(index)));
			index++;
		}
		AxisSpec xAxis = AxisSpec.categories(Messages.axis_percentile, labels);
		AxisSpec yAxis = AxisSpec.forValues(Messages.axis_latency, AxisScale.LOG10, min, max, false);
		return new ChartModel(source.title(), xAxis, List.of(yAxis), series, List.of());
	}

	private static String label(double percent) {
		if (percent >= 100) {
			return Messages.percentile_max;
		}
		String number = percent == Math.rint(percent) ? Long.toString((long) percent) : Double.toString(percent);
		return NLS.bind(Messages.percentile_label, number);
	}
}
