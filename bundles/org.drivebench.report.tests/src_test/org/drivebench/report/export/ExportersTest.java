package org.drivebench.report.export;

import static org.drivebench.report.export.ExportFixture.JAPANESE;
import static org.drivebench.report.export.ExportFixture.METRIC;
import static org.drivebench.report.export.ExportFixture.NASTY;
import static org.drivebench.report.export.ExportFixture.RUSSIAN;
import static org.drivebench.report.export.ExportFixture.TEST;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import javax.xml.parsers.DocumentBuilderFactory;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.drivebench.report.chart.AxisSpec;
import org.drivebench.report.chart.ChartModel;
import org.drivebench.report.chart.TickStyle;
import org.drivebench.report.NumberPolicy;
import org.drivebench.report.ReviewTable;
import org.drivebench.report.TableGrid;
import org.drivebench.model.AxisScale;
import org.drivebench.model.TableLayout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Every format, both layouts: names with commas, quotes, pipes, backslashes, ampersands, markup
 * and line breaks come out escaped and come back intact; Cyrillic and Japanese stay as they are.
 */
class ExportersTest {
	private static final NumberPolicy NUMBERS = NumberPolicy.standard();

	private static List<String> texts(List<TableGrid.Cell> cells) {
		return cells.stream().map(TableGrid.Cell::text).toList();
	}

	@ParameterizedTest
	@EnumSource(TableLayout.class)
	void csvParsesBackToTheNumbersGrid(TableLayout layout) throws IOException {
		ReviewTable table = ExportFixture.table(layout);
		String csv = new CsvExporter(NUMBERS, false).export(table);
		TableGrid grid = TableGrid.of(table, NUMBERS, TableGrid.Style.NUMBERS);
		List<CSVRecord> records;
		try (CSVParser parser = CSVParser.parse(new StringReader(csv), CSVFormat.RFC4180)) {
			records = parser.getRecords();
		}
		assertEquals(grid.body().size() + 1, records.size());
		assertEquals(texts(grid.header()), records.get(0).toList());
		for (int r = 0; r < grid.body().size(); r++) {
			assertEquals(texts(grid.body().get(r)), records.get(r + 1).toList());
		}
		String all = String.join("\u0001", records.stream().flatMap(x -> x.toList().stream()).toList());
		assertTrue(all.contains(NASTY), "the name with a line break, quotes and commas comes back whole");
		assertTrue(all.contains(RUSSIAN) && all.contains(JAPANESE));
		if (layout == TableLayout.DRIVES_AS_COLUMNS) {
			assertEquals(TEST, records.get(1).get(0));
			assertEquals("121.0", records.get(1).get(2), "a plain number a spreadsheet reads");
			assertEquals(RUSSIAN, records.get(1).get(records.get(1).size() - 1), "the Best column names the best drive");
		}
	}

	@Test
	void csvCanStartWithAByteOrderMarkForExcel() {
		String csv = new CsvExporter(NUMBERS, true).export(ExportFixture.table(TableLayout.DRIVES_AS_COLUMNS));
		assertEquals('\uFEFF', csv.charAt(0));
	}

	@ParameterizedTest
	@EnumSource(TableLayout.class)
	void jsonParsesBackWithEveryName(TableLayout layout) {
		ReviewTable table = ExportFixture.table(layout);
		JsonObject root = JsonParser.parseString(new JsonExporter(NUMBERS).export(table)).getAsJsonObject();
		assertEquals("Review & \"test\" | 100% <1>", root.get("title").getAsString());
		JsonArray drives = root.getAsJsonArray("drives");
		assertEquals(NASTY, drives.get(0).getAsJsonObject().get("label").getAsString());
		assertEquals(RUSSIAN, drives.get(1).getAsJsonObject().get("label").getAsString());
		assertEquals(JAPANESE, drives.get(2).getAsJsonObject().get("label").getAsString());
		assertEquals("nasty", root.get("baseline").getAsString());
		JsonObject row = root.getAsJsonArray("rows").get(0).getAsJsonObject();
		assertEquals(METRIC, row.get("label").getAsString());
		assertEquals(TEST, row.get("testName").getAsString());
		JsonObject nasty = row.getAsJsonArray("cells").get(0).getAsJsonObject();
		assertEquals(2, nasty.get("n").getAsInt());
		assertEquals(121.0, nasty.get("mean").getAsDouble(), 1e-9);
		assertTrue(row.getAsJsonArray("cells").get(1).getAsJsonObject().get("best").getAsBoolean());
		assertTrue(row.getAsJsonArray("cells").get(2).getAsJsonObject().get("mean").isJsonNull(), "no value is null");
		TableGrid grid = TableGrid.of(table, NUMBERS, TableGrid.Style.TEXT);
		List<String> header = new ArrayList<>();
		root.getAsJsonObject("grid").getAsJsonArray("header").forEach(e -> header.add(e.getAsString()));
		assertEquals(texts(grid.header()), header);
	}

