package org.drivebench.ui.workbench;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;
import jakarta.inject.Named;

import org.drivebench.ui.parts.PartOpener;
import org.drivebench.ui.preferences.UiPreferences;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.core.di.extensions.EventTopic;
import org.eclipse.e4.ui.di.UIEventTopic;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.model.application.ui.MUIElement;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MPartStack;
import org.eclipse.e4.ui.model.application.ui.basic.MWindow;
import org.eclipse.e4.ui.workbench.IWorkbench;
import org.eclipse.e4.ui.workbench.UIEvents;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.EPartService.PartState;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.osgi.service.event.Event;
import org.osgi.service.prefs.BackingStoreException;

/**
 * What the workbench remembers from one start to the next: the main window's size, place and whether
 * it was maximised, and the editors that were open (results, runs, saved comparisons, studies: each
 * with the input its part keeps in its persisted state, the front one in front again). The product
 * starts from its application model each time ({@code clearPersistedState}, so a new version's menus
 * and parts always show); this addon keeps the little worth keeping in the preferences instead, written
 * when the workbench or its window closes and read once it has started. A comparison never saved has
 * nothing to reopen from and is left out.
 *
 * <p>It remembers only when the workbench keeps state ({@code persistState}, on in the product): a
 * workbench started without it (the UI tests) starts the same every time. Its first start with it
 * shows the welcome page ({@link WelcomePart}).
 */
public class WorkbenchMemory {
	/** The preference node of what is remembered (under the workbench's node). */
	static final String NODE = "workbench";
	private static final String BOUNDS = "bounds", MAXIMIZED = "maximized", EDITORS = "editors", SELECTED = "selected",
			WELCOMED = "welcomed";
	private static final String DESCRIPTOR = "descriptor", LABEL = "label", TOOLTIP = "tooltip", STATE = "state.";
	/** The least size a remembered window is given back: a window saved tiny still shows its parts. */
	private static final int MIN_WIDTH = 640, MIN_HEIGHT = 480;

	@Inject
	private MApplication application;

	@Inject
	private EModelService models;

	@Inject
	@Optional
	@Named(IWorkbench.PERSIST_STATE)
	private @Nullable Boolean persistState;

	private boolean saved;

	/** Whether this workbench remembers its window between starts. */
	boolean remembers() {
		return !Boolean.FALSE.equals(persistState);
	}

	private boolean begun;
	private static final int LOOK_MS = 100;

	/** The addon is made before the window: its first turn of the event loop comes once the window is shown. */
	@PostConstruct
	void created() {
		Display display = Display.getCurrent();
		if (display != null) {
			display.asyncExec(() -> startWhenShown(display, 0));
		}
	}

	/** Starts once the window is shown, looking again every {@link #LOOK_MS} for a minute at most. */
	private void startWhenShown(Display display, int tries) {
		if (begun || display.isDisposed()) {
			return;
		}
		if (!application.getChildren().isEmpty() && application.getChildren().get(0).getWidget() instanceof Shell shell && shell.isVisible()) {
			start();
		} else if (tries < 60_000 / LOOK_MS) {
			display.timerExec(LOOK_MS, () -> startWhenShown(display, tries + 1));
		}
	}

	@Inject
	@Optional
	void started(@UIEventTopic(UIEvents.UILifeCycle.APP_STARTUP_COMPLETE) Event event) {
		start();
	}

	/** Once, when the window is shown: its first layout kept, the last session's window and editors given back. */
	private void start() {
		if (begun || application.getChildren().isEmpty() || !(application.getChildren().get(0).getWidget() instanceof Shell)) {
			return;
		}
		begun = true;
		LayoutMemory.record(application, models);
		if (!remembers()) {
			return;
		}
		MWindow window = mainWindow();
		if (window != null && window.getWidget() instanceof Shell shell) {
			// the window's close button ends the workbench without a shutdown event while its parts are still there
			shell.addListener(SWT.Close, e -> save());
			// File > Quit closes the workbench, which disposes the window (its bounds still readable then)
			shell.addListener(SWT.Dispose, e -> save());
			restore(window, shell);
			welcomeOnFirstStart(window);
		}
	}

	/** The welcome page, the first time this workbench starts (until {@link #forget()}). */
	private void welcomeOnFirstStart(MWindow window) {
		IEclipsePreferences node = node();
		EPartService parts = window.getContext() == null ? null : window.getContext().get(EPartService.class);
		if (node.getBoolean(WELCOMED, false) || parts == null) {
			return;
		}
		Welcome.open(parts, models, application);
		node.putBoolean(WELCOMED, true);
		try {
			node.flush();
		} catch (BackingStoreException e) {
			ILog.of(WorkbenchMemory.class).warn("That the welcome page was shown could not be kept: it shows again next time", e);
		}
	}

	@Inject
	@Optional
	void shuttingDown(@EventTopic(UIEvents.UILifeCycle.APP_SHUTDOWN_STARTED) Event event) {
		// at once, on the thread that closes the workbench: a UI event would come after the window is gone
		if (remembers()) {
			save();
		}
	}

	private @Nullable MWindow mainWindow() {
		return application.getChildren().isEmpty() ? null : application.getChildren().get(0);
	}

	/** The workbench's context is disposed as it ends, after its window closed: the last moment to remember. */
	@PreDestroy
	void stopped() {
		if (remembers()) {
			save();
		}
	}

