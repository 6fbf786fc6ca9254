package org.drivebench.cli;

import java.io.PrintStream;
import java.util.List;

import org.drivebench.report.NumberPolicy;
import org.drivebench.report.ReviewTable;
import org.drivebench.report.TableGrid;

/** Prints a review table for a terminal: aligned columns, the best value of each row starred. */
final class ReviewTablePrinter {
	private ReviewTablePrinter() {
	}

	static void print(ReviewTable table, PrintStream out) {
		TableGrid grid = TableGrid.of(table, NumberPolicy.standard(), TableGrid.Style.TEXT);
		if (!grid.title().isBlank()) {
			out.println(grid.title());
			out.println();
		}
		TextTable text = new TextTable(grid.header().stream().map(TableGrid.Cell::text).toArray(String[]::new));
		for (List<TableGrid.Cell> row : grid.body()) {
			for (int c = 0; c < row.size(); c++) {
				if (row.get(c).numeric()) {
					text.alignRight(c);
				}
			}
			text.row(row.stream().map(ReviewTablePrinter::cellText).toArray(String[]::new));
		}
		text.print(out);
		out.println();
		for (String note : grid.footnotes()) {
			// a terminal has no bold: the best value carries a star instead
			out.println(note.replace("is in bold", "is starred (*)"));
		}
	}

	private static String cellText(TableGrid.Cell cell) {
		if (cell.continuation()) {
			return "";
		}
		return cell.best() ? cell.text() + " *" : cell.text();
	}
}
