package org.drivebench.ui.preferences;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.drivebench.core.units.Units;
import org.drivebench.library.LibraryService;
import org.drivebench.library.drives.DrivePalette;
import org.drivebench.report.chart.DisplaySettings;
import org.drivebench.ui.charts.render.SwtColors;
import org.drivebench.ui.dialogs.TitledDialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.layout.RowLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.ColorDialog;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.osgi.service.prefs.BackingStoreException;
import org.eclipse.jdt.annotation.DefaultLocation;
import org.eclipse.jdt.annotation.NonNullByDefault;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Edits the workbench preferences with inline validation; OK stores them, and every part that shows
 * figures follows (through {@code @Preference}), the library addon reopens a changed library folder.
 */
// its widgets are made in createDialogArea, after construction: no null default for fields
@NonNullByDefault({ DefaultLocation.PARAMETER, DefaultLocation.RETURN_TYPE, DefaultLocation.TYPE_BOUND, DefaultLocation.TYPE_ARGUMENT })
public final class PreferencesDialog extends TitledDialog {
	/** Widget data keys, for tests. */
	public static final String FOLDER_KEY = "libraryFolder", UNIT_KEY = "rateUnit", PALETTE_KEY = "palette";

	private Text folder;
	private Combo unit;
	private Text palette;
	private Composite swatches;

	public PreferencesDialog(Shell parent) {
		super(parent, Messages.dialog_title, Messages.dialog_heading, Messages.dialog_message, 1);
	}

	@Override
	protected void createBody(Composite body) {
		DisplaySettings current = UiPreferences.displaySettings();
		createLibraryGroup(body);
		createFiguresGroup(body, current);
		createPaletteGroup(body, current);
	}

	private void createLibraryGroup(Composite body) {
		Group group = group(body, Messages.library_group, 3);
		new Label(group, SWT.NONE).setText(Messages.library_folder);
		folder = new Text(group, SWT.BORDER);
		folder.setData(FOLDER_KEY, Boolean.TRUE);
		GridData data = new GridData(SWT.FILL, SWT.CENTER, true, false);
		data.widthHint = 420;
		folder.setLayoutData(data);
		folder.setText(UiPreferences.libraryFolder());
		folder.setMessage(LibraryService.defaultFolder().toString());
		folder.addModifyListener(e -> validate());
		Button browse = new Button(group, SWT.PUSH);
		browse.setText(Messages.library_browse);
		browse.addListener(SWT.Selection, e -> {
			DirectoryDialog chooser = new DirectoryDialog(getShell());
			chooser.setFilterPath(folder.getText().isBlank() ? LibraryService.defaultFolder().toString() : folder.getText());
			String chosen = chooser.open();
			if (chosen != null) {
				folder.setText(chosen);
			}
		});
		Label hint = new Label(group, SWT.WRAP);
		hint.setText(NLS.bind(Messages.library_default, LibraryService.defaultFolder()));
		hint.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 3, 1));
	}

	private void createFiguresGroup(Composite body, DisplaySettings current) {
		Group group = group(body, Messages.display_group, 2);
		new Label(group, SWT.NONE).setText(Messages.rate_unit);
		unit = new Combo(group, SWT.READ_ONLY);
		unit.setData(UNIT_KEY, Boolean.TRUE);
		unit.setItems(Messages.rate_mb, Messages.rate_mib);
		unit.select(current.rateUnit() == Units.MIB_PER_S ? 1 : 0);
		Label rounding = new Label(group, SWT.WRAP);
		rounding.setText(Messages.rounding);
		GridData roundingData = new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1);
		roundingData.widthHint = 420;
		rounding.setLayoutData(roundingData);
	}

	private void createPaletteGroup(Composite body, DisplaySettings current) {
		Group group = group(body, Messages.palette_group, 2);
		new Label(group, SWT.NONE).setText(Messages.palette_text);
		palette = new Text(group, SWT.BORDER);
		palette.setData(PALETTE_KEY, Boolean.TRUE);
		palette.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		palette.setText(String.join(", ", current.palette()));
		palette.addModifyListener(e -> {
			showSwatches();
			validate();
		});
		swatches = new Composite(group, SWT.NONE);
		swatches.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
		RowLayout row = new RowLayout();
		row.spacing = 4;
		swatches.setLayout(row);
		Label hint = new Label(group, SWT.NONE);
		hint.setText(Messages.palette_hint);
		Button restore = new Button(group, SWT.PUSH);
		restore.setText(Messages.palette_restore);
		restore.setLayoutData(new GridData(SWT.END, SWT.CENTER, false, false));
		restore.addListener(SWT.Selection, e -> palette.setText(String.join(", ", DrivePalette.DEFAULT)));
		showSwatches();
	}

	private static Group group(Composite parent, String title, int columns) {
		Group group = new Group(parent, SWT.NONE);
		group.setText(title);
		group.setLayout(new GridLayout(columns, false));
		group.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
		return group;
	}

	private void showSwatches() {
		for (Control old : swatches.getChildren()) {
			old.dispose();
		}
		List<String> colors = UiPreferences.parsePalette(palette.getText());
		for (int i = 0; i < colors.size(); i++) {
			int index = i;
			Label swatch = new Label(swatches, SWT.BORDER);
			swatch.setBackground(SwtColors.of(colors.get(i)));
			swatch.setToolTipText(colors.get(i));
			swatch.setLayoutData(new org.eclipse.swt.layout.RowData(28, 18));
			swatch.addListener(SWT.MouseUp, e -> pickColor(index));
		}
		swatches.getParent().layout(true, true);
	}

	private void pickColor(int index) {
		List<String> colors = new ArrayList<>(UiPreferences.parsePalette(palette.getText()));
		ColorDialog chooser = new ColorDialog(getShell());
		chooser.setRGB(SwtColors.of(colors.get(index)).getRGB());
		RGB rgb = chooser.open();
		if (rgb != null) {
			colors.set(index, String.format("#%02x%02x%02x", rgb.red, rgb.green, rgb.blue));
			palette.setText(String.join(", ", colors));
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
		String text = folder.getText().strip();
		if (!text.isEmpty()) {
			try {
				Path path = Path.of(text).toAbsolutePath();
				if (Files.exists(path) && !Files.isDirectory(path)) {
					return NLS.bind(Messages.library_not_folder, path);
				}
				if (!Files.exists(path) && (path.getParent() == null || !Files.isDirectory(path.getParent()))) {
					return NLS.bind(Messages.library_no_parent, path, path.getParent());
				}
			} catch (InvalidPathException e) {
				return NLS.bind(Messages.library_not_folder, text);
			}
		}
		String[] parts = palette.getText().strip().split("[,\\s]+");
		if (palette.getText().isBlank()) {
			return Messages.palette_empty;
		}
		for (String part : parts) {
			if (!DrivePalette.isColor(part)) {
				return NLS.bind(Messages.palette_invalid, part);
			}
		}
		return null;
	}

	@Override
	protected void okPressed() {
		DisplaySettings chosen = new DisplaySettings(unit.getSelectionIndex() == 1 ? Units.MIB_PER_S : Units.MB_PER_S,
				UiPreferences.parsePalette(palette.getText()));
		String libraryFolder = folder.getText().isBlank() ? "" : Path.of(folder.getText().strip()).toAbsolutePath().toString();
		try {
			UiPreferences.store(chosen, libraryFolder);
		} catch (BackingStoreException e) {
			setErrorMessage(NLS.bind(Messages.store_failed, e.getMessage()));
			return;
		}
		super.okPressed();
	}
}
