package org.drivebench.ui.run;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiConsumer;

import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;

/**
 * Where a plan's file copies work, asked for in words: shown when the plan has a test that takes the
 * file-copy parameters (a second folder, or a file system to prepare a drive with). On a simulated drive
 * it says the copies go through the model; on a test file it asks for the folder on another partition;
 * on a device it says that the drive is prepared, what that destroys, and asks for the partition size and
 * the file system. What is typed here goes into the plan's parameters.
 */
final class FileCopySection {
	static final String OTHER_FOLDER = "otherFolder";
	static final String PARTITION_SIZE = "partitionSize";
	static final String FILE_SYSTEM = "fileSystem";
	/** Widget data keys, for tests. */
	static final String GROUP_KEY = "run.filecopy", MODE_KEY = "run.filecopy.mode", FOLDER_KEY = "run.filecopy.folder",
			FILE_SYSTEM_KEY = "run.filecopy.filesystem", PARTITION_KEY = "run.filecopy.partition";

	private final Group group;
	private final Label mode;
	private final Composite folderRow;
	private final Text folder;
	private final Composite prepareRow;
	private final Text partition;
	private final Combo fileSystem;
	private final Label fileSystemHelp;
	private final BiConsumer<String, String> setParameter;
	private boolean updating;

	/** @param setParameter sets a parameter of the plan by key (and plans again) */
	FileCopySection(Composite parent, BiConsumer<String, String> setParameter) {
		this.setParameter = setParameter;
		group = new Group(parent, SWT.NONE);
		group.setData(GROUP_KEY, Boolean.TRUE);
		group.setText(Messages.filecopy_group);
		group.setLayout(new GridLayout(1, false));
		group.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
		mode = new Label(group, SWT.WRAP);
		mode.setData(MODE_KEY, Boolean.TRUE);
		GridData modeData = new GridData(SWT.FILL, SWT.TOP, true, false);
		modeData.widthHint = 700;
		mode.setLayoutData(modeData);

		folderRow = row(group, 3);
		new Label(folderRow, SWT.NONE).setText(Messages.filecopy_other);
		folder = new Text(folderRow, SWT.BORDER);
		folder.setData(FOLDER_KEY, Boolean.TRUE);
		folder.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		folder.addListener(SWT.Modify, e -> set(OTHER_FOLDER, folder.getText()));
		Button browse = new Button(folderRow, SWT.PUSH);
		browse.setText(Messages.filecopy_browse);
		browse.addListener(SWT.Selection, e -> {
			DirectoryDialog dialog = new DirectoryDialog(group.getShell());
			dialog.setText(Messages.filecopy_browse_title);
			String chosen = dialog.open();
			if (chosen != null) {
				folder.setText(chosen);
			}
		});

		prepareRow = row(group, 5);
		new Label(prepareRow, SWT.NONE).setText(Messages.filecopy_partition);
		partition = new Text(prepareRow, SWT.BORDER);
		partition.setData(PARTITION_KEY, Boolean.TRUE);
		GridData partitionData = new GridData(SWT.LEFT, SWT.CENTER, false, false);
		partitionData.widthHint = 80;
		partition.setLayoutData(partitionData);
		partition.addListener(SWT.Modify, e -> set(PARTITION_SIZE, partition.getText()));
		new Label(prepareRow, SWT.NONE).setText(Messages.filecopy_file_system);
		fileSystem = new Combo(prepareRow, SWT.READ_ONLY);
		fileSystem.setData(FILE_SYSTEM_KEY, Boolean.TRUE);
		fileSystem.addListener(SWT.Selection, e -> set(FILE_SYSTEM, fileSystem.getText()));
		fileSystemHelp = new Label(prepareRow, SWT.WRAP);
		fileSystemHelp.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		show(group, false);
	}

	private static Composite row(Composite parent, int columns) {
		Composite row = new Composite(parent, SWT.NONE);
		GridLayout layout = new GridLayout(columns, false);
		layout.marginWidth = 0;
		row.setLayout(layout);
		row.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
		return row;
	}

