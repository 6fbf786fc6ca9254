package org.drivebench.ui.report;

import java.util.ArrayList;
import java.util.List;

import org.drivebench.ui.library.SlicedWork;
import org.drivebench.report.NumberPolicy;
import org.drivebench.report.ReportDrive;
import org.drivebench.report.ReviewTable;
import org.drivebench.report.TableGrid;
import org.drivebench.model.TableLayout;
import org.drivebench.ui.charts.render.SwtColors;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Layout;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;

/**
 * The review table of a comparison as the core lays it out for readers ({@link TableGrid}, text style):
 * the same cells the Markdown, HTML and LaTeX exports hold, drives as columns or rows, each drive with
 * its colour beside its name, the best value of each row in bold on a green ground. The table is as
 * wide as its columns where there is room (GTK would stretch the last column over the rest), each column
 * as wide as its figures and its whole header.
 */
final class ReviewTableView {
	/** Widget data key of the table, for tests. */
	static final String TABLE_KEY = "org.drivebench.ui.report.table";
	/** Widget data key under which a best cell's column indexes are kept on its row, for tests. */
	static final String BEST_KEY = "org.drivebench.ui.report.best";
	private static final Color BEST_BACKGROUND = SwtColors.of("#e6f4ea");
	private static final int SWATCH = Swatches.SIZE;
	/** Wider columns would push the other drives out of sight; a longer text shows when its column is widened. */
	private static final int MAX_COLUMN_WIDTH = 250;
	/**
	 * The test and metric names and a drive's name over its figures are cut at this width so four drives
	 * fit beside them (the whole text is the column's or the cell's tooltip).
	 */
	static final int MAX_TEXT_WIDTH = 150;
	private static final int MARGIN = 12;
	/** A column's cells measured per step: a column of a hundred and more figures is a long piece of pango's work. */
	private static final int TEXTS_PER_STEP = 60;
	/** Columns given their widths per step: GTK sizes the table's columns afresh at each. */
	private static final int COLUMNS_PER_STEP = 8;
	/** A test's or a metric's column gives up width in a narrow table down to this. */
	private static final int MIN_NAME_WIDTH = 80;

	private final Composite frame;
	private final Table table;
	private final Font bold;
	private final Swatches swatches;
	private final SlicedWork work;
	/** Whether the table's drawing is held back while it is filled. */
	private boolean frozen;
	/** Each column's width as {@link Widths} measured it, and whether it holds figures. */
	private int[] natural = new int[0];
	private boolean[] figures = new boolean[0];
	private int[] least = new int[0];
	/** Each column's header as GTK draws it (its padding and swatch included), measured before the rows come. */
	private int[] headers = new int[0];

	ReviewTableView(Composite parent) {
		frame = new Composite(parent, SWT.NONE);
		frame.setLayout(new FitWidth());
		table = new Table(frame, SWT.BORDER | SWT.FULL_SELECTION | SWT.MULTI | SWT.V_SCROLL | SWT.H_SCROLL);
		table.setData(TABLE_KEY, Boolean.TRUE);
		work = new SlicedWork(table);
		swatches = new Swatches(table.getDisplay(), table.getDisplay().getSystemColor(SWT.COLOR_WIDGET_NORMAL_SHADOW).getRGB());
		table.setHeaderVisible(true);
		table.setLinesVisible(true);
		FontData[] data = table.getFont().getFontData();
		for (FontData d : data) {
			d.setStyle(SWT.BOLD);
		}
		bold = new Font(table.getDisplay(), data);
		table.addListener(SWT.MouseMove, this::cellTooltip);
		table.addListener(SWT.Resize, e -> fitNames());
		table.addDisposeListener(e -> {
			bold.dispose();
			swatches.dispose();
		});
	}

	/** Shows {@code review}, laid out by the core with {@code numbers}. */
	void show(ReviewTable review, NumberPolicy numbers) {
		show(review, TableGrid.of(review, numbers, TableGrid.Style.TEXT));
	}

