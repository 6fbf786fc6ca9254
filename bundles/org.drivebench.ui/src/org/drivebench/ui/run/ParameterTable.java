package org.drivebench.ui.run;

import java.util.List;
import java.util.Objects;

import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.CellEditor;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.ColumnViewerToolTipSupport;
import org.eclipse.jface.viewers.EditingSupport;
import org.eclipse.jface.viewers.ICellEditorListener;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.jface.viewers.TextCellEditor;
import org.eclipse.jface.viewers.ViewerCell;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.Text;

/**
 * The parameters of a run in a table: name, value (edited in place), unit, and help, which turns into
 * the message saying what is wrong as soon as a value is not allowed. A value is checked as it is typed:
 * the text turns red and Start is disabled while "abc" stands where a number belongs, before Enter. For
 * a suite the values are overrides (empty keeps what the suite sets; the suite's own value is shown
 * greyed).
 */
final class ParameterTable {
	/** Widget data key under which the table holds its viewer, for tests. */
	static final String TABLE_KEY = "run.parameters";

	private final TableViewer viewer;
	private final Runnable onChange;
	private final Runnable onTyped;
	private final Color problemColor;
	private final Color hintColor;
	/** The help column's least width; it takes what the table has beyond the other columns. */
	private static final int MIN_HELP_WIDTH = 260;
	/** Shows the selected row's help again (a value entered may have changed what is wrong with it). */
	private Runnable helpShown = () -> {
	};

	/**
	 * @param onChange told when a value was entered (Enter, or the cell left): the rows are shown again
	 * @param onTyped  told at every keystroke while a value is typed: the plan is checked, the rows stay
	 */
	ParameterTable(Composite parent, Runnable onChange, Runnable onTyped) {
		this.onChange = onChange;
		this.onTyped = onTyped;
		viewer = new TableViewer(parent, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
		viewer.getTable().setData(TABLE_KEY, viewer);
		viewer.getTable().setHeaderVisible(true);
		viewer.getTable().setLinesVisible(true);
		viewer.setContentProvider(ArrayContentProvider.getInstance());
		problemColor = parent.getDisplay().getSystemColor(SWT.COLOR_RED);
		hintColor = parent.getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY);
		ColumnViewerToolTipSupport.enableFor(viewer);
		viewer.getTable().addListener(SWT.Resize, e -> fillHelpColumn());
		column(Messages.col_parameter, 170, new ColumnLabelProvider() {
			@Override
			public String getText(@Nullable Object element) {
				ParameterRow row = row(element);
				String label = Objects.requireNonNullElse(row.spec().label(), ""); // a plugin without null analysis may give none
				return label.isBlank() ? row.spec().key() : label;
			}

			@Override
			public String getToolTipText(@Nullable Object element) {
				return row(element).spec().key();
			}
		});
		TableViewerColumn value = column(Messages.col_value, 150, new ColumnLabelProvider() {
			@Override
			public String getText(@Nullable Object element) {
				ParameterRow row = row(element);
				return row.isOverride() && row.text().isEmpty() ? Messages.value_as_suite : row.text();
			}

			@Override
			public @Nullable Color getForeground(@Nullable Object element) {
				ParameterRow row = row(element);
				return row.problem() != null ? problemColor : row.isOverride() && row.text().isEmpty() ? hintColor : null;
			}
		});
		value.setEditingSupport(new ValueEditing());
		column(Messages.col_unit, 50, new ColumnLabelProvider() {
			@Override
			public String getText(@Nullable Object element) {
				return row(element).unit();
			}
		});
		column(Messages.col_help, MIN_HELP_WIDTH, new ColumnLabelProvider() {
			@Override
			public String getText(@Nullable Object element) {
				ParameterRow row = row(element);
				return Objects.requireNonNullElse(row.problem(), row.help());
			}

			@Override
			public Color getForeground(@Nullable Object element) {
				return row(element).problem() != null ? problemColor : hintColor;
			}

			@Override
			public String getToolTipText(@Nullable Object element) {
				return getText(element);
			}
		});
	}

