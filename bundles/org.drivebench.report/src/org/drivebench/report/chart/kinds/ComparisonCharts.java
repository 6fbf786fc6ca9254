package org.drivebench.report.chart.kinds;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.drivebench.report.ChartOverlay;
import org.drivebench.report.ComparisonData;
import org.drivebench.report.NumberPolicy;
import org.drivebench.report.OverlaySeries;
import org.drivebench.report.ReportDrive;
import org.drivebench.report.ReviewRow;
import org.drivebench.report.TestKey;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Every chart of a comparison, test by test, the one way the workbench's editor, its exports and
 * {@code drivebench report} chart a comparison: for each test its figures as bar charts
 * ({@link MetricBarChart}: ranked or grouped, from the review table) and its series as overlays, a line
 * per drive ({@link OverlayChart}). So every test that has a figure or a series has a chart, whatever
 * plugin measured it. Nothing is drawn twice: an overlay that is only a constant multiple of an earlier
 * one of its test (the IOPS beside the MB/s by queue depth) is left out, and so are the figures that are
 * a sweep's points, which its lines show.
 */
public final class ComparisonCharts {
	/**
	 * The charts of one test.
	 *
	 * @param test   the test; null for the summary of every drive, which is no one test's
	 * @param title  its name for readers
	 * @param charts its bar charts, then its overlays
	 */
	public record Section(@Nullable TestKey test, String title, List<ChartPlan> charts) {
		public Section {
			charts = List.copyOf(charts);
		}
	}

	private ComparisonCharts() {
	}

	/**
	 * The charts of {@code data}: the summary tiles first when its tests hold a summary
	 * ({@link SummaryTileChart}), then a section per test in the table's order (tests with series only
	 * after them).
	 */
	public static List<Section> of(ComparisonData data, NumberPolicy numbers) {
		List<Section> sections = new ArrayList<>();
		List<ChartPlan> tiles = SummaryTileChart.ofComparison(data);
		if (!tiles.isEmpty()) {
			sections.add(new Section(null, Messages.section_summary, tiles));
		}
		Map<TestKey, List<ReviewRow>> rows = new LinkedHashMap<>();
		Map<TestKey, String> names = new LinkedHashMap<>();
		for (ReviewRow row : data.table().rows()) {
			rows.computeIfAbsent(row.test(), t -> new ArrayList<>()).add(row);
			names.putIfAbsent(row.test(), row.testName());
		}
		Map<TestKey, List<ChartOverlay>> overlays = new LinkedHashMap<>();
		for (ChartOverlay overlay : data.charts()) {
			overlays.computeIfAbsent(overlay.test(), t -> new ArrayList<>()).add(overlay);
			names.putIfAbsent(overlay.test(), OverlayChart.testName(overlay));
		}
		for (Map.Entry<TestKey, String> test : names.entrySet()) {
			List<ChartOverlay> lines = withoutMultiples(overlays.getOrDefault(test.getKey(), List.of()));
			List<ReviewRow> figures = MetricBarChart.withoutMultiples(rows.getOrDefault(test.getKey(), List.of()));
			List<List<ReviewRow>> groups = MetricBarChart.groups(withoutSweepPoints(figures, lines, data.table().drives()));
			List<ChartPlan> charts = new ArrayList<>(MetricBarChart.ofGroups(data.table(), groups, numbers));
			for (ChartOverlay overlay : lines) {
				charts.add(OverlayChart.plan(overlay));
			}
			if (!charts.isEmpty()) {
				sections.add(new Section(test.getKey(), test.getValue(), charts));
			}
		}
		return sections;
	}

	/** Sweeps of fewer points than this are few enough to chart their figures as bars as well. */
	private static final int SWEEP_POINTS = 3;

	/**
	 * {@code rows} without the figures that are the points of a series drawn as lines (a sweep's rate at
	 * each block size): a row is a point of a line when every drive's figure is that drive's point at one
	 * and the same position; when at least {@value #SWEEP_POINTS} rows are points of one line, at
	 * different positions, they are left to the line. A figure that falls on a point for a reason of its
	 * own (the peak, reached at the same depth by every drive) comes after that point's row and is kept.
	 */
	static List<ReviewRow> withoutSweepPoints(List<ReviewRow> rows, List<ChartOverlay> lines, List<ReportDrive> drives) {
		List<ReviewRow> left = new ArrayList<>(rows);
		for (ChartOverlay overlay : lines) {
			Map<Integer, ReviewRow> points = new LinkedHashMap<>();
			for (ReviewRow row : left) {
				int at = row.unit().equals(overlay.y().unit()) ? pointOf(row, overlay, drives, points.keySet()) : -1;
				if (at >= 0) {
					points.putIfAbsent(at, row);
				}
			}
			if (points.size() >= SWEEP_POINTS) {
				left.removeAll(points.values());
			}
		}
		return left;
	}

	/**
	 * The first position on the lines of {@code overlay}, not in {@code taken}, that holds every drive's
	 * figure of {@code row}, or -1.
	 */
	private static int pointOf(ReviewRow row, ChartOverlay overlay, List<ReportDrive> drives, Set<Integer> taken) {
		@Nullable BitSet common = null;
		for (int d = 0; d < row.cells().size(); d++) {
			if (row.cells().get(d).isEmpty()) {
				continue;
			}
			double mean = row.cells().get(d).requireSummary().mean();
			String key = drives.get(d).key();
			BitSet at = overlay.series().stream().filter(l -> l.driveKey().equals(key)).findFirst().map(l -> positions(l, mean))
					.orElse(new BitSet());
			if (common == null) {
				common = at;
			} else {
				common.and(at);
			}
		}
		if (common == null) {
			return -1;
		}
		for (int i = common.nextSetBit(0); i >= 0; i = common.nextSetBit(i + 1)) {
			if (!taken.contains(i)) {
				return i;
			}
		}
		return -1;
	}

	/** Where {@code value} is a point of the line (to the last bits a mean of the same runs may differ in). */
	private static BitSet positions(OverlaySeries line, double value) {
		BitSet at = new BitSet();
		for (int i = 0; i < line.y().size(); i++) {
			if (same(line.y().get(i), value)) {
				at.set(i);
			}
		}
		return at;
	}

	private static boolean same(double a, double b) {
		return Math.abs(a - b) <= Math.abs(b) * 1e-9;
	}

	/** Every chart of {@code sections}, in order. */
	public static List<ChartPlan> all(List<Section> sections) {
		return sections.stream().flatMap(s -> s.charts().stream()).toList();
	}

	/** The overlays without those whose every drive's line is a constant multiple of its line in an earlier one. */
	static List<ChartOverlay> withoutMultiples(List<ChartOverlay> overlays) {
		List<ChartOverlay> kept = new ArrayList<>();
		for (ChartOverlay o : overlays) {
			if (kept.stream().noneMatch(k -> isMultiple(k, o))) {
				kept.add(o);
			}
		}
		return kept;
	}

	private static boolean isMultiple(ChartOverlay earlier, ChartOverlay later) {
		if (earlier.y().unit().equals(later.y().unit()) || earlier.series().size() != later.series().size() || later.series().isEmpty()) {
			return false;
		}
		for (int i = 0; i < later.series().size(); i++) {
			OverlaySeries a = earlier.series().get(i);
			OverlaySeries b = later.series().get(i);
			if (!a.driveKey().equals(b.driveKey()) || !a.x().equals(b.x()) || !ChartTexts.isMultiple(a.y().toArray(), b.y().toArray())) {
				return false;
			}
		}
		return true;
	}
}
