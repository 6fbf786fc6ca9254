package org.drivebench.ui.charts;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.drivebench.model.AxisScale;
import org.drivebench.model.Series;
import org.drivebench.model.SeriesKind;
import org.drivebench.ui.charts.model.AxisSpec;
import org.drivebench.ui.charts.model.ChartModel;
import org.drivebench.ui.charts.model.SeriesSpec;
import org.drivebench.ui.charts.model.SeriesStyle;
import org.drivebench.ui.charts.model.TickStyle;
import org.drivebench.ui.format.DisplaySettings;

/**
 * Figures against a swept parameter: rate and IOPS by block size, IOPS and latency by queue depth,
 * rate by read share. The x axis takes the series' scale (block sizes and queue depths on log2), a
 * byte axis reads 512 B, 4 KiB, 1 MiB; series of a second unit go on a right-hand axis. When every
 * series is of kind BAR, the swept values become categories with one bar group each.
 */
public final class SweepChart extends ResultChart<SweepChart.Sweep> {
	/**
	 * The series of one sweep, sharing their x axis.
	 *
	 * @param title  the chart title
	 * @param series at least one series; those of a third unit and beyond are left to the tables
	 */
	public record Sweep(String title, List<Series> series) {
	}

	public SweepChart(DisplaySettings settings) {
		super(settings);
	}

	/** Whether the x values of {@code series} are byte counts. */
	static boolean isByteAxis(Series series) {
		String unit = series.getXUnit() == null ? "" : series.getXUnit().strip().toLowerCase(Locale.ROOT);
		return unit.equals("b") || unit.equals("byte") || unit.equals("bytes");
	}

	@Override
	protected ChartModel build(Sweep sweep, DisplaySettings settings) {
		Series first = sweep.series().get(0);
		TickStyle xTicks = isByteAxis(first) ? TickStyle.BYTES : TickStyle.NUMBER;
		AxisScale xScale = first.getXScale() == null ? AxisScale.LINEAR : first.getXScale();
		Map<String, List<Series>> byUnit = new LinkedHashMap<>();
		for (Series s : sweep.series()) {
			String unit = settings.displayUnit(s.getYUnit());
			if (byUnit.containsKey(unit) || byUnit.size() < 2) {
				byUnit.computeIfAbsent(unit, u -> new ArrayList<>()).add(s);
			}
		}
		boolean bars = sweep.series().stream().allMatch(s -> s.getKind() == SeriesKind.BAR);
		double xMin = Double.POSITIVE_INFINITY;
		double xMax = Double.NEGATIVE_INFINITY;
		for (Series s : sweep.series()) {
			xMin = Math.min(xMin, s.getXValues().min());
			xMax = Math.max(xMax, s.getXValues().max());
		}
		List<String> categories = bars ? categoryLabels(first, xTicks) : List.of();
		String xTitle = ChartTexts.axisTitle(first.getXLabel(), xTicks == TickStyle.BYTES ? "" : first.getXUnit(), settings);
		AxisSpec xAxis = bars ? AxisSpec.categories(xTitle, categories)
				: AxisSpec.fitting(xTitle, xScale, xTicks, xMin, xMax, xScale == AxisScale.LINEAR);
		List<AxisSpec> yAxes = new ArrayList<>();
		List<SeriesSpec> specs = new ArrayList<>();
		int colour = 0;
		for (List<Series> group : byUnit.values()) {
			int axisIndex = yAxes.size();
			Series lead = group.get(0);
			AxisScale yScale = lead.getYScale() == null ? AxisScale.LINEAR : lead.getYScale();
			double yMin = Double.POSITIVE_INFINITY;
			double yMax = Double.NEGATIVE_INFINITY;
			for (Series s : group) {
				double[] y = ChartTexts.displayed(s.getYValues(), s.getYUnit(), settings);
				yMin = Math.min(yMin, ChartTexts.min(y));
				yMax = Math.max(yMax, ChartTexts.max(y));
				double[] x = bars ? indices(y.length) : s.getXValues().toArray();
				specs.add(new SeriesSpec(ChartTexts.orDefault(s.getKey(), "series-" + colour), ChartTexts.orDefault(s.getLabel(), s.getYLabel()),
						bars ? SeriesStyle.BARS : SeriesStyle.LINE_WITH_POINTS, x, y, axisIndex, settings.color(colour++)));
			}
			yAxes.add(AxisSpec.fitting(ChartTexts.axisTitle(lead.getYLabel(), lead.getYUnit(), settings), yScale, TickStyle.NUMBER, yMin, yMax,
					yScale == AxisScale.LINEAR));
		}
		return new ChartModel(sweep.title(), xAxis, yAxes, specs, List.of());
	}

	private static List<String> categoryLabels(Series series, TickStyle ticks) {
		List<String> labels = new ArrayList<>();
		for (int i = 0; i < series.getXValues().size(); i++) {
			labels.add(ticks.newFormat().format(series.getXValues().get(i)));
		}
		return labels;
	}

	private static double[] indices(int n) {
		double[] x = new double[n];
		for (int i = 0; i < n; i++) {
			x[i] = i;
		}
		return x;
	}
}
