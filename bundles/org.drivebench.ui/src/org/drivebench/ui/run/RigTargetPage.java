package org.drivebench.ui.run;

import java.io.IOException;
import java.util.List;
import java.util.Objects;

import org.drivebench.core.io.Failures;
import org.drivebench.core.runner.RunCheck;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.engine.Sizes;
import org.drivebench.engine.device.WriteRefusedException;
import org.drivebench.engine.open.TargetCheck;
import org.drivebench.rig.Rig;
import org.drivebench.rig.RigBook;
import org.drivebench.rig.RigTargets;
import org.drivebench.ui.library.BackgroundWork;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;

/**
 * The launcher's "On a rig" page: one of the user's rigs ({@code drivebench rigs add}), a device or a
 * test file there, a new file's size, and the {@code <path>@<rig>} confirmation a write needs. The
 * target is judged by the core's {@link RigTargets#check}, the check {@code drivebench run --rig} makes
 * (the rig answers as a fio server, the path as fio sees it, the confirmation, the rig's fio), off the UI
 * thread and again whenever the input changes; its stand-in target then rehearses the plan, refusing
 * the steps fio cannot express before Start is enabled.
 */
final class RigTargetPage implements TargetTab {
	/** Widget data keys, for tests. */
	static final String RIG_KEY = "run.target.rig", PATH_KEY = "run.target.rig.path", SIZE_KEY = "run.target.rig.size",
			CONFIRM_KEY = "run.target.rig.confirm", STATUS_KEY = "run.target.rig.status";
	/** Typing pauses this long before the rig is asked: each check starts fio's client. */
	private static final int CHECK_DELAY_MS = 400;

	/** What a check was made for: a change to any of it asks the rig again. */
	private record Input(Rig rig, String path, long fileSizeBytes, String confirmation, boolean writes) {
	}

	private final Runnable onChange;
	private final List<Rig> rigs;
	private final Combo rigChoice;
	private final Text path;
	private final Text size;
	private final Text confirmation;
	private final Label status;
	private @Nullable Input asked;
	private @Nullable Input answered;
	private @Nullable TargetCheck check;
	private @Nullable String failure;

