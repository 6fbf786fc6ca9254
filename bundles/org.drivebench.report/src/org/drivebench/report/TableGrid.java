package org.drivebench.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.drivebench.core.units.Units;

import org.drivebench.model.BetterDirection;
import org.drivebench.model.Normalisation;
import org.drivebench.model.TableLayout;
import org.eclipse.jdt.annotation.Nullable;

/**
 * A review table laid out for an exporter: a header row and body rows of text cells, drives as
 * columns or as rows, every number already rounded by the {@link NumberPolicy}. All formats export
 * the same grid, so they show the same figures; each only escapes and marks it up its own way.
 *
 * <p>{@link Style#TEXT} is for readers (Markdown, HTML, LaTeX): a cell reads "142.3 ± 1.2 (n = 3,
 * +12.3 %)". {@link Style#NUMBERS} is for spreadsheets (CSV): a cell holds one plain number, the
 * interval and n get columns of their own, and the best drives a column (or row) "Best".
 */
public final class TableGrid {
	/** Who the grid is for. */
	public enum Style {
		TEXT, NUMBERS
	}

	/** What a cell is. */
	public enum Role {
		/** the header row */
		HEADER,
		/** the cells that name a body row (test and metric, or drive) */
		ROW_HEADER,
		/** a figure */
		VALUE
	}

	/**
	 * One cell.
	 *
	 * @param text         what it shows (may hold any characters; exporters escape)
	 * @param role         what it is
	 * @param best         whether it is a row's best value
	 * @param numeric      whether it is a number (right-aligned)
	 * @param continuation whether it repeats the row header above (formats for readers leave it blank)
	 */
	public record Cell(String text, Role role, boolean best, boolean numeric, boolean continuation) {
		static Cell header(String text) {
			return new Cell(text, Role.HEADER, false, false, false);
		}

		static Cell rowHeader(String text, boolean continuation) {
			return new Cell(text, Role.ROW_HEADER, false, false, continuation);
		}

		static Cell value(String text, boolean best) {
			return new Cell(text, Role.VALUE, best, true, false);
		}
	}

	/** Shown in a cell without a value, in the text style. */
	public static final String NO_VALUE = "–";
	public static final String HIGHER_IS_BETTER = "↑";
	public static final String LOWER_IS_BETTER = "↓";

	private final String title;
	private final List<Cell> header;
	private final List<List<Cell>> body;
	private final List<String> footnotes;

	private TableGrid(String title, List<Cell> header, List<List<Cell>> body, List<String> footnotes) {
		this.title = title;
		this.header = List.copyOf(header);
		List<List<Cell>> rows = new ArrayList<>(body.size());
		for (List<Cell> row : body) {
			rows.add(List.copyOf(row));
		}
		this.body = List.copyOf(rows);
		this.footnotes = List.copyOf(footnotes);
	}

	public String title() {
		return title;
	}

	public List<Cell> header() {
		return header;
	}

	public List<List<Cell>> body() {
		return body;
	}

	/** What a reader needs to read the table (markers, intervals, baseline, values left out). */
	public List<String> footnotes() {
		return footnotes;
	}

	public int columns() {
		return header.size();
	}

	/** Lays {@code table} out in {@code style}. */
	public static TableGrid of(ReviewTable table, NumberPolicy numbers, Style style) {
		return new Layout(table, numbers, style).grid();
	}

	/** The work of laying one table out. */
	private static final class Layout {
		private final ReviewTable table;
		private final NumberPolicy numbers;
		private final Style style;
		private final boolean relative;
		private final boolean split;
		private final @Nullable String baselineLabel;
		/** A cell's text is made here, one builder for all of them. */
		private final StringBuilder cellText = new StringBuilder(64);

		Layout(ReviewTable table, NumberPolicy numbers, Style style) {
			this.table = table;
			this.numbers = numbers;
			this.style = style;
			this.relative = table.normalisation() == Normalisation.RELATIVE_TO_BASELINE && table.baseline().isPresent();
			this.split = style == Style.NUMBERS && table.hasRepeatedRuns();
			this.baselineLabel = table.baseline().isPresent() ? table.baseline().get().label() : null;
		}

