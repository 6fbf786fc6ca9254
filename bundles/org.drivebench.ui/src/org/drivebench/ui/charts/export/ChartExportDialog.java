package org.drivebench.ui.charts.export;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;

import org.drivebench.report.chart.image.ChartImages;
import org.drivebench.report.chart.image.ImageFormat;
import org.drivebench.engine.device.OutputFileGuard;
import org.drivebench.report.export.ExportRequest;
import org.drivebench.ui.dialogs.TitledDialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;
import org.eclipse.jdt.annotation.DefaultLocation;
import org.eclipse.jdt.annotation.NonNullByDefault;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Asks where to write a chart image and at which size; remembers both for the next export of the
 * session. Writing is left to the caller ({@link ChartImages}).
 */
// its widgets are made in createDialogArea, after construction: no null default for fields
@NonNullByDefault({ DefaultLocation.PARAMETER, DefaultLocation.RETURN_TYPE, DefaultLocation.TYPE_BOUND, DefaultLocation.TYPE_ARGUMENT })
public final class ChartExportDialog extends TitledDialog {
	/** Widget data keys, so tests can find the fields. */
	public static final String WIDTH_KEY = "width", HEIGHT_KEY = "height", FILE_KEY = "file";
	private static int lastWidth = 1200;
	private static int lastHeight = 700;
	private static Path lastFolder = ExportRequest.homeFolder();

	private final ImageFormat format;
	private final String suggestedName;
	private Spinner width;
	private Spinner height;
	private Text file;
	private int chosenWidth;
	private int chosenHeight;
	private Path chosenFile;

	public ChartExportDialog(Shell parent, ImageFormat format, String suggestedName) {
		super(parent, NLS.bind(Messages.dialog_title, format), NLS.bind(Messages.dialog_title, format),
				NLS.bind(Messages.dialog_message, format), 3);
		this.format = format;
		this.suggestedName = suggestedName;
	}

	@Override
	protected void createBody(Composite fields) {
		width = sizeSpinner(fields, Messages.dialog_width, lastWidth, WIDTH_KEY);
		height = sizeSpinner(fields, Messages.dialog_height, lastHeight, HEIGHT_KEY);
		new Label(fields, SWT.NONE).setText(Messages.dialog_file);
		file = new Text(fields, SWT.BORDER);
		file.setData(FILE_KEY, Boolean.TRUE);
		GridData fileData = new GridData(SWT.FILL, SWT.CENTER, true, false);
		fileData.widthHint = 380;
		file.setLayoutData(fileData);
		file.setText(lastFolder.resolve(suggestedName + "." + format.extension()).toString());
		file.addModifyListener(e -> validate());
		Button browse = new Button(fields, SWT.PUSH);
		browse.setText(Messages.dialog_browse);
		browse.addListener(SWT.Selection, e -> browse());
	}

	/** A chart's width or height, labelled, from the smallest to the largest chart image. */
	public static Spinner sizeSpinner(Composite parent, String label, int value, String key) {
		new Label(parent, SWT.NONE).setText(label);
		Spinner spinner = new Spinner(parent, SWT.BORDER);
		spinner.setData(key, Boolean.TRUE);
		spinner.setValues(value, ChartImages.MIN_SIZE, ChartImages.MAX_SIZE, 0, 50, 200);
		spinner.setLayoutData(new GridData(SWT.BEGINNING, SWT.CENTER, false, false, 2, 1));
		return spinner;
	}

	private void browse() {
		FileDialog chooser = new FileDialog(getShell(), SWT.SAVE);
		chooser.setOverwrite(true);
		chooser.setFilterExtensions(new String[] { "*." + format.extension() });
		try {
			Path current = Path.of(file.getText().strip());
			if (current.getParent() != null) {
				chooser.setFilterPath(current.getParent().toString());
			}
			chooser.setFileName(current.getFileName() == null ? "" : current.getFileName().toString());
		} catch (InvalidPathException e) {
			chooser.setFilterPath(lastFolder.toString());
		}
		String chosen = chooser.open();
		if (chosen != null) {
			file.setText(chosen);
		}
	}

	@Override
	protected void createButtonsForButtonBar(Composite parent) {
		super.createButtonsForButtonBar(parent);
		validate();
	}

	private void validate() {
		String problem = problem();
		setErrorMessage(problem);
		Button ok = getButton(IDialogConstants.OK_ID);
		if (ok != null) {
			ok.setEnabled(problem == null);
		}
	}

	private @Nullable String problem() {
		String text = file.getText().strip();
		if (text.isEmpty()) {
			return Messages.dialog_file_missing;
		}
		Path path;
		try {
			path = Path.of(text).toAbsolutePath();
		} catch (InvalidPathException e) {
			return NLS.bind(Messages.dialog_bad_path, text);
		}
		// where it goes first (a device node, an image in use, a missing folder, ...): the rule every file DriveBench writes follows
		String place = OutputFileGuard.system().problem(path);
		if (place != null) {
			return place;
		}
		Path name = path.getFileName();
		if (name == null || !name.toString().toLowerCase().endsWith("." + format.extension())) {
			return NLS.bind(Messages.dialog_extension, format.extension());
		}
		return null;
	}

	@Override
	protected void okPressed() {
		String problem = problem(); // judged again: the file may have changed since it was typed
		if (problem != null) {
			validate();
			return;
		}
		chosenWidth = width.getSelection();
		chosenHeight = height.getSelection();
		chosenFile = Path.of(file.getText().strip()).toAbsolutePath();
		lastWidth = chosenWidth;
		lastHeight = chosenHeight;
		lastFolder = chosenFile.getParent();
		super.okPressed();
	}

	public int chosenWidth() {
		return chosenWidth;
	}

	public int chosenHeight() {
		return chosenHeight;
	}

	public Path chosenFile() {
		return chosenFile;
	}
}
