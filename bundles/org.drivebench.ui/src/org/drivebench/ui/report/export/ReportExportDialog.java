package org.drivebench.ui.report.export;

import java.nio.file.Path;
import java.util.List;

import org.drivebench.report.chart.image.ChartImages;
import org.drivebench.report.export.ExportKind;
import org.drivebench.report.export.ExportRequest;
import org.drivebench.report.export.ReportExport;
import org.drivebench.ui.charts.export.ChartExportDialog;
import org.drivebench.ui.dialogs.TitledDialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;
import org.eclipse.jdt.annotation.DefaultLocation;
import org.eclipse.jdt.annotation.NonNullByDefault;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Asks what to export from a comparison (the review table, the charts, or the review page), in which
 * format, at which chart size, and where; says what is wrong with the choice before OK is enabled. The
 * writing is {@link ReportExport}'s; the choices are remembered for the session.
 */
// its widgets are made in createDialogArea, after construction: no null default for fields
@NonNullByDefault({ DefaultLocation.PARAMETER, DefaultLocation.RETURN_TYPE, DefaultLocation.TYPE_BOUND, DefaultLocation.TYPE_ARGUMENT })
public final class ReportExportDialog extends TitledDialog {
	/** Widget data keys, for tests. */
	public static final String KIND_KEY = "export.kind", FORMAT_KEY = "export.format", WIDTH_KEY = "export.width",
			HEIGHT_KEY = "export.height", TARGET_KEY = "export.target";
	private static ExportKind lastKind = ExportKind.TABLE;
	private static String lastFormat = "md";
	private static int lastWidth = 1000;
	private static int lastHeight = 560;
	private static Path lastFolder = ExportRequest.homeFolder();

	private final String baseName;
	private Combo kind;
	private Combo format;
	private Spinner width;
	private Spinner height;
	private Label targetLabel;
	private Text target;
	private ExportRequest request;

	/** @param title the report's title, which names the files suggested */
	public ReportExportDialog(Shell parent, String title) {
		super(parent, Messages.dialog_title, Messages.dialog_heading, Messages.dialog_message, 3);
		this.baseName = ChartImages.fileName(title);
	}

	@Override
	protected void createBody(Composite fields) {
		kind = combo(fields, Messages.dialog_kind, KIND_KEY);
		kind.setItems(Messages.kind_table, Messages.kind_charts, Messages.kind_page);
		kind.select(lastKind.ordinal());
		format = combo(fields, Messages.dialog_format, FORMAT_KEY);
		width = ChartExportDialog.sizeSpinner(fields, Messages.dialog_width, lastWidth, WIDTH_KEY);
		height = ChartExportDialog.sizeSpinner(fields, Messages.dialog_height, lastHeight, HEIGHT_KEY);
		targetLabel = new Label(fields, SWT.NONE);
		target = new Text(fields, SWT.BORDER);
		target.setData(TARGET_KEY, Boolean.TRUE);
		GridData data = new GridData(SWT.FILL, SWT.CENTER, true, false);
		data.widthHint = 420;
		target.setLayoutData(data);
		Button browse = new Button(fields, SWT.PUSH);
		browse.setText(Messages.dialog_browse);
		browse.addListener(SWT.Selection, e -> browse());
		kind.addListener(SWT.Selection, e -> kindChosen(null));
		format.addListener(SWT.Selection, e -> {
			suggestTarget();
			validate();
		});
		width.addListener(SWT.Modify, e -> validate());
		height.addListener(SWT.Modify, e -> validate());
		target.addModifyListener(e -> validate());
		kindChosen(lastKind == ExportKind.TABLE || lastKind.formats().contains(lastFormat) ? lastFormat : null);
	}

	private static Combo combo(Composite parent, String label, String key) {
		new Label(parent, SWT.NONE).setText(label);
		Combo combo = new Combo(parent, SWT.READ_ONLY);
		combo.setData(key, Boolean.TRUE);
		combo.setLayoutData(new GridData(SWT.BEGINNING, SWT.CENTER, false, false, 2, 1));
		return combo;
	}

