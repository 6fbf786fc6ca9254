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
}
