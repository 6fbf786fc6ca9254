package org.drivebench.report.export;

import java.io.IOException;
import java.io.Writer;
import java.util.List;

import org.drivebench.report.chart.BidiText;
import org.drivebench.report.NumberPolicy;
import org.drivebench.report.ReportDrive;
import org.drivebench.report.study.StudyReports;
import org.drivebench.report.ReviewTable;
import org.drivebench.report.TestKey;
import org.drivebench.report.TableGrid;

/**
 * A self-contained, styled HTML page a reviewer can paste: with charts, a section per test (its name,
 * its charts, then its rows of the review table) and the whole table at the end, linked from the top,
 * so the first chart is on the first screen and the page reads like a review; without charts, the
 * table. Best values bold, figures right-aligned, drives' colours beside their names. Charts are SVG
 * inline or PNG as data URIs; no script, no external file: it can be mailed or pasted into a CMS. The
 * markup is also well-formed XML (XHTML syntax), and every text is escaped.
 */
public final class HtmlExporter implements TableExporter {
	/** The id of the whole table, which the top of a page with charts links to. */
	public static final String ALL_FIGURES_ID = "all-figures";
	private static final String STYLE = """
			body { font-family: "DejaVu Sans", "Segoe UI", Helvetica, Arial, sans-serif; margin: 1em 2em; color: #222; max-width: 1500px; }
			h1 { font-size: 1.4em; margin: 0 0 0.2em 0; }
			h2 { font-size: 1.15em; margin: 1.4em 0 0.3em 0; border-bottom: 1px solid #ddd; padding-bottom: 0.2em; }
			section:first-of-type h2 { margin-top: 0.8em; }
			p.summary { margin: 0.1em 0; color: #444; }
			p.drives span.drive { white-space: nowrap; margin-right: 1.2em; }
			div.table { overflow-x: auto; }
			table.review { border-collapse: collapse; margin: 0.8em 0; }
			table.review th, table.review td { border-bottom: 1px solid #ccc; padding: 0.3em 0.8em; vertical-align: top; }
			table.review thead th { border-bottom: 2px solid #444; text-align: left; background: #f4f4f4; }
			table.review tbody th { text-align: left; font-weight: normal; white-space: nowrap; }
			table.review tbody th.test { white-space: normal; min-width: 7em; }
			table.review td.num { text-align: right; font-variant-numeric: tabular-nums; }
			table.review td.num span { white-space: nowrap; }
			table.review td.best { background: #e6f4ea; }
			table.review tbody tr:nth-child(even) { background: #fafafa; }
			span.swatch { display: inline-block; width: 0.8em; height: 0.8em; margin-right: 0.4em; border-radius: 2px; }
			figure { margin: 0.3em 0 1.2em 0; }
			figure img, figure svg { max-width: 100%; height: auto; }
			figcaption { font-size: 0.9em; color: #555; }
			ul.notes { font-size: 0.85em; color: #555; padding-left: 1.2em; }
			footer.provenance { font-size: 0.75em; color: #666; border-top: 1px solid #ddd; margin-top: 2em; }
			footer.provenance p { margin: 0.5em 0 0.2em 0; }
			footer.provenance ul { padding-left: 1.2em; margin: 0; overflow-wrap: anywhere; }
			""";

	private final NumberPolicy numbers;
	private final List<PageSection> sections;

	/** A page of the table alone. */
	public HtmlExporter(NumberPolicy numbers) {
		this(numbers, List.of());
	}

	/** A page of {@code sections}, each a test's charts and rows, then the whole table. */
	public HtmlExporter(NumberPolicy numbers, List<PageSection> sections) {
		this.numbers = numbers;
		this.sections = List.copyOf(sections);
	}

	@Override
	public ExportFormat format() {
		return ExportFormat.HTML;
	}

