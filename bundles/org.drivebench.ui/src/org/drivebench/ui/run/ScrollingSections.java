package org.drivebench.ui.run;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Shell;

/**
 * A dialog's or a part's sections, one under another, that scroll once they need more height than they
 * have and never sideways: in a short window (1024x700) the launcher's target and plan keep their fields
 * and the parameters' table its rows, the run monitor its tests' states and the library's line, instead
 * of being squeezed under their least height or cut at the edge.
 */
final class ScrollingSections {
	private final ScrolledComposite scroller;
	private final Composite sections;

	ScrollingSections(Composite parent) {
		scroller = new ScrolledComposite(parent, SWT.V_SCROLL);
		scroller.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		scroller.setExpandHorizontal(true);
		scroller.setExpandVertical(true);
		sections = new Composite(scroller, SWT.NONE);
		GridLayout layout = new GridLayout(1, false);
		layout.marginWidth = 0;
		layout.marginHeight = 0;
		sections.setLayout(layout);
		scroller.setContent(sections);
		scroller.addListener(SWT.Resize, e -> fit());
	}

	/** Where the sections go. */
	Composite sections() {
		return sections;
	}

	/**
	 * Makes the window taller, as far as the screen allows, when the sections need more height than they
	 * have (a target's parameters appeared, a taller target page is shown); never shorter.
	 */
	void growWindow() {
		Shell shell = scroller.getShell();
		if (shell.isDisposed() || !shell.isVisible()) {
			return;
		}
		Point now = shell.getSize();
		int wanted = shell.computeSize(now.x, SWT.DEFAULT).y;
		int screen = shell.getDisplay().getPrimaryMonitor().getClientArea().height - 40;
		if (wanted > now.y && now.y < screen) {
			shell.setSize(now.x, Math.min(wanted, screen));
		}
	}

	/** Fits the scrolled height to what the sections need at the width they have; call it when they change. */
	void fit() {
		if (scroller.isDisposed()) {
			return;
		}
		int width = scroller.getClientArea().width;
		if (width > 0) {
			scroller.setMinSize(sections.computeSize(width, SWT.DEFAULT));
		}
	}
}
