package org.drivebench.ui.widgets;

import org.eclipse.swt.widgets.ScrollBar;
import org.eclipse.swt.widgets.Scrollable;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.Tree;

/**
 * The least size at which a scrolling widget can draw its scrollbars. GTK 3 gives a scrollbar a least
 * length (46 px with Adwaita) and puts the vertical one below a table's header; laid out smaller, the
 * scrollbar cannot fit, and GTK logs "gtk_box_gadget_distribute: assertion 'size >= 0' failed in
 * GtkScrollbar" at every layout. A layout gives such a widget at least {@link #height} (its
 * {@code GridData.minimumHeight}, a pane's least share).
 */
public final class LeastSize {
	private LeastSize() {
	}

	/** The border, the header (tables and trees), and the vertical scrollbar's least length. */
	public static int height(Scrollable control) {
		ScrollBar bar = control.getVerticalBar();
		int header = control instanceof Table table && table.getHeaderVisible() ? table.getHeaderHeight()
				: control instanceof Tree tree && tree.getHeaderVisible() ? tree.getHeaderHeight() : 0;
		return control.computeTrim(0, 0, 0, 0).height + header + (bar == null ? 0 : bar.getSize().y);
	}

	/** The border, the vertical scrollbar's thickness and the horizontal one's least length. */
	public static int width(Scrollable control) {
		ScrollBar vertical = control.getVerticalBar();
		ScrollBar horizontal = control.getHorizontalBar();
		return control.computeTrim(0, 0, 0, 0).width + (vertical == null ? 0 : vertical.getSize().x)
				+ (horizontal == null ? 0 : horizontal.getSize().x);
	}

	/**
	 * Gives a widget made after its parent was shown a size GTK can draw until a layout gives it its own.
	 * SWT makes it 0 x 0 and sizes it in two steps, its frame and then its scrolled window, so the first
	 * sizing of a shown widget allocates the scrolled window at 0 x 0 once; sized while hidden, GTK
	 * allocates it when it is shown, in one step.
	 */
	public static void untilLaidOut(Scrollable control) {
		boolean visible = control.getVisible();
		control.setVisible(false);
		control.setSize(width(control), height(control));
		control.setVisible(visible);
	}
}
