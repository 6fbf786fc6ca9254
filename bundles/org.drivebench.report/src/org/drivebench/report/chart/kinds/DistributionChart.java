package org.drivebench.report.chart.kinds;

import java.util.Arrays;
import java.util.List;

import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;
import org.drivebench.report.chart.AxisRanges;
import org.drivebench.report.chart.AxisSpec;
import org.drivebench.report.chart.ChartColors;
import org.drivebench.report.chart.ChartModel;
import org.drivebench.report.chart.DisplaySettings;
import org.drivebench.report.chart.MarkerSpec;
import org.drivebench.report.chart.SeriesSpec;
import org.drivebench.report.chart.SeriesStyle;
import org.drivebench.report.chart.TickStyle;
import org.drivebench.core.results.LatencyHistograms;
import org.drivebench.core.units.Unit;
import org.drivebench.core.units.Units;
import org.drivebench.model.AxisScale;
import org.drivebench.model.LatencyHistogram;
import org.drivebench.model.Series;
import org.eclipse.osgi.util.NLS;
import org.eclipse.jdt.annotation.Nullable;

/**
 * How access times (or latencies) are distributed: the share of I/Os per time bucket, from the stored
 * HdrHistogram or, for results without one, from the individual samples. A tail beyond twice the
 * 99th percentile is cut off (the percentile chart shows it) and the title says how many I/Os that
 * leaves out, so the body of the distribution gets the width.
 */
public final class DistributionChart {
	private static final int BUCKETS = 60;
	/** The x axis ends at this multiple of the 99th percentile when the maximum lies beyond. */
	private static final double TAIL_CUT = 2;
	private static final double NANOS_PER_MS = 1e6;

	/**
	 * What to bucket: a histogram with its encoding, else samples in ms.
	 *
	 * @param title     what the latencies are of ("Access time")
	 * @param histogram a histogram whose encoding holds every value, or null
	 * @param samples   a series whose y values are latencies, used when there is no histogram
	 */
	public record Source(String title, @Nullable LatencyHistogram histogram, @Nullable Series samples) {
	}

	private DistributionChart() {
	}

	/** The chart of {@code source}. */
	public static ChartPlan plan(Source source) {
		return new ChartPlan(ChartKind.DISTRIBUTION, NLS.bind(Messages.title_distribution, source.title()),
				settings -> build(source, settings));
	}

	/** The model of {@code source} with {@code settings}' decimals and colours. */
	public static ChartModel build(Source source, DisplaySettings settings) {
		LatencyHistogram histogram = source.histogram();
		Values values = histogram != null ? fromHistogram(LatencyHistograms.decode(histogram).orElseThrow()) : fromSamples(source.samples());
		double width = AxisRanges.niceStep(values.shownMax / BUCKETS);
		int buckets = Math.max(1, (int) Math.ceil(values.shownMax / width - 1e-9));
		double[] edges = new double[buckets + 1];
		double[] share = new double[buckets + 1];
		long[] counts = new long[buckets];
		long above = 0;
		for (int i = 0; i < values.millis.length; i++) {
			int bucket = (int) Math.floor(values.millis[i] / width);
			if (values.millis[i] > values.shownMax) {
				above += values.counts[i];
			} else {
				counts[Math.min(buckets - 1, Math.max(0, bucket))] += values.counts[i];
			}
		}
		for (int i = 0; i <= buckets; i++) {
			edges[i] = i * width;
			share[i] = values.total == 0 ? 0 : 100.0 * counts[Math.min(i, buckets - 1)] / values.total;
		}
		String title = NLS.bind(Messages.title_distribution, source.title());
		String xTitle = ChartTexts.withUnit(source.title(), Units.MILLISECONDS);
		if (above > 0) {
			xTitle = NLS.bind(Messages.axis_distribution_clipped, new Object[] { xTitle, above, ChartTexts.figure(values.shownMax, Units.MILLISECONDS, settings) });
		}
		AxisSpec xAxis = AxisSpec.fitting(xTitle, AxisScale.LINEAR, TickStyle.NUMBER, 0, edges[buckets], true);
		AxisSpec yAxis = AxisSpec.forValues(Messages.axis_share, AxisScale.LINEAR, 0, ChartTexts.max(share), true);
		SeriesSpec bars = new SeriesSpec("distribution", source.title(), SeriesStyle.STEP_AREA, edges, share, 0, settings.color(0));
		List<MarkerSpec> markers = values.total == 0 ? List.of()
				: List.of(MarkerSpec.vertical(values.mean, NLS.bind(Messages.marker_mean, ChartTexts.figure(values.mean, Units.MILLISECONDS, settings)),
						ChartColors.MEAN_MARKER),
						MarkerSpec.vertical(values.p99, NLS.bind(Messages.marker_p99, ChartTexts.figure(values.p99, Units.MILLISECONDS, settings)),
								ChartColors.MIN_MARKER));
		return new ChartModel(title, xAxis, List.of(yAxis), List.of(bars), markers);
	}

	/** Distinct values in ms with their counts, and the figures the chart marks. */
	private record Values(double[] millis, long[] counts, long total, double mean, double p99, double shownMax) {
	}

	private static Values fromHistogram(Histogram h) {
		int n = 0;
		double[] millis = new double[1024];
		long[] counts = new long[1024];
		for (HistogramIterationValue v : h.recordedValues()) {
			if (n == millis.length) {
				millis = Arrays.copyOf(millis, n * 2);
				counts = Arrays.copyOf(counts, n * 2);
			}
			millis[n] = h.medianEquivalentValue(v.getValueIteratedTo()) / NANOS_PER_MS;
			counts[n] = v.getCountAtValueIteratedTo();
			n++;
		}
		double p99 = h.getValueAtPercentile(99) / NANOS_PER_MS;
		double max = h.getMaxValue() / NANOS_PER_MS;
		return new Values(Arrays.copyOf(millis, n), Arrays.copyOf(counts, n), h.getTotalCount(), h.getMean() / NANOS_PER_MS, p99,
				shownMax(p99, max));
	}

	/** The samples' latencies in ms (converted from the series' time unit). */
	private static Values fromSamples(@Nullable Series samples) {
		double[] millis = samples == null || samples.getYValues() == null ? new double[0] : samples.getYValues().toArray();
		Unit unit = samples == null ? Units.MILLISECONDS : Units.parse(samples.getYUnit());
		if (unit.convertsTo(Units.MILLISECONDS)) {
			for (int i = 0; i < millis.length; i++) {
				millis[i] = unit.convert(millis[i], Units.MILLISECONDS);
			}
		}
		long[] counts = new long[millis.length];
		Arrays.fill(counts, 1);
		double[] sorted = millis.clone();
		Arrays.sort(sorted);
		double mean = ChartTexts.mean(millis);
		double p99 = sorted.length == 0 ? 0 : sorted[(int) Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)];
		double max = sorted.length == 0 ? 1 : sorted[sorted.length - 1];
		return new Values(millis, counts, millis.length, mean, p99, shownMax(p99, max));
	}

	private static double shownMax(double p99, double max) {
		double shown = max > TAIL_CUT * p99 && p99 > 0 ? TAIL_CUT * p99 : max;
		return shown > 0 ? shown : 1;
	}
}
