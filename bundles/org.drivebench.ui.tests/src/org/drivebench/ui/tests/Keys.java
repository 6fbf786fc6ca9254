package org.drivebench.ui.tests;

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
			target.getShell().forceActive();
			target.setFocus();
			return null;
		});
		assertTrue(workbench.waitUntil(() -> target.isFocusControl() && Display.getCurrent().getActiveShell() == target.getShell(), 5_000),
				"the focus did not go to " + target);
		workbench.async(() -> {
			Display display = Display.getCurrent();
			// without a window manager the X server gives the keyboard to the window under the pointer
			Point centre = target.toDisplay(target.getSize().x / 2, target.getSize().y / 2);
			Event move = new Event();
			move.type = SWT.MouseMove;
			move.x = centre.x;
			move.y = centre.y;
			display.post(move);
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

	private static Event key(int type, int keyCode, char character) {
		Event e = new Event();
		e.type = type;
		e.keyCode = keyCode;
		e.character = character;
		return e;
	}
}