	@ParameterizedTest
	@EnumSource(TableLayout.class)
	void markdownKeepsTheTableStructureAndUnescapesToTheNames(TableLayout layout) {
		ReviewTable table = ExportFixture.table(layout);
		String md = new MarkdownExporter(NUMBERS).export(table);
		TableGrid grid = TableGrid.of(table, NUMBERS, TableGrid.Style.TEXT);
		List<String> lines = md.lines().filter(l -> l.startsWith("|")).toList();
		assertEquals(grid.body().size() + 2, lines.size(), md);
		for (String line : lines) {
			assertEquals(grid.columns(), MarkdownTable.cells(line).size(), line);
		}
		assertTrue(MarkdownTable.cells(lines.get(1)).stream().allMatch(c -> c.matches("---:?")));
		List<String> header = MarkdownTable.cells(lines.get(0)).stream().map(MarkdownTable::unescape).toList();
		assertEquals(texts(grid.header()), header);
		for (int r = 0; r < grid.body().size(); r++) {
			List<String> cells = MarkdownTable.cells(lines.get(r + 2));
			for (int c = 0; c < cells.size(); c++) {
				TableGrid.Cell expected = grid.body().get(r).get(c);
				String text = expected.continuation() ? "" : expected.text();
				assertEquals(expected.best() ? "**" + text + "**" : text, MarkdownTable.unescape(cells.get(c)));
			}
		}
		assertTrue(md.startsWith("## Review \\& \"test\" \\| 100% \\<1\\>\n"), md);
		assertTrue(md.contains(RUSSIAN) && md.contains(JAPANESE));
		assertFalse(md.contains("<b>"), "markup in a name is not markup in the export");
	}

