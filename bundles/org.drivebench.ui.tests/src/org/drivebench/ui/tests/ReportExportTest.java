package org.drivebench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.xml.parsers.DocumentBuilderFactory;

import org.drivebench.library.drives.Drives;
import org.drivebench.library.ResultLibrary;
import org.drivebench.core.registry.TestRegistry;
import org.drivebench.report.NumberPolicy;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.DriveSelection;
import org.drivebench.report.chart.DisplaySettings;
import org.drivebench.report.chart.kinds.ChartPlan;
import org.drivebench.report.chart.kinds.ComparisonCharts;
import org.drivebench.report.ComparisonBuilder;
import org.drivebench.report.ComparisonData;
import org.drivebench.report.ReportDrafts;
import org.drivebench.report.export.ExportKind;
import org.drivebench.report.export.ExportRequest;
import org.drivebench.report.export.ReportExport;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The comparison export without any widget or display: requests are checked naming what is wrong, the
 * table goes through the core's exporters, SVG charts and the HTML review page are written headless.
 */
class ReportExportTest {
	@TempDir
	static Path libraryFolder;
	@TempDir
	Path out;
	private static ComparisonData data;

	@BeforeAll
	static void compareTwoSimulatedDrives() throws Exception {
		ResultLibrary library = ResultLibrary.open(libraryFolder);
		TestRegistry registry = SimulatedRuns.registry();
		List<String> keys = new java.util.ArrayList<>();
		for (String drive : List.of("sim:hdd-7200", "sim:ssd-slc")) {
			var run = SimulatedRuns.review(registry, drive);
			library.save(run);
			keys.add(Drives.keyOf(run));
		}
		ComparisonReport report = ReportDrafts.of(library, keys, DisplaySettings.DEFAULT.palette());
		report.setBaselineDriveKey(keys.get(0));
		data = new ComparisonBuilder(library, NumberPolicy.standard()).build(report);
	}

	@Test
	void aRequestNamesWhatIsWrongWithIt() throws Exception {
		assertTrue(new ExportRequest(ExportKind.TABLE, "md", 0, 0, out.resolve("review.txt")).problem().contains(".md"));
		assertTrue(new ExportRequest(ExportKind.TABLE, "png", 0, 0, out.resolve("review.png")).problem()
				.contains("csv, md, html, tex, json"));
		assertTrue(new ExportRequest(ExportKind.CHARTS, "svg", 50, 400, out).problem().contains("50 x 400"));
		assertTrue(new ExportRequest(ExportKind.CHARTS, "svg", 800, 400, out.resolve("missing")).problem().contains("missing"));
		assertTrue(new ExportRequest(ExportKind.REVIEW_PAGE, "png", 800, 400, out.resolve("no/such/page.html")).problem()
				.contains("does not exist"));
		assertNull(new ExportRequest(ExportKind.REVIEW_PAGE, "svg", 800, 400, out.resolve("page.html")).problem());
		ExportRequest wrong = new ExportRequest(ExportKind.TABLE, "md", 0, 0, out.resolve("x.csv"));
		assertThrows(IllegalArgumentException.class, () -> ReportExport.write(wrong, data, NumberPolicy.standard()));
	}

	@Test
	void theTableIsWrittenInEveryFormatOfTheCore() throws Exception {
		String baseline = data.table().baseline().orElseThrow().label();
		for (String format : List.of("csv", "md", "html", "tex", "json")) {
			Path file = out.resolve("review." + format);
			List<Path> written = ReportExport.write(new ExportRequest(ExportKind.TABLE, format, 0, 0, file), data, NumberPolicy.standard());
			assertEquals(List.of(file.toAbsolutePath()), written);
			String text = Files.readString(file);
			assertTrue(text.contains(baseline), format + " names the baseline drive");
			assertTrue(text.contains("Read 1 MiB"), format + " holds the sweep's rows");
		}
		assertTrue(Files.readString(out.resolve("review.md")).contains("(baseline)"));
		assertTrue(Files.readString(out.resolve("review.tex")).contains("\\toprule"));
	}

	@Test
	void everyChartIsWrittenAsAnSvgFileOfVectorsWithALinePerDriveInItsColour() throws Exception {
		List<Path> files = ReportExport.write(new ExportRequest(ExportKind.CHARTS, "svg", 900, 500, out), data, NumberPolicy.standard());
		// every chart of the comparison: its tests' bar charts beside the overlays, so more files than overlays
		List<ChartPlan> plans = ComparisonCharts.all(ComparisonCharts.of(data, NumberPolicy.standard()));
		assertEquals(plans.size(), files.size());
		assertTrue(files.size() > data.charts().size(), files.size() + " files, " + data.charts().size() + " overlays");
		List<String> colours = data.report().getDrives().stream().map(DriveSelection::getColor).toList();
		for (Path file : files) {
			assertTrue(file.getFileName().toString().endsWith(".svg"));
			Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file.toFile());
			assertEquals("900", doc.getDocumentElement().getAttribute("width"));
			NodeList groups = doc.getElementsByTagName("g");
			// a line per drive, or a bar per drive: each drive is drawn in its colour in every chart
			StringBuilder drawn = new StringBuilder();
			for (int i = 0; i < groups.getLength(); i++) {
				Element g = (Element) groups.item(i);
				if (g.hasAttribute("data-series")) {
					NodeList marks = g.getElementsByTagName("*");
					for (int m = 0; m < marks.getLength(); m++) {
						Element mark = (Element) marks.item(m);
						drawn.append(mark.getAttribute("stroke")).append(' ').append(mark.getAttribute("fill")).append(' ');
					}
				}
			}
			for (String colour : colours) {
				assertTrue(drawn.toString().toLowerCase(java.util.Locale.ROOT).contains(colour.toLowerCase(java.util.Locale.ROOT)), colour + " drawn in " + file.getFileName() + ": " + drawn);
			}
		}
	}

	@Test
	void theReviewPageHoldsTheTableAndEveryChartInOneFile() throws Exception {
		Path page = out.resolve("review.html");
		ReportExport.write(new ExportRequest(ExportKind.REVIEW_PAGE, "svg", 800, 450, page), data, NumberPolicy.standard());
		String html = Files.readString(page);
		assertTrue(html.contains("<table class=\"review\">"));
		Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
				.parse(new ByteArrayInputStream(html.getBytes(StandardCharsets.UTF_8)));
		NodeList svgs = doc.getElementsByTagName("svg");
		List<ChartPlan> plans = ComparisonCharts.all(ComparisonCharts.of(data, NumberPolicy.standard()));
		assertEquals(plans.size(), svgs.getLength(), "every chart is inline, as vectors");
		for (int i = 0; i < svgs.getLength(); i++) {
			Element title = (Element) ((Element) svgs.item(i)).getElementsByTagName("title").item(0);
			assertEquals(plans.get(i).model(DisplaySettings.DEFAULT).title(), title.getTextContent(), "the charts in the order of their sections");
		}
		assertTrue(!html.contains("src=\"http") && !html.contains("<link"), "nothing outside the page");
	}
}