	RigTargetPage(Composite page, Runnable onChange) {
		this.onChange = onChange;
		List<Rig> listed;
		String unreadable = null;
		try {
			listed = RigBook.user().list();
		} catch (IOException | RuntimeException e) {
			listed = List.of();
			unreadable = NLS.bind(Messages.rig_book_failed, RigBook.defaultFile(), Failures.describe(e));
		}
		rigs = listed;
		new Label(page, SWT.NONE).setText(Messages.rig_name);
		rigChoice = new Combo(page, SWT.DROP_DOWN | SWT.READ_ONLY);
		rigChoice.setData(RIG_KEY, Boolean.TRUE);
		rigChoice.setItems(rigs.stream().map(Rig::describe).toArray(String[]::new));
		if (!rigs.isEmpty()) {
			rigChoice.select(0);
		}
		rigChoice.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		new Label(page, SWT.NONE).setText(Messages.rig_path);
		path = new Text(page, SWT.BORDER);
		path.setData(PATH_KEY, Boolean.TRUE);
		path.setMessage(Messages.rig_path_hint);
		path.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		new Label(page, SWT.NONE).setText(Messages.rig_size);
		size = new Text(page, SWT.BORDER);
		size.setData(SIZE_KEY, Boolean.TRUE);
		size.setMessage(Messages.rig_size_hint);
		size.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		new Label(page, SWT.NONE).setText(Messages.rig_confirm);
		confirmation = new Text(page, SWT.BORDER);
		confirmation.setData(CONFIRM_KEY, Boolean.TRUE);
		confirmation.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		Label hint = new Label(page, SWT.WRAP);
		hint.setText(rigs.isEmpty() ? (unreadable != null ? unreadable : NLS.bind(Messages.rig_none, RigBook.defaultFile()))
				: Messages.rig_hint);
		GridData hintData = new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1);
		hintData.widthHint = 600;
		hint.setLayoutData(hintData);
		Button again = new Button(page, SWT.PUSH);
		again.setText(Messages.rig_check_again);
		again.setLayoutData(new GridData(SWT.BEGINNING, SWT.TOP, false, false, 2, 1));
		again.addListener(SWT.Selection, e -> {
			asked = null; // a rig that was down may be up now: ask it again
			answered = null;
			onChange.run();
		});
		status = new Label(page, SWT.WRAP);
		status.setData(STATUS_KEY, Boolean.TRUE);
		GridData statusData = new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1);
		statusData.widthHint = 600;
		status.setLayoutData(statusData);
		rigChoice.addModifyListener(e -> changed());
		path.addModifyListener(e -> changed());
		size.addModifyListener(e -> onChange.run());
		confirmation.addModifyListener(e -> onChange.run());
	}

	private void changed() {
		Rig rig = rig();
		confirmation.setMessage(rig == null || path().isEmpty() ? "" : NLS.bind(Messages.rig_confirm_hint, path() + "@" + rig.name()));
		onChange.run();
	}

	private @Nullable Rig rig() {
		int index = rigChoice.getSelectionIndex();
		return index < 0 || index >= rigs.size() ? null : rigs.get(index);
	}

	private String path() {
		return path.getText().strip();
	}

	/** The size typed (0 when empty), or -1 when it is no size. */
	private long fileSize() {
		String typed = size.getText().strip();
		try {
			return typed.isEmpty() ? 0 : Sizes.parse(typed);
		} catch (IllegalArgumentException e) {
			return -1;
		}
	}

	/** The target chosen, or null while the choice is incomplete. */
	@Override
	public @Nullable TargetChoice chosen() {
		Rig rig = rig();
		long bytes = fileSize();
		return rig == null || path().isEmpty() || bytes < 0 ? null : new TargetChoice.OnRig(rig, path(), bytes);
	}

	@Override
	public String confirmation() {
		return confirmation.getText().strip();
	}

	/**
	 * What is wrong with running {@code plan} on the target: the rig's answer for exactly this input,
	 * then the plan rehearsed on the rig's stand-in for the target by the core's {@link RunCheck}, as
	 * {@code drivebench run --rig} does; null when nothing.
	 */
	@Override
	public @Nullable String problem(RunPlan plan) {
		String problem = problem(plan.writes());
		TargetCheck checked = check;
		return problem != null || checked == null ? problem : TargetTab.problem(RunCheck.rehearsed(plan, checked), "{0}");
	}

	/**
	 * What is wrong with the target for a run that writes or only reads; null when the rig's answer for
	 * exactly this input allows it. A new input is sent to the rig after a short pause; meanwhile the
	 * problem is that it is being checked, and the page calls back when the answer is in.
	 */
	private @Nullable String problem(boolean writes) {
		Rig rig = rig();
		if (rig == null) {
			return rigs.isEmpty() ? Messages.problem_no_rigs : Messages.problem_no_rig;
		}
		if (path().isEmpty()) {
			return NLS.bind(Messages.problem_rig_path, rig.name());
		}
		long bytes = fileSize();
		if (bytes < 0) {
			return NLS.bind(Messages.problem_size, size.getText());
		}
		Input input = new Input(rig, path(), bytes, confirmation(), writes);
		if (!input.equals(answered)) {
			if (!input.equals(asked)) {
				asked = input;
				status.setText(NLS.bind(Messages.rig_checking, rig.describe()));
				status.getDisplay().timerExec(CHECK_DELAY_MS, () -> ask(input));
			}
			return NLS.bind(Messages.rig_checking, rig.describe());
		}
		return failure;
	}

	/** Sends {@code input} to the rig unless it changed while typing paused. */
	private void ask(Input input) {
		if (status.isDisposed() || !input.equals(asked)) {
			return;
		}
		BackgroundWork.run("DriveBench: check " + input.path() + " on " + input.rig().describe(), () -> {
			TargetCheck judged = null;
			String problem = null;
			try {
				judged = EngineTargets.checkOnRig(new RigTargets.Request(input.rig(), input.path(), input.writes(),
						input.confirmation(), input.fileSizeBytes(), false, null));
			} catch (WriteRefusedException e) {
				problem = NLS.bind(Messages.problem_rig_confirm,
						new Object[] { input.path(), input.rig().name(), input.path() + "@" + input.rig().name() });
			} catch (IOException | RuntimeException e) {
				problem = Failures.describe(e);
			}
			TargetCheck result = judged;
			String refused = problem;
			if (!status.isDisposed()) {
				status.getDisplay().asyncExec(() -> answer(input, result, refused));
			}
		});
	}

	private void answer(Input input, @Nullable TargetCheck result, @Nullable String problem) {
		if (status.isDisposed() || !input.equals(asked)) {
			return; // the input changed meanwhile: a newer check is on its way
		}
		answered = input;
		check = result;
		failure = problem;
		status.setText(result == null ? Objects.requireNonNullElse(problem, "")
				: String.join("\n", result.notes()) + (result.overwrites().isEmpty() ? ""
						: "\n" + NLS.bind(Messages.rig_overwrites, String.join("\n", result.overwrites()))));
		status.getParent().layout(true, true);
		onChange.run();
	}
}