	private ExportKind chosenKind() {
		return ExportKind.values()[Math.max(0, kind.getSelectionIndex())];
	}

	private void kindChosen(@Nullable String preferredFormat) {
		ExportKind k = chosenKind();
		List<String> formats = k.formats();
		format.setItems(formats.stream().map(ReportExportDialog::formatName).toArray(String[]::new));
		int index = preferredFormat == null ? 0 : Math.max(0, formats.indexOf(preferredFormat));
		format.select(index);
		width.setEnabled(k.drawsCharts());
		height.setEnabled(k.drawsCharts());
		targetLabel.setText(k.writesFolder() ? Messages.dialog_folder : Messages.dialog_file);
		targetLabel.getParent().layout(true, true);
		suggestTarget();
		validate();
	}

	private static String formatName(String format) {
		return switch (format) {
		case "csv" -> Messages.format_csv;
		case "md" -> Messages.format_md;
		case "html" -> Messages.format_html;
		case "tex" -> Messages.format_tex;
		case "json" -> Messages.format_json;
		case "png" -> Messages.format_png;
		default -> Messages.format_svg;
		};
	}

	/** Proposes a file (or folder) in the last folder used, named after the report. */
	private void suggestTarget() {
		ExportRequest sketch = current(lastFolder);
		if (sketch.kind().writesFolder()) {
			target.setText(lastFolder.toString());
		} else {
			target.setText(lastFolder.resolve(baseName + "." + sketch.extension()).toString());
		}
	}

	private ExportRequest current(@Nullable Path path) {
		ExportKind k = chosenKind();
		String f = k.formats().get(Math.max(0, format.getSelectionIndex()));
		return new ExportRequest(k, f, width.getSelection(), height.getSelection(), path);
	}

	private void browse() {
		ExportRequest sketch = current(ExportRequest.path(target.getText()));
		String chosen;
		if (sketch.kind().writesFolder()) {
			DirectoryDialog chooser = new DirectoryDialog(getShell());
			chooser.setFilterPath(target.getText());
			chosen = chooser.open();
		} else {
			FileDialog chooser = new FileDialog(getShell(), SWT.SAVE);
			chooser.setOverwrite(true);
			chooser.setFilterExtensions(new String[] { "*." + sketch.extension() });
			Path current = sketch.target();
			if (current != null && current.getParent() != null) {
				chooser.setFilterPath(current.getParent().toString());
				chooser.setFileName(current.getFileName().toString());
			}
			chosen = chooser.open();
		}
		if (chosen != null) {
			target.setText(chosen);
		}
	}

	@Override
	protected void createButtonsForButtonBar(Composite parent) {
		super.createButtonsForButtonBar(parent);
		getButton(IDialogConstants.OK_ID).setText(Messages.dialog_export);
		validate();
	}

	private void validate() {
		if (target == null) {
			return;
		}
		String problem = current(ExportRequest.path(target.getText())).problem();
		setErrorMessage(problem);
		Button ok = getButton(IDialogConstants.OK_ID);
		if (ok != null) {
			ok.setEnabled(problem == null);
		}
	}

	@Override
	protected void okPressed() {
		ExportRequest chosen = current(ExportRequest.path(target.getText()));
		String problem = chosen.problem(); // judged again: the file may have changed since it was typed
		Path path = chosen.target(); // a request with no problem names its file
		if (problem != null || path == null) {
			setErrorMessage(problem); // the dialog stays, with everything the user typed
			return;
		}
		request = chosen;
		lastKind = request.kind();
		lastFormat = request.format();
		lastWidth = request.width();
		lastHeight = request.height();
		Path written = path.toAbsolutePath();
		lastFolder = request.kind().writesFolder() ? written : written.getParent();
		super.okPressed();
	}

	/** What the user chose, once OK was pressed; else null. */
	public @Nullable ExportRequest request() {
		return request;
	}
}
