package org.drivebench.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/** A plain-text table with columns padded to their widest cell; numbers can be right-aligned. */
final class TextTable {
	private final String[] header;
	private final boolean[] rightAligned;
	private final List<String[]> rows = new ArrayList<>();

	TextTable(String... header) {
		this.header = header;
		this.rightAligned = new boolean[header.length];
	}

	TextTable alignRight(int column) {
		rightAligned[column] = true;
		return this;
	}

	void row(String... cells) {
		if (cells.length != header.length) {
			throw new IllegalArgumentException("row has " + cells.length + " cells for " + header.length + " columns");
		}
		rows.add(cells);
	}

	void print(PrintStream out) {
		int[] width = new int[header.length];
		for (int c = 0; c < header.length; c++) {
			width[c] = header[c].codePointCount(0, header[c].length());
			for (String[] r : rows) {
				width[c] = Math.max(width[c], r[c].codePointCount(0, r[c].length()));
			}
		}
		line(out, header, width);
		for (String[] r : rows) {
			line(out, r, width);
		}
	}

	private void line(PrintStream out, String[] cells, int[] width) {
		StringBuilder sb = new StringBuilder();
		for (int c = 0; c < cells.length; c++) {
			String cell = cells[c];
			int pad = width[c] - cell.codePointCount(0, cell.length());
			if (c > 0) {
				sb.append("  ");
			}
			if (rightAligned[c]) {
				sb.append(" ".repeat(pad)).append(cell);
			} else {
				sb.append(cell);
				if (c < cells.length - 1) {
					sb.append(" ".repeat(pad));
				}
			}
		}
		out.println(sb);
	}
}
