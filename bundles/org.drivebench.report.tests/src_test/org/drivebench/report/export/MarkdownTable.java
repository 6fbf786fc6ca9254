package org.drivebench.report.export;

import java.util.ArrayList;
import java.util.List;

/** Reads a GitHub-flavoured Markdown table row back the way GFM does: a backslash escapes the next character. */
final class MarkdownTable {
	private MarkdownTable() {
	}

	/** The raw (still escaped) cells of {@code line}, trimmed. */
	static List<String> cells(String line) {
		List<String> cells = new ArrayList<>();
		StringBuilder cell = null;
		for (int i = 0; i < line.length(); i++) {
			char ch = line.charAt(i);
			if (ch == '\\' && i + 1 < line.length()) {
				if (cell != null) {
					cell.append(ch).append(line.charAt(i + 1));
				}
				i++;
			} else if (ch == '|') {
				if (cell != null) {
					cells.add(cell.toString().strip());
				}
				cell = new StringBuilder();
			} else if (cell != null) {
				cell.append(ch);
			}
		}
		return cells;
	}

	/** A cell's literal text: backslash escapes removed, {@code <br>} back to a line break. */
	static String unescape(String cell) {
		StringBuilder sb = new StringBuilder();
		String s = cell.replace("<br>", "\n");
		for (int i = 0; i < s.length(); i++) {
			char ch = s.charAt(i);
			if (ch == '\\' && i + 1 < s.length()) {
				sb.append(s.charAt(++i));
			} else {
				sb.append(ch);
			}
		}
		return sb.toString();
	}
}
