package org.drivebench.ui.editor;

import java.util.function.IntFunction;

import org.drivebench.ui.widgets.LeastSize;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;

/**
 * A read-only table whose rows are produced on demand (a virtual SWT table), so the 100,000 points of a
 * surface scan cost nothing until scrolled to. Columns are sized to their header and first rows.
 */
final class DataTable {
	/** Widget data key naming what a table shows, for tests and screenshots. */
	static final String NAME_KEY = "org.drivebench.ui.table";
	private static final int SAMPLE_ROWS = 200;
	private static final int PADDING = 24;

	private DataTable() {
	}

	/**
	 * @param numeric which columns hold figures (right-aligned)
	 * @param row     the texts of row i
	 */
	static Table create(Composite parent, String name, String[] headers, boolean[] numeric, int rows, IntFunction<String[]> row) {
		Table table = new Table(parent, SWT.VIRTUAL | SWT.BORDER | SWT.FULL_SELECTION | SWT.MULTI | SWT.V_SCROLL | SWT.H_SCROLL);
		table.setData(NAME_KEY, name);
		table.setHeaderVisible(true);
		table.setLinesVisible(true);
		GC gc = new GC(table);
		try {
			for (int c = 0; c < headers.length; c++) {
				TableColumn column = new TableColumn(table, numeric[c] ? SWT.RIGHT : SWT.LEFT);
				column.setText(headers[c]);
				int width = gc.textExtent(headers[c]).x;
				for (int r = 0; r < Math.min(rows, SAMPLE_ROWS); r++) {
					String[] texts = row.apply(r);
					width = Math.max(width, gc.textExtent(texts[c]).x);
				}
				column.setWidth(Math.min(520, width + PADDING));
			}
		} finally {
			gc.dispose();
		}
		table.addListener(SWT.SetData, e -> {
			TableItem item = (TableItem) e.item;
			item.setText(row.apply(table.indexOf(item)));
		});
		table.setItemCount(rows);
		LeastSize.untilLaidOut(table);
		return table;
	}
}
