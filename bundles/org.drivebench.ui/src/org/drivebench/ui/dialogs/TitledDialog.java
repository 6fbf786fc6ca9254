package org.drivebench.ui.dialogs;

import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;

/**
 * The workbench's dialogs, set up once: a window title, a heading and a message in the title area, a
 * body that fills the dialog in a grid, resizable, at least as large as the dialog asks. A dialog
 * fills the body ({@link #createBody}) and says what its buttons do.
 */
public abstract class TitledDialog extends TitleAreaDialog {
	private final String windowTitle;
	private final String heading;
	private final String message;
	private final int columns;

	/**
	 * @param columns the body's grid columns
	 */
	protected TitledDialog(Shell parent, String windowTitle, String heading, String message, int columns) {
		super(parent);
		this.windowTitle = windowTitle;
		this.heading = heading;
		this.message = message;
		this.columns = columns;
	}

	/** Fills the dialog's body, a grid of the columns the constructor was given. */
	protected abstract void createBody(Composite body);

	/** The least size the dialog opens with; nothing more than its contents need by default. */
	protected Point minimumSize() {
		return new Point(0, 0);
	}

	@Override
	protected void configureShell(Shell shell) {
		super.configureShell(shell);
		shell.setText(windowTitle);
	}

	@Override
	protected boolean isResizable() {
		return true;
	}

	@Override
	protected Point getInitialSize() {
		Point size = super.getInitialSize();
		Point least = minimumSize();
		return new Point(Math.max(size.x, least.x), Math.max(size.y, least.y));
	}

	@Override
	protected final Control createDialogArea(Composite parent) {
		Composite area = (Composite) super.createDialogArea(parent);
		setTitle(heading);
		setMessage(message);
		Composite body = new Composite(area, SWT.NONE);
		body.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		body.setLayout(new GridLayout(columns, false));
		createBody(body);
		return area;
	}
}
