package org.drivebench.ui.tests;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;

/** Presses keys as a user does: real key events through the display, so they pass the workbench's key bindings. */
final class Keys {
	private Keys() {
	}

	/**
	 * Gives {@code target} the focus and presses {@code key} with {@code modifier} held ({@link SWT#CTRL}, or 0
	 * for none).
	 */
	static void press(WorkbenchFixture workbench, Control target, int modifier, int key) throws Exception {
		workbench.ui(() -> {
			watch(target.getDisplay());
			CLICKS.clear();
			target.getShell().forceActive();
			target.setFocus();
			return null;
		});
		assertTrue(workbench.waitUntil(() -> target.isFocusControl() && Display.getCurrent().getActiveShell() == target.getShell(), 5_000),
				"the focus did not go to " + target);
		workbench.async(() -> {
			Display display = Display.getCurrent();
			// without a window manager nothing gives the X keyboard focus to a window the program activated
			// itself, so the keys would go to the root window: the user's click into the part gives it
			Point centre = target.toDisplay(target.getSize().x / 2, target.getSize().y / 2);
			Event move = new Event();
			move.type = SWT.MouseMove;
			move.x = centre.x;
			move.y = centre.y;
			display.post(move);
			display.post(button(SWT.MouseDown));
			display.post(button(SWT.MouseUp));
		});
		// the X server routes a key to the window that has the focus when the key is faked: wait for the click
		assertTrue(workbench.waitUntil(() -> clicked(target), 5_000), "the click did not reach " + target);
		Thread.sleep(300);
		synchronized (SEEN) {
			SEEN.clear();
		}
		workbench.async(() -> {
			Display display = Display.getCurrent();
			if (modifier != 0) {
				display.post(key(SWT.KeyDown, modifier, '\0'));
			}
			display.post(key(SWT.KeyDown, key, key < 0x10000 ? (char) key : '\0'));
			display.post(key(SWT.KeyUp, key, key < 0x10000 ? (char) key : '\0'));
			if (modifier != 0) {
				display.post(key(SWT.KeyUp, modifier, '\0'));
			}
		});
	}

	/** The keys SWT saw since the last {@link #press}, for a failure's message: where they went, if anywhere. */
	static String seen() {
		synchronized (SEEN) {
			return SEEN.isEmpty() ? "no key reached the workbench" : "keys seen: " + SEEN;
		}
	}

	private static final List<String> SEEN = new ArrayList<>();
	private static final java.util.Set<Display> WATCHED = java.util.Collections.newSetFromMap(new java.util.WeakHashMap<>());

	/** Keeps what reaches {@code display}: the clicks (to wait for) and the keys (to report). */
	private static void watch(Display display) {
		if (WATCHED.add(display)) {
			display.addFilter(SWT.KeyDown, e -> {
				synchronized (SEEN) {
					SEEN.add("keyCode " + e.keyCode + " mask " + e.stateMask + " in " + e.widget);
				}
			});
			display.addFilter(SWT.MouseUp, e -> CLICKS.add(e.widget));
		}
	}

	private static boolean clicked(Control target) {
		return CLICKS.contains(target);
	}

	private static final java.util.Set<Object> CLICKS = java.util.Collections.newSetFromMap(new java.util.WeakHashMap<>());

	private static Event button(int type) {
		Event e = new Event();
		e.type = type;
		e.button = 1;
		return e;
	}

	private static Event key(int type, int keyCode, char character) {
		Event e = new Event();
		e.type = type;
		e.keyCode = keyCode;
		e.character = character;
		return e;
	}
}
