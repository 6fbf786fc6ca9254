package org.drivebench.cli;

import java.io.PrintStream;
import java.util.List;

import org.drivebench.core.report.NumberPolicy;
import org.drivebench.core.report.ReviewTable;
import org.drivebench.core.report.TableGrid;

/** Prints a review table for a terminal: aligned columns, the best value of each row starred. */
final class ReviewTablePrinter {
	private ReviewTablePrinter() {
	}

	static void print(ReviewTable table, PrintStream out) {
		TableGrid grid = TableGrid.of(table, NumberPolicy.standard(), TableGrid.Style.TEXT);
		if (grid.title() != null && !grid.title().isBlank()) {
			out.println(grid.title());
			out.println();
		}
		TextTable text = new TextTable(grid.header().stream().map(TableGrid.Cell::text).toArray(String[]::new));
		List<TableGrid.Cell> header = grid.header();
		for (List<TableGrid.Cell> row : grid.body()) {
			for (int c = 0; c < row.size(); c++) {
				if (row.get(c).numeric()) {
					text.alignRight(c);
				}
			}
			text.row(row.stream().map(ReviewTablePrinter::cellText).toArray(String[]::new));
		}
		assert header.size() == grid.columns();
		text.print(out);
		if (grid.body().stream().anyMatch(r -> r.stream().anyMatch(TableGrid.Cell::best))) {
			out.println();
			out.println("* best of the row");
		}
		for (String note : grid.footnotes()) {
			out.println(note);
		}
	}

	private static String cellText(TableGrid.Cell cell) {
		if (cell.continuation()) {
			return "";
		}
		return cell.best() ? cell.text() + " *" : cell.text();
	}
}