		TableGrid grid() {
			List<Cell> header = new ArrayList<>();
			List<List<Cell>> body = new ArrayList<>();
			if (table.layout() == TableLayout.DRIVES_AS_ROWS) {
				drivesAsRows(header, body);
			} else {
				drivesAsColumns(header, body);
			}
			return new TableGrid(table.title(), header, body, style == Style.TEXT ? footnotes() : List.of());
		}

		private void drivesAsColumns(List<Cell> header, List<List<Cell>> body) {
			header.add(Cell.header("Test"));
			header.add(Cell.header("Metric"));
			for (ReportDrive d : table.drives()) {
				addValueHeaders(header, driveHeader(d));
			}
			if (style == Style.NUMBERS) {
				header.add(Cell.header("Best"));
			}
			List<ReviewRow> rows = table.rows();
			for (int i = 0; i < rows.size(); i++) {
				ReviewRow row = rows.get(i);
				List<Cell> cells = new ArrayList<>(header.size());
				cells.add(Cell.rowHeader(row.testName(), i > 0 && row.test().equals(rows.get(i - 1).test())));
				cells.add(Cell.rowHeader(metricHeader(row), false));
				for (int d = 0; d < row.cells().size(); d++) {
					addValueCells(cells, row, d);
				}
				if (style == Style.NUMBERS) {
					cells.add(Cell.rowHeader(bestDrives(row), false));
				}
				body.add(cells);
			}
		}

		private void drivesAsRows(List<Cell> header, List<List<Cell>> body) {
			boolean oneTest = table.rows().stream().map(ReviewRow::test).distinct().count() <= 1;
			header.add(Cell.header("Drive"));
			for (ReviewRow row : table.rows()) {
				addValueHeaders(header, oneTest ? metricHeader(row) : row.testName() + ": " + metricHeader(row));
			}
			for (int d = 0; d < table.drives().size(); d++) {
				List<Cell> cells = new ArrayList<>();
				cells.add(Cell.rowHeader(driveHeader(table.drives().get(d)), false));
				for (ReviewRow row : table.rows()) {
					addValueCells(cells, row, d);
				}
				body.add(cells);
			}
			if (style == Style.NUMBERS) {
				List<Cell> best = new ArrayList<>();
				best.add(Cell.rowHeader("Best", false));
				for (ReviewRow row : table.rows()) {
					best.add(Cell.rowHeader(bestDrives(row), false));
					if (split) {
						best.add(Cell.rowHeader("", false));
						best.add(Cell.rowHeader("", false));
					}
				}
				body.add(best);
			}
		}

		private void addValueHeaders(List<Cell> header, String text) {
			header.add(Cell.header(text));
			if (split) {
				header.add(Cell.header(text + " ± " + confidencePercent() + " %"));
				header.add(Cell.header(text + " n"));
			}
		}

		private void addValueCells(List<Cell> cells, ReviewRow row, int drive) {
			ReviewCell c = row.cells().get(drive);
			if (style == Style.TEXT) {
				cells.add(Cell.value(c.isEmpty() ? NO_VALUE : text(row, c, table.drives().get(drive).baseline()), c.best()));
				return;
			}
			cells.add(Cell.value(c.isEmpty() ? "" : relative ? numbers.format(c.percentOfBaseline(), row.percentDecimals())
					: numbers.format(c.requireSummary().mean(), row.decimals()), c.best()));
			if (split) {
				boolean interval = !c.isEmpty() && (relative ? c.hasPercentInterval() : c.requireSummary().hasInterval());
				cells.add(Cell.value(interval ? halfWidth(row, c) : "", false));
				cells.add(Cell.value(c.isEmpty() ? "" : Integer.toString(c.requireSummary().n()), false));
			}
		}

