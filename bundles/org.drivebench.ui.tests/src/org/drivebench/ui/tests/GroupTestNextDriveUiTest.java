package org.drivebench.ui.tests;

import static org.drivebench.ui.tests.GroupEditorWidgets.addEntry;
import static org.drivebench.ui.tests.GroupEditorWidgets.control;
import static org.drivebench.ui.tests.GroupEditorWidgets.open;
import static org.drivebench.ui.tests.GroupEditorWidgets.pressAdd;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.drivebench.engine.testing.LoopDevice;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.GroupEntry;
import org.drivebench.model.GroupEntryState;
import org.drivebench.model.GroupTest;
import org.drivebench.model.Run;
import org.drivebench.ui.group.GroupTestEditorPart;
import org.drivebench.ui.group.GroupTestEditors;
import org.drivebench.ui.run.GroupEntryDialog;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.Text;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Group Test editor with an entry of the next drive plugged in: added with the Add Entry dialog's
 * box, started, it waits; a loop device made over a temporary file meanwhile is the drive plugged in,
 * shown in a dialog with its identity and safety findings; its serial typed,
 * the entry measures it. Needs root for the loop device ({@link LoopDevice}: only this test's is detached).
 * How long the entry waits is typed with it, checked, and changed from the entries table.
 */
class GroupTestNextDriveUiTest extends LibraryWorkbench {
	@TempDir
	static Path files;

	/** A new, empty group test {@code id}, saved in the library and opened in its editor. */
	private static GroupTestEditorPart openNew(String id) throws Exception {
		GroupTest group = DriveBenchFactory.eINSTANCE.createGroupTest();
		group.setId(id);
		library.groupTests().save(group);
		return open(workbench, group);
	}

	@Test
	void theDrivePluggedInIsShownInADialogAndMeasuredOnceItsSerialIsTyped() throws Exception {
		LoopDevice.assumeAvailable();
		GroupTestEditorPart editor = openNew("swapped");
		Composite control = control(workbench, editor);

		Shell add = addEntry(workbench, control);
		workbench.ui(() -> {
			Button next = Widgets.withData(add, Button.class, GroupEntryDialog.NEXT_DRIVE_KEY);
			next.setSelection(true);
			next.notifyListeners(SWT.Selection, new Event());
			Widgets.select(Widgets.withData(add, Combo.class, "run.plan.suites"), "Quick check");
			Widgets.withData(add, Text.class, GroupEntryDialog.LABEL_KEY).setText("Drive 3");
			return null;
		});
		UiTestSupport.typeParameter(workbench, add, "regionLength", "16M");
		UiTestSupport.typeParameter(workbench, add, "duration", "1s");
		Screenshots.take("group-test-add-next-drive");
		pressAdd(workbench, add, "the next drive plugged in, with no target chosen");
		assertTrue(workbench.waitUntil(() -> library.groupTests().find("swapped").orElseThrow().getEntries().size() == 1, 10_000));
		assertEquals("plugged:next", library.groupTests().find("swapped").orElseThrow().getEntries().get(0).getTarget(),
				"as group-test add --next-drive writes it");

		workbench.ui(() -> {
			Widgets.press(control, "Start");
			return null;
		});
		assertTrue(workbench.waitUntil(() -> Widgets.withData(control, Label.class, GroupTestEditorPart.STATUS_KEY).getText()
				.contains("plug its drive in now"), 60_000), "the editor says it waits");
		try (LoopDevice loop = LoopDevice.create(files, 64L << 20, 512, null)) {
			String serial = loop.confirmation(); // a loop device's serial: its backing file and inode, as the launcher shows it
			Shell asked = workbench.waitForShell("Drive Plugged In", 60_000);
			String shown = workbench.ui(() -> String.join("\n", Widgets.all(asked, Label.class, l -> true).stream().map(Label::getText)
					.toList()));
			assertTrue(shown.contains("Device:   " + loop.device()) && shown.contains("Size:     67.1 MB"), shown);
			Screenshots.take("group-test-next-drive-dialog");
			workbench.ui(() -> {
				Widgets.withData(asked, Text.class, "group.nextdrive.serial").setText(serial);
				Widgets.press(asked, "Write to It");
				return null;
			});
			assertTrue(workbench.waitUntil(() -> editor.session() != null && editor.session().over(), 240_000),
					"the entry ran: " + workbench.ui(() -> editor.session() == null ? "" : editor.session().status()));
			GroupEntry entry = library.groupTests().find("swapped").orElseThrow().getEntries().get(0);
			assertEquals(GroupEntryState.DONE, entry.getState(), entry.getReason());
			Run run = library.fullRun(entry.getRunIds().get(0));
			assertEquals(loop.device().toString(), run.getTarget().getPath(), "measured the drive plugged in");
			assertEquals(List.of("plugged:next"), List.of(entry.getTarget()));
		}
	}

	/**
	 * The wait for the next drive plugged in: typed where the entry is added (30m until changed), a bad one
	 * refused naming it, saved as {@code group-test add --next-drive --wait} spells it, shown in the entries
	 * table and changed there with Change Wait.
	 */
	@Test
	void theWaitForTheNextDriveIsCheckedWhereTheEntryIsAddedAndChangedFromTheTable() throws Exception {
		GroupTestEditorPart editor = openNew("bench");
		Composite control = control(workbench, editor);

		Shell add = addEntry(workbench, control);
		workbench.ui(() -> {
			Text wait = Widgets.withData(add, Text.class, GroupEntryDialog.WAIT_KEY);
			assertEquals("30m", wait.getText(), "the default wait");
			assertFalse(wait.isEnabled(), "a target's entry waits for nothing");
			Button next = Widgets.withData(add, Button.class, GroupEntryDialog.NEXT_DRIVE_KEY);
			next.setSelection(true);
			next.notifyListeners(SWT.Selection, new Event());
			assertTrue(wait.isEnabled());
			Widgets.select(Widgets.withData(add, Combo.class, "run.plan.suites"), "Quick check");
			Widgets.withData(add, Text.class, GroupEntryDialog.LABEL_KEY).setText("Drive 4");
			return null;
		});
		UiTestSupport.typeParameter(workbench, add, "regionLength", "16M");
		UiTestSupport.typeParameter(workbench, add, "duration", "1s");
		workbench.ui(() -> {
			Text wait = Widgets.withData(add, Text.class, GroupEntryDialog.WAIT_KEY);
			Button ok = Widgets.one(add, Button.class, b -> b.getText().replace("&", "").equals("Add"));
			for (String bad : List.of("soon", "0m", "10 days")) {
				wait.setText(bad);
				String error = ((TitleAreaDialog) add.getData()).getErrorMessage();
				assertEquals("The wait \u201c" + bad + "\u201d is no duration: say how long, as 90s, 10m or 2h.", error);
				assertFalse(ok.isEnabled(), "Add is refused for the wait " + bad);
			}
			wait.setText("10m");
			assertEquals(null, ((TitleAreaDialog) add.getData()).getErrorMessage());
			assertTrue(ok.isEnabled());
			return null;
		});
		Screenshots.take("group-test-add-next-drive-wait");
		workbench.ui(() -> {
			Widgets.press(add, "Add");
			return null;
		});
		assertTrue(workbench.waitUntil(() -> library.groupTests().find("bench").orElseThrow().getEntries().size() == 1, 10_000));
		assertEquals("plugged:next:10m", library.groupTests().find("bench").orElseThrow().getEntries().get(0).getTarget(),
				"as group-test add --next-drive --wait 10m writes it");
		Table table = workbench.ui(() -> Widgets.withData(control, Table.class, GroupTestEditorPart.ENTRIES_KEY));
		boolean said = workbench.waitUntil(() -> table.getItemCount() == 1
				&& Widgets.row(table, 0)[2].equals("next drive, waits 10 min"), 10_000);
		assertTrue(said, "the table says the wait: " + workbench.ui(() -> table.getItemCount() == 0 ? "(no rows)"
				: String.join(" | ", Widgets.row(table, 0))));
		workbench.ui(() -> {
			table.setSelection(0);
			table.notifyListeners(SWT.Selection, new Event());
			return null;
		});
		assertTrue(workbench.ui(() -> Widgets.one(control, Button.class, b -> b.getText().replace("&", "").equals("Change Wait\u2026"))
				.isEnabled()), "the wait of a pending entry can be changed");
		Screenshots.ofWindow(workbench, "group-test-editor-wait", new int[] { 1280, 1024 }, new int[] { 1024, 700 });
		try {
			UiTestSupport.resizeWindow(workbench, 1024, 700);
			workbench.ui(() -> {
				org.eclipse.swt.graphics.GC gc = new org.eclipse.swt.graphics.GC(table);
				try {
					int needs = gc.textExtent(Widgets.row(table, 0)[2]).x;
					assertTrue(table.getColumn(2).getWidth() >= needs + 8, "the wait is not cut at 1024x700: the column is "
							+ table.getColumn(2).getWidth() + " px, the text " + needs + " px");
				} finally {
					gc.dispose();
				}
				return null;
			});
		} finally {
			UiTestSupport.resizeWindow(workbench, 1280, 860);
		}

		workbench.async(() -> Widgets.press(control, "Change Wait\u2026"));
		Shell ask = workbench.waitForShell("Wait for the Drive", 10_000);
		workbench.ui(() -> {
			Text wait = Widgets.one(ask, Text.class, t -> (t.getStyle() & SWT.READ_ONLY) == 0);
			assertEquals("10m", wait.getText(), "the entry's wait");
			wait.setText("2 weeks");
			Button ok = Widgets.one(ask, Button.class, b -> b.getText().replace("&", "").equals("OK"));
			assertFalse(ok.isEnabled());
			String error = String.join(" ", Widgets.all(ask, Text.class, t -> (t.getStyle() & SWT.READ_ONLY) != 0).stream()
					.map(Text::getText).toList());
			assertTrue(error.contains("The wait \u201c2 weeks\u201d is no duration"), error);
			return null;
		});
		Screenshots.take("group-test-change-wait-refused");
		workbench.ui(() -> {
			Widgets.one(ask, Text.class, t -> (t.getStyle() & SWT.READ_ONLY) == 0).setText("2h");
			Widgets.press(ask, "OK");
			return null;
		});
		assertTrue(workbench.waitUntil(() -> "plugged:next:2h".equals(library.groupTests().find("bench").orElseThrow().getEntries().get(0)
				.getTarget()), 10_000), "the changed wait is saved");
		assertTrue(workbench.waitUntil(() -> Widgets.row(table, 0)[2].equals("next drive, waits 2 h"), 10_000));
		UiTestSupport.closeParts(workbench, GroupTestEditors.DESCRIPTOR_ID);
	}
}