	@ParameterizedTest
	@EnumSource(TableLayout.class)
	void htmlIsWellFormedEscapedAndShowsEachTestsChartsBeforeItsTableAndTheWholeTableLast(TableLayout layout) throws Exception {
		ReviewTable table = ExportFixture.table(layout);
		byte[] png = { (byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n', 0, 0, 0, 13 };
		// a chart whose title carries markup: DriveBench draws the SVG itself, escaping every text in it
		ChartModel model = new ChartModel("<script>alert(1)</script>", AxisSpec.fitting("x", AxisScale.LINEAR, TickStyle.NUMBER, 0, 1,
				true), List.of(AxisSpec.fitting("y", AxisScale.LINEAR, TickStyle.NUMBER, 0, 1, true)), List.of(), List.of());
		List<ChartImage> charts = List.of(ChartImage.png("Rate <&> chart", png), ChartImage.svg("SVG chart", model, 400, 300, "c1-"),
				ChartImage.svg("Second chart", model, 400, 300, "c2-"));
		String html = new HtmlExporter(NUMBERS, List.of(new PageSection(table.rows().get(0).test(), TEST, charts))).export(table);
		Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
				.parse(new ByteArrayInputStream(html.getBytes(StandardCharsets.UTF_8)));
		assertEquals("Review & \"test\" | 100% <1>", doc.getElementsByTagName("title").item(0).getTextContent());
		NodeList headers = ((Element) doc.getElementsByTagName("thead").item(0)).getElementsByTagName("th");
		TableGrid grid = TableGrid.of(table, NUMBERS, TableGrid.Style.TEXT);
		assertEquals(grid.columns(), headers.getLength());
		for (int c = 0; c < grid.columns(); c++) {
			// a line break is a <br/> element, which has no text
			assertEquals(grid.header().get(c).text().replace("\n", ""), headers.item(c).getTextContent());
		}
		assertTrue(html.contains("&lt;b&gt;x&lt;/b&gt;") && !html.contains("<b>x</b>"));
		assertTrue(html.contains(RUSSIAN) && html.contains(JAPANESE));
		NodeList images = doc.getElementsByTagName("img");
		assertEquals(1, images.getLength(), "a PNG is a data URI");
		assertTrue(((Element) images.item(0)).getAttribute("src").startsWith("data:image/png;base64,iVBORw0KGgo"));
		assertEquals("Rate <&> chart", ((Element) images.item(0)).getAttribute("alt"));
		NodeList svgs = doc.getElementsByTagName("svg");
		assertEquals(2, svgs.getLength(), "an SVG is inline");
		assertFalse(html.contains("<script"), "markup in a chart's title is text in the SVG");
		List<String> clipIds = new java.util.ArrayList<>();
		NodeList clips = doc.getElementsByTagName("clipPath");
		for (int i = 0; i < clips.getLength(); i++) {
			clipIds.add(((Element) clips.item(i)).getAttribute("id"));
		}
		assertEquals(List.of("c1-plot-area", "c2-plot-area"), clipIds, "each inline chart clips to its own plot");
		long best = grid.body().stream().flatMap(List::stream).filter(TableGrid.Cell::best).count();
		assertTrue(best > 0);
		assertEquals(2 * best, doc.getElementsByTagName("strong").getLength(),
				"each best value is bold in its test's table and in the whole table, nothing else");
		assertTrue(html.indexOf("<figure") < html.indexOf("<table"), "a test's charts come before its table");
		assertEquals(2, doc.getElementsByTagName("table").getLength(), "the test's rows, then the whole table");
		Element whole = doc.getElementById(HtmlExporter.ALL_FIGURES_ID);
		assertTrue(whole != null || html.contains("id=\"" + HtmlExporter.ALL_FIGURES_ID + "\""), "the whole table has an anchor");
		assertTrue(html.contains("href=\"#" + HtmlExporter.ALL_FIGURES_ID + "\""), "the top links to the whole table");
		String tableOnly = new HtmlExporter(NUMBERS).export(table);
		assertEquals(1, count(tableOnly, "<table"), "without charts the page is the table");
		assertFalse(tableOnly.contains("<section"));
	}

	private static int count(String text, String part) {
		int n = 0;
		for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
			n++;
		}
		return n;
	}

	@ParameterizedTest
	@EnumSource(TableLayout.class)
	void latexEscapesEverySpecialCharacterAndKeepsItsColumns(TableLayout layout) {
		ReviewTable table = ExportFixture.table(layout);
		String tex = new LatexExporter(NUMBERS).export(table);
		String escapedNasty = "Drive \\textquotedbl{}A\\textquotedbl{}, 1\\textbar{}2 \\textbackslash{} back \\& "
				+ "\\textless{}b\\textgreater{}x\\textless{}/b\\textgreater{} 100\\% \\#1 \\_u\\_ \\$5 \\{x\\} "
				+ "\\textasciitilde{}y\\textasciicircum{}z second line";
		assertTrue(tex.contains(escapedNasty), tex);
		assertTrue(tex.contains("\\caption{Review \\& \\textquotedbl{}test\\textquotedbl{} \\textbar{} 100\\% \\textless{}1\\textgreater{}}"), tex);
		assertTrue(tex.contains(RUSSIAN) && tex.contains(JAPANESE));
		int top = tex.indexOf("\\toprule");
		int mid = tex.indexOf("\\midrule");
		int bottom = tex.indexOf("\\bottomrule");
		assertTrue(top > 0 && mid > top && bottom > mid, tex);
		TableGrid grid = TableGrid.of(table, NUMBERS, TableGrid.Style.TEXT);
		List<String> rows = tex.substring(top + "\\toprule".length(), bottom).lines()
				.filter(l -> l.endsWith("\\\\")).toList();
		assertEquals(grid.body().size() + 1, rows.size());
		for (String row : rows) {
			assertEquals(grid.columns() - 1, row.split("(?<!\\\\)&", -1).length - 1, row);
		}
		long best = grid.body().stream().flatMap(List::stream).filter(TableGrid.Cell::best).count();
		assertEquals(best, tex.split("\\\\textbf\\{", -1).length - 1, "each best value is bold");
		assertTrue(tex.contains("$\\pm$"), "± is written as math");
		assertFalse(tex.contains("±") || tex.contains("↑"), "no symbol plain LaTeX cannot typeset");
		for (String line : tex.lines().toList()) {
			assertFalse(line.isBlank(), "a blank line would end the paragraph inside the table");
		}
	}

	@Test
	void formatsAreFoundByTheNamesTheCommandLineUses() {
		assertEquals(ExportFormat.MARKDOWN, ExportFormat.byName("md"));
		assertEquals(ExportFormat.LATEX, ExportFormat.byName("LaTeX"));
		assertEquals(ExportFormat.LATEX, ExportFormat.byName("tex"));
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ExportFormat.byName("docx"));
		assertEquals("unknown format 'docx'; formats: csv, md, html, tex, json", e.getMessage());
		for (ExportFormat f : ExportFormat.values()) {
			assertEquals(f, f.exporter(NUMBERS).format());
		}
	}

	@Test
	void aChartThatIsNotAPngIsRefused() {
		assertThrows(IllegalArgumentException.class, () -> ChartImage.png("x", new byte[] { 1, 2, 3 }));
		assertThrows(IllegalArgumentException.class, () -> new ChartImage("x", "image/gif", new byte[0]));
	}
}
