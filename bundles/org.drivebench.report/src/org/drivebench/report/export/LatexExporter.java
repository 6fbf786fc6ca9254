package org.drivebench.report.export;

import java.io.IOException;
import java.io.Writer;
import java.util.List;
import java.util.Map;

import org.drivebench.report.NumberPolicy;
import org.drivebench.report.ReviewTable;
import org.drivebench.report.TableGrid;

/**
 * A LaTeX table for an article: a {@code table} float with caption, a {@code tabular} ruled with
 * booktabs ({@code \toprule}, {@code \midrule}, {@code \bottomrule}), best values in bold, figures
 * right-aligned, footnotes below. A table of more than {@value #LONG_TABLE_ROWS} rows, longer than a
 * page, is a {@code longtable} instead, which breaks across pages and repeats its header on each (a
 * float never breaks: it would run off the page). Every character LaTeX treats specially is escaped ({@code \ { } $ &
 * % # _ ~ ^ < > | "}); symbols plain LaTeX lacks in text ({@code ± ↑ ↓ µ}) are written as math;
 * line breaks in names become spaces (a tabular cell is one line). Other non-ASCII text (Cyrillic,
 * Japanese) is kept as it is: the article's preamble chooses its fonts.
 */
public final class LatexExporter implements TableExporter {
	private static final Map<Character, String> ESCAPES = Map.ofEntries(Map.entry('\\', "\\textbackslash{}"),
			Map.entry('{', "\\{"), Map.entry('}', "\\}"), Map.entry('$', "\\$"), Map.entry('&', "\\&"),
			Map.entry('%', "\\%"), Map.entry('#', "\\#"), Map.entry('_', "\\_"), Map.entry('~', "\\textasciitilde{}"),
			Map.entry('^', "\\textasciicircum{}"), Map.entry('<', "\\textless{}"), Map.entry('>', "\\textgreater{}"),
			Map.entry('|', "\\textbar{}"), Map.entry('"', "\\textquotedbl{}"), Map.entry('±', "$\\pm$"),
			Map.entry('↑', "$\\uparrow$"), Map.entry('↓', "$\\downarrow$"), Map.entry('µ', "$\\mu$"),
			Map.entry('μ', "$\\mu$"), Map.entry('–', "--"), Map.entry('°', "\\textdegree{}"), Map.entry('∞', "$\\infty$"));

	/** Rows that still fit a page below a caption with footnotes; a longer table breaks across pages. */
	static final int LONG_TABLE_ROWS = 30;

	private final NumberPolicy numbers;

	public LatexExporter(NumberPolicy numbers) {
		this.numbers = numbers;
	}

	@Override
	public ExportFormat format() {
		return ExportFormat.LATEX;
	}

	@Override
	public void write(ReviewTable table, Writer out) throws IOException {
		TableGrid grid = TableGrid.of(table, numbers, TableGrid.Style.TEXT);
		boolean longTable = grid.body().size() > LONG_TABLE_ROWS;
		out.write("% DriveBench review table. Needs \\usepackage{booktabs}" + (longTable ? " and \\usepackage{longtable}" : "")
				+ "; \\textquotedbl needs \\usepackage[T1]{fontenc}\n");
		out.write("% (or T2A for Cyrillic names); with LuaLaTeX or XeLaTeX any script works with a suitable font.\n");
		StringBuilder spec = new StringBuilder();
		for (int c = 0; c < grid.columns(); c++) {
			boolean numeric = !grid.body().isEmpty() && grid.body().get(0).get(c).numeric();
			spec.append(numeric ? 'r' : 'l');
		}
		if (longTable) {
			writeLongTable(grid, spec.toString(), out);
		} else {
			out.write("\\begin{table}[htbp]\n\\centering\n");
			out.write("\\caption{" + escape(grid.title()) + "}\n");
			out.write("\\begin{tabular}{" + spec + "}\n\\toprule\n");
			out.write(row(grid.header()) + "\n\\midrule\n");
			for (List<TableGrid.Cell> cells : grid.body()) {
				out.write(row(cells) + "\n");
			}
			out.write("\\bottomrule\n\\end{tabular}\n");
			writeFootnotes(grid, out);
			out.write("\\end{table}\n");
		}
	}

	/** A table that breaks across pages: the header repeats on every page, each page but the last says it goes on. */
	private static void writeLongTable(TableGrid grid, String spec, Writer out) throws IOException {
		int columns = grid.columns();
		out.write("\\begin{longtable}{" + spec + "}\n");
		out.write("\\caption{" + escape(grid.title()) + "}\\\\\n\\toprule\n" + row(grid.header()) + "\n\\midrule\n\\endfirsthead\n");
		out.write("\\multicolumn{" + columns + "}{l}{\\emph{" + escape(grid.title()) + " (continued)}}\\\\\n\\toprule\n"
				+ row(grid.header()) + "\n\\midrule\n\\endhead\n");
		out.write("\\midrule\n\\multicolumn{" + columns + "}{r}{\\emph{continued on the next page}}\\\\\n\\endfoot\n");
		out.write("\\bottomrule\n\\endlastfoot\n");
		for (List<TableGrid.Cell> cells : grid.body()) {
			out.write(row(cells) + "\n");
		}
		out.write("\\end{longtable}\n");
		writeFootnotes(grid, out);
	}

	private static void writeFootnotes(TableGrid grid, Writer out) throws IOException {
		if (!grid.footnotes().isEmpty()) {
			out.write("\\par\\smallskip\n{\\footnotesize\n");
			for (String note : grid.footnotes()) {
				out.write(escape(note) + "\\par\n");
			}
			out.write("}\n");
		}
	}

	private static String row(List<TableGrid.Cell> cells) {
		StringBuilder sb = new StringBuilder();
		for (int c = 0; c < cells.size(); c++) {
			TableGrid.Cell cell = cells.get(c);
			if (c > 0) {
				sb.append(" & ");
			}
			String text = cell.continuation() ? "" : escape(cell.text());
			sb.append(cell.best() ? "\\textbf{" + text + "}" : text);
		}
		return sb.append(" \\\\").toString();
	}

	/** {@code text} as literal LaTeX text on one line. */
	static String escape(String text) {
		StringBuilder sb = new StringBuilder(text.length() + 16);
		boolean lastWasBreak = false;
		for (int i = 0; i < text.length(); i++) {
			char ch = text.charAt(i);
			if (ch == '\n' || ch == '\r') {
				if (!lastWasBreak) {
					sb.append(' ');
				}
				lastWasBreak = true;
				continue;
			}
			lastWasBreak = false;
			String escaped = ESCAPES.get(ch);
			if (escaped != null) {
				sb.append(escaped);
			} else if (ch < 0x20) {
				sb.append(' ');
			} else {
				sb.append(ch);
			}
		}
		return sb.toString();
	}
}
