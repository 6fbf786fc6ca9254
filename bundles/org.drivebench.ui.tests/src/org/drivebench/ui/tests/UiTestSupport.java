package org.drivebench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.drivebench.core.library.LibraryService;
import org.drivebench.core.library.ResultLibrary;
import org.drivebench.ui.editor.ResultEditorPart;
import org.drivebench.ui.editor.ResultEditors;
import org.drivebench.ui.explorer.ResultsExplorerPart;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.util.tracker.ServiceTracker;

/** What the workbench tests share: opening a library through the DS service, finding parts and editors. */
final class UiTestSupport {
	static final String EXPLORER = "org.drivebench.ui.part.explorer";

	private UiTestSupport() {
	}

	static LibraryService libraryService() throws InterruptedException {
		BundleContext context = FrameworkUtil.getBundle(UiTestSupport.class).getBundleContext();
		ServiceTracker<LibraryService, LibraryService> tracker = new ServiceTracker<>(context, LibraryService.class, null);
		tracker.open();
		LibraryService libraries = tracker.waitForService(10_000);
		assertNotNull(libraries, "LibraryService is not registered");
		return libraries;
	}

	static ResultLibrary openLibrary(Path folder) throws Exception {
		return libraryService().open(folder);
	}

	static ResultsExplorerPart explorer(WorkbenchFixture workbench) throws Exception {
		MPart part = workbench.part(EXPLORER);
		return (ResultsExplorerPart) workbench.ui(part::getObject);
	}

	/** The result editor parts open in the window. */
	static List<MPart> editors(WorkbenchFixture workbench) throws Exception {
		return workbench.ui(() -> {
			EModelService models = workbench.application().getContext().get(EModelService.class);
			return models.findElements(workbench.application(), ResultEditors.DESCRIPTOR_ID, MPart.class, null);
		});
	}

	/** The active result editor once it is created. */
	static ResultEditorPart activeEditor(WorkbenchFixture workbench) throws Exception {
		assertTrue(workbench.waitUntil(() -> {
			MPart active = activePart(workbench);
			return active != null && active.getObject() instanceof ResultEditorPart;
		}, 10_000), "no result editor became active");
		return (ResultEditorPart) workbench.ui(() -> activePart(workbench).getObject());
	}

	private static MPart activePart(WorkbenchFixture workbench) {
		EPartService parts = workbench.application().getChildren().get(0).getContext().get(EPartService.class);
		return parts.getActivePart();
	}

	static void closeEditors(WorkbenchFixture workbench) throws Exception {
		workbench.ui(() -> {
			EPartService parts = workbench.application().getChildren().get(0).getContext().get(EPartService.class);
			EModelService models = workbench.application().getContext().get(EModelService.class);
			for (MPart part : models.findElements(workbench.application(), ResultEditors.DESCRIPTOR_ID, MPart.class, null)) {
				parts.hidePart(part, true);
			}
			return null;
		});
	}
}
