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
import org.drivebench.report.ChartAxis;
import org.drivebench.report.ChartOverlay;
import org.drivebench.report.OverlaySeries;
import org.drivebench.core.units.Unit;
import org.drivebench.core.units.Units;
import org.drivebench.model.AxisScale;
import org.eclipse.osgi.util.NLS;

/**
 * One chart of a comparison report: one series of one test, a line (or dots, or bars) per drive in the
 * drive's report colour, so a drive has the same colour in every chart. Figures are shown in the units
 * the library stores them in, the units of the review table and of the exports, so chart and table
 * agree. The series' role decides how the lines are drawn, as in a single result's charts; sizes on the
 * x axis read 512 B, 4 KiB, 1 MiB; log scales are kept. The workbench's editor, its exports and
 * {@code drivebench report} draw the same model.
 */
public final class OverlayChart {
	/** Up to this many points a line gets a dot on every point (a sweep's few measured points). */
	private static final int DOTTED_POINTS = 64;
	/** What the core's overlay builder puts between the series' label and the test's name in a title. */
	private static final String TITLE_SEPARATOR = " \u2014 ";

	private OverlayChart() {
	}

	/** The chart of {@code overlay}, for a viewer or an export. */
	public static ChartPlan plan(ChartOverlay overlay) {
		return new ChartPlan(ChartKind.OVERLAY, overlay.title(), settings -> model(overlay, settings));
	}

	/** The chart model of {@code overlay} in the units the library stores (the command line's). */
	public static ChartModel model(ChartOverlay overlay) {
		return model(overlay, DisplaySettings.DEFAULT);
	}

	/**
	 * The chart model of {@code overlay}, transfer rates in {@code settings}' rate unit; every drive named in
	 * the legend, also when there is one.
	 */
	public static ChartModel model(ChartOverlay overlay, DisplaySettings settings) {
		TickStyle xTicks = isBytes(overlay.x()) ? TickStyle.BYTES : TickStyle.NUMBER;
		List<OverlaySeries> lines = overlay.series();
		SeriesStyle roleStyle = SweepChart.style(overlay.role(), overlay.kind());
		boolean bars = roleStyle == SeriesStyle.BARS;
		double xMin = Double.POSITIVE_INFINITY;
		double xMax = Double.NEGATIVE_INFINITY;
		double yMin = Double.POSITIVE_INFINITY;
		double yMax = Double.NEGATIVE_INFINITY;
		int longest = 0;
		for (OverlaySeries s : lines) {
			xMin = Math.min(xMin, s.x().min());
			xMax = Math.max(xMax, s.x().max());
			yMin = Math.min(yMin, s.y().min());
			yMax = Math.max(yMax, s.y().max());
			longest = Math.max(longest, s.x().size());
		}
		List<Double> categories = bars ? categories(lines) : List.of();
		AxisSpec x;
		if (bars) {
			// named cases (within, across) are labelled by name; their x values are their numbers, 1, 2, ...
			List<String> names = overlay.x().categories();
			List<String> labels = categories.stream().map(v -> v == Math.rint(v) && v >= 1 && v <= names.size()
					? names.get((int) (v - 1)) : xTicks.newFormat().format(v)).toList();
			x = AxisSpec.categories(title(overlay.x(), xTicks), labels);
		} else if (lines.isEmpty()) {
			x = AxisSpec.fitting(title(overlay.x(), xTicks), scale(overlay.x()), xTicks, Double.NaN, Double.NaN, true);
		} else if (scale(overlay.x()) == AxisScale.LINEAR) {
			// from 0 (or below) to the last x exactly: a 2 TB drive's positions end at 2000 GB, not 2500
			x = AxisSpec.exact(title(overlay.x(), xTicks), xTicks, Math.min(0, xMin), xMax);
		} else {
			x = AxisSpec.fitting(title(overlay.x(), xTicks), scale(overlay.x()), xTicks, xMin, xMax, false);
		}
		AxisScale yScale = scale(overlay.y());
		Unit stored = Units.parse(overlay.y().unit());
		Unit shown = settings.displayUnit(stored);
		String yTitle = ChartTexts.withUnit(overlay.y().label(), shown);
		AxisSpec y = AxisSpec.forValues(yTitle, yScale, lines.isEmpty() ? Double.NaN : stored.convert(yMin, shown),
				lines.isEmpty() ? Double.NaN : stored.convert(yMax, shown), yScale == AxisScale.LINEAR);
		// a line of a few measured points gets a dot on each, whatever its role
		SeriesStyle style = roleStyle == SeriesStyle.LINE && longest <= DOTTED_POINTS ? SeriesStyle.LINE_WITH_POINTS : roleStyle;
		List<SeriesSpec> specs = new ArrayList<>();
		for (OverlaySeries s : lines) {
			String label = s.runs() > 1 ? NLS.bind(Messages.series_drive_runs, s.driveLabel(), s.runs()) : s.driveLabel();
			double[] xs = bars ? categoryIndices(s, categories) : s.x().toArray();
			double[] ys = bars ? categoryValues(s, categories) : s.y().toArray();
			if (!shown.equals(stored)) {
				for (int i = 0; i < ys.length; i++) {
					ys[i] = stored.convert(ys[i], shown);
				}
			}
			specs.add(new SeriesSpec(s.driveKey(), label, style, xs, ys, 0, s.color()));
		}
		return new ChartModel(title(overlay), x, List.of(y), specs, List.of()).withLegend(ChartModel.Legend.ALWAYS);
	}

	/**
	 * The test's name: the series' own label ("Read rate against position") only repeats what the axes
	 * say, and a chart's width has room for one of them. Exports caption the image with the whole title.
	 */
	public static String title(ChartOverlay overlay) {
		String title = overlay.title();
		int dash = title.indexOf(TITLE_SEPARATOR);
		return dash < 0 ? title : title.substring(dash + TITLE_SEPARATOR.length());
	}

	private static AxisScale scale(ChartAxis axis) {
		return axis.scale();
	}

	/** Whether the axis is in bytes: its ticks then read 512 B, 4 KiB, 1 MiB. */
	private static boolean isBytes(ChartAxis axis) {
		return Units.parse(axis.unit()).equals(Units.BYTES);
	}

	/** "Block size", "Rate (MB/s)": a byte axis needs no unit, its ticks carry it. */
	private static String title(ChartAxis axis, TickStyle ticks) {
		return ChartTexts.withUnit(axis.label(), ticks == TickStyle.BYTES ? Units.NUMBER : Units.parse(axis.unit()));
	}

	/** Every x value any drive's bars stand at, in order. */
	private static List<Double> categories(List<OverlaySeries> lines) {
		TreeSet<Double> values = new TreeSet<>();
		for (OverlaySeries s : lines) {
			for (int i = 0; i < s.x().size(); i++) {
				values.add(s.x().get(i));
			}
		}
		return List.copyOf(values);
	}

	private static double[] categoryIndices(OverlaySeries s, List<Double> categories) {
		double[] x = new double[categories.size()];
		for (int i = 0; i < x.length; i++) {
			x[i] = i;
		}
		return x;
	}

	/** The drive's value at each category; 0 where it has none (bars stand on a shared axis). */
	private static double[] categoryValues(OverlaySeries s, List<Double> categories) {
		double[] y = new double[categories.size()];
		for (int i = 0; i < s.x().size(); i++) {
			y[categories.indexOf(s.x().get(i))] = s.y().get(i);
		}
		return y;
	}
}
