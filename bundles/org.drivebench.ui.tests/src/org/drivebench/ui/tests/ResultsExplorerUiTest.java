package org.drivebench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.drivebench.library.LibraryService;
import org.drivebench.library.ResultLibrary;
import org.drivebench.model.Drive;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.Run;
import org.drivebench.ui.explorer.ResultsExplorerPart;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MWindow;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Tree;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.util.tracker.ServiceTracker;

/** Starts the workbench on an empty library and watches the explorer as runs arrive. */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ResultsExplorerUiTest {
	private static final String EXPLORER = "org.drivebench.ui.part.explorer";

	@TempDir
	static Path libraryFolder;
	private static ResultLibrary library;
	private static WorkbenchFixture workbench;

	@BeforeAll
	static void startOnAnEmptyLibrary() throws Exception {
		BundleContext context = FrameworkUtil.getBundle(ResultsExplorerUiTest.class).getBundleContext();
		ServiceTracker<LibraryService, LibraryService> tracker = new ServiceTracker<>(context, LibraryService.class, null);
		tracker.open();
		LibraryService libraries = tracker.waitForService(10_000);
		assertNotNull(libraries, "LibraryService is not registered");
		library = libraries.open(libraryFolder);
		workbench = WorkbenchFixture.start();
	}

	@AfterAll
	static void stop() throws Exception {
		if (workbench != null) {
			workbench.close();
		}
	}

	@Test
	@Order(1)
	void theWindowIsTitledDriveBenchAndShowsTheExplorer() throws Exception {
		MWindow window = workbench.ui(() -> workbench.application().getChildren().get(0));
		assertEquals("DriveBench", workbench.ui(() -> ((Shell) window.getWidget()).getText()));
		MPart explorer = workbench.part(EXPLORER);
		assertNotNull(explorer, "no part " + EXPLORER + " in the application model");
		assertTrue(workbench.ui(explorer::isToBeRendered));
		assertInstanceOf(ResultsExplorerPart.class, workbench.ui(explorer::getObject), "the explorer part was not created");
	}

	@Test
	@Order(2)
	void anEmptyLibraryShowsTheEmptyStateNotABlankTree() throws Exception {
		ResultsExplorerPart explorer = (ResultsExplorerPart) workbench.ui(() -> workbench.part(EXPLORER).getObject());
		assertTrue(workbench.ui(explorer::showsEmptyState));
	}

	@Test
	@Order(3)
	void aSavedRunAppearsUnderItsDrive() throws Exception {
		Run run = DriveBenchFactory.eINSTANCE.createRun();
		Drive drive = DriveBenchFactory.eINSTANCE.createDrive();
		drive.setKey("sim:hdd-7200");
		drive.setModel("Simulated 7200 rpm 2 TB desktop HDD");
		run.setDrive(drive);
		run.setSuiteName("quick");
		library.save(run);

		ResultsExplorerPart explorer = (ResultsExplorerPart) workbench.ui(() -> workbench.part(EXPLORER).getObject());
		assertTrue(workbench.waitUntil(() -> !explorer.showsEmptyState(), 5_000), "the explorer did not show the new run");
		String driveRow = workbench.ui(() -> {
			Tree tree = explorer.viewer().getTree();
			return tree.getItemCount() == 0 ? "" : tree.getItem(0).getText();
		});
		assertEquals("Simulated 7200 rpm 2 TB desktop HDD  (1 run)", driveRow);
	}

	@Test
	@Order(4)
	void aRunAnotherProcessWritesIntoTheFolderAppearsByItself() throws Exception {
		// a second library object on the same folder writes as the command line would, from outside
		ResultLibrary outside = ResultLibrary.open(libraryFolder);
		outside.save(SyntheticRuns.greenHdd("written-elsewhere"));

		ResultsExplorerPart explorer = (ResultsExplorerPart) workbench.ui(() -> workbench.part(EXPLORER).getObject());
		assertTrue(workbench.waitUntil(() -> java.util.Arrays.stream(explorer.viewer().getTree().getItems())
				.anyMatch(i -> i.getText().startsWith("hdd-5400 4 TB (sim)")), 10_000),
				"the run written by another library object did not appear");
		assertTrue(library.run("written-elsewhere").isPresent(), "the workbench's library took it in");
	}
}