	/** Writes the window's bounds (while it is there) and its editors to the preferences. */
	void save() {
		MWindow window = mainWindow();
		if (saved || window == null || !begun) {
			return;
		}
		saved = true;
		IEclipsePreferences node = node();
		if (window.getWidget() instanceof Shell shell && !shell.isDisposed()) {
			boolean maximized = shell.getMaximized();
			node.putBoolean(MAXIMIZED, maximized);
			if (!maximized) {
				Rectangle b = shell.getBounds();
				node.put(BOUNDS, b.x + "," + b.y + "," + b.width + "," + b.height);
			}
		}
		try {
			var editors = node.node(EDITORS);
			editors.removeNode();
			editors = node.node(EDITORS);
			MPartStack stack = (MPartStack) models.find(PartOpener.EDITOR_STACK_ID, application);
			int index = 0;
			if (stack != null) {
				for (MPart part : remembered(stack)) {
					var entry = editors.node(Integer.toString(index++));
					entry.put(DESCRIPTOR, part.getElementId());
					entry.put(LABEL, part.getLabel() == null ? "" : part.getLabel());
					entry.put(TOOLTIP, part.getTooltip() == null ? "" : part.getTooltip());
					entry.putBoolean(SELECTED, stack.getSelectedElement() == part);
					for (Map.Entry<String, String> e : part.getPersistedState().entrySet()) {
						entry.put(STATE + e.getKey(), e.getValue());
					}
				}
			}
			node.flush();
		} catch (BackingStoreException | IllegalStateException e) {
			ILog.of(WorkbenchMemory.class).warn("The open editors could not be remembered for the next start", e);
		}
	}

	/** The editors worth reopening: those whose part keeps what it shows in its persisted state. */
	private static List<MPart> remembered(MPartStack stack) {
		List<MPart> parts = new ArrayList<>();
		for (MUIElement child : stack.getChildren()) {
			if (child instanceof MPart part && part.isToBeRendered() && part.getElementId() != null && !part.getPersistedState().isEmpty()) {
				parts.add(part);
			}
		}
		return parts;
	}

	private void restore(MWindow window, Shell shell) {
		IEclipsePreferences node = node();
		String bounds = node.get(BOUNDS, null);
		if (bounds != null) {
			Rectangle wanted = parse(bounds);
			if (wanted != null) {
				shell.setBounds(fitted(wanted, shell.getDisplay().getClientArea()));
			}
		}
		if (node.getBoolean(MAXIMIZED, false)) {
			shell.setMaximized(true);
		}
		EPartService parts = window.getContext() == null ? null : window.getContext().get(EPartService.class);
		if (parts == null) {
			return;
		}
		try {
			var editors = node.node(EDITORS);
			MPart front = null;
			String[] names = editors.childrenNames();
			java.util.Arrays.sort(names, java.util.Comparator.comparingInt(WorkbenchMemory::number));
			for (String name : names) {
				var entry = editors.node(name);
				String descriptor = entry.get(DESCRIPTOR, "");
				MPart part = descriptor.isEmpty() ? null : parts.createPart(descriptor);
				if (part == null) {
					continue; // a descriptor this version does not have
				}
				part.setLabel(entry.get(LABEL, ""));
				String tooltip = entry.get(TOOLTIP, "");
				part.setTooltip(tooltip.isEmpty() ? null : tooltip);
				for (String key : entry.keys()) {
					if (key.startsWith(STATE)) {
						part.getPersistedState().put(key.substring(STATE.length()), entry.get(key, ""));
					}
				}
				PartOpener.addToEditorStack(part, models, application);
				if (front == null || entry.getBoolean(SELECTED, false)) {
					front = part;
				}
			}
			if (front != null) {
				parts.showPart(front, PartState.ACTIVATE);
			}
		} catch (BackingStoreException | IllegalStateException e) {
			ILog.of(WorkbenchMemory.class).warn("The editors of the last session could not be reopened", e);
		}
	}

	private static int number(String name) {
		try {
			return Integer.parseInt(name);
		} catch (NumberFormatException e) {
			return Integer.MAX_VALUE;
		}
	}

	private static @Nullable Rectangle parse(String bounds) {
		String[] parts = bounds.split(",");
		if (parts.length != 4) {
			return null;
		}
		try {
			return new Rectangle(Integer.parseInt(parts[0].strip()), Integer.parseInt(parts[1].strip()), Integer.parseInt(parts[2].strip()),
					Integer.parseInt(parts[3].strip()));
		} catch (NumberFormatException e) {
			return null;
		}
	}

	/** {@code wanted} moved and shrunk into {@code screen} (a window kept from a larger monitor), no smaller than the least size. */
	static Rectangle fitted(Rectangle wanted, Rectangle screen) {
		int width = Math.clamp(wanted.width, Math.min(MIN_WIDTH, screen.width), screen.width);
		int height = Math.clamp(wanted.height, Math.min(MIN_HEIGHT, screen.height), screen.height);
		int x = Math.clamp(wanted.x, screen.x, screen.x + screen.width - width);
		int y = Math.clamp(wanted.y, screen.y, screen.y + screen.height - height);
		return new Rectangle(x, y, width, height);
	}

	static IEclipsePreferences node() {
		return (IEclipsePreferences) UiPreferences.node().node(NODE);
	}

	/** Forgets everything remembered (the next start is a first start again). */
	public static void forget() {
		try {
			IEclipsePreferences node = node();
			node.removeNode();
			UiPreferences.node().flush();
		} catch (BackingStoreException e) {
			ILog.of(WorkbenchMemory.class).warn("What the workbench remembered could not be forgotten", e);
		}
	}
}