	@Override
	public void write(ReviewTable table, Writer out) throws IOException {
		TableGrid grid = TableGrid.of(table, numbers, TableGrid.Style.TEXT);
		out.write("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n");
		out.write("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n");
		out.write("<meta name=\"generator\" content=\"DriveBench\"/>\n");
		out.write("<title>" + escape(grid.title()) + "</title>\n<style>\n" + STYLE + "</style>\n</head>\n<body>\n");
		out.write("<h1>" + escape(grid.title()) + "</h1>\n");
		if (sections.isEmpty()) {
			writeTable(table, grid, false, out);
		} else {
			long tests = table.rows().stream().map(r -> r.test()).distinct().count();
			// a study's columns are its strip sizes, not drives
			boolean strips = table.drives().stream().allMatch(d -> StudyReports.isStripKey(d.key()));
			int columns = table.drives().size();
			String what = strips ? (columns == 1 ? " strip size, " : " strip sizes, ") : (columns == 1 ? " drive, " : " drives, ");
			out.write("<p class=\"summary\">" + columns + what + tests
					+ (tests == 1 ? " test" : " tests") + " \u00b7 <a href=\"#" + ALL_FIGURES_ID + "\">all figures in one table</a></p>\n");
			out.write("<p class=\"summary drives\">");
			for (ReportDrive drive : table.drives()) {
				out.write("<span class=\"drive\">" + swatch(drive) + name(drive.label()) + (drive.baseline() ? " (baseline)" : "") + "</span>");
			}
			out.write("</p>\n");
			for (int i = 0; i < sections.size(); i++) {
				writeSection(table, sections.get(i), i + 1, out);
			}
			out.write("<section id=\"" + ALL_FIGURES_ID + "\">\n<h2>All figures</h2>\n");
			writeTable(table, grid, false, out);
			out.write("</section>\n");
		}
		if (!grid.footnotes().isEmpty()) {
			out.write("<ul class=\"notes\">\n");
			for (String note : grid.footnotes()) {
				out.write("<li>" + escape(note) + "</li>\n");
			}
			out.write("</ul>\n");
		}
		out.write("<footer class=\"provenance\">\n<p>Provenance</p>\n<ul>\n");
		for (String line : table.provenance().lines()) {
			out.write("<li>" + escape(line) + "</li>\n");
		}
		out.write("</ul>\n</footer>\n");
		out.write("</body>\n</html>\n");
	}

	/** A test's heading, its charts and its rows of the table. */
	private void writeSection(ReviewTable table, PageSection section, int number, Writer out) throws IOException {
		out.write("<section id=\"test-" + number + "\">\n<h2>" + escape(section.title()) + "</h2>\n");
		for (ChartImage chart : section.charts()) {
			if (ChartImage.SVG.equals(chart.mediaType())) {
				out.write("<figure>\n" + chart.inlineSvg() + "\n");
			} else {
				out.write("<figure>\n<img src=\"" + chart.dataUri() + "\" alt=\"" + escape(chart.title()) + "\"/>\n");
			}
			out.write("<figcaption>" + escape(chart.title()) + "</figcaption>\n</figure>\n");
		}
		TestKey test = section.test();
		// a drive that did not run this test is no column of dashes in its table (the whole table keeps it)
		ReviewTable rows = test == null ? null : table.only(test).withoutEmptyDrives();
		if (rows != null && !rows.rows().isEmpty()) {
			writeTable(rows, TableGrid.of(rows, numbers, TableGrid.Style.TEXT), true, out);
		}
		out.write("</section>\n");
	}

