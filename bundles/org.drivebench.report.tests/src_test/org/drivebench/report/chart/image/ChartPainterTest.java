package org.drivebench.report.chart.image;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.drivebench.report.chart.AxisSpec;
import org.drivebench.report.chart.BarDetails;
import org.drivebench.report.chart.ChartModel;
import org.drivebench.report.chart.MarkerSpec;
import org.drivebench.report.chart.SeriesSpec;
import org.drivebench.report.chart.SeriesStyle;
import org.drivebench.report.chart.TextMetrics;
import org.drivebench.report.chart.TickStyle;
import org.drivebench.model.AxisScale;
import org.junit.jupiter.api.Test;

/** Where the painter puts things: legends that wrap inside the chart, labels inside the plot, ranked bars with their figures. */
class ChartPainterTest {
	private static final String[] NAMES = { "DriveBench Simulated 1 TB NVMe TLC SSD with SLC cache", "hdd-7200 2 TB (sim)",
			"Western Digital WD20EARS-00MVWB0 2 TB", "sas-15k 600 GB (sim)", "ssd-slc 1 TB (sim)", "raid0:hdd-7200x2:64k 4 TB (sim)" };

	private static ChartModel lines(int series) {
		List<SeriesSpec> specs = new ArrayList<>();
		for (int i = 0; i < series; i++) {
			specs.add(new SeriesSpec("d" + i, NAMES[i % NAMES.length], SeriesStyle.LINE_WITH_POINTS, new double[] { 1, 2, 4 },
					new double[] { 10 + i, 20, 30 }, 0, String.format("#%02x3366", 40 * i)));
		}
		return new ChartModel("Random read by block size", AxisSpec.fitting("Queue depth", AxisScale.LOG2, TickStyle.NUMBER, 1, 4, false),
				List.of(AxisSpec.forValues("IOPS", AxisScale.LINEAR, 0, 40, true)), specs, List.of()).withLegend(ChartModel.Legend.ALWAYS);
	}

	@Test
	void aLegendWrapsIntoRowsAndShortensANameRatherThanCutIt() {
		for (int width : new int[] { 300, 460, 700, 1200 }) {
			ChartModel model = lines(6);
			List<double[]> entries = ChartImages.legendEntries(model, width, 400);
			assertEquals(6, entries.size(), "every series in the legend");
			for (double[] e : entries) {
				assertTrue(e[0] >= 0 && e[0] + e[2] <= width, width + " px: an entry from " + e[0] + " to " + (e[0] + e[2]));
			}
			double[] plot = ChartImages.plotArea(model, width, 400);
			assertTrue(entries.get(0)[1] > plot[1] + plot[3], "the legend lies below the plot");
		}
		assertTrue(ChartImages.legendEntries(lines(6), 300, 400).stream().map(e -> e[1]).distinct().count() >= 5, "a row per name at 300 px");
		String svg = ChartImages.svg(lines(1), 300, 300);
		Matcher entry = Pattern.compile("class=\"legend-entry\"[^>]*>([^<]*)<").matcher(svg);
		assertTrue(entry.find(), "a single drive's chart names it in a legend");
		assertTrue(entry.group(1).endsWith("\u2026") && TextMetrics.width(entry.group(1), 12, false) <= 300 - 24 - 22, entry.group(1));
	}

	/** Lines that end close together (99, 99.5 and 100 % of the best strip) with their names asked on the plot. */
	private static ChartModel namedLines(int series) {
		List<SeriesSpec> specs = new ArrayList<>();
		for (int i = 0; i < series; i++) {
			specs.add(new SeriesSpec("l" + i, "Line " + i + " (best: 64 KiB)", SeriesStyle.LINE_WITH_POINTS, new double[] { 4096, 65536, 131072 },
					new double[] { 90 + i, 100, 100 - 0.5 * i }, 0, String.format("#%02x3366", 40 * i)));
		}
		return new ChartModel("Read, MB/s, % of the best strip", AxisSpec.fitting("Strip size", AxisScale.LOG2, TickStyle.BYTES, 4096, 131072, false),
				List.of(AxisSpec.forValues("Read against the best strip (%)", AxisScale.LINEAR, 88, 100, false)), specs, List.of())
				.withLegend(ChartModel.Legend.ON_LINES);
	}

