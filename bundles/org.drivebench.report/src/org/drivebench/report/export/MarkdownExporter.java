package org.drivebench.report.export;

import java.io.IOException;
import java.io.Writer;
import java.util.List;

import org.drivebench.report.NumberPolicy;
import org.drivebench.report.ReviewTable;
import org.drivebench.report.TableGrid;

/**
 * A Markdown (GitHub-flavoured) table: title as a heading, figures right-aligned, best values in
 * bold, footnotes below. Every character Markdown could take for markup is escaped with a
 * backslash ({@code \ | * _ ` [ ] < > # ~ ^ $ &}); a line break in a name becomes {@code <br>},
 * since a table row must stay on one line.
 */
public final class MarkdownExporter implements TableExporter {
	private static final String SPECIAL = "\\|*_`[]<>#~^$&";
	/** The characters {@link #escape} changes, by their code: {@link #SPECIAL} and the line breaks. */
	private static final boolean[] ESCAPED = new boolean[128];

	static {
		for (int i = 0; i < SPECIAL.length(); i++) {
			ESCAPED[SPECIAL.charAt(i)] = true;
		}
		ESCAPED['\r'] = true;
		ESCAPED['\n'] = true;
	}

	private final NumberPolicy numbers;

	public MarkdownExporter(NumberPolicy numbers) {
		this.numbers = numbers;
	}

	@Override
	public ExportFormat format() {
		return ExportFormat.MARKDOWN;
	}

	@Override
	public void write(ReviewTable table, Writer out) throws IOException {
		TableGrid grid = TableGrid.of(table, numbers, TableGrid.Style.TEXT);
		out.write("## " + escape(grid.title()) + "\n\n");
		StringBuilder line = new StringBuilder("|");
		StringBuilder rule = new StringBuilder("|");
		for (int c = 0; c < grid.columns(); c++) {
			line.append(' ').append(escape(grid.header().get(c).text())).append(" |");
			boolean numeric = !grid.body().isEmpty() && grid.body().get(0).get(c).numeric();
			rule.append(numeric ? " ---: |" : " --- |");
		}
		out.write(line + "\n" + rule + "\n");
		for (List<TableGrid.Cell> row : grid.body()) {
			StringBuilder sb = new StringBuilder("|");
			for (TableGrid.Cell cell : row) {
				String text = cell.continuation() ? "" : escape(cell.text());
				sb.append(' ');
				if (cell.best()) {
					sb.append("**").append(text).append("**");
				} else {
					sb.append(text);
				}
				sb.append(" |");
			}
			out.write(sb + "\n");
		}
		if (!grid.footnotes().isEmpty()) {
			out.write("\n");
			for (String note : grid.footnotes()) {
				out.write("- " + escape(note) + "\n");
			}
		}
		out.write("\nProvenance:\n\n");
		for (String source : table.provenance().lines()) {
			out.write("- " + escape(source) + "\n");
		}
	}

	/** {@code text} as literal Markdown inline text, on one line. */
	static String escape(String text) {
		// most texts are figures with nothing to escape: told by a table look-up a character, and returned as
		// they are (a report escapes hundreds of thousands of characters, in a fresh process in code not yet compiled)
		int n = text.length();
		int i = 0;
		while (i < n && !escaped(text.charAt(i))) {
			i++;
		}
		if (i == n) {
			return text;
		}
		StringBuilder sb = new StringBuilder(n + 8).append(text, 0, i);
		for (; i < n; i++) {
			char ch = text.charAt(i);
			if (ch == '\r') {
				if (i + 1 < n && text.charAt(i + 1) == '\n') {
					i++;
				}
				sb.append("<br>");
			} else if (ch == '\n') {
				sb.append("<br>");
			} else if (escaped(ch)) {
				sb.append('\\').append(ch);
			} else {
				sb.append(ch);
			}
		}
		return sb.toString();
	}

	/** Whether {@code ch} is one of {@link #SPECIAL} or a line break. */
	private static boolean escaped(char ch) {
		return ch < ESCAPED.length && ESCAPED[ch];
	}
}