	/**
	 * The table of {@code grid}; a test's own table ({@code oneTest}) leaves out the test's name, which its
	 * heading gives, to leave the room to four drives' figures.
	 */
	private static void writeTable(ReviewTable table, TableGrid grid, boolean oneTest, Writer out) throws IOException {
		boolean drivesAsColumns = table.layout() != org.drivebench.model.TableLayout.DRIVES_AS_ROWS;
		int firstDriveColumn = grid.columns() - table.drives().size();
		// drives as columns: the test, its metric, then the drives
		boolean testColumn = drivesAsColumns && firstDriveColumn == 2;
		int first = oneTest && testColumn ? 1 : 0;
		out.write("<div class=\"table\">\n<table class=\"review\">\n<thead>\n<tr>");
		for (int c = first; c < grid.columns(); c++) {
			String swatch = "";
			if (drivesAsColumns && c >= firstDriveColumn) {
				swatch = swatch(table.drives().get(c - firstDriveColumn));
			}
			out.write("<th scope=\"col\">" + swatch + name(grid.header().get(c).text()) + "</th>");
		}
		out.write("</tr>\n</thead>\n<tbody>\n");
		for (int r = 0; r < grid.body().size(); r++) {
			out.write("<tr>");
			List<TableGrid.Cell> row = grid.body().get(r);
			for (int c = first; c < row.size(); c++) {
				TableGrid.Cell cell = row.get(c);
				String text = cell.continuation() ? "" : cell.role() == TableGrid.Role.ROW_HEADER ? name(cell.text()) : escape(cell.text());
				if (cell.role() == TableGrid.Role.ROW_HEADER) {
					String swatch = !drivesAsColumns && c == 0 ? swatch(table.drives().get(r)) : "";
					// a test's name may take two lines, a metric's stays on one
					out.write((testColumn && c == 0 ? "<th scope=\"row\" class=\"test\">" : "<th scope=\"row\">") + swatch + text + "</th>");
				} else if (cell.best()) {
					out.write("<td class=\"num best\"><strong>" + figure(text) + "</strong></td>");
				} else {
					out.write("<td class=\"num\">" + figure(text) + "</td>");
				}
			}
			out.write("</tr>\n");
		}
		out.write("</tbody>\n</table>\n</div>\n");
	}

	/**
	 * A figure's cell, "142.3 ± 1.2 (n = 3, +12.3 %)", as two pieces that each stay whole: the figure, then
	 * its note, which moves under it when four drives' columns need the room (a cell is never cut inside
	 * "+280.5 %", and the table fits the page instead of scrolling sideways).
	 */
	private static String figure(String escaped) {
		int note = escaped.indexOf(" (");
		if (escaped.isEmpty()) {
			return "";
		}
		if (note < 0) {
			return "<span>" + escaped + "</span>";
		}
		return "<span>" + escaped.substring(0, note) + "</span> <span>" + escaped.substring(note + 1) + "</span>";
	}

	private static String swatch(ReportDrive drive) {
		return "<span class=\"swatch\" style=\"background:" + drive.color() + "\"></span>";
	}

	/**
	 * A name (a drive's, a column's) as HTML: escaped and isolated ({@code <bdi>}), so a right-to-left
	 * name, or one with a stray bidirectional override, never reorders the text around it.
	 */
	static String name(String text) {
		return "<bdi>" + escape(text) + "</bdi>";
	}

	/**
	 * {@code text} as HTML text or attribute value; line breaks become {@code <br/>}; bidirectional
	 * overrides it opens are closed at its end ({@link BidiText}).
	 */
	static String escape(String given) {
		String text = BidiText.closed(given);
		StringBuilder sb = new StringBuilder(text.length() + 16);
		for (int i = 0; i < text.length(); i++) {
			char ch = text.charAt(i);
			switch (ch) {
			case '&' -> sb.append("&amp;");
			case '<' -> sb.append("&lt;");
			case '>' -> sb.append("&gt;");
			case '"' -> sb.append("&quot;");
			case '\'' -> sb.append("&#39;");
			case '\r' -> {
				if (i + 1 < text.length() && text.charAt(i + 1) == '\n') {
					i++;
				}
				sb.append("<br/>");
			}
			case '\n' -> sb.append("<br/>");
			default -> {
				if (ch < 0x20 && ch != '\t') {
					sb.append(' '); // other control characters are not allowed in HTML or XML
				} else {
					sb.append(ch);
				}
			}
			}
		}
		return sb.toString();
	}
}
