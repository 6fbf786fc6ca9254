package org.drivebench.ui.tests;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;

/** Finds widgets in a widget tree and acts on them the way a user would (call on the UI thread). */
final class Widgets {
	private Widgets() {
	}

	static <T extends Control> List<T> all(Control root, Class<T> type, Predicate<T> filter) {
		List<T> found = new ArrayList<>();
		collect(root, type, filter, found);
		return found;
	}

	static <T extends Control> T one(Control root, Class<T> type, Predicate<T> filter) {
		List<T> found = all(root, type, filter);
		if (found.isEmpty()) {
			throw new AssertionError("no " + type.getSimpleName() + " found");
		}
		return found.get(0);
	}

	/** The control carrying widget data under {@code key}. */
	static <T extends Control> T withData(Control root, Class<T> type, String key) {
		return one(root, type, c -> c.getData(key) != null);
	}

	/** The table whose DataTable name is {@code name}. */
	static Table table(Control root, String name) {
		return one(root, Table.class, t -> name.equals(t.getData("org.drivebench.ui.table")));
	}

	/** Selects the tab whose title starts with {@code title}, as a click on it does. */
	static void showTab(Control root, String title) {
		if (!showTabIfThere(root, title)) {
			throw new AssertionError("no tab titled " + title);
		}
	}

	/** {@link #showTab}, false while there is no such tab yet (an editor that makes its tabs later). */
	static boolean showTabIfThere(Control root, String title) {
		for (CTabFolder folder : all(root, CTabFolder.class, f -> true)) {
			for (CTabItem item : folder.getItems()) {
				if (item.getText().startsWith(title)) {
					folder.setSelection(item);
					Event event = new Event();
					event.item = item;
					folder.notifyListeners(SWT.Selection, event);
					return true;
				}
			}
		}
		return false;
	}

	static String[] row(Table table, int index) {
		TableItem item = table.getItem(index);
		String[] texts = new String[table.getColumnCount()];
		for (int c = 0; c < texts.length; c++) {
			texts[c] = item.getText(c);
		}
		return texts;
	}

	/** Presses the push button labelled {@code text} (mnemonics ignored). */
	static void press(Control root, String text) {
		Button button = one(root, Button.class, b -> b.getText().replace("&", "").equals(text));
		button.notifyListeners(SWT.Selection, new Event());
	}

	/** Checks or unchecks {@code item} of a check-box tree or table, as a click on its box does. */
	static void check(org.eclipse.swt.widgets.Item item, boolean checked) {
		Event event = new Event();
		event.item = item;
		event.detail = SWT.CHECK;
		if (item instanceof org.eclipse.swt.widgets.TreeItem treeItem) {
			treeItem.setChecked(checked);
			treeItem.getParent().notifyListeners(SWT.Selection, event);
		} else {
			TableItem tableItem = (TableItem) item;
			tableItem.setChecked(checked);
			tableItem.getParent().notifyListeners(SWT.Selection, event);
		}
	}

	/** Selects item {@code index} of a combo, as the user does. */
	static void select(org.eclipse.swt.widgets.Combo combo, int index) {
		combo.select(index);
		combo.notifyListeners(SWT.Selection, new Event());
	}

	/** Selects the item of a combo that starts with {@code text}. */
	static void select(org.eclipse.swt.widgets.Combo combo, String text) {
		String[] items = combo.getItems();
		for (int i = 0; i < items.length; i++) {
			if (items[i].startsWith(text)) {
				select(combo, i);
				return;
			}
		}
		throw new AssertionError("no item " + text + " in " + java.util.Arrays.toString(items));
	}

	private static <T extends Control> void collect(Control control, Class<T> type, Predicate<T> filter, List<T> found) {
		if (type.isInstance(control) && filter.test(type.cast(control))) {
			found.add(type.cast(control));
		}
		if (control instanceof Composite composite) {
			for (Control child : composite.getChildren()) {
				collect(child, type, filter, found);
			}
		}
	}

	/** The row of a review table for {@code test} (its first row names it) and the metric {@code metric} starts. */
	static TableItem rowOf(Table table, String test, String metric) {
		String current = "";
		for (TableItem item : table.getItems()) {
			current = item.getText(0).isEmpty() ? current : item.getText(0);
			if (current.equals(test) && item.getText(1).startsWith(metric)) {
				return item;
			}
		}
		throw new AssertionError("no row " + test + " / " + metric + " in " + java.util.Arrays.stream(table.getItems())
				.map(i -> i.getText(0) + " | " + i.getText(1)).toList());
	}
}
