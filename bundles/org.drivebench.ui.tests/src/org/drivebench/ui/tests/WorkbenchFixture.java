package org.drivebench.ui.tests;

import java.lang.reflect.Method;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.IWorkbench;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.TreeItem;
import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;

/**
 * The real DriveBench e4 workbench (the product's Application.e4xmi, its properties and parts), started on a UI
 * thread of its own so tests can drive its widgets with {@link #ui(Callable)}.
 *
 * <p>E4Application and E4Workbench.createAndRunUI are not API (x-friends packages), so they are
 * reached by reflection; everything the tests look at goes through the public e4 model API.
 */
final class WorkbenchFixture implements AutoCloseable {
	private static final long START_SECONDS = 60;

	private final Display display;
	private final IWorkbench workbench;
	private final Thread uiThread;
	/** GTK's criticals logged before this workbench started, or taken by a test: those after it are unexpected. */
	private int criticalsSeen;

	private WorkbenchFixture(Display display, IWorkbench workbench, Thread uiThread, int criticalsBefore) {
		this.display = display;
		this.workbench = workbench;
		this.uiThread = uiThread;
		this.criticalsSeen = criticalsBefore;
	}

	static WorkbenchFixture start() throws Exception {
		return start(false);
	}

	/** A workbench that keeps its state between starts as the product does ({@code persistState}), or not. */
	static WorkbenchFixture start(boolean persistState) throws Exception {
		int criticalsBefore = GtkCriticals.count();
		AtomicReference<Display> display = new AtomicReference<>();
		AtomicReference<IWorkbench> workbench = new AtomicReference<>();
		AtomicReference<Throwable> failure = new AtomicReference<>();
		CountDownLatch running = new CountDownLatch(1);
		Thread ui = new Thread(() -> {
			try {
				Display d = new Display();
				display.set(d);
				GtkCriticals.install(); // after SWT's own handlers: GLib calls a domain's newest
				Class<?> appClass = findBundle("org.eclipse.e4.ui.workbench.swt")
						.loadClass("org.eclipse.e4.ui.internal.workbench.swt.E4Application");
				Object application = appClass.getConstructor().newInstance();
				Object wb = appClass.getMethod("createE4Workbench", org.eclipse.equinox.app.IApplicationContext.class, Display.class)
						.invoke(application, new TestApplicationContext(Map.of(
								"applicationXMI", "org.drivebench.ui/Application.e4xmi",
								"cssTheme", "none",
								"clearPersistedState", "true",
								"persistState", Boolean.toString(persistState),
								"appName", "DriveBench")), d);
				workbench.set((IWorkbench) wb);
				Method run = java.util.Arrays.stream(wb.getClass().getMethods())
						.filter(m -> m.getName().equals("createAndRunUI") && m.getParameterCount() == 1).findFirst()
						.orElseThrow(() -> new NoSuchMethodException("E4Workbench.createAndRunUI"));
				d.asyncExec(running::countDown);
				run.invoke(wb, ((IWorkbench) wb).getApplication());
			} catch (Throwable t) {
				failure.set(t);
				running.countDown();
			} finally {
				// what E4Application does on exit: dispose the contexts, so addons and parts stop listening
				IWorkbench wb = workbench.get();
				if (wb != null && wb.getApplication().getContext() != null) {
					wb.getApplication().getContext().dispose();
				}
				Display d = display.get();
				if (d != null && !d.isDisposed()) {
					d.dispose();
				}
			}
		}, "DriveBench UI test thread");
		ui.setDaemon(true);
		ui.start();
		if (!running.await(START_SECONDS, TimeUnit.SECONDS)) {
			throw new IllegalStateException("the workbench did not come up within " + START_SECONDS + " s");
		}
		if (failure.get() != null) {
			throw new IllegalStateException("the workbench failed to start: " + failure.get(), failure.get());
		}
		WorkbenchFixture fixture = new WorkbenchFixture(display.get(), workbench.get(), ui, criticalsBefore);
		fixture.activateWindowBindingContexts();
		if (!persistState) {
			// the model's window (1280 wide at x 40) whole on the 1280 px test screen, for the screenshots
			fixture.ui(() -> {
				for (var window : fixture.application().getChildren()) {
					if (window.getWidget() instanceof Shell shell) {
						shell.setLocation(0, 0);
					}
				}
				return null;
			});
		}
		return fixture;
	}

	/**
	 * Activates the binding contexts each window names in the application model, as E4's
	 * BindingProcessingAddon does when the window's context is created. The UI tests start one workbench
	 * after another in one JVM, and from the second on the window's contexts stayed inactive (only the
	 * application's 'In Dialogs and Windows' was, so Ctrl+R found no binding; WorkbenchKeysUiTest passed
	 * alone and failed after other classes). The product starts one workbench per process, and its keys
	 * work there. The contexts come from the model, so a window that names none still gets none.
	 */
	private void activateWindowBindingContexts() throws Exception {
		waitUntil(() -> workbench.getApplication().getChildren().stream().allMatch(w -> w.getContext() != null), 30_000);
		ui(() -> {
			for (var window : workbench.getApplication().getChildren()) {
				if (window.getContext() != null) {
					var contexts = window.getContext().get(org.eclipse.e4.ui.services.EContextService.class);
					window.getBindingContexts().forEach(c -> contexts.activateContext(c.getElementId()));
				}
			}
			return null;
		});
	}