	/**
	 * Shows {@code review} as {@code grid} lays it out (made off the UI thread where it can be), a slice at a
	 * time ({@link SlicedWork}): fifty drives' columns and their cells are several hundred milliseconds of
	 * GTK's time. The table is frozen until it is whole; {@link #isFilled()} says when it is.
	 */
	void show(ReviewTable review, TableGrid grid) {
		work.start(() -> {
			if (!frozen) {
				table.setRedraw(false);
				frozen = true;
			}
			table.removeAll();
			for (TableColumn c : table.getColumns()) {
				c.dispose();
			}
			natural = new int[0];
			boolean drivesAsColumns = review.layout() != TableLayout.DRIVES_AS_ROWS;
			int firstDriveColumn = grid.columns() - review.drives().size();
			headers = new int[grid.columns()];
			for (int c = 0; c < grid.columns(); c++) {
				int index = c;
				ReportDrive drive = drivesAsColumns && c >= firstDriveColumn ? review.drives().get(c - firstDriveColumn) : null;
				work.add(() -> addColumn(grid, index, drive));
			}
			// no rows yet: packing measures the headers alone, as GTK draws them
			for (int c = 0; c < grid.columns(); c++) {
				int index = c;
				work.add(() -> {
					table.getColumn(index).pack();
					headers[index] = table.getColumn(index).getWidth();
				});
			}
			for (int r = 0; r < grid.body().size(); r++) {
				List<TableGrid.Cell> row = grid.body().get(r);
				ReportDrive drive = drivesAsColumns ? null : review.drives().get(r);
				work.add(() -> addRow(row, drive));
			}
			Widths widths = new Widths(grid.columns());
			for (int c = 0; c < grid.columns(); c++) {
				int index = c;
				for (int from = 0; from < grid.body().size(); from += TEXTS_PER_STEP) {
					int first = from;
					int last = Math.min(grid.body().size(), from + TEXTS_PER_STEP);
					work.add(() -> widths.measureCells(grid, index, first, last));
				}
				work.add(() -> widths.measure(index, !drivesAsColumns));
			}
			for (int c = 0; c < grid.columns(); c += COLUMNS_PER_STEP) {
				int first = c;
				work.add(() -> widths.apply(first, Math.min(grid.columns(), first + COLUMNS_PER_STEP)));
			}
			work.add(() -> {
				widths.fit();
				frozen = false;
				table.setRedraw(true);
			});
		});
	}

	/** Whether the table shows all of what it was last given. */
	boolean isFilled() {
		return work.isDone();
	}

	private void addColumn(TableGrid grid, int c, @Nullable ReportDrive drive) {
		boolean numeric = !grid.body().isEmpty() && grid.body().get(0).get(c).numeric();
		TableColumn column = new TableColumn(table, numeric ? SWT.RIGHT : SWT.LEFT);
		column.setText(grid.header().get(c).text());
		if (drive != null) {
			column.setImage(swatch(drive));
		}
	}

	private void addRow(List<TableGrid.Cell> row, @Nullable ReportDrive drive) {
		TableItem item = new TableItem(table, SWT.NONE);
		List<Integer> best = new ArrayList<>();
		for (int c = 0; c < row.size(); c++) {
			TableGrid.Cell cell = row.get(c);
			item.setText(c, cell.continuation() ? "" : cell.text());
			if (cell.best()) {
				item.setFont(c, bold);
				item.setBackground(c, BEST_BACKGROUND);
				best.add(c);
			}
		}
		if (drive != null) {
			item.setImage(0, swatch(drive));
		}
		item.setData(BEST_KEY, List.copyOf(best));
	}

	/**
	 * The columns' widths, measured a column at a time: each column as wide as its figures, or its header
	 * where that is narrower; names (tests, metrics, drives over their figures) at most
	 * {@link #MAX_TEXT_WIDTH}, whole in the tooltip.
	 */
	private final class Widths {
		private final int[] widths;
		/** Each column's widest cell, and whether it holds figures, as measured so far. */
		private final int[] cellWidths;
		private final boolean[] numeric;
		private final int[] leastWidths;
		private final @Nullable String[] tooltips;

		Widths(int columns) {
			widths = new int[columns];
			cellWidths = new int[columns];
			numeric = new boolean[columns];
			leastWidths = new int[columns];
			tooltips = new @Nullable String[columns];
		}

		/** Measures column {@code c}'s cells in rows {@code from} to {@code to} (exclusive). */
		void measureCells(TableGrid grid, int c, int from, int to) {
			GC gc = new GC(table);
			try {
				for (List<TableGrid.Cell> row : grid.body().subList(from, to)) {
					TableGrid.Cell cell = row.get(c);
					numeric[c] |= cell.numeric();
					if (!cell.continuation() && !cell.text().isEmpty()) {
						gc.setFont(cell.best() ? bold : table.getFont()); // the best figure is bold, and wider
						cellWidths[c] = Math.max(cellWidths[c], gc.textExtent(cell.text()).x);
					}
				}
			} finally {
				gc.dispose();
			}
		}

		/** Column {@code c}'s width from its cells ({@link #measureCells}) and its header. */
		void measure(int c, boolean rowImages) {
			GC gc = new GC(table);
			try {
				int cells = cellWidths[c];
				boolean figures = numeric[c];
				TableColumn column = table.getColumn(c);
				gc.setFont(table.getFont());
				int header = gc.textExtent(column.getText()).x + (column.getImage() == null ? 0 : SWATCH + 6);
				int width = figures ? Math.max(cells, Math.min(header, MAX_TEXT_WIDTH)) : Math.min(Math.max(cells, header), MAX_TEXT_WIDTH);
				int image = c == 0 && rowImages ? SWATCH + 6 : 0;
				// a header that is not cut on purpose gets the width GTK draws it in, padding and all
				int whole = header <= MAX_TEXT_WIDTH && c < headers.length ? headers[c] : 0;
				widths[c] = Math.min(Math.max(width + image + MARGIN, whole), MAX_COLUMN_WIDTH);
				tooltips[c] = header > width ? column.getText() : null;
				numeric[c] = figures;
				// a column of figures may give up its header's width in a narrow table, never its figures'
				leastWidths[c] = Math.min(widths[c], cells + image + MARGIN);
			} finally {
				gc.dispose();
			}
		}

