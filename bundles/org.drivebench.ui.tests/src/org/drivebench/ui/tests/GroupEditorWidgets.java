package org.drivebench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.drivebench.model.GroupTest;
import org.drivebench.ui.group.GroupTestEditorPart;
import org.drivebench.ui.group.GroupTestEditors;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;

/**
 * The Group Test editor as the group tests drive it: opened on a group test, its table's rows, its
 * buttons, its Add Entry dialog.
 */
final class GroupEditorWidgets {
	private GroupEditorWidgets() {
	}

	/** Opens {@code group} in its editor, as the explorer does: the editor. */
	static GroupTestEditorPart open(WorkbenchFixture workbench, GroupTest group) throws Exception {
		workbench.ui(() -> {
			var window = workbench.application().getChildren().get(0).getContext();
			org.eclipse.e4.core.contexts.ContextInjectionFactory.make(GroupTestEditors.class, window).open(group);
			return null;
		});
		return UiTestSupport.activePart(workbench, GroupTestEditorPart.class);
	}

	static Composite control(WorkbenchFixture workbench, GroupTestEditorPart editor) throws Exception {
		return workbench.ui(() -> (Composite) UiTestSupport.partOf(workbench, editor).getWidget());
	}

	/** The entries table's rows, each its columns' texts. */
	static List<String[]> rows(WorkbenchFixture workbench, Composite editor) throws Exception {
		return workbench.ui(() -> {
			Table table = Widgets.withData(editor, Table.class, GroupTestEditorPart.ENTRIES_KEY);
			List<String[]> rows = new ArrayList<>();
			for (int i = 0; i < table.getItemCount(); i++) {
				rows.add(Widgets.row(table, i));
			}
			return rows;
		});
	}

	/** Each row's drive, state and why, for a failing assertion to say. */
	static String states(WorkbenchFixture workbench, Composite editor) throws Exception {
		return rows(workbench, editor).stream().map(r -> r[1] + " " + r[5] + " " + r[7]).toList().toString();
	}

	static Button button(WorkbenchFixture workbench, Composite editor, String text) throws Exception {
		return workbench.ui(() -> Widgets.one(editor, Button.class, b -> b.getText().replace("&", "").equals(text)));
	}

	static boolean enabled(WorkbenchFixture workbench, Composite editor, String text) throws Exception {
		Button button = button(workbench, editor, text);
		return workbench.ui(button::isEnabled);
	}

	static void press(WorkbenchFixture workbench, Composite editor, String text) throws Exception {
		workbench.ui(() -> {
			Widgets.press(editor, text);
			return null;
		});
	}

	/** Presses the editor's Add Entry: the dialog that opens. */
	static Shell addEntry(WorkbenchFixture workbench, Composite editor) throws Exception {
		workbench.async(() -> Widgets.press(editor, "Add Entry\u2026"));
		return workbench.waitForShell("Add Group Test Entry", 10_000);
	}

	/** Presses Add in the Add Entry {@code dialog}, which must be enabled for {@code what}. */
	static void pressAdd(WorkbenchFixture workbench, Shell dialog, String what) throws Exception {
		workbench.ui(() -> {
			Button add = Widgets.one(dialog, Button.class, b -> b.getText().replace("&", "").equals("Add"));
			assertTrue(add.isEnabled(), "Add is enabled for " + what);
			add.notifyListeners(SWT.Selection, new Event());
			return null;
		});
	}
}