	@Test
	void linesNamedOnThePlotStandRightOfItLevelWithTheirEndsAndNeverOverlap() {
		for (int width : new int[] { 460, 700 }) {
			ChartModel model = namedLines(3);
			String svg = ChartImages.svg(model, width, 320);
			double[] plot = ChartImages.plotArea(model, width, 320);
			List<double[]> names = ChartImages.lineNames(model, width, 320);
			assertEquals(3, names.size(), "every line named");
			assertTrue(ChartImages.legendEntries(model, width, 320).isEmpty(), "no legend beside the names");
			assertEquals(0, Pattern.compile("class=\"legend-entry\"").matcher(svg).results().count());
			Matcher text = Pattern.compile("<text class=\"line-label\" x=\"([0-9.]+)\" y=\"([0-9.]+)\"[^>]*>([^<]*)<").matcher(svg);
			List<Double> baselines = new ArrayList<>();
			while (text.find()) {
				double x = Double.parseDouble(text.group(1));
				assertTrue(x > plot[0] + plot[2], "a name inside the plot at x=" + x);
				assertTrue(x + TextMetrics.width(text.group(3), TextMetrics.LABEL_SIZE, false) <= width, text.group(3) + " beyond the edge");
				assertTrue(text.group(3).startsWith("Line "), text.group(3));
				baselines.add(Double.parseDouble(text.group(2)));
			}
			assertEquals(3, baselines.size(), svg);
			baselines.sort(null);
			for (int i = 1; i < baselines.size(); i++) {
				assertTrue(baselines.get(i) - baselines.get(i - 1) >= TextMetrics.LABEL_SIZE, "two names overlap at " + baselines);
			}
			for (double[] n : names) {
				// each name within the plot's height, and no further from its line's end than the others make it
				assertTrue(n[0] >= plot[1] && n[0] <= plot[1] + plot[3] + TextMetrics.LABEL_SIZE, "a name at y=" + n[0]);
				assertTrue(Math.abs(n[0] - n[2]) < 3 * TextMetrics.LABEL_SIZE, "a name far from its line: " + n[0] + " vs " + n[2]);
			}
		}
	}

	@Test
	void namesThatCannotStandApartGiveWayToALegend() {
		ChartModel model = namedLines(30);
		assertTrue(ChartImages.lineNames(model, 600, 320).isEmpty());
		assertEquals(30, ChartImages.legendEntries(model, 600, 320).size(), "every line in a legend instead");
		assertEquals(0, Pattern.compile("class=\"line-label\"").matcher(ChartImages.svg(model, 600, 320)).results().count());
	}

	/** A chart too short for its value axis's title ("Rate (MB/s)") names the unit there, not "Rate…". */
	@Test
	void aShortChartsValueAxisKeepsItsUnitRatherThanACutTitle() {
		ChartModel model = new ChartModel("Now: SEQ1M Q8T1 read", AxisSpec.fitting("Time (s)", AxisScale.LINEAR, TickStyle.NUMBER, 0, 10, true),
				List.of(AxisSpec.forValues("Rate (MB/s)", AxisScale.LINEAR, 0, 500, true)),
				List.of(new SeriesSpec("live", "Rate", SeriesStyle.LINE, new double[] { 0, 5, 10 }, new double[] { 480, 490, 470 }, 0, "#0072b2")),
				List.of());
		Matcher title = Pattern.compile("class=\"axis-title-y\"[^>]*>([^<]*)<").matcher(ChartImages.svg(model, 500, 130));
		assertTrue(title.find());
		assertEquals("MB/s", title.group(1), "the unit whole on a short chart");
		title = Pattern.compile("class=\"axis-title-y\"[^>]*>([^<]*)<").matcher(ChartImages.svg(model, 500, 300));
		assertTrue(title.find());
		assertEquals("Rate (MB/s)", title.group(1), "the whole title where it fits");
	}

	@Test
	void markerLabelsStayInsideThePlot() {
		ChartModel model = new ChartModel("Latency", AxisSpec.fitting("Latency (ms)", AxisScale.LINEAR, TickStyle.NUMBER, 0, 10, true),
				List.of(AxisSpec.forValues("Share of I/Os (%)", AxisScale.LINEAR, 0, 50, true)),
				List.of(new SeriesSpec("d", "d", SeriesStyle.STEP_AREA, new double[] { 0, 5, 10 }, new double[] { 10, 50, 5 }, 0, "#0072b2")),
				List.of(MarkerSpec.vertical(9.8, "99th pct 9.80 ms", "#c0392b"), MarkerSpec.horizontal(49, "max 49.0 %", "#1e8449")));
		String svg = ChartImages.svg(model, 500, 300);
		double[] plot = ChartImages.plotArea(model, 500, 300);
		Matcher marker = Pattern.compile("<text class=\"marker\" x=\"([0-9.]+)\"[^>]*>([^<]*)<").matcher(svg);
		int found = 0;
		while (marker.find()) {
			double x = Double.parseDouble(marker.group(1));
			double right = x + TextMetrics.width(marker.group(2), 12, false);
			assertTrue(x >= plot[0] && right <= plot[0] + plot[2] + 0.5, "'" + marker.group(2) + "' from " + x + " to " + right + " leaves the plot "
					+ plot[0] + ".." + (plot[0] + plot[2]));
			found++;
		}
		assertEquals(2, found);
	}