	private void set(String key, String value) {
		if (!updating) {
			setParameter.accept(key, value.strip());
		}
	}

	/** Whether a plan with these parameter rows copies files: it takes a folder across or a file system to make. */
	static boolean appliesTo(List<ParameterRow> rows) {
		return rows.stream().anyMatch(r -> r.spec().key().equals(OTHER_FOLDER) || r.spec().key().equals(FILE_SYSTEM));
	}

	/**
	 * Shows what the file copies will do on {@code target} with the plan's current {@code rows}.
	 *
	 * @return whether the section has just appeared (the window may need to grow)
	 */
	boolean update(@Nullable TargetChoice target, List<ParameterRow> rows) {
		boolean applies = target != null && appliesTo(rows);
		boolean appeared = applies && !group.getVisible();
		show(group, applies);
		if (!applies || target == null) {
			group.getParent().layout(true, true);
			return false;
		}
		updating = true;
		try {
			Optional<ParameterRow> other = row(rows, OTHER_FOLDER);
			Optional<ParameterRow> size = row(rows, PARTITION_SIZE);
			Optional<ParameterRow> fs = row(rows, FILE_SYSTEM);
			switch (target) {
			case TargetChoice.Simulated s -> {
				mode.setText(NLS.bind(Messages.filecopy_simulated, s.name()));
				show(folderRow, false);
				show(prepareRow, size.isPresent());
				showFileSystem(false);
			}
			case TargetChoice.TestFile f -> {
				mode.setText(NLS.bind(Messages.filecopy_folders, f.folder()));
				show(folderRow, other.isPresent());
				show(prepareRow, false);
			}
			case TargetChoice.Device d -> {
				mode.setText(NLS.bind(Messages.filecopy_prepare, d.name()));
				show(folderRow, false);
				show(prepareRow, true);
				showFileSystem(fs.isPresent());
			}
			case TargetChoice.Array a -> {
				// a strip-size study's array: DriveBench stripes it itself, so there is no partition to make on it
				mode.setText(NLS.bind(Messages.filecopy_simulated, a.name()));
				show(folderRow, false);
				show(prepareRow, false);
				showFileSystem(false);
			}
			case TargetChoice.OnRig r -> {
				mode.setText(NLS.bind(Messages.filecopy_rig, r.rig().name()));
				show(folderRow, false);
				show(prepareRow, false);
				showFileSystem(false);
			}
			}
			other.ifPresent(r -> sync(folder, r.text()));
			size.ifPresent(r -> sync(partition, shown(r)));
			fs.ifPresent(r -> {
				List<String> choices = r.spec().choices();
				if (fileSystem.getItemCount() != choices.size()) {
					fileSystem.setItems(choices.toArray(String[]::new));
				}
				int index = choices.indexOf(shown(r));
				if (index >= 0 && fileSystem.getSelectionIndex() != index) {
					fileSystem.select(index);
				}
				fileSystemHelp.setText(Objects.requireNonNullElse(r.problem(), r.help()));
			});
		} finally {
			updating = false;
		}
		group.getParent().layout(true, true);
		return appeared;
	}

	private void showFileSystem(boolean visible) {
		for (int i = 2; i < prepareRow.getChildren().length; i++) {
			show(prepareRow.getChildren()[i], visible);
		}
	}

	/** A row's value as the test will see it: an empty suite override stands for the test's default. */
	private static String shown(ParameterRow row) {
		return row.text().isEmpty() ? row.spec().defaultText() : row.text();
	}

	private static void sync(Text text, String value) {
		if (!text.getText().equals(value)) {
			text.setText(value);
		}
	}

	private static Optional<ParameterRow> row(List<ParameterRow> rows, String key) {
		return rows.stream().filter(r -> r.spec().key().equals(key)).findFirst();
	}

	private static void show(org.eclipse.swt.widgets.Control control, boolean visible) {
		control.setVisible(visible);
		if (!(control.getLayoutData() instanceof GridData)) {
			control.setLayoutData(new GridData());
		}
		((GridData) control.getLayoutData()).exclude = !visible;
	}
}
