package org.drivebench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.drivebench.library.ResultLibrary;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.drivebench.ui.editor.ResultEditorPart;
import org.drivebench.ui.editor.ResultEditors;
import org.drivebench.ui.workbench.WelcomePart;
import org.drivebench.ui.workbench.WorkbenchMemory;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The workbench as the product starts it (keeping its state): the first start shows the welcome page;
 * the window's size and place and the open editors come back after a restart, and the welcome page
 * does not.
 */
class WorkbenchMemoryUiTest {
	@TempDir
	static Path libraryFolder;
	private WorkbenchFixture workbench;

	@BeforeEach
	void forget() {
		WorkbenchMemory.forget();
	}

	@AfterEach
	void close() throws Exception {
		if (workbench != null) {
			workbench.close();
		}
		WorkbenchMemory.forget();
	}

	private List<MPart> parts(String descriptorId) throws Exception {
		return workbench.ui(() -> workbench.application().getContext().get(EModelService.class)
				.findElements(workbench.application(), descriptorId, MPart.class, null).stream().filter(MPart::isToBeRendered).toList());
	}

	private Shell window() throws Exception {
		return workbench.ui(() -> (Shell) workbench.application().getChildren().get(0).getWidget());
	}

	@Test
	void theWindowsSizeAndTheOpenEditorsComeBackAfterARestartTheWelcomePageOnlyOnTheFirstStart() throws Exception {
		ResultLibrary library = UiTestSupport.openLibrary(libraryFolder);
		library.save(SyntheticRuns.desktopHdd("hdd-run", 2_000));
		Run hdd = library.fullRun("hdd-run");
		TestResult result = hdd.getResults().stream().filter(r -> "random.sustained".equals(r.getTestId())).findFirst().orElseThrow();

		workbench = WorkbenchFixture.start(true);
		assertTrue(workbench.waitUntil(() -> !parts("org.drivebench.ui.partdescriptor.welcome").isEmpty(), 10_000),
				"the first start shows the welcome page");
		assertTrue(workbench.ui(() -> parts("org.drivebench.ui.partdescriptor.welcome").get(0).getObject() instanceof WelcomePart));
		workbench.doubleClick(UiTestSupport.explorer(workbench).viewer(), result);
		UiTestSupport.activeEditor(workbench);
		UiTestSupport.closeParts(workbench, "org.drivebench.ui.partdescriptor.welcome");
		Rectangle bounds = new Rectangle(60, 50, 1024, 700);
		workbench.ui(() -> {
			window().setBounds(bounds);
			return null;
		});
		MPart editor = parts(ResultEditors.DESCRIPTOR_ID).get(0);
		String label = workbench.ui(editor::getLabel);
		Map<String, String> state = workbench.ui(() -> Map.copyOf(editor.getPersistedState()));
		workbench.close();

		workbench = WorkbenchFixture.start(true);
		assertTrue(workbench.waitUntil(() -> !parts(ResultEditors.DESCRIPTOR_ID).isEmpty(), 10_000), "the editor was reopened");
		assertEquals(bounds, workbench.ui(() -> window().getBounds()), "the window has its last size and place");
		MPart reopened = parts(ResultEditors.DESCRIPTOR_ID).get(0);
		assertEquals(label, workbench.ui(reopened::getLabel));
		assertEquals(state, workbench.ui(() -> Map.copyOf(reopened.getPersistedState())), "it shows the same result");
		ResultEditorPart part = UiTestSupport.activeEditor(workbench);
		assertTrue(workbench.waitUntil(() -> !part.charts().isEmpty(), 20_000), "the reopened editor shows the result's charts");
		assertTrue(parts("org.drivebench.ui.partdescriptor.welcome").isEmpty(), "the welcome page only on the first start");
	}
}