	/** Three loop devices of one size in a narrow chart: their names keep the end that tells them apart. */
	@Test
	void aCutCategoryNameKeepsItsEndWithTheEllipsisInTheMiddle() {
		List<String> names = List.of("Loop device 2.15 GB (/srv/bench/a.img)", "Loop device 2.15 GB (/srv/bench/b.img)",
				"Loop device 2.15 GB (/srv/bench/c.img)");
		ChartModel model = new ChartModel("SEQ1M Q8T1 read", "", AxisSpec.categories("", names),
				List.of(AxisSpec.forValues("Read (MB/s)", AxisScale.LINEAR, 0, 300, true)),
				List.of(new SeriesSpec("read.mbps", "Read", new double[] { 0, 1, 2 }, new double[] { 300, 290, 280 }, 0, "#0072b2",
						BarDetails.NONE)), List.of(), ChartModel.Orientation.HORIZONTAL, ChartModel.Legend.NONE);
		String svg = ChartImages.svg(model, 360, 240);
		Matcher tick = Pattern.compile("class=\"tick-x\"[^>]*>([^<]*)<").matcher(svg);
		List<String> shown = new ArrayList<>();
		while (tick.find()) {
			shown.add(tick.group(1));
		}
		assertEquals(3, shown.size(), svg);
		for (int i = 0; i < 3; i++) {
			String text = shown.get(i);
			assertTrue(text.contains("\u2026") && text.startsWith("Loop") && text.endsWith(names.get(i).substring(names.get(i).length() - 6)),
					"cut in the middle, its end kept: " + text);
			assertTrue(TextMetrics.width(text, TextMetrics.LABEL_SIZE, false) <= 360 * 0.4 + 1, text);
		}
		assertEquals(3, shown.stream().distinct().count(), "three names told apart: " + shown);
	}

	@Test
	void aRankedChartDrawsABarPerDriveInItsColourWithItsFigureAndInterval() {
		BarDetails details = new BarDetails(List.of("#d55e00", "#009e73", "#0072b2"), new double[] { 3400, Double.NaN, 135 },
				new double[] { 3600, Double.NaN, 145 }, List.of("3500.0 MB/s", "239.7 MB/s", "140.0 MB/s"), new boolean[] { false, true, false });
		ChartModel model = new ChartModel("SEQ1M Q8T1 read", "higher is better", AxisSpec.categories("", List.of("ssd", "sas", "hdd")),
				List.of(AxisSpec.forValues("Read (MB/s)", AxisScale.LINEAR, 0, 3600, true)),
				List.of(new SeriesSpec("read.mbps", "Read", new double[] { 0, 1, 2 }, new double[] { 3500, 239.7, 140 }, 0, "#000000",
						details)), List.of(), ChartModel.Orientation.HORIZONTAL, ChartModel.Legend.NONE);
		String svg = ChartImages.svg(model, 700, 300);
		for (String color : details.colors()) {
			assertTrue(svg.contains("fill=\"" + color + "\""), "a bar in " + color);
		}
		for (String label : details.labels()) {
			assertTrue(svg.contains(">" + label + "</text>"), "the figure " + label);
		}
		assertTrue(svg.contains("font-weight=\"bold\">sas</text>"), "the highlighted drive's name in bold");
		assertTrue(svg.contains("stroke=\"#222222\" stroke-width=\"1.5\""), "the highlighted bar outlined");
		// an error bar over the SSD's and the HDD's intervals, none for the SAS drive measured once: a line and two caps each
		assertEquals(6, Pattern.compile("<line [^>]*stroke=\"#222222\" stroke-width=\"1.2\"").matcher(svg).results().count());
		assertTrue(svg.contains("class=\"subtitle\""));
		assertEquals(0, Pattern.compile("class=\"legend-entry\"").matcher(svg).results().count(), "the names are on the bars' axis");
	}

	@Test
	void aChartIsNamedForFilesByItsTitleAndWhatItsValueAxisShows() {
		ChartModel rate = lines(1);
		ChartModel latency = new ChartModel(rate.title(), rate.x(), List.of(AxisSpec.forValues("Mean latency (ms)", AxisScale.LINEAR, 0, 5,
				true)), rate.series(), List.of());
		assertEquals("random-read-by-block-size-iops", ChartImages.fileName(rate));
		assertEquals("random-read-by-block-size-mean-latency-ms", ChartImages.fileName(latency));
	}

