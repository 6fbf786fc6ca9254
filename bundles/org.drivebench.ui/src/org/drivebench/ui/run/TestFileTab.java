package org.drivebench.ui.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import org.drivebench.core.io.Failures;
import org.drivebench.core.runner.RunCheck;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.engine.Sizes;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;

/**
 * The launcher's test file: the folder it is made in (on the drive to measure) and its size. An
 * existing file of the user's there is offered for overwriting with its size and date (the command
 * line's {@code --overwrite-file}); the core judges the file as the command line's run does.
 */
final class TestFileTab implements TargetTab {
	/** Widget data keys, for tests. */
	static final String FOLDER_KEY = "run.target.folder", SIZE_KEY = "run.target.size", OVERWRITE_KEY = "run.target.overwrite";

	private final Text folder;
	private final Text size;
	private final Button overwrite;
	private final Label status;

	TestFileTab(Composite page, Runnable onChange) {
		new Label(page, SWT.NONE).setText(Messages.target_file_folder);
		folder = new Text(page, SWT.BORDER);
		folder.setData(FOLDER_KEY, Boolean.TRUE);
		folder.setText(System.getProperty("java.io.tmpdir"));
		folder.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		Button browse = new Button(page, SWT.PUSH);
		browse.setText(Messages.target_browse);
		browse.addListener(SWT.Selection, e -> {
			DirectoryDialog chooser = new DirectoryDialog(page.getShell());
			chooser.setFilterPath(folder.getText());
			String chosen = chooser.open();
			if (chosen != null) {
				folder.setText(chosen);
			}
		});
		new Label(page, SWT.NONE).setText(Messages.target_file_size);
		size = new Text(page, SWT.BORDER);
		size.setData(SIZE_KEY, Boolean.TRUE);
		size.setText("1G");
		size.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
		Label hint = new Label(page, SWT.WRAP);
		hint.setText(Messages.target_file_hint);
		hint.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 3, 1));
		// the command line's --overwrite-file: shown only for an existing file of the user's, with its size and date
		overwrite = new Button(page, SWT.CHECK);
		overwrite.setData(OVERWRITE_KEY, Boolean.TRUE);
		overwrite.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 3, 1));
		overwrite.setVisible(false);
		overwrite.addListener(SWT.Selection, e -> onChange.run());
		status = new Label(page, SWT.WRAP);
		status.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 3, 1));
		folder.addModifyListener(e -> {
			shown();
			onChange.run();
		});
		size.addModifyListener(e -> onChange.run());
	}

	String folder() {
		return folder.getText().strip();
	}

	String size() {
		return size.getText().strip();
	}

	void recall(String folderText, String sizeText) {
		if (!folderText.isBlank()) {
			folder.setText(folderText);
		}
		if (!sizeText.isBlank()) {
			size.setText(sizeText);
		}
	}

	/** The folder, when it is one. */
	private Optional<Path> directory() {
		try {
			Path dir = Path.of(folder()).toAbsolutePath();
			return Files.isDirectory(dir) ? Optional.of(dir) : Optional.empty();
		} catch (RuntimeException e) {
			return Optional.empty();
		}
	}

	/** Offers the overwrite box when the folder holds a file of the user's where the test file goes. */
	@Override
	public void shown() {
		Optional<String> users = Optional.empty();
		Optional<Path> dir = directory();
		if (dir.isPresent()) {
			Path file = dir.get().resolve(TargetChoice.TestFile.NAME);
			try {
				users = RunCheck.overwritable(file);
			} catch (IOException e) {
				users = Optional.empty();
			}
			users.ifPresent(described -> overwrite.setText(NLS.bind(Messages.target_file_overwrite, file.getFileName(), described)));
		}
		if (overwrite.getVisible() != users.isPresent()) {
			overwrite.setVisible(users.isPresent());
			if (users.isEmpty()) {
				overwrite.setSelection(false);
			}
		}
	}

	@Override
	public @Nullable TargetChoice chosen() {
		try {
			return new TargetChoice.TestFile(Path.of(folder()), Sizes.parse(size.getText()), overwrite.isVisible() && overwrite.getSelection());
		} catch (RuntimeException e) {
			return null;
		}
	}

	/** The folder and the size as typed, then the core's judgement of the file (its guard, size, space, the plan on it). */
	@Override
	public @Nullable String problem(RunPlan plan) {
		if (directory().isEmpty()) {
			return NLS.bind(Messages.problem_folder, folder());
		}
		TargetChoice choice = chosen();
		if (choice == null) {
			return NLS.bind(Messages.problem_size, size.getText());
		}
		String problem;
		try {
			RunCheck.Verdict verdict = RunCheck.judge(plan, EngineTargets.request(choice, plan.writes(), "", null));
			status.setText(verdict instanceof RunCheck.Ready ready ? String.join("\n", ready.check().notes()) : "");
			problem = TargetTab.problem(verdict, Messages.problem_file);
		} catch (IOException e) {
			status.setText("");
			problem = NLS.bind(Messages.problem_file, Failures.describe(e));
		}
		status.getParent().layout(true, true);
		return problem;
	}
}
