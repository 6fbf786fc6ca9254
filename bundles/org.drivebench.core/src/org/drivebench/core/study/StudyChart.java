package org.drivebench.core.study;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.drivebench.core.report.ReportDrive;
import org.drivebench.core.report.ReviewCell;
import org.drivebench.core.report.ReviewRow;
import org.drivebench.core.report.ReviewTable;
import org.drivebench.model.BetterDirection;

/**
 * Figures of a strip-size study against the strip size, as seed 003 charts them: one chart per test,
 * figure direction (read, write) and unit, a line per metric, x the strip size on a log2 axis. Each
 * line's point at its best strip (by the metric's better direction) is marked, as the table marks it.
 *
 * @param title      e.g. "Seq Q32T1 read: Read, MB/s"
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

	/** The charts of a study's review table ({@link StudyReports#table}): every row, grouped as above. */
	public static List<StudyChart> of(ReviewTable table) {
		double[] strips = table.drives().stream().mapToDouble(StudyChart::stripOf).toArray();
		Map<String, List<ReviewRow>> groups = new LinkedHashMap<>();
		for (ReviewRow row : table.rows()) {
			groups.computeIfAbsent(row.testName() + '\u0000' + direction(row.metricKey()) + '\u0000' + row.unit(),
					k -> new ArrayList<>()).add(row);
		}
		List<StudyChart> charts = new ArrayList<>();
		for (List<ReviewRow> rows : groups.values()) {
			ReviewRow first = rows.get(0);
			String direction = direction(first.metricKey());
			String figure = direction.isEmpty() ? "" : Character.toUpperCase(direction.charAt(0)) + direction.substring(1) + ", ";
			List<Line> lines = new ArrayList<>();
			for (ReviewRow row : rows) {
				double[] values = new double[strips.length];
				int best = -1;
				for (int i = 0; i < values.length; i++) {
					ReviewCell cell = row.cells().get(i);
					values[i] = cell.isEmpty() ? Double.NaN : cell.summary().mean();
					if (cell.best() && best < 0 && row.direction() != BetterDirection.NONE) {
						best = i;
					}
				}
				lines.add(new Line(row.metricLabel(), values, best));
			}
			charts.add(new StudyChart(first.testName() + ": " + figure + first.unit(), first.unit(), strips, lines));
		}
		return charts;
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