	private static Bundle findBundle(String symbolicName) {
		for (Bundle b : FrameworkUtil.getBundle(WorkbenchFixture.class).getBundleContext().getBundles()) {
			if (b.getSymbolicName().equals(symbolicName)) {
				return b;
			}
		}
		throw new IllegalStateException("bundle " + symbolicName + " is not installed in the test runtime");
	}

	/** Runs {@code action} on the UI thread and returns its result. */
	<T> T ui(Callable<T> action) throws Exception {
		AtomicReference<T> result = new AtomicReference<>();
		AtomicReference<Throwable> failure = new AtomicReference<>();
		display.syncExec(() -> {
			try {
				result.set(action.call());
			} catch (Exception | AssertionError e) { // an assertion on the UI thread fails the test, not the event loop
				failure.set(e);
			}
		});
		if (failure.get() instanceof Exception e) {
			throw e;
		}
		if (failure.get() instanceof AssertionError e) {
			throw e;
		}
		return result.get();
	}

	/** Lets the UI thread process pending events (async refreshes, layouts) until {@code condition} holds. */
	boolean waitUntil(Callable<Boolean> condition, long timeoutMillis) throws Exception {
		long end = System.currentTimeMillis() + timeoutMillis;
		while (System.currentTimeMillis() < end) {
			if (ui(condition)) {
				return true;
			}
			Thread.sleep(50);
		}
		return ui(condition);
	}

	/** Runs {@code action} on the UI thread without waiting (for actions that open a modal dialog). */
	void async(Runnable action) {
		display.asyncExec(action);
	}

	/** The shell titled {@code title} once it is open. */
	Shell waitForShell(String title, long timeoutMillis) throws Exception {
		return waitForShell(title, timeoutMillis, () -> "");
	}

	/** The shell titled {@code title} once it is open; {@code state} says more when it does not open. */
	Shell waitForShell(String title, long timeoutMillis, java.util.function.Supplier<String> state) throws Exception {
		AtomicReference<Shell> found = new AtomicReference<>();
		boolean open = waitUntil(() -> {
			for (Shell shell : display.getShells()) {
				if (!shell.isDisposed() && shell.isVisible() && title.equals(shell.getText())) {
					found.set(shell);
					return true;
				}
			}
			return false;
		}, timeoutMillis);
		if (!open) {
			String shells = ui(() -> java.util.Arrays.stream(display.getShells()).filter(s -> !s.isDisposed() && s.isVisible())
					.map(Shell::getText).toList().toString());
			throw new AssertionError("no shell titled '" + title + "' opened within " + timeoutMillis + " ms; open: " + shells + " "
					+ state.get());
		}
		return found.get();
	}

	/**
	 * Double-clicks the tree row showing {@code element}, as SWT reports a double-click: the first click's
	 * selection, then the second's default selection, each an event of its own (the event loop turns
	 * between them, as it does between a mouse's two presses).
	 */
	void doubleClick(TreeViewer viewer, Object element) throws Exception {
		TreeItem item = ui(() -> {
			viewer.reveal(element);
			TreeItem row = (TreeItem) viewer.testFindItem(element);
			if (row == null) {
				throw new AssertionError("the tree shows no row for " + element);
			}
			viewer.getTree().setSelection(row);
			viewer.getTree().notifyListeners(SWT.Selection, event(row));
			return row;
		});
		ui(() -> {
			viewer.getTree().notifyListeners(SWT.DefaultSelection, event(item));
			return null;
		});
	}

	private static Event event(TreeItem item) {
		Event event = new Event();
		event.item = item;
		return event;
	}

	MApplication application() {
		return workbench.getApplication();
	}

	/** The part with this element id, rendered. */
	MPart part(String elementId) throws Exception {
		return ui(() -> {
			EModelService models = application().getContext().get(EModelService.class);
			return (MPart) models.find(elementId, application());
		});
	}

	Display display() {
		return display;
	}

	/**
	 * The GTK criticals and warnings logged since the last call (or the start), each with its stack; they no
	 * longer fail the class at {@link #close}. For a test that provokes one on purpose.
	 */
	List<String> takeCriticals() {
		List<String> taken = GtkCriticals.since(criticalsSeen);
		criticalsSeen += taken.size();
		return taken;
	}

	@Override
	public void close() throws Exception {
		if (!display.isDisposed()) {
			display.syncExec(workbench::close);
		}
		uiThread.join(TimeUnit.SECONDS.toMillis(20));
		List<String> criticals = GtkCriticals.since(criticalsSeen);
		if (!criticals.isEmpty()) {
			// a widget laid out below its least size, or a call GTK refused: the first one's stack names it
			throw new AssertionError(criticals.size() + " GTK criticals or warnings while the workbench ran; the first:\n"
					+ criticals.get(0));
		}
	}
}
