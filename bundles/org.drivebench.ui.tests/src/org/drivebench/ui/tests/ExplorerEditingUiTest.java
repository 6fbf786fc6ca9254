package org.drivebench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.drivebench.engine.device.ProcessStamp;
import org.drivebench.library.ResultLibrary;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.GroupEntry;
import org.drivebench.model.GroupEntryState;
import org.drivebench.model.GroupTest;
import org.drivebench.model.Run;
import org.drivebench.ui.explorer.GroupTestsNode;
import org.drivebench.ui.explorer.ResultsExplorerPart;
import org.eclipse.core.commands.ParameterizedCommand;
import org.eclipse.e4.core.commands.ECommandService;
import org.eclipse.e4.core.commands.EHandlerService;
import org.eclipse.e4.core.contexts.IEclipseContext;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.services.EContextService;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * Filters the explorer, edits a drive's notes, renames a drive, deletes a run and a group test (refused
 * while it runs), through the real widgets.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ExplorerEditingUiTest {
	@TempDir
	static Path libraryFolder;
	private static WorkbenchFixture workbench;
	private static ResultLibrary library;
	private static ResultsExplorerPart explorer;

	@BeforeAll
	static void startOnThreeDrives() throws Exception {
		library = UiTestSupport.openLibrary(libraryFolder);
		library.save(SyntheticRuns.desktopHdd("hdd-run", 5_000));
		library.save(SyntheticRuns.quickSsd("ssd-run-1"));
		library.save(SyntheticRuns.quickSsd("ssd-run-2"));
		library.save(SyntheticRuns.greenHdd("green-run"));
		workbench = WorkbenchFixture.start();
		explorer = UiTestSupport.explorer(workbench);
	}

	@AfterAll
	static void stop() throws Exception {
		if (workbench != null) {
			workbench.close();
		}
	}

	private static List<String> driveRows() throws Exception {
		return workbench.ui(() -> Arrays.stream(explorer.viewer().getTree().getItems()).map(TreeItem::getText).toList());
	}

	private static void select(Object element) throws Exception {
		workbench.ui(() -> {
			explorer.viewer().setSelection(new StructuredSelection(element), true);
			return null;
		});
	}

	/**
	 * Presses {@code keyCode} on the keyboard with the explorer's tree focused: the key goes through the
	 * workbench's key bindings (Application.e4xmi), as a user's does.
	 */
	private static void pressKey(int keyCode, String commandId) throws Exception {
		workbench.ui(() -> {
			explorer.viewer().getTree().getShell().forceActive();
			explorer.viewer().getTree().setFocus();
			return null;
		});
		assertTrue(workbench.waitUntil(() -> explorer.viewer().getTree().isFocusControl()
				&& Display.getCurrent().getActiveShell() == explorer.viewer().getTree().getShell(), 5_000), "the tree has not got the focus");
		// the binding's command must be enabled where the key goes (the explorer part, active, with its selection)
		assertTrue(workbench.waitUntil(() -> commandEnabled(commandId), 5_000), () -> commandId + " is not enabled: " + keyState());
		workbench.async(() -> {
			Display display = Display.getCurrent();
			// without a window manager the X server gives the keyboard to the window under the pointer
			Tree tree = explorer.viewer().getTree();
			org.eclipse.swt.graphics.Point centre = tree.toDisplay(tree.getSize().x / 2, tree.getSize().y / 2);
			Event move = new Event();
			move.type = SWT.MouseMove;
			move.x = centre.x;
			move.y = centre.y;
			display.post(move);
			for (int type : new int[] { SWT.KeyDown, SWT.KeyUp }) {
				Event key = new Event();
				key.type = type;
				key.keyCode = keyCode;
				display.post(key);
			}
		});
	}

	private static boolean commandEnabled(String commandId) {
		IEclipseContext active = workbench.application().getContext().getActiveLeaf();
		ParameterizedCommand command = active.get(ECommandService.class).createCommand(commandId, null);
		return command != null && active.get(EHandlerService.class).canExecute(command);
	}

	/** Where the keyboard is, for a failure's message. */
	private static String keyState() {
		try {
			return workbench.ui(() -> {
				IEclipseContext active = workbench.application().getContext().getActiveLeaf();
				MPart part = active.get(MPart.class);
				return "active part " + (part == null ? "none" : part.getElementId()) + ", focus " + Display.getCurrent().getFocusControl()
						+ ", selection " + active.get(IServiceConstants.ACTIVE_SELECTION) + ", contexts "
						+ active.get(EContextService.class).getActiveContextIds();
			});
		} catch (Exception e) {
			return e.toString();
		}
	}

	private static Object driveRow(String key) throws Exception {
		return workbench.ui(() -> Arrays.stream(explorer.viewer().getTree().getItems()).map(TreeItem::getData)
				.filter(d -> d.toString().contains("key=" + key)).findFirst().orElseThrow());
	}

	@Test
	@Order(1)
	void theFilterKeepsMatchingDrivesRunsAndResults() throws Exception {
		assertEquals(3, driveRows().size());
		workbench.ui(() -> {
			explorer.filterText().setText("ssd");
			return null;
		});
		// drives are named short, by profile and capacity (the long model is in the identity panel)
		assertEquals(List.of("ssd-sata 1 TB (sim)  (2 runs)"), driveRows());
		workbench.ui(() -> {
			explorer.filterText().setText("access time");
			return null;
		});
		List<String> rows = driveRows();
		assertEquals(List.of("hdd-7200 2 TB (sim)  (1 run)"), rows, "only the drive whose run holds the access-time result");
		String result = workbench.ui(() -> {
			Tree tree = explorer.viewer().getTree();
			TreeItem run = tree.getItem(0).getItem(0);
			return run.getItemCount() + ":" + run.getItem(0).getText();
		});
		assertEquals("1:Random access time", result, "under the run only the matching result");
		workbench.ui(() -> {
			explorer.filterText().setText("");
			return null;
		});
		assertEquals(3, driveRows().size());
	}

	@Test
	@Order(2)
	void theSelectedDrivesIdentityShowsAndItsNotesAreSavedToTheLibrary() throws Exception {
		select(driveRow(SyntheticRuns.HDD_KEY));
		String serial = workbench.ui(() -> Widgets.one(explorer.propertiesArea(), Text.class, t -> "Serial".equals(t.getData("drive.field"))).getText());
		assertEquals("SIM7200-0001", serial);
		String model = workbench.ui(() -> Widgets.one(explorer.propertiesArea(), Text.class, t -> "Model".equals(t.getData("drive.field"))).getText());
		assertEquals("Simulated 7200 rpm 2 TB desktop HDD", model, "the identity panel keeps the drive's long name");
		// and shows it whole, as every field, at the default size and at 1024x700: a long value wraps, none is cut
		try {
			for (int[] size : List.of(new int[] { 1280, 860 }, new int[] { 1024, 700 })) {
				UiTestSupport.resizeWindow(workbench, size[0], size[1]);
				for (String field : List.of("Name", "Model", "Serial", "Vendor", "Firmware", "Interface", "Capacity")) {
					workbench.ui(() -> {
						Text text = Widgets.one(explorer.propertiesArea(), Text.class, t -> field.equals(t.getData("drive.field")));
						org.eclipse.swt.graphics.Point at = text.getSize();
						String where = field + " '" + text.getText() + "' at " + size[0] + "x" + size[1] + ": " + at;
						if ((text.getStyle() & SWT.WRAP) == 0) {
							assertTrue(at.x >= text.computeSize(SWT.DEFAULT, SWT.DEFAULT).x, where + " is cut");
						} else {
							assertTrue(at.x > 0 && at.y >= text.computeSize(at.x, SWT.DEFAULT).y, where + " lacks the height of its lines");
						}
						return null;
					});
				}
				Screenshots.take("explorer-identity-" + size[0] + "x" + size[1]);
			}
		} finally {
			UiTestSupport.resizeWindow(workbench, 1280, 860);
		}
		String capacity = workbench.ui(() -> Widgets.one(explorer.propertiesArea(), Text.class, t -> "Capacity".equals(t.getData("drive.field"))).getText());
		assertTrue(capacity.startsWith("2.00 TB") || capacity.startsWith("2,00 TB"), capacity);
		workbench.ui(() -> {
			Text notes = Widgets.withData(explorer.propertiesArea(), Text.class, "drive.notes");
			notes.setText("Bought 2024-11; fan noise at the outer zone.");
			Button save = Widgets.withData(explorer.propertiesArea(), Button.class, "drive.save");
			assertTrue(save.getEnabled(), "Save is enabled once the notes changed");
			save.notifyListeners(SWT.Selection, new Event());
			return null;
		});
		assertTrue(waitForFile("hdd-run", "Bought 2024-11; fan noise at the outer zone."), "the notes were not written to the run's file");
		assertEquals("Bought 2024-11; fan noise at the outer zone.", ResultLibrary.open(libraryFolder).runs().stream()
				.filter(r -> r.getId().equals("hdd-run")).findFirst().orElseThrow().getDrive().getNotes());
	}

	@Test
	@Order(3)
	void f2RenamesTheDriveInAllItsRunsAfterTheDialog() throws Exception {
		select(driveRow(SyntheticRuns.SSD_KEY));
		pressKey(SWT.F2, "org.drivebench.ui.command.renameDrive");
		Shell dialog = workbench.waitForShell("Rename drive", 10_000);
		workbench.ui(() -> {
			Widgets.one(dialog, Text.class, t -> (t.getStyle() & SWT.READ_ONLY) == 0).setText("Review sample A (SATA SSD)");
			Widgets.press(dialog, "OK");
			return null;
		});
		assertTrue(workbench.waitUntil(() -> driveRows().contains("Review sample A (SATA SSD)  (2 runs)"), 10_000), driveRows().toString());
		List<Run> reread = ResultLibrary.open(libraryFolder).runs();
		assertEquals(2, reread.stream().filter(r -> "Review sample A (SATA SSD)".equals(r.getDrive().getLabel())).count(),
				"both runs of the drive carry the new name on disk");
	}

	@Test
	@Order(4)
	void deleteAsksFirstThenRemovesTheRunAndItsFile() throws Exception {
		Run run = library.runs().stream().filter(r -> r.getId().equals("ssd-run-2")).findFirst().orElseThrow();
		select(run);
		pressKey(SWT.DEL, "org.drivebench.ui.command.delete");
		Shell cancelled = workbench.waitForShell("Delete run", 10_000, ExplorerEditingUiTest::keyState);
		workbench.ui(() -> {
			Widgets.press(cancelled, "Cancel");
			return null;
		});
		Thread.sleep(300);
		assertTrue(Files.exists(libraryFolder.resolve("runs/ssd-run-2.xmi")), "Cancel keeps the run");

		select(run);
		pressKey(SWT.DEL, "org.drivebench.ui.command.delete");
		Shell confirm = workbench.waitForShell("Delete run", 10_000, ExplorerEditingUiTest::keyState);
		workbench.ui(() -> {
			Widgets.press(confirm, "OK");
			return null;
		});
		assertTrue(workbench.waitUntil(() -> !Files.exists(libraryFolder.resolve("runs/ssd-run-2.xmi")), 10_000), "the file is still there");
		assertTrue(workbench.waitUntil(() -> driveRows().contains("Review sample A (SATA SSD)  (1 run)"), 10_000), driveRows().toString());
		assertFalse(ResultLibrary.open(libraryFolder).runs().stream().anyMatch(r -> r.getId().equals("ssd-run-2")));
	}

	/** The group test {@code id} as the explorer's row under Group tests, once it is listed. */
	private static GroupTest groupRow(String id) throws Exception {
		assertTrue(workbench.waitUntil(() -> Arrays.stream(explorer.viewer().getTree().getItems()).map(TreeItem::getData)
				.anyMatch(d -> d instanceof GroupTestsNode n && n.groups().stream().anyMatch(g -> g.getId().equals(id))), 10_000), id);
		return workbench.ui(() -> {
			GroupTestsNode node = Arrays.stream(explorer.viewer().getTree().getItems()).map(TreeItem::getData)
					.filter(GroupTestsNode.class::isInstance).map(GroupTestsNode.class::cast).findFirst().orElseThrow();
			explorer.viewer().setExpandedState(node, true);
			return node.groups().stream().filter(g -> g.getId().equals(id)).findFirst().orElseThrow();
		});
	}

	private static String text(Shell shell) throws Exception {
		return workbench.ui(() -> String.join("\n", Widgets.all(shell, Label.class, l -> true).stream().map(Label::getText).toList()));
	}

	/** Selects the group test {@code id} in the explorer and presses Delete: the dialog that opens. */
	private static Shell askToDelete(String id) throws Exception {
		select(groupRow(id));
		pressKey(SWT.DEL, "org.drivebench.ui.command.delete");
		return workbench.waitForShell("Delete group test", 10_000, ExplorerEditingUiTest::keyState);
	}

	@Test
	@Order(5)
	void deleteAsksNamingTheGroupTestKeepsItsRunsAndIsRefusedWhileItRuns() throws Exception {
		GroupTest group = DriveBenchFactory.eINSTANCE.createGroupTest();
		group.setId("roundup");
		group.setTitle("Desktop roundup");
		GroupEntry entry = DriveBenchFactory.eINSTANCE.createGroupEntry();
		entry.setTarget("sim:hdd-7200");
		entry.setSuiteId("quick");
		entry.setState(GroupEntryState.DONE);
		entry.getRunIds().add("hdd-run");
		group.getEntries().add(entry);
		library.groupTests().save(group);
		GroupTest busy = DriveBenchFactory.eINSTANCE.createGroupTest();
		busy.setId("busy");
		busy.setProcess(ProcessStamp.current().text()); // as a group test's runner marks it while it runs
		library.groupTests().save(busy);

		Shell refused = askToDelete("busy");
		String said = text(refused);
		assertTrue(said.contains("The group test \u201cbusy\u201d is being run by process " + ProcessHandle.current().pid()
				+ " on this machine") && said.contains("so it cannot be deleted"), said);
		Screenshots.take("explorer-delete-group-test-running");
		workbench.ui(() -> {
			Widgets.press(refused, "OK");
			return null;
		});
		Thread.sleep(300);
		assertTrue(Files.exists(libraryFolder.resolve("groups/busy.xmi")), "a group test that runs is kept");

		Shell cancelled = askToDelete("roundup");
		said = text(cancelled);
		assertTrue(said.contains("Delete the group test \u201cDesktop roundup\u201d?") && said.contains(
				"Its file is moved to the library's trash folder; the library keeps the run it measured."), said);
		Screenshots.take("explorer-delete-group-test");
		workbench.ui(() -> {
			Widgets.press(cancelled, "Cancel");
			return null;
		});
		Thread.sleep(300);
		assertTrue(Files.exists(libraryFolder.resolve("groups/roundup.xmi")), "Cancel keeps the group test");

		Shell confirm = askToDelete("roundup");
		workbench.ui(() -> {
			Widgets.press(confirm, "OK");
			return null;
		});
		assertTrue(workbench.waitUntil(() -> !Files.exists(libraryFolder.resolve("groups/roundup.xmi")), 10_000), "the file is still there");
		assertTrue(ResultLibrary.open(libraryFolder).groupTests().find("roundup").isEmpty());
		assertTrue(ResultLibrary.open(libraryFolder).run("hdd-run").isPresent(), "the run it measured stays");
		assertTrue(workbench.waitUntil(() -> Arrays.stream(explorer.viewer().getTree().getItems()).map(TreeItem::getData)
				.noneMatch(d -> d instanceof GroupTestsNode n && n.groups().stream().anyMatch(g -> g.getId().equals("roundup"))), 10_000),
				"the explorer no longer lists it");
	}

	private static boolean waitForFile(String runId, String text) throws Exception {
		Path file = libraryFolder.resolve("runs/" + runId + ".xmi");
		return workbench.waitUntil(() -> Files.readString(file).contains(text), 10_000);
	}
}
