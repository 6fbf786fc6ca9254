package org.drivebench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.nio.file.Path;

import org.drivebench.core.registry.TestRegistry;
import org.drivebench.library.ResultLibrary;
import org.drivebench.ui.run.RunMonitorPart;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.TabFolder;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;

/**
 * How the workbench tests that run tests from the workbench start, in one place: a library in a folder
 * of the class's own, the standard tests registered (the launcher and the entry dialog list them, a
 * group test's entries are planned with them), the workbench started and its run monitor part found;
 * the workbench closed after the class's tests; and the launcher as they open it. A test class extends
 * it and uses its fields.
 *
 * <p>The fields are static, as JUnit's {@code @BeforeAll} wants them; the UI test classes run one after
 * another (one display at a time), each assigning them afresh.
 */
abstract class LibraryWorkbench {
	static final String MONITOR = "org.drivebench.ui.part.monitor";

	@TempDir
	static Path libraryFolder;
	static ResultLibrary library;
	static TestRegistry registry;
	static WorkbenchFixture workbench;
	static RunMonitorPart monitor;

	@BeforeAll
	static void startTheWorkbenchOnALibraryOfItsOwn() throws Exception {
		library = UiTestSupport.openLibrary(libraryFolder);
		registry = SimulatedRuns.registry(); // the standard tests are registered before the launcher lists them
		workbench = WorkbenchFixture.start();
		monitor = (RunMonitorPart) workbench.ui(() -> workbench.part(MONITOR).getObject());
		assertNotNull(monitor, "the run monitor part was not created");
	}

	@AfterAll
	static void closeTheWorkbench() throws Exception {
		if (workbench != null) {
			workbench.close();
		}
		workbench = null;
		monitor = null;
		library = null;
	}

	/** Opens Run > New Run…: the launcher. */
	static Shell openLauncher() throws Exception {
		UiTestSupport.chooseMenu(workbench, "Run", "New Run");
		return workbench.waitForShell("New Run", 10_000);
	}

	/** Chooses the simulated drive {@code name} (as {@code sim:hdd-7200}) on the launcher's target tabs. */
	static void chooseSimulated(Shell launcher, String name) throws Exception {
		workbench.ui(() -> {
			TabFolder tabs = Widgets.withData(launcher, TabFolder.class, "run.target.tabs");
			tabs.setSelection(0);
			tabs.notifyListeners(SWT.Selection, new Event());
			Widgets.withData(launcher, Combo.class, "run.target.simulated").setText(name);
			return null;
		});
	}

	/** Whether the launcher's Start is enabled. */
	static boolean startEnabled(Shell launcher) throws Exception {
		return workbench.ui(() -> Widgets.one(launcher, Button.class, b -> b.getText().replace("&", "").equals("Start")).getEnabled());
	}
}
