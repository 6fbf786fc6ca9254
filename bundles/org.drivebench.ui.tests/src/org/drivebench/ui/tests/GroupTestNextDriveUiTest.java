package org.drivebench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.drivebench.engine.testing.LoopDevice;
import org.drivebench.library.ResultLibrary;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.GroupEntry;
import org.drivebench.model.GroupEntryState;
import org.drivebench.model.GroupTest;
import org.drivebench.model.Run;
import org.drivebench.ui.group.GroupTestEditorPart;
import org.drivebench.ui.group.GroupTestEditors;
import org.drivebench.ui.run.GroupEntryDialog;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Group Test editor with an entry of the next drive plugged in: added with the Add Entry dialog's
 * box, started, it waits; a loop device made over a temporary file meanwhile is the drive plugged in,
 * shown in a dialog with its identity and safety findings; its serial typed,
 * the entry measures it. Needs root for the loop device ({@link LoopDevice}: only this test's is detached).
 */
class GroupTestNextDriveUiTest {
	@TempDir
	static Path libraryFolder;
	@TempDir
	static Path files;
	private static WorkbenchFixture workbench;
	private static ResultLibrary library;

	@BeforeAll
	static void start() throws Exception {
		library = UiTestSupport.openLibrary(libraryFolder);
		workbench = WorkbenchFixture.start();
	}

	@AfterAll
	static void stop() throws Exception {
		if (workbench != null) {
			workbench.close();
		}
	}

	@Test
	void theDrivePluggedInIsShownInADialogAndMeasuredOnceItsSerialIsTyped() throws Exception {
		LoopDevice.assumeAvailable();
		GroupTest group = DriveBenchFactory.eINSTANCE.createGroupTest();
		group.setId("swapped");
		library.groupTests().save(group);
		workbench.ui(() -> {
			var window = workbench.application().getChildren().get(0).getContext();
			org.eclipse.e4.core.contexts.ContextInjectionFactory.make(GroupTestEditors.class, window).open(group);
			return null;
		});
		GroupTestEditorPart editor = UiTestSupport.activePart(workbench, GroupTestEditorPart.class);
		Composite control = workbench.ui(() -> (Composite) ((MPart) UiTestSupport.partOf(workbench, editor)).getWidget());

		workbench.async(() -> Widgets.press(control, "Add Entry\u2026"));
		Shell add = workbench.waitForShell("Add Group Test Entry", 10_000);
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
		workbench.ui(() -> {
			Button ok = Widgets.one(add, Button.class, b -> b.getText().replace("&", "").equals("Add"));
			assertTrue(ok.isEnabled(), "Add is enabled for the next drive plugged in, with no target chosen");
			ok.notifyListeners(SWT.Selection, new Event());
			return null;
		});
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
}
