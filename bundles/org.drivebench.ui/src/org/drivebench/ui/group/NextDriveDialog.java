package org.drivebench.ui.group;

import org.drivebench.engine.device.DeviceReport;
import org.drivebench.group.NextDrive;
import org.drivebench.ui.dialogs.TitledDialog;
import org.eclipse.jdt.annotation.DefaultLocation;
import org.eclipse.jdt.annotation.NonNullByDefault;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

/**
 * The drive plugged in for a group test's entry: its device, model, serial, size and safety findings
 * (the group bundle's {@link NextDrive#describe(DeviceReport)}), and a box for the serial that confirms
 * writing to it, judged afterwards exactly as a device target's confirmation is.
 */
// its widgets are made in createDialogArea, after construction: no null default for fields
@NonNullByDefault({ DefaultLocation.PARAMETER, DefaultLocation.RETURN_TYPE, DefaultLocation.TYPE_BOUND, DefaultLocation.TYPE_ARGUMENT })
final class NextDriveDialog extends TitledDialog {
	/** Widget data key of the serial box, for tests. */
	static final String SERIAL_KEY = "group.nextdrive.serial";
	private final DeviceReport report;
	private Text serial;
	private String typed = "";

	NextDriveDialog(Shell parent, String entryName, DeviceReport report) {
		super(parent, Messages.next_title, NLS.bind(Messages.next_heading, entryName), report.identity().serial().isBlank()
				? Messages.next_message_path : Messages.next_message, 1);
		this.report = report;
	}

	@Override
	protected void createBody(Composite body) {
		for (String line : NextDrive.describe(report)) {
			Label l = new Label(body, SWT.WRAP);
			l.setText(line);
			l.setFont(org.eclipse.jface.resource.JFaceResources.getTextFont());
			l.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		}
		new Label(body, SWT.NONE).setText(Messages.next_serial);
		serial = new Text(body, SWT.BORDER);
		serial.setData(SERIAL_KEY, Boolean.TRUE);
		serial.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
	}

	@Override
	protected void createButtonsForButtonBar(Composite parent) {
		createButton(parent, IDialogConstants.OK_ID, Messages.next_write, false);
		createButton(parent, IDialogConstants.CANCEL_ID, Messages.next_refuse, true);
	}

	@Override
	protected void okPressed() {
		typed = serial.getText().strip();
		super.okPressed();
	}

	/** What was typed when Write was pressed; empty otherwise. */
	String typed() {
		return typed;
	}
}