		/** Gives columns {@code from} to {@code to} (exclusive) their widths and tooltips. */
		void apply(int from, int to) {
			for (int c = from; c < to; c++) {
				TableColumn column = table.getColumn(c);
				column.setWidth(widths[c]);
				column.setToolTipText(tooltips[c]);
			}
		}

		/** Lays the table out as wide as its columns, with the names cut to the frame's width ({@link #fitNames}). */
		void fit() {
			natural = widths;
			figures = numeric;
			least = leastWidths;
			frame.layout(true);
			fitNames();
		}
	}

	/**
	 * Lays the table out as wide as its columns' natural widths (and its border and a shown scroll bar), at most
	 * the frame's width: a narrow frame gets a table of its width whose names give up width
	 * ({@link #fitNames}).
	 */
	private final class FitWidth extends Layout {
		@Override
		protected Point computeSize(@Nullable Composite composite, int wHint, int hHint, boolean flushCache) {
			return table.computeSize(wHint, hHint, flushCache);
		}

		@Override
		protected void layout(@Nullable Composite composite, boolean flushCache) {
			Rectangle area = frame.getClientArea();
			int wanted = 0;
			for (int width : natural) {
				wanted += width;
			}
			int width = natural.length == 0 ? area.width
					: Math.min(area.width, wanted + table.computeTrim(0, 0, 0, 0).width); // the border and a shown scroll bar
			table.setBounds(area.x, area.y, width, area.height);
		}
	}

	/**
	 * In a narrow table (a comparison at 1024x700 beside its setup) the name columns (test, metric) give up
	 * width, down to {@link #MIN_NAME_WIDTH}, and then the first two columns of figures their headers'
	 * width, down to their figures', until those two columns are in view; a text cut so is whole in its
	 * tooltip. A wide table keeps every column as wide as its texts.
	 */
	private void fitNames() {
		TableColumn[] columns = table.getColumns();
		int width = table.getClientArea().width;
		if (width <= 0 || columns.length != natural.length) {
			return;
		}
		int names = 0;
		int nameWidth = 0;
		int leastNames = 0;
		List<Integer> firstFigures = new ArrayList<>();
		int figureWidth = 0;
		int leastFigures = 0;
		for (int c = 0; c < columns.length; c++) {
			if (!figures[c]) {
				names++;
				nameWidth += natural[c];
				leastNames += Math.min(natural[c], MIN_NAME_WIDTH);
			} else if (firstFigures.size() < 2) {
				firstFigures.add(c);
				figureWidth += natural[c];
				leastFigures += least[c];
			}
		}
		boolean narrow = nameWidth + figureWidth > width;
		// the names first, then the figures' headers
		int share = names == 0 ? 0 : Math.max(MIN_NAME_WIDTH, (width - figureWidth) / names);
		boolean figuresToo = narrow && leastNames + figureWidth > width;
		int figureRoom = Math.max(0, width - leastNames - leastFigures);
		for (int c = 0; c < columns.length; c++) {
			if (!figures[c]) {
				columns[c].setWidth(narrow ? Math.min(natural[c], share) : natural[c]);
			} else if (firstFigures.contains(c)) {
				// what the figures' least widths leave, shared in proportion to what their headers would add
				int extra = figureWidth - leastFigures;
				int given = extra <= 0 ? 0 : (int) ((long) figureRoom * (natural[c] - least[c]) / extra);
				columns[c].setWidth(figuresToo ? Math.min(natural[c], least[c] + given) : natural[c]);
			}
		}
	}

	/** The whole text of a cell cut by its column, as the table's tooltip while the pointer is over it. */
	private void cellTooltip(org.eclipse.swt.widgets.Event e) {
		TableItem item = table.getItem(new org.eclipse.swt.graphics.Point(e.x, e.y));
		String tip = null;
		if (item != null) {
			for (int c = 0; c < table.getColumnCount(); c++) {
				org.eclipse.swt.graphics.Rectangle bounds = item.getBounds(c);
				if (bounds.contains(e.x, e.y)) {
					GC gc = new GC(table);
					try {
						String text = item.getText(c);
						tip = gc.textExtent(text).x + MARGIN > table.getColumn(c).getWidth() ? text : null;
					} finally {
						gc.dispose();
					}
				}
			}
		}
		if (!java.util.Objects.equals(tip, table.getToolTipText())) {
			table.setToolTipText(tip);
		}
	}

	/** The swatch of {@code drive}'s colour: one image per colour while the table lives. */
	private Image swatch(ReportDrive drive) {
		return swatches.of(drive.color());
	}

	Table control() {
		return table;
	}
}
