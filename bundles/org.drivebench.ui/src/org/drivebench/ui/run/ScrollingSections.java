package org.drivebench.ui.run;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;

/**
 * A dialog's sections, one under another, that scroll once they need more height than the dialog has and
 * never sideways: in a short window (1024x700) the target and the plan keep their fields and the
 * parameters' table its rows, instead of being squeezed under their least height.
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
