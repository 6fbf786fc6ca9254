package org.drivebench.ui.library;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import org.drivebench.core.io.Failures;
import org.drivebench.imports.ImportBatch;
import org.drivebench.imports.Imports;
import org.drivebench.library.ResultLibrary;
import org.drivebench.ui.dialogs.TitledDialog;
import org.eclipse.jdt.annotation.DefaultLocation;
import org.eclipse.jdt.annotation.NonNullByDefault;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

/**
 * File > Import Results: files of CrystalDiskMark and KDiskMark (their text exports), DiskSpd (XML or
 * text) and fio (JSON), and the drive they measured, read as {@code drivebench import} reads them
 * (the import bundle's {@link ImportBatch}): every file read before anything is saved, a bad one named
 * with its line and nothing saved.
 */
// its widgets are made in createDialogArea, after construction: no null default for fields
@NonNullByDefault({ DefaultLocation.PARAMETER, DefaultLocation.RETURN_TYPE, DefaultLocation.TYPE_BOUND, DefaultLocation.TYPE_ARGUMENT })
public final class ImportResultsDialog extends TitledDialog {
	/** Widget data keys, for tests. */
	public static final String FILES_KEY = "import.files", DRIVE_KEY = "import.drive";

	private final ResultLibrary library;
	private final Imports imports;
	private org.eclipse.swt.widgets.List files;
	private Text drive;
	private Label problem;
	private List<ImportBatch.Imported> imported = List.of();

	public ImportResultsDialog(Shell parent, ResultLibrary library, Imports imports) {
		super(parent, Messages.import_results_title, Messages.import_results_heading, Messages.import_results_message, 3);
		this.library = library;
		this.imports = imports;
	}

	@Override
	protected Point minimumSize() {
		return new Point(720, 420);
	}

	@Override
	protected void createBody(Composite body) {
		Label filesLabel = new Label(body, SWT.NONE);
		filesLabel.setText(Messages.import_results_files);
		filesLabel.setLayoutData(new GridData(SWT.BEGINNING, SWT.TOP, false, false));
		files = new org.eclipse.swt.widgets.List(body, SWT.MULTI | SWT.BORDER | SWT.V_SCROLL | SWT.H_SCROLL);
		files.setData(FILES_KEY, Boolean.TRUE);
		GridData filesData = new GridData(SWT.FILL, SWT.FILL, true, true);
		filesData.heightHint = 140;
		files.setLayoutData(filesData);
		Composite buttons = new Composite(body, SWT.NONE);
		GridLayout buttonsLayout = new GridLayout(1, true);
		buttonsLayout.marginWidth = 0;
		buttons.setLayout(buttonsLayout);
		buttons.setLayoutData(new GridData(SWT.FILL, SWT.TOP, false, false));
		Button add = new Button(buttons, SWT.PUSH);
		add.setText(Messages.import_results_add);
		add.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		add.addListener(SWT.Selection, e -> chooseFiles());
		Button remove = new Button(buttons, SWT.PUSH);
		remove.setText(Messages.import_results_remove);
		remove.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		remove.addListener(SWT.Selection, e -> files.remove(files.getSelectionIndices()));
		new Label(body, SWT.NONE).setText(Messages.import_results_drive);
		drive = new Text(body, SWT.BORDER);
		drive.setData(DRIVE_KEY, Boolean.TRUE);
		drive.setMessage(Messages.import_results_drive_hint);
		drive.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
		Label formats = new Label(body, SWT.WRAP);
		formats.setText(Messages.import_results_formats);
		GridData formatsData = new GridData(SWT.FILL, SWT.TOP, true, false, 3, 1);
		formatsData.widthHint = 600;
		formats.setLayoutData(formatsData);
		problem = new Label(body, SWT.WRAP);
		problem.setForeground(body.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
		GridData problemData = new GridData(SWT.FILL, SWT.TOP, true, false, 3, 1);
		problemData.widthHint = 600;
		problem.setLayoutData(problemData);
	}

	/** Says what is wrong in the title area and whole below the fields (the title area shows two lines of it). */
	private void problem(@org.eclipse.jdt.annotation.Nullable String text) {
		setErrorMessage(text);
		problem.setText(text == null ? "" : text);
		problem.getParent().layout(true, true);
	}

	private void chooseFiles() {
		FileDialog dialog = new FileDialog(getShell(), SWT.OPEN | SWT.MULTI);
		dialog.setText(Messages.import_results_title);
		dialog.setFilterExtensions(new String[] { "*.txt;*.xml;*.json", "*" });
		dialog.setFilterNames(new String[] { Messages.import_results_filter, Messages.import_run_all });
		if (dialog.open() == null) {
			return;
		}
		for (String name : dialog.getFileNames()) {
			String path = Path.of(dialog.getFilterPath(), name).toString();
			if (Arrays.asList(files.getItems()).indexOf(path) < 0) {
				files.add(path);
			}
		}
		problem(null);
	}

	@Override
	protected void createButtonsForButtonBar(Composite parent) {
		createButton(parent, IDialogConstants.OK_ID, Messages.import_results_import, true);
		createButton(parent, IDialogConstants.CANCEL_ID, IDialogConstants.CANCEL_LABEL, false);
	}

	/** Reads every file, then saves them all; a file that cannot be read is named, with its line, and nothing is saved. */
	@Override
	protected void okPressed() {
		if (files.getItemCount() == 0) {
			problem(Messages.import_results_none);
			return;
		}
		List<Path> chosen = new ArrayList<>();
		for (String item : files.getItems()) {
			chosen.add(Path.of(item));
		}
		String driveName = drive.getText().isBlank() ? null : drive.getText().strip();
		ImportBatch batch = new ImportBatch(imports);
		try {
			batch.read(chosen, null, driveName, Optional.of(library), null);
		} catch (IOException | RuntimeException e) {
			problem(NLS.bind(Messages.import_results_bad, Failures.describe(e).replace("--drive <name>", Messages.import_results_drive_field)));
			return;
		}
		try {
			imported = batch.save(library);
		} catch (IOException e) {
			problem(NLS.bind(Messages.import_results_unsaved, library.folder(), Failures.describe(e)));
			return;
		}
		super.okPressed();
	}

	/** What was imported, once Import worked; else empty. */
	public List<ImportBatch.Imported> imported() {
		return imported;
	}
}
