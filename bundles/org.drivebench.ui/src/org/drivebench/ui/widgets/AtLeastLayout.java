package org.drivebench.ui.widgets;

import java.util.function.IntSupplier;

import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Layout;

/**
 * Lays a composite's one child over its whole area but never shorter than a least height: in a pane a
 * sash made shorter, the child's bottom is cut by the pane's edge instead of the child being squeezed
 * below what GTK can draw ({@link LeastSize}). Dragging the sash shows the rest.
 */
public final class AtLeastLayout extends Layout {
	private final IntSupplier leastHeight;

	/** @param leastHeight asked at each layout: what the child holds may change its least height */
	public AtLeastLayout(IntSupplier leastHeight) {
		this.leastHeight = leastHeight;
	}

	@Override
	protected Point computeSize(@Nullable Composite composite, int wHint, int hHint, boolean flushCache) {
		Control child = onlyChild(composite);
		return child == null ? new Point(wHint == SWT.DEFAULT ? 0 : wHint, hHint == SWT.DEFAULT ? 0 : hHint)
				: child.computeSize(wHint, hHint, flushCache);
	}

	@Override
	protected void layout(@Nullable Composite composite, boolean flushCache) {
		Control child = onlyChild(composite);
		if (composite != null && child != null) {
			Rectangle area = composite.getClientArea();
			child.setBounds(area.x, area.y, area.width, Math.max(area.height, leastHeight.getAsInt()));
		}
	}

	private static @Nullable Control onlyChild(@Nullable Composite composite) {
		Control[] children = composite == null ? new Control[0] : composite.getChildren();
		return children.length == 0 ? null : children[0];
	}
}
