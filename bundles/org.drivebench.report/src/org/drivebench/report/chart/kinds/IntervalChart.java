package org.drivebench.report.chart.kinds;

import java.util.ArrayList;
import java.util.List;

import org.drivebench.report.chart.AxisSpec;
import org.drivebench.report.chart.ChartModel;
import org.drivebench.report.chart.DisplaySettings;
import org.drivebench.report.chart.SeriesSpec;
import org.drivebench.report.chart.SeriesStyle;
import org.drivebench.report.chart.TickStyle;
import org.drivebench.model.AxisScale;
import org.drivebench.model.IntervalSeries;
import org.drivebench.model.values.Samples;
import org.drivebench.core.units.Units;
import org.eclipse.jdt.annotation.Nullable;

/**
 * A test's figures per interval against time: IOPS or transfer rate on the left axis, mean and maximum
 * latency on the right one. Shows whether a drive holds its pace (an SSD's cache running out, an HDD's
 * recalibration pauses).
 */
public final class IntervalChart {

	/**
	 * @param title     the chart title
	 * @param intervals the per-interval figures
	 * @param iops      whether the left axis shows IOPS (random tests) rather than the transfer rate
	 */
	public record Source(String title, IntervalSeries intervals, boolean iops) {
	}

	private IntervalChart() {
	}

	/** The chart of {@code source}. */
	public static ChartPlan plan(Source source) {
		return new ChartPlan(ChartKind.INTERVALS, source.title(), settings -> build(source, settings));
	}

	/** The model of {@code source} with {@code settings}' units, decimals and colours. */
	public static ChartModel build(Source source, DisplaySettings settings) {
		IntervalSeries in = source.intervals();
		double[] t = values(in.getStartSeconds());
		double[] rate = source.iops() ? values(in.getIops())
				: ChartTexts.displayed(in.getMegabytesPerSecond(), Units.MB_PER_S, settings);
		double[] mean = ChartTexts.displayed(in.getMeanLatencyMicros(), Units.MICROSECONDS, settings);
		double[] max = ChartTexts.displayed(in.getMaxLatencyMicros(), Units.MICROSECONDS, settings);
		toMillis(mean);
		toMillis(max);
		String rateTitle = source.iops() ? Messages.axis_iops : ChartTexts.axisTitle(Messages.axis_rate, Units.MB_PER_S, settings);
		List<SeriesSpec> series = new ArrayList<>();
		series.add(new SeriesSpec("rate", source.iops() ? Messages.series_iops : Messages.series_rate, SeriesStyle.LINE, sameLength(t, rate),
				rate, 0, settings.color(0)));
		List<AxisSpec> yAxes = new ArrayList<>();
		yAxes.add(AxisSpec.forValues(rateTitle, AxisScale.LINEAR, ChartTexts.min(rate), ChartTexts.max(rate), true));
		if (mean.length > 0 || max.length > 0) {
			series.add(new SeriesSpec("latency-mean", Messages.series_mean_latency, SeriesStyle.LINE, sameLength(t, mean), mean, 1,
					settings.color(1)));
			if (max.length > 0) {
				series.add(new SeriesSpec("latency-max", Messages.series_max_latency, SeriesStyle.LINE, sameLength(t, max), max, 1,
						settings.color(3)));
			}
			double high = Math.max(ChartTexts.max(mean), ChartTexts.max(max));
			yAxes.add(AxisSpec.forValues(Messages.axis_latency, AxisScale.LINEAR, 0, Double.isNaN(high) ? 1 : high, true));
		}
		AxisSpec xAxis = AxisSpec.fitting(Messages.axis_time, AxisScale.LINEAR, TickStyle.NUMBER, 0, ChartTexts.max(t), true);
		return new ChartModel(source.title(), xAxis, yAxes, series, List.of());
	}

	private static double[] values(@Nullable Samples samples) {
		return samples == null ? new double[0] : samples.toArray();
	}

	private static void toMillis(double[] micros) {
		for (int i = 0; i < micros.length; i++) {
			micros[i] = Units.MICROSECONDS.convert(micros[i], Units.MILLISECONDS);
		}
	}

	/** The interval start times, cut to the length of {@code y} (a cancelled test may leave one short). */
	private static double[] sameLength(double[] t, double[] y) {
		return t.length == y.length ? t : java.util.Arrays.copyOf(t, y.length);
	}
}
