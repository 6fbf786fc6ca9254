package org.drivebench.core.export;

import java.io.IOException;
import java.io.Writer;
import java.util.List;

import org.drivebench.core.report.NumberPolicy;
import org.drivebench.core.report.ReportDrive;
import org.drivebench.core.report.ReviewTable;
import org.drivebench.core.report.TableGrid;

/**
 * A self-contained, styled HTML page: the review table (best values bold, figures right-aligned,
 * drives' colours beside their names when drives are columns), the charts (SVG inline, PNG as data
 * URIs), and the footnotes. No script, no external file: it can be mailed or pasted into a CMS.
 * The markup is also well-formed XML (XHTML syntax), and every text is escaped.
 */
public final class HtmlExporter implements TableExporter {
	private static final String STYLE = """
			body { font-family: "DejaVu Sans", "Segoe UI", Helvetica, Arial, sans-serif; margin: 2em; color: #222; }
			h1 { font-size: 1.4em; }
			table.review { border-collapse: collapse; margin: 1em 0; }
			table.review th, table.review td { border-bottom: 1px solid #ccc; padding: 0.3em 0.8em; vertical-align: top; }
			table.review thead th { border-bottom: 2px solid #444; text-align: left; background: #f4f4f4; }
			table.review td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
			table.review td.best { background: #e6f4ea; }
			table.review tbody tr:nth-child(even) { background: #fafafa; }
			span.swatch { display: inline-block; width: 0.8em; height: 0.8em; margin-right: 0.4em; border-radius: 2px; }
			figure { margin: 1.5em 0; }
			figure img, figure svg { max-width: 100%; height: auto; }
			figcaption { font-size: 0.9em; color: #555; }
			ul.notes { font-size: 0.85em; color: #555; padding-left: 1.2em; }
			""";

	private final NumberPolicy numbers;
	private final List<ChartImage> charts;

	public HtmlExporter(NumberPolicy numbers, List<ChartImage> charts) {
		this.numbers = numbers;
		this.charts = List.copyOf(charts);
	}

	@Override
	public ExportFormat format() {
		return ExportFormat.HTML;
	}

	@Override
	public void write(ReviewTable table, Writer out) throws IOException {
		TableGrid grid = TableGrid.of(table, numbers, TableGrid.Style.TEXT);
		out.write("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n");
		out.write("<meta name=\"generator\" content=\"DriveBench\"/>\n");
		out.write("<title>" + escape(grid.title()) + "</title>\n<style>\n" + STYLE + "</style>\n</head>\n<body>\n");
		out.write("<h1>" + escape(grid.title()) + "</h1>\n");
		writeTable(table, grid, out);
		for (ChartImage chart : charts) {
			if (ChartImage.SVG.equals(chart.mediaType())) {
				out.write("<figure>\n" + chart.inlineSvg() + "\n");
			} else {
				out.write("<figure>\n<img src=\"" + chart.dataUri() + "\" alt=\"" + escape(chart.title()) + "\"/>\n");
			}
			out.write("<figcaption>" + escape(chart.title()) + "</figcaption>\n</figure>\n");
		}
		if (!grid.footnotes().isEmpty()) {
			out.write("<ul class=\"notes\">\n");
			for (String note : grid.footnotes()) {
				out.write("<li>" + escape(note) + "</li>\n");
			}
			out.write("</ul>\n");
		}
		out.write("</body>\n</html>\n");
	}

	private static void writeTable(ReviewTable table, TableGrid grid, Writer out) throws IOException {
		boolean drivesAsColumns = table.layout() != org.drivebench.model.TableLayout.DRIVES_AS_ROWS;
		int firstDriveColumn = grid.columns() - table.drives().size();
		out.write("<table class=\"review\">\n<thead>\n<tr>");
		for (int c = 0; c < grid.columns(); c++) {
			String swatch = "";
			if (drivesAsColumns && c >= firstDriveColumn) {
				swatch = swatch(table.drives().get(c - firstDriveColumn));
			}
			out.write("<th scope=\"col\">" + swatch + escape(grid.header().get(c).text()) + "</th>");
		}
		out.write("</tr>\n</thead>\n<tbody>\n");
		for (int r = 0; r < grid.body().size(); r++) {
			out.write("<tr>");
			List<TableGrid.Cell> row = grid.body().get(r);
			for (int c = 0; c < row.size(); c++) {
				TableGrid.Cell cell = row.get(c);
				String text = cell.continuation() ? "" : escape(cell.text());
				if (cell.role() == TableGrid.Role.ROW_HEADER) {
					String swatch = !drivesAsColumns && c == 0 ? swatch(table.drives().get(r)) : "";
					out.write("<th scope=\"row\">" + swatch + text + "</th>");
				} else if (cell.best()) {
					out.write("<td class=\"num best\"><strong>" + text + "</strong></td>");
				} else {
					out.write("<td class=\"num\">" + text + "</td>");
				}
			}
			out.write("</tr>\n");
		}
		out.write("</tbody>\n</table>\n");
	}

	private static String swatch(ReportDrive drive) {
		return "<span class=\"swatch\" style=\"background:" + drive.color() + "\"></span>";
	}

	/** {@code text} as HTML text or attribute value; line breaks become {@code <br/>}. */
	static String escape(String text) {
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
