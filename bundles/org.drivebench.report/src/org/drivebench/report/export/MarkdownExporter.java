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
	/** The characters {@link #appendEscaped} changes, by their code: {@link #SPECIAL} and the line breaks. */
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
		out.write(export(table));
	}

	/** The whole export, made in one builder of about its size (a review of 100 drives is most of a megabyte). */
	@Override
	public String export(ReviewTable table) {
		TableGrid grid = TableGrid.of(table, numbers, TableGrid.Style.TEXT);
		List<String> provenance = table.provenance().lines();
		StringBuilder sb = new StringBuilder(sizeOf(grid, provenance));
		sb.append("## ");
		appendEscaped(sb, grid.title());
		sb.append("\n\n|");
		for (int c = 0; c < grid.columns(); c++) {
			sb.append(' ');
			appendEscaped(sb, grid.header().get(c).text());
			sb.append(" |");
		}
		sb.append("\n|");
		for (int c = 0; c < grid.columns(); c++) {
			boolean numeric = !grid.body().isEmpty() && grid.body().get(0).get(c).numeric();
			sb.append(numeric ? " ---: |" : " --- |");
		}
		sb.append('\n');
		for (List<TableGrid.Cell> row : grid.body()) {
			sb.append('|');
			for (TableGrid.Cell cell : row) {
				sb.append(cell.best() ? " **" : " ");
				if (!cell.continuation()) {
					appendEscaped(sb, cell.text());
				}
				sb.append(cell.best() ? "** |" : " |");
			}
			sb.append('\n');
		}
		if (!grid.footnotes().isEmpty()) {
			sb.append('\n');
			for (String note : grid.footnotes()) {
				sb.append("- ");
				appendEscaped(sb, note);
				sb.append('\n');
			}
		}
		sb.append("\nProvenance:\n\n");
		for (String source : provenance) {
			sb.append("- ");
			appendEscaped(sb, source);
			sb.append('\n');
		}
		return sb.toString();
	}

	/** The characters of the export without its escapes: what its builder must hold at least. */
	private static int sizeOf(TableGrid grid, List<String> provenance) {
		int size = 64 + grid.title().length();
		for (TableGrid.Cell cell : grid.header()) {
			size += cell.text().length() + 10;
		}
		for (List<TableGrid.Cell> row : grid.body()) {
			size += 2;
			for (TableGrid.Cell cell : row) {
				size += cell.text().length() + 7;
			}
		}
		for (String note : grid.footnotes()) {
			size += note.length() + 3;
		}
		for (String source : provenance) {
			size += source.length() + 3;
		}
		return size;
	}

	/** {@code text} as literal Markdown inline text, on one line, at the end of {@code sb}. */
	private static void appendEscaped(StringBuilder sb, String text) {
		// most texts are figures with nothing to escape: told by a table look-up a character, and appended as
		// they are (a report escapes hundreds of thousands of characters, in a fresh process in code not yet compiled)
		int n = text.length();
		int i = 0;
		while (i < n && !escaped(text.charAt(i))) {
			i++;
		}
		if (i == n) {
			sb.append(text);
			return;
		}
		sb.append(text, 0, i);
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
	}

	/** Whether {@code ch} is one of {@link #SPECIAL} or a line break. */
	private static boolean escaped(char ch) {
		return ch < ESCAPED.length && ESCAPED[ch];
	}
}
