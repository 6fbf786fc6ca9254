package org.drivebench.report.chart.kinds;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.drivebench.report.chart.AxisSpec;
import org.drivebench.report.chart.ChartModel;
import org.drivebench.report.chart.DisplaySettings;
import org.drivebench.report.chart.SeriesSpec;
import org.drivebench.report.chart.SeriesStyle;
import org.drivebench.report.chart.TickStyle;
import org.drivebench.core.units.Unit;
import org.drivebench.report.StoredUnits;
import org.drivebench.core.units.Units;
import org.drivebench.model.AxisScale;
import org.drivebench.model.Series;
import org.drivebench.model.SeriesKind;
import org.drivebench.model.SeriesRole;

/**
 * Figures against a shared x axis: rate and IOPS by block size, IOPS and latency by queue depth, rate
 * by read share, and any other series drawn by its role or kind. The x axis takes the series' scale
 * (block sizes and queue depths on log2); an axis in bytes reads 512 B, 4 KiB, 1 MiB; series of a
 * second and a third unit go on right-hand axes (rate, IOPS and latency by block size), and a series
 * that is only a constant multiple of another (IOPS and MB/s at one block size) is left to the tables
 * so the room goes to one that says something else. Per-worker series and series
 * of kind BAR are bars, one group per x value; a distribution is a filled step line; a sweep's few
 * measured points are dotted.
 */
public final class SweepChart {
	/**
	 * The series of one chart, sharing their x axis.
	 *
	 * @param title     the chart title
	 * @param role      what the series are
	 * @param series    at least one series
	 * @param fitValues whether a linear value axis spans the values alone rather than starting at zero
	 *                  (percentages of a best that lie between 93 and 100 %)
	 */
	public record Sweep(String title, SeriesRole role, List<Series> series, boolean fitValues) {
		public Sweep {
			series = List.copyOf(series);
			if (series.isEmpty()) {
				throw new IllegalArgumentException("chart '" + title + "' has no series");
			}
		}

		/** A sweep whose linear value axes start at zero. */
		public Sweep(String title, SeriesRole role, List<Series> series) {
			this(title, role, series, false);
		}
	}

	private SweepChart() {
	}

	/** The chart of {@code sweep}. */
	public static ChartPlan plan(Sweep sweep) {
		return new ChartPlan(ChartKind.SERIES, sweep.title(), settings -> build(sweep, settings));
	}

	/** How series of {@code role} and {@code kind} are drawn. */
	static SeriesStyle style(SeriesRole role, SeriesKind kind) {
		if (role == SeriesRole.PER_WORKER || role == SeriesRole.PER_CASE || kind == SeriesKind.BAR) {
			return SeriesStyle.BARS;
		}
		if (role == SeriesRole.DISTRIBUTION) {
			return SeriesStyle.STEP_AREA;
		}
		if (role == SeriesRole.SCATTER || kind == SeriesKind.SCATTER) {
			return SeriesStyle.SCATTER;
		}
		return switch (role) {
		case BLOCK_SIZE_SWEEP, QUEUE_DEPTH_SWEEP, READ_SHARE_SWEEP, PARAMETER_SWEEP, ROUNDS -> SeriesStyle.LINE_WITH_POINTS;
		default -> SeriesStyle.LINE;
		};
	}

	/** The model of {@code sweep} with {@code settings}' units and colours. */
	public static ChartModel build(Sweep sweep, DisplaySettings settings) {
		Series first = sweep.series().get(0);
		Unit xUnit = StoredUnits.x(first);
		TickStyle xTicks = xUnit.equals(Units.BYTES) ? TickStyle.BYTES : TickStyle.NUMBER;
		AxisScale xScale = first.getXScale() == null ? AxisScale.LINEAR : first.getXScale();
		Map<Unit, List<Series>> byUnit = new LinkedHashMap<>();
		for (Series s : withoutMultiples(sweep.series())) {
			Unit unit = settings.displayUnit(StoredUnits.y(s));
			if (byUnit.containsKey(unit) || byUnit.size() < ChartModel.MAX_Y_AXES) {
				byUnit.computeIfAbsent(unit, u -> new ArrayList<>()).add(s);
			}
		}
		SeriesStyle style = style(sweep.role(), first.getKind());
		boolean bars = style == SeriesStyle.BARS;
		double xMin = Double.POSITIVE_INFINITY;
		double xMax = Double.NEGATIVE_INFINITY;
		for (Series s : sweep.series()) {
			xMin = Math.min(xMin, s.getXValues().min());
			xMax = Math.max(xMax, s.getXValues().max());
		}
		String xTitle = ChartTexts.withUnit(first.getXLabel(), xTicks == TickStyle.BYTES ? Units.NUMBER : xUnit);
		AxisSpec xAxis;
		if (bars) {
			xAxis = AxisSpec.categories(xTitle, categoryLabels(first, xTicks));
		} else if (style == SeriesStyle.LINE && xScale == AxisScale.LINEAR) {
			xAxis = AxisSpec.exact(xTitle, xTicks, Math.min(0, xMin), xMax);
		} else {
			xAxis = AxisSpec.fitting(xTitle, xScale, xTicks, xMin, xMax, xScale == AxisScale.LINEAR);
		}
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
				double[] y = ChartTexts.displayed(s.getYValues(), StoredUnits.y(s), settings);
				yMin = Math.min(yMin, ChartTexts.min(y));
				yMax = Math.max(yMax, ChartTexts.max(y));
				double[] x = bars ? indices(y.length) : s.getXValues().toArray();
				specs.add(new SeriesSpec(ChartTexts.orDefault(s.getKey(), "series-" + colour), ChartTexts.orDefault(s.getLabel(), s.getYLabel()),
						style, x, y, axisIndex, settings.color(colour++)));
			}
			// a steady state's title names the figure it tracks: its axis says the unit alone, and stays whole on a short chart
			String yLabel = sweep.role() == SeriesRole.ROUNDS ? "" : lead.getYLabel();
			yAxes.add(AxisSpec.forValues(ChartTexts.axisTitle(yLabel, StoredUnits.y(lead), settings), yScale, yMin, yMax,
					yScale == AxisScale.LINEAR && !sweep.fitValues()));
		}
		return new ChartModel(sweep.title(), xAxis, yAxes, specs, List.of());
	}

	/**
	 * The series without those that are a constant multiple of an earlier one at the same x values: the
	 * IOPS and the MB/s of one block size by queue depth are one curve twice in two units, and the room on the chart
	 * goes to a figure that says something else (the latency). The first of the two is kept; the tables
	 * keep both.
	 */
	static List<Series> withoutMultiples(List<Series> series) {
		List<Series> kept = new ArrayList<>();
		for (Series s : series) {
			boolean multiple = kept.stream().anyMatch(k -> !StoredUnits.y(k).equals(StoredUnits.y(s))
					&& k.getXValues().equals(s.getXValues()) && ChartTexts.isMultiple(k.getYValues().toArray(), s.getYValues().toArray()));
			if (!multiple) {
				kept.add(s);
			}
		}
		return kept;
	}

	private static List<String> categoryLabels(Series series, TickStyle ticks) {
		if (series.getCategories().size() == series.getXValues().size()) {
			return List.copyOf(series.getCategories()); // named cases: within, across
		}
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