		/** "142.3 ± 1.2 (n = 3, +12.3 %)", or relative "112.3 ± 0.8 % (n = 3)". */
		private String text(ReviewRow row, ReviewCell c, boolean baselineCell) {
			Summary s = c.requireSummary();
			StringBuilder sb = cellText;
			sb.setLength(0);
			if (relative) {
				if (!c.hasPercent()) {
					return NO_VALUE;
				}
				numbers.formatTo(sb, c.percentOfBaseline(), row.percentDecimals());
				if (c.hasPercentInterval()) {
					sb.append(" ± ");
					numbers.formatTo(sb, c.percentHalfWidth(), row.percentDecimals());
				}
				sb.append(" %");
			} else {
				numbers.formatTo(sb, s.mean(), row.decimals());
				if (s.hasInterval()) {
					sb.append(" ± ");
					numbers.formatTo(sb, s.halfWidth(), row.decimals());
				}
			}
			// the figures and the notes in parentheses written straight into the cell's text, no string of their
			// own (a table has tens of thousands of cells)
			boolean repeated = s.n() > 1;
			boolean versus = !relative && baselineLabel != null && c.hasPercent() && !baselineCell; // a baseline: once per table, not per cell
			if (repeated || versus) {
				sb.append(" (");
				if (repeated) {
					sb.append("n = ").append(s.n());
				}
				if (versus) {
					if (repeated) {
						sb.append(", ");
					}
					numbers.versusBaselineTo(sb, c.percentOfBaseline());
				}
				sb.append(')');
			}
			return sb.toString();
		}

		private String halfWidth(ReviewRow row, ReviewCell c) {
			Summary s = c.requireSummary();
			if (relative) {
				return numbers.format(c.percentHalfWidth(), row.percentDecimals());
			}
			return numbers.format(s.halfWidth(), row.decimals());
		}

		private String driveHeader(ReportDrive d) {
			return d.baseline() ? d.label() + " (baseline)" : d.label();
		}

		/**
		 * "Read, MB/s ↑"; relative "Read (MB/s), % of Drive A ↑": a percentage still says what it is a
		 * percentage of (a rate, IOPS, a latency).
		 */
		private String metricHeader(ReviewRow row) {
			String unit = row.unit().symbol();
			boolean noUnit = Units.names(row.metricLabel(), row.unit());
			String text = relative ? (noUnit ? row.metricLabel() : row.metricLabel() + " (" + unit + ")") + ", % of " + baselineLabel
					: noUnit ? row.metricLabel() : row.metricLabel() + ", " + unit;
			return switch (row.direction()) {
			case HIGHER -> text + " " + HIGHER_IS_BETTER;
			case LOWER -> text + " " + LOWER_IS_BETTER;
			default -> text;
			};
		}

		private String bestDrives(ReviewRow row) {
			List<String> best = new ArrayList<>();
			for (int i = 0; i < row.cells().size(); i++) {
				if (row.cells().get(i).best()) {
					best.add(table.drives().get(i).label());
				}
			}
			return String.join("; ", best);
		}

		private String confidencePercent() {
			return numbers.format(table.confidence() * 100, table.confidence() * 100 % 1 == 0 ? 0 : 1);
		}

		private List<String> footnotes() {
			List<String> notes = new ArrayList<>();
			boolean directed = false;
			for (ReviewRow r : table.rows()) {
				directed |= r.direction() != BetterDirection.NONE;
			}
			if (directed) {
				notes.add(HIGHER_IS_BETTER + " higher is better, " + LOWER_IS_BETTER
						+ " lower is better; the best value of each row is in bold.");
			}
			if (table.hasRepeatedRuns()) {
				notes.add(String.format(Locale.ROOT,
						"Repeated runs: mean ± half-width of the %s %% confidence interval (Student t), n runs.",
						confidencePercent()));
			}
			if (baselineLabel != null) {
				notes.add(relative ? "Figures are percentages of " + baselineLabel + "'s." + (table.hasRepeatedRuns()
						? " Their intervals carry both drives' spread (delta method); a drive or baseline measured once has none."
						: "")
						: "Percentages compare each drive with " + baselineLabel + ".");
			}
			notes.addAll(table.notes());
			return notes;
		}
	}
}
