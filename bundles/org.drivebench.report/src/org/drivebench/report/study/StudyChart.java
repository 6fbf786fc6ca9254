package org.drivebench.report.study;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.drivebench.report.ReportDrive;
import org.drivebench.report.ReviewCell;
import org.drivebench.report.ReviewRow;
import org.drivebench.report.ReviewTable;
import org.drivebench.report.chart.kinds.ChartPlan;
import org.drivebench.report.chart.kinds.SweepChart;
import org.drivebench.core.units.Units;
import org.drivebench.engine.Sizes;
import org.drivebench.model.AxisScale;
import org.drivebench.model.BetterDirection;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.Series;
import org.drivebench.model.SeriesKind;
import org.drivebench.model.SeriesRole;
import org.drivebench.model.values.Samples;

/**
 * Figures of a strip-size study against the strip size, as seed 003 charts them, x the strip size on
 * a log2 axis ({@link #of}). Each line names its best strip (by the metric's better direction), which
 * the table marks.
 *
 * @param title      e.g. "Read, MB/s" or "ATTO: Read, MB/s"
 * @param unit       the unit of every line
 * @param stripSizes the strip sizes in bytes, increasing
 * @param lines      a line per metric of the test in that unit
 */
public record StudyChart(String title, String unit, double[] stripSizes, List<Line> lines) {
	/**
	 * One metric against the strip size.
	 *
	 * @param label  the metric's name
	 * @param values its mean at each strip size (NaN where that strip has none)
	 * @param best   the index of its best strip, -1 when none is better (a figure without direction)
	 */
	public record Line(String label, double[] values, int best) {
	}

	public StudyChart {
		stripSizes = stripSizes.clone();
		lines = List.copyOf(lines);
	}

	@Override
	public double[] stripSizes() {
		return stripSizes.clone();
	}

	/**
	 * The charts of a study's review table ({@link StudyReports#table}), every row a line: a figure that
	 * several tests report (CrystalDiskMark's "Read, MB/s" of Seq Q32T1, 4K, ...) gets one chart with a
	 * line per test, as seed 003 charts each program; the rest one chart per test, direction and unit, a
	 * line per figure (ATTO's rate at each transfer size).
	 */
	public static List<StudyChart> of(ReviewTable table) {
		double[] strips = table.drives().stream().mapToDouble(StudyChart::stripOf).toArray();
		Map<String, List<ReviewRow>> byKey = new LinkedHashMap<>();
		for (ReviewRow row : table.rows()) {
			byKey.computeIfAbsent(row.metricKey() + '\u0000' + row.unit(), k -> new ArrayList<>()).add(row);
		}
		List<StudyChart> charts = new ArrayList<>();
		Map<String, List<ReviewRow>> perTest = new LinkedHashMap<>();
		for (List<ReviewRow> rows : byKey.values()) {
			if (rows.size() > 1) {
				ReviewRow first = rows.get(0);
				charts.add(new StudyChart(first.metricLabel() + ", " + first.unit(), first.unit(), strips,
						rows.stream().map(r -> line(r.testName(), r, strips.length)).toList()));
			} else {
				ReviewRow row = rows.get(0);
				perTest.computeIfAbsent(row.testName() + '\u0000' + direction(row.metricKey()) + '\u0000' + row.unit(),
						k -> new ArrayList<>()).add(row);
			}
		}
		for (List<ReviewRow> rows : perTest.values()) {
			ReviewRow first = rows.get(0);
			String direction = direction(first.metricKey());
			String figure = direction.isEmpty() ? "" : Character.toUpperCase(direction.charAt(0)) + direction.substring(1) + ", ";
			charts.add(new StudyChart(first.testName() + ": " + figure + first.unit(), first.unit(), strips,
					rows.stream().map(r -> line(r.metricLabel(), r, strips.length)).toList()));
		}
		return charts;
	}

	/** Row {@code row} as a line called {@code label}: its mean at each strip, its best strip. */
	private static Line line(String label, ReviewRow row, int strips) {
		double[] values = new double[strips];
		int best = -1;
		for (int i = 0; i < strips; i++) {
			ReviewCell cell = row.cells().get(i);
			values[i] = cell.isEmpty() ? Double.NaN : cell.requireSummary().mean();
			if (cell.best() && best < 0 && row.direction() != BetterDirection.NONE) {
				best = i;
			}
		}
		return new Line(label, values, best);
	}

	/**
	 * The chart as the core's chart kinds draw it: its lines as series of the role
	 * {@link SeriesRole#PARAMETER_SWEEP} against the strip size (bytes, log2), one sweep chart. A line's
	 * label names its best strip, which the table marks. Strips without a value are left out of a line.
	 */
	public ChartPlan plan() {
		List<Series> series = new ArrayList<>();
		AxisScale yScale = spansDecades() ? AxisScale.LOG10 : AxisScale.LINEAR;
		int i = 0;
		for (Line line : lines) {
			List<double[]> points = new ArrayList<>();
			for (int s = 0; s < stripSizes.length; s++) {
				if (!Double.isNaN(line.values()[s])) {
					points.add(new double[] { stripSizes[s], line.values()[s] });
				}
			}
			if (points.isEmpty()) {
				continue;
			}
			Series s = DriveBenchFactory.eINSTANCE.createSeries();
			s.setKey("strip-line-" + i++);
			s.setLabel(line.best() < 0 ? line.label()
					: line.label() + " (best: " + Sizes.format((long) stripSizes[line.best()]) + ")");
			s.setRole(SeriesRole.PARAMETER_SWEEP);
			s.setKind(SeriesKind.LINE);
			s.setXLabel("Strip size");
			s.setXUnit(Units.BYTES.symbol());
			s.setXScale(AxisScale.LOG2);
			s.setYLabel(yLabel());
			s.setYUnit(unit);
			s.setYScale(yScale);
			s.setXValues(Samples.wrap(points.stream().mapToDouble(p -> p[0]).toArray()));
			s.setYValues(Samples.wrap(points.stream().mapToDouble(p -> p[1]).toArray()));
			series.add(s);
		}
		return SweepChart.plan(new SweepChart.Sweep(title, SeriesRole.PARAMETER_SWEEP, series));
	}

	/**
	 * Whether the lines' values lie more than a factor 20 apart (CrystalDiskMark's sequential and 4K rates
	 * in one chart): then a log10 axis shows every line's course, not only the largest's.
	 */
	private boolean spansDecades() {
		double low = Double.POSITIVE_INFINITY;
		double high = 0;
		for (Line line : lines) {
			for (double v : line.values()) {
				if (v > 0) {
					low = Math.min(low, v);
					high = Math.max(high, v);
				}
			}
		}
		return high > 20 * low;
	}

	/** The y axis's name: what the lines measure, without the unit the axis adds. */
	private String yLabel() {
		int colon = title.lastIndexOf(": ");
		String figure = colon < 0 ? title : title.substring(colon + 2);
		return figure.endsWith(", " + unit) ? figure.substring(0, figure.length() - unit.length() - 2) : figure;
	}

	/** The figure's direction, the first part of its key ("read" of read.mbps), for the known ones. */
	private static String direction(String metricKey) {
		String head = metricKey.contains(".") ? metricKey.substring(0, metricKey.indexOf('.')) : metricKey;
		return switch (head.toLowerCase(Locale.ROOT)) {
		case "read", "write", "mixed" -> head;
		default -> "";
		};
	}

	private static double stripOf(ReportDrive drive) {
		String key = drive.key();
		return key.startsWith("strip:") ? Double.parseDouble(key.substring("strip:".length())) : Double.NaN;
	}
}