	/**
	 * The help column takes the table's width beyond the other columns, so the dialog need not widen to
	 * the longest help; the selected row's whole help shows under the table ({@link #showHelpIn}).
	 */
	private void fillHelpColumn() {
		Table table = viewer.getTable();
		int width = table.getClientArea().width;
		if (width <= 0) {
			return;
		}
		TableColumn[] columns = table.getColumns();
		int others = 0;
		for (int c = 0; c < columns.length - 1; c++) {
			others += columns[c].getWidth();
		}
		columns[columns.length - 1].setWidth(Math.max(MIN_HELP_WIDTH, width - others));
	}

	/** Shows the selected row's whole help, or what is wrong with its value, in {@code label} (which wraps). */
	void showHelpIn(Label label) {
		Runnable update = () -> {
			if (label.isDisposed()) {
				return;
			}
			Object selected = viewer.getStructuredSelection().getFirstElement();
			String text = selected == null ? "" : Objects.requireNonNullElse(row(selected).problem(), row(selected).help());
			if (!text.equals(label.getText())) {
				label.setText(text);
				label.getParent().layout(true, true);
			}
		};
		viewer.addSelectionChangedListener(e -> update.run());
		helpShown = update;
	}

	private TableViewerColumn column(String title, int width, ColumnLabelProvider labels) {
		TableViewerColumn column = new TableViewerColumn(viewer, SWT.NONE);
		column.getColumn().setText(title);
		column.getColumn().setWidth(width);
		column.setLabelProvider(labels);
		return column;
	}

	void setRows(List<ParameterRow> rows) {
		viewer.setInput(rows);
		helpShown.run();
	}

	/** Shows the rows' texts and problems again (after the plan marked one). */
	void refresh() {
		viewer.refresh();
		helpShown.run();
	}

	TableViewer viewer() {
		return viewer;
	}

	/** A row of the table: the viewer hands its providers the rows it shows. */
	private static ParameterRow row(@Nullable Object element) {
		return (ParameterRow) Objects.requireNonNull(element, "a row of the parameter table");
	}

	/**
	 * Values are typed in place and checked at every keystroke; Enter or leaving the cell applies them,
	 * Escape puts the value back.
	 */
	private final class ValueEditing extends EditingSupport {
		private final TextCellEditor editor = new TextCellEditor(viewer.getTable());
		private @Nullable ParameterRow editing;
		private @Nullable String before;

		ValueEditing() {
			super(viewer);
			editor.getControl().addListener(SWT.Modify, e -> typed());
			editor.addListener(new ICellEditorListener() {
				@Override
				public void applyEditorValue() {
					// setValue follows
				}

				@Override
				public void cancelEditor() {
					if (editing != null) {
						editing.setText(before);
						editing = null;
						viewer.refresh();
						onChange.run();
					}
				}

				@Override
				public void editorValueChanged(boolean oldValidState, boolean newValidState) {
					// every keystroke is checked by the text's modify listener
				}
			});
		}

		@Override
		protected void initializeCellEditorValue(CellEditor cellEditor, ViewerCell cell) {
			ParameterRow row = row(cell.getElement());
			editing = row;
			before = row.text();
			super.initializeCellEditorValue(cellEditor, cell);
		}

		/** The text as it stands, checked on its own and with the plan: red and Start disabled while it is wrong. */
		private void typed() {
			ParameterRow row = editing;
			if (row == null || !(editor.getControl() instanceof Text text)) {
				return;
			}
			row.setText(text.getText());
			text.setForeground(row.problem() != null ? problemColor : null);
			text.setToolTipText(row.problem());
			onTyped.run();
		}

		@Override
		protected CellEditor getCellEditor(@Nullable Object element) {
			return editor;
		}

		@Override
		protected boolean canEdit(@Nullable Object element) {
			return true;
		}

		@Override
		protected Object getValue(@Nullable Object element) {
			return row(element).text();
		}

		@Override
		protected void setValue(@Nullable Object element, @Nullable Object value) {
			editing = null;
			row(element).setText(String.valueOf(value));
			viewer.update(element, null);
			onChange.run();
		}
	}
}
