package org.drivebench.report.study;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.drivebench.report.ReportDrive;
import org.drivebench.report.ReviewCell;
import org.drivebench.report.ReviewRow;
import org.drivebench.report.ReviewTable;
import org.drivebench.report.chart.ChartModel;
import org.drivebench.report.chart.DisplaySettings;
import org.drivebench.report.chart.SeriesSpec;
import org.drivebench.report.chart.kinds.ChartKind;
import org.drivebench.report.chart.kinds.ChartPlan;
import org.drivebench.report.chart.kinds.SweepChart;
import org.drivebench.core.units.Unit;
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
 * Figures of a strip-size study against the strip size, x the strip size on a log2 axis ({@link #of}),
 * each line as a percentage of its best strip: strips that differ by 0.7 % are told apart, which they
 * are not on an axis of absolute rates from 1 to 200 MB/s. Each line names its best strip (by the
 * metric's better direction, as the table marks it), and every strip of a tie; the names are written at
 * the lines' ends. A colour means one thing in all of a study's charts: the strips keep their colours
 * (the overlays' lines), and a line of the figures takes a colour no strip has, the same in every chart
 * for lines of the same name (a test in the read and in the write chart).
 *
 * @param title       e.g. "Read, MB/s" or "ATTO: Read, MB/s"
 * @param unit        the unit of every line
 * @param stripSizes  the strip sizes in bytes, increasing
 * @param lines       a line per metric of the test in that unit
 * @param stripColors the strips' colours ({@code #rrggbb}), which no line of the figures takes
 */
public record StudyChart(String title, Unit unit, double[] stripSizes, List<Line> lines, List<String> stripColors) {
	private static final String OF_BEST = "% of the best strip";
	/**
	 * One metric against the strip size.
	 *
	 * @param label  the metric's name
	 * @param values its mean at each strip size (NaN where that strip has none)
	 * @param best   the indexes of its best strips: one, several for a tie, none for a figure without direction
	 * @param color  its colour's place among the colours no strip has: lines of one name share it in every chart
	 */
	public record Line(String label, double[] values, List<Integer> best, int color) {
		public Line {
			best = List.copyOf(best);
		}

		/**
		 * Its values as percentages of its best strip's (a latency of 110 % is 10 % longer than the
		 * best strip's), or of its largest value when no strip is better.
		 */
		public double[] percentOfBest() {
			double reference = best.isEmpty() ? java.util.Arrays.stream(values).filter(v -> !Double.isNaN(v)).max().orElse(Double.NaN)
					: values[best.get(0)];
			double[] percent = new double[values.length];
			for (int i = 0; i < values.length; i++) {
				percent[i] = reference > 0 ? values[i] / reference * 100 : Double.NaN;
			}
			return percent;
		}
	}

	public StudyChart {
		stripSizes = stripSizes.clone();
		lines = List.copyOf(lines);
		stripColors = List.copyOf(stripColors);
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
		List<String> stripColors = table.drives().stream().map(ReportDrive::color).toList();
		Map<String, Integer> colors = new LinkedHashMap<>();
		Map<String, List<ReviewRow>> byKey = new LinkedHashMap<>();
		for (ReviewRow row : table.rows()) {
			byKey.computeIfAbsent(row.metricKey() + '\u0000' + row.unit().symbol(), k -> new ArrayList<>()).add(row);
		}
		List<StudyChart> charts = new ArrayList<>();
		Map<String, List<ReviewRow>> perTest = new LinkedHashMap<>();
		for (List<ReviewRow> rows : byKey.values()) {
			if (rows.size() > 1) {
				ReviewRow first = rows.get(0);
				charts.add(new StudyChart(first.metricLabel() + ", " + first.unit().symbol(), first.unit(), strips,
						rows.stream().map(r -> line(r.testName(), r, strips.length, colors)).toList(), stripColors));
			} else {
				ReviewRow row = rows.get(0);
				perTest.computeIfAbsent(row.testName() + '\u0000' + direction(row.metricKey()) + '\u0000' + row.unit().symbol(),
						k -> new ArrayList<>()).add(row);
			}
		}
		for (List<ReviewRow> rows : perTest.values()) {
			ReviewRow first = rows.get(0);
			String direction = direction(first.metricKey());
			String figure = direction.isEmpty() ? "" : Character.toUpperCase(direction.charAt(0)) + direction.substring(1) + ", ";
			charts.add(new StudyChart(first.testName() + ": " + figure + first.unit().symbol(), first.unit(), strips,
					rows.stream().map(r -> line(r.metricLabel(), r, strips.length, colors)).toList(), stripColors));
		}
		return charts;
	}

	/**
	 * Row {@code row} as a line called {@code label}: its mean at each strip, its best strip, and the colour
	 * of lines of that name ({@code colors}: the view's, a new one for a new name).
	 */
	private static Line line(String label, ReviewRow row, int strips, Map<String, Integer> colors) {
		double[] values = new double[strips];
		List<Integer> best = new ArrayList<>();
		for (int i = 0; i < strips; i++) {
			ReviewCell cell = row.cells().get(i);
			values[i] = cell.isEmpty() ? Double.NaN : cell.requireSummary().mean();
			if (cell.best() && row.direction() != BetterDirection.NONE) {
				best.add(i);
			}
		}
		return new Line(label, values, best, colors.computeIfAbsent(label, l -> colors.size()));
	}

	/** The chart's title: its figure and that it shows it against the best strip ("Read, MB/s, % of the best strip"). */
	public String relativeTitle() {
		return title + ", " + OF_BEST;
	}

	/**
	 * The chart as the core's chart kinds draw it: its lines, each as a percentage of its best strip, as
	 * series of the role {@link SeriesRole#PARAMETER_SWEEP} against the strip size (bytes, log2), one sweep
	 * chart. A line's label names its best strip, which the table marks, or the strips of a tie, and is
	 * written at the line's end. Strips without a value are left out of a line.
	 */
	public ChartPlan plan() {
		List<Series> series = new ArrayList<>();
		Map<String, Integer> colors = new HashMap<>();
		AxisScale yScale = spansDecades() ? AxisScale.LOG10 : AxisScale.LINEAR;
		int i = 0;
		for (Line line : lines) {
			List<double[]> points = new ArrayList<>();
			double[] percent = line.percentOfBest();
			for (int s = 0; s < stripSizes.length; s++) {
				if (!Double.isNaN(percent[s])) {
					points.add(new double[] { stripSizes[s], percent[s] });
				}
			}
			if (points.isEmpty()) {
				continue;
			}
			Series s = DriveBenchFactory.eINSTANCE.createSeries();
			s.setKey("strip-line-" + i++);
			colors.put(s.getKey(), line.color());
			s.setLabel(line.label() + bestText(line));
			s.setRole(SeriesRole.PARAMETER_SWEEP);
			s.setKind(SeriesKind.LINE);
			s.setXLabel("Strip size");
			s.setXUnit(Units.BYTES.symbol());
			s.setXScale(AxisScale.LOG2);
			// "Read, MB/s against the best strip (%)": the figure and its unit, then what the percentage is of
			s.setYLabel(yLabel() + (unit.symbol().isEmpty() ? "" : ", " + unit.symbol()) + " against the best strip");
			s.setYUnit(Units.PERCENT.symbol());
			s.setYScale(yScale);
			s.setXValues(Samples.wrap(points.stream().mapToDouble(p -> p[0]).toArray()));
			s.setYValues(Samples.wrap(points.stream().mapToDouble(p -> p[1]).toArray()));
			series.add(s);
		}
		// the axis spans the percentages, not 0 to 100 %: strips 0.7 % apart are told apart
		SweepChart.Sweep sweep = new SweepChart.Sweep(relativeTitle(), SeriesRole.PARAMETER_SWEEP, series, true);
		return new ChartPlan(ChartKind.SERIES, sweep.title(), settings -> {
			ChartModel model = SweepChart.build(sweep, settings);
			List<SeriesSpec> named = model.series().stream()
					.map(s -> s.withColor(lineColor(settings, colorOf(colors, s.id())))).toList();
			return new ChartModel(model.title(), model.subtitle(), model.x(), model.y(), named, model.markers(), model.orientation(),
					ChartModel.Legend.ON_LINES, model.tiles());
		});
	}

	private static int colorOf(Map<String, Integer> colors, String key) {
		Integer n = colors.get(key);
		return n == null ? 0 : n;
	}

	/** The {@code n}-th of {@code settings}' colours that no strip has. */
	private String lineColor(DisplaySettings settings, int n) {
		Set<String> taken = new HashSet<>();
		stripColors.forEach(c -> taken.add(c.toLowerCase(Locale.ROOT)));
		int found = -1;
		for (int i = 0;; i++) {
			String color = settings.color(i);
			if (!taken.contains(color.toLowerCase(Locale.ROOT)) && ++found == n) {
				return color;
			}
		}
	}

	/** " (best: 64 KiB)", for a tie " (best: 16 KiB = 64 KiB, a tie)", nothing for a figure without direction. */
	private String bestText(Line line) {
		if (line.best().isEmpty()) {
			return "";
		}
		List<String> strips = line.best().stream().map(b -> Sizes.format((long) stripSizes[b])).toList();
		return " (best: " + String.join(" = ", strips) + (strips.size() > 1 ? ", a tie)" : ")");
	}

	/**
	 * Whether the lines' percentages lie more than a factor 20 apart (a strip that leaves a figure at under
	 * 5 % of its best): then a log10 axis shows every line's course, not only the largest's.
	 */
	private boolean spansDecades() {
		double low = Double.POSITIVE_INFINITY;
		double high = 0;
		for (Line line : lines) {
			for (double v : line.percentOfBest()) {
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
		String symbol = unit.symbol();
		return figure.endsWith(", " + symbol) ? figure.substring(0, figure.length() - symbol.length() - 2) : figure;
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
