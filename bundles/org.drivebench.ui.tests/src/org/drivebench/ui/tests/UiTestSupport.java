package org.drivebench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import org.drivebench.library.LibraryService;
import org.drivebench.library.ResultLibrary;
import org.drivebench.ui.charts.ChartViewer;
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

	/** Types {@code text} into the value cell of the launcher's parameter {@code key}, through the table's cell editor. */
	static void typeParameter(WorkbenchFixture workbench, org.eclipse.swt.widgets.Shell dialog, String key, String text) throws Exception {
		workbench.ui(() -> {
			org.eclipse.swt.widgets.Table table = Widgets.withData(dialog, org.eclipse.swt.widgets.Table.class, "run.parameters");
			org.eclipse.jface.viewers.TableViewer viewer = (org.eclipse.jface.viewers.TableViewer) table.getData("run.parameters");
			org.drivebench.ui.run.ParameterRow row = java.util.Arrays.stream(table.getItems())
					.map(item -> (org.drivebench.ui.run.ParameterRow) item.getData()).filter(r -> r.spec().key().equals(key)).findFirst()
					.orElseThrow(() -> new AssertionError("no parameter " + key));
			viewer.editElement(row, 1);
			org.eclipse.swt.widgets.Text editor = java.util.Arrays.stream(table.getChildren())
					.filter(org.eclipse.swt.widgets.Text.class::isInstance).map(org.eclipse.swt.widgets.Text.class::cast).findFirst()
					.orElseThrow(() -> new AssertionError("no cell editor opened for " + key));
			editor.setText(text);
			editor.notifyListeners(org.eclipse.swt.SWT.DefaultSelection, new org.eclipse.swt.widgets.Event());
			return null;
		});
	}

	static ResultsExplorerPart explorer(WorkbenchFixture workbench) throws Exception {
		MPart part = workbench.part(EXPLORER);
		return (ResultsExplorerPart) workbench.ui(part::getObject);
	}

	/**
	 * Opens {@code element} (a result, a study) from the explorer, as a double-click on its row does, once
	 * the explorer lists the library: the part that becomes active, a {@code type}.
	 */
	static <T> T openFromExplorer(WorkbenchFixture workbench, Object element, Class<T> type) throws Exception {
		ResultsExplorerPart explorer = explorer(workbench);
		assertTrue(workbench.waitUntil(() -> explorer.viewer().getTree().getItemCount() > 0, 10_000), "the explorer lists nothing");
		workbench.doubleClick(explorer.viewer(), element);
		return activePart(workbench, type);
	}

	/** The charts {@code charts} lists (an editor's, a view's), once there are some and each is drawn. */
	static List<ChartViewer> drawnCharts(WorkbenchFixture workbench, Callable<List<ChartViewer>> charts, long timeoutMillis)
			throws Exception {
		assertTrue(workbench.waitUntil(() -> {
			List<ChartViewer> now = charts.call();
			return !now.isEmpty() && now.stream().allMatch(c -> c.shown() != null);
		}, timeoutMillis), "the charts were not drawn");
		return workbench.ui(charts);
	}

	/** The result editor parts open in the window. */
	static List<MPart> editors(WorkbenchFixture workbench) throws Exception {
		return workbench.ui(() -> {
			EModelService models = workbench.application().getContext().get(EModelService.class);
			return models.findElements(workbench.application(), ResultEditors.DESCRIPTOR_ID, MPart.class, null);
		});
	}

	/** The active result editor once it shows what it was opened on whole (or a message instead). */
	static ResultEditorPart activeEditor(WorkbenchFixture workbench) throws Exception {
		assertTrue(workbench.waitUntil(() -> {
			MPart active = activePart(workbench);
			return active != null && active.getObject() instanceof ResultEditorPart editor && !editor.isOpening();
		}, 20_000), "no result editor became active and showed its run or result");
		return (ResultEditorPart) workbench.ui(() -> activePart(workbench).getObject());
	}

	/** The active part once it is a {@code type}. */
	static <T> T activePart(WorkbenchFixture workbench, Class<T> type) throws Exception {
		assertTrue(workbench.waitUntil(() -> {
			MPart active = activePart(workbench);
			return active != null && type.isInstance(active.getObject());
		}, 10_000), "no " + type.getSimpleName() + " became active");
		return type.cast(workbench.ui(() -> activePart(workbench).getObject()));
	}

	/** Chooses {@code path} (menu, item, ...) of the window's menu bar, as a click does; returns at once. */
	static void chooseMenu(WorkbenchFixture workbench, String... path) throws Exception {
		org.eclipse.swt.widgets.MenuItem item = workbench.ui(() -> {
			org.eclipse.swt.widgets.Shell window = (org.eclipse.swt.widgets.Shell) workbench.application().getChildren().get(0).getWidget();
			org.eclipse.swt.widgets.Menu menu = window.getMenuBar();
			org.eclipse.swt.widgets.MenuItem found = null;
			for (String name : path) {
				menu.notifyListeners(org.eclipse.swt.SWT.Show, new org.eclipse.swt.widgets.Event());
				found = java.util.Arrays.stream(menu.getItems()).filter(i -> i.getText().replace("&", "").startsWith(name)).findFirst()
						.orElseThrow(() -> new AssertionError("no menu item " + name));
				menu = found.getMenu();
			}
			return found;
		});
		workbench.async(() -> item.notifyListeners(org.eclipse.swt.SWT.Selection, new org.eclipse.swt.widgets.Event()));
	}

	/** The part whose object is {@code object}; call on the UI thread. */
	static MPart partOf(WorkbenchFixture workbench, Object object) {
		EModelService models = workbench.application().getContext().get(EModelService.class);
		return models.findElements(workbench.application(), null, MPart.class, null).stream().filter(p -> p.getObject() == object)
				.findFirst().orElseThrow(() -> new AssertionError("no part shows " + object));
	}

	/** The active part's id and object, for a failure's message; call from the test's thread. */
	static String describeActivePart(WorkbenchFixture workbench) {
		try {
			return workbench.ui(() -> {
				MPart active = activePart(workbench);
				return active == null ? "no active part" : "active part " + active.getElementId() + " (" + active.getObject() + ")";
			});
		} catch (Exception e) {
			return "the active part not known: " + e;
		}
	}

	static MPart activePart(WorkbenchFixture workbench) {
		EPartService parts = workbench.application().getChildren().get(0).getContext().get(EPartService.class);
		return parts.getActivePart();
	}

	/**
	 * Sets the window to {@code width} x {@code height} (1280x860 is the default, 1024x700 a small laptop's)
	 * and waits while the charts are drawn again for their new sizes.
	 */
	static void resizeWindow(WorkbenchFixture workbench, int width, int height) throws Exception {
		workbench.ui(() -> {
			org.eclipse.swt.widgets.Shell window = (org.eclipse.swt.widgets.Shell) workbench.application().getChildren().get(0).getWidget();
			window.setBounds(0, 0, width, height);
			window.layout(true, true);
			return null;
		});
		workbench.waitUntil(() -> false, 800);
	}

	static void closeEditors(WorkbenchFixture workbench) throws Exception {
		closeParts(workbench, ResultEditors.DESCRIPTOR_ID);
	}

	/** Closes every part made from the part descriptor {@code descriptorId}. */
	static void closeParts(WorkbenchFixture workbench, String descriptorId) throws Exception {
		workbench.ui(() -> {
			EPartService parts = workbench.application().getChildren().get(0).getContext().get(EPartService.class);
			EModelService models = workbench.application().getContext().get(EModelService.class);
			for (MPart part : models.findElements(workbench.application(), descriptorId, MPart.class, null)) {
				parts.hidePart(part, true);
			}
			return null;
		});
	}
}