	/**
	 * In grouped bars the baseline is a series in every band: its bars are outlined and the legend names
	 * it, but no figure's name on the axis turns bold (every one did, since every band holds a baseline bar).
	 */
	@Test
	void aBaselineInGroupedBarsMakesNoFigureNameBold() {
		List<SeriesSpec> series = new ArrayList<>();
		for (int d = 0; d < 2; d++) {
			boolean baseline = d == 0;
			series.add(new SeriesSpec("d" + d, baseline ? "A (baseline)" : "B", new double[] { 0, 1 }, new double[] { 10 + d, 20 + d }, 0,
					d == 0 ? "#0072b2" : "#d55e00", new BarDetails(List.of(), new double[] { Double.NaN, Double.NaN },
							new double[] { Double.NaN, Double.NaN }, List.of("1" + d, "2" + d), new boolean[] { baseline, baseline })));
		}
		ChartModel model = new ChartModel("T \u2014 Latency", "lower is better", AxisSpec.categories("", List.of("Mean", "Maximum")),
				List.of(AxisSpec.forValues("ms", AxisScale.LINEAR, 0, 25, true)), series, List.of(), ChartModel.Orientation.HORIZONTAL,
				ChartModel.Legend.ALWAYS);
		String svg = ChartImages.svg(model, 700, 300);
		assertEquals(0, Pattern.compile("font-weight=\"bold\">(Mean|Maximum)</text>").matcher(svg).results().count(), svg);
		assertTrue(svg.contains("stroke=\"#222222\" stroke-width=\"1.5\""), "the baseline's bars outlined");
	}

	/**
	 * A whisker never runs through a figure: where the figure does not fit beyond the whisker, it stands
	 * inside the bar short of the whisker's low end, or above the whisker's line.
	 */
	@Test
	void noWhiskerCrossesAFigure() {
		for (double halfWidth : new double[] { 5, 40, 90 }) {
			double[] means = { 100, 60 };
			BarDetails details = new BarDetails(List.of("#d55e00", "#009e73"), new double[] { means[0] - halfWidth, means[1] - halfWidth },
					new double[] { means[0] + halfWidth, means[1] + halfWidth }, List.of("100.0 MB/s", "60.0 MB/s"), new boolean[0]);
			ChartModel model = new ChartModel("T \u2014 Read, MB/s", "", AxisSpec.categories("", List.of("a", "b")),
					List.of(AxisSpec.forValues("Read (MB/s)", AxisScale.LINEAR, 0, means[0] + halfWidth, true)),
					List.of(new SeriesSpec("r", "Read", new double[] { 0, 1 }, means, 0, "#000000", details)), List.of(),
					ChartModel.Orientation.HORIZONTAL, ChartModel.Legend.NONE);
			String svg = ChartImages.svg(model, 500, 260);
			List<double[]> whiskers = new ArrayList<>();
			Matcher line = Pattern.compile("<line x1=\"([-0-9.]+)\" y1=\"([-0-9.]+)\" x2=\"([-0-9.]+)\" y2=\"([-0-9.]+)\"[^>]*stroke-width=\"1.2\"")
					.matcher(svg);
			while (line.find()) {
				double[] l = new double[4];
				for (int i = 0; i < 4; i++) {
					l[i] = Double.parseDouble(line.group(i + 1));
				}
				whiskers.add(l);
			}
			assertEquals(6, whiskers.size(), "a line and two caps per bar");
			Matcher label = Pattern.compile("<text class=\"bar-label\" x=\"([0-9.]+)\" y=\"([0-9.]+)\"[^>]*text-anchor=\"(start|end)\"[^>]*>([^<]*)<")
					.matcher(svg);
			int labels = 0;
			while (label.find()) {
				labels++;
				double x = Double.parseDouble(label.group(1));
				double baseline = Double.parseDouble(label.group(2));
				double width = TextMetrics.width(label.group(4), TextMetrics.SMALL_SIZE, false);
				double left = label.group(3).equals("start") ? x : x - width;
				double top = baseline - TextMetrics.SMALL_SIZE * 0.8;
				for (double[] w : whiskers) {
					boolean acrossX = Math.max(w[0], w[2]) >= left && Math.min(w[0], w[2]) <= left + width;
					boolean acrossY = Math.max(w[1], w[3]) >= top && Math.min(w[1], w[3]) <= baseline;
					assertTrue(!(acrossX && acrossY), "half-width " + halfWidth + ": the whisker " + java.util.Arrays.toString(w) + " crosses '"
							+ label.group(4) + "' at " + left + ".." + (left + width) + " x " + top + ".." + baseline);
				}
			}
			assertEquals(2, labels, svg);
		}
	}
}
