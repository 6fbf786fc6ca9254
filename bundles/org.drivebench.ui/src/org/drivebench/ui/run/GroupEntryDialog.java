package org.drivebench.ui.run;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Supplier;

import org.drivebench.core.runner.RunPlan;
import org.drivebench.core.suite.SuiteCatalog;
import org.drivebench.engine.device.DeviceReport;
import org.drivebench.group.NextDrive;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.GroupEntry;
import org.drivebench.model.GroupEntryState;
import org.drivebench.ui.dialogs.TitledDialog;
import org.eclipse.jdt.annotation.DefaultLocation;
import org.eclipse.jdt.annotation.NonNullByDefault;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

/**
 * A group test's entry, chosen as the run launcher chooses a run, with its own target and suite
 * sections: a simulated drive, a test file, a block device with its serial confirmation, or a target on
 * a rig, and a suite with its parameters; then the entry's name in the comparison. The core judges the
 * target for the suite as it judges a run's (and as {@code drivebench group-test add} does).
 */
// its widgets are made in createDialogArea, after construction: no null default for fields
@NonNullByDefault({ DefaultLocation.PARAMETER, DefaultLocation.RETURN_TYPE, DefaultLocation.TYPE_BOUND, DefaultLocation.TYPE_ARGUMENT })
public final class GroupEntryDialog extends TitledDialog {
	/** Widget data key of the name field, for tests. */
	public static final String LABEL_KEY = "group.entry.label";
	/** Widget data key of the box "the next drive plugged in", for tests. */
	public static final String NEXT_DRIVE_KEY = "group.entry.nextdrive";
	/** Widget data key of the field of how long the next drive plugged in is waited for, for tests. */
	public static final String WAIT_KEY = "group.entry.wait";

	private final LaunchPlanner planner;
	private final List<SuiteCatalog.Listed> suites;
	private final Supplier<List<DeviceReport>> devices;
	private final List<String> takenLabels;
	private ScrollingSections sections;
	private TargetSection target;
	private PlanSection plan;
	private Text label;
	private Button nextDrive;
	private Text wait;
	private @Nullable GroupEntry entry;

	/**
	 * @param devices     lists the block devices (called off the UI thread)
	 * @param takenLabels the names of the group test's entries: a new one may not repeat them
	 */
	public GroupEntryDialog(Shell parent, LaunchPlanner planner, List<SuiteCatalog.Listed> suites, Supplier<List<DeviceReport>> devices,
			List<String> takenLabels) {
		super(parent, Messages.entry_title, Messages.entry_heading, Messages.entry_message, 1);
		this.planner = planner;
		this.suites = suites;
		this.devices = devices;
		this.takenLabels = takenLabels.stream().map(l -> l.toLowerCase(Locale.ROOT)).toList();
	}

	@Override
	protected Point getInitialSize() {
		Point size = super.getInitialSize();
		return new Point(Math.max(size.x, 900), Math.min(Math.max(size.y, 700), 860));
	}

	@Override
	protected void createBody(Composite body) {
		// in a short window the choices scroll, the parameters' table keeping its rows; the name stays beside Add
		sections = new ScrollingSections(body);
		Composite choices = sections.sections();
		nextDrive = new Button(choices, SWT.CHECK);
		nextDrive.setText(Messages.entry_next_drive);
		nextDrive.setToolTipText(Messages.entry_next_drive_tip);
		nextDrive.setData(NEXT_DRIVE_KEY, Boolean.TRUE);
		Composite waitRow = new Composite(choices, SWT.NONE);
		GridLayout waitLayout = new GridLayout(3, false);
		waitLayout.marginLeft = 20; // under the box's text: it belongs to the box
		waitLayout.marginHeight = 0;
		waitRow.setLayout(waitLayout);
		waitRow.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		new Label(waitRow, SWT.NONE).setText(Messages.entry_wait);
		wait = new Text(waitRow, SWT.BORDER);
		wait.setData(WAIT_KEY, Boolean.TRUE);
		wait.setText(NextDrive.DEFAULT_WAIT_TEXT);
		wait.setToolTipText(Messages.entry_wait_tip);
		GridData waitData = new GridData(SWT.BEGINNING, SWT.CENTER, false, false);
		waitData.widthHint = 70;
		wait.setLayoutData(waitData);
		wait.setEnabled(false);
		wait.addListener(SWT.Modify, e -> validate());
		new Label(waitRow, SWT.NONE).setText(Messages.entry_wait_hint);
		target = TargetSection.inGroup(choices, this::validate, devices, Optional.empty());
		target.whenPageShown(sections::growWindow);
		nextDrive.addListener(SWT.Selection, e -> {
			target.control().getParent().setEnabled(!nextDrive.getSelection()); // its drive is chosen when it is plugged in
			wait.setEnabled(nextDrive.getSelection());
			validate();
		});
		plan = new PlanSection(choices, planner, suites, this::validate);
		Composite name = new Composite(body, SWT.NONE);
		name.setLayout(new GridLayout(2, false));
		name.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		new Label(name, SWT.NONE).setText(Messages.entry_label);
		label = new Text(name, SWT.BORDER);
		label.setData(LABEL_KEY, Boolean.TRUE);
		label.setMessage(Messages.entry_label_hint);
		label.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		label.addListener(SWT.Modify, e -> validate());
		LauncherMemory last = LauncherMemory.load();
		// the launcher's tabs past the device's differ from these (its study page): those start on the simulated drive
		target.recall(last.tab() > 2 ? new LauncherMemory(0, last.simulated(), last.folder(), last.size(), last.device(), last.plan()) : last);
		if (last.plan().startsWith("suite:")) {
			plan.recall(last.plan());
		}
	}

	@Override
	protected void createButtonsForButtonBar(Composite parent) {
		createButton(parent, IDialogConstants.OK_ID, Messages.entry_add, true);
		createButton(parent, IDialogConstants.CANCEL_ID, IDialogConstants.CANCEL_LABEL, false);
		validate();
	}

	/** What is wrong with the entry as chosen; null when it may be added. */
	private @Nullable String problem() {
		RunPlan chosen = plan.outcome().plan();
		if (chosen == null) {
			return plan.outcome().problem();
		}
		if (!plan.chosenPlan().startsWith("suite:")) {
			return Messages.entry_needs_suite;
		}
		if (!target.options().equals(org.drivebench.core.runner.RunOptions.DEFAULT)) {
			return Messages.entry_no_options; // an entry keeps its target, suite and parameters: a seed would be dropped unsaid
		}
		String name = label.getText().strip();
		if (!name.isEmpty() && takenLabels.contains(name.toLowerCase(Locale.ROOT))) {
			return NLS.bind(Messages.entry_label_taken, name);
		}
		if (nextDrive.getSelection()) {
			return waitProblem(wait.getText()); // the drive is judged as the entry runs, once it is plugged in
		}
		TargetChoice choice = target.chosen();
		if (choice instanceof TargetChoice.TestFile file && file.overwrite()) {
			return NLS.bind(Messages.entry_no_overwrite, file.file());
		}
		return target.problem(chosen);
	}

	private void validate() {
		if (target == null || plan == null || label == null || wait == null) {
			return;
		}
		sections.fit(); // a target's tab or a plan's parameters may need another height
		String problem = problem();
		setErrorMessage(problem == null ? null : TargetSection.firstLine(problem));
		Button add = getButton(IDialogConstants.OK_ID);
		if (add != null) {
			add.setEnabled(problem == null);
			add.setToolTipText(problem);
		}
	}

	@Override
	protected void okPressed() {
		TargetChoice choice = target.chosen();
		if (problem() != null || choice == null && !nextDrive.getSelection()) {
			return;
		}
		List<String> parameters = new ArrayList<>();
		plan.rows().stream().filter(ParameterRow::isSet).forEach(r -> parameters.add(r.spec().key() + "=" + r.text()));
		String suite = plan.chosenPlan().substring("suite:".length());
		entry = choice == null || nextDrive.getSelection() ? nextDriveEntry(suite, parameters, label.getText().strip(), wait.getText())
				: entryOf(choice, target.confirmation(), suite, parameters, label.getText().strip());
		super.okPressed();
	}

	/** The entry chosen, once Add was pressed; else null. */
	public @Nullable GroupEntry entry() {
		return entry;
	}

	/**
	 * A pending entry measuring {@code choice}, as {@code drivebench group-test add} writes it: the target
	 * as the command line names it ({@code sim:…}, {@code file:<path>} with the file's size, a device's
	 * path, a path on a rig with the rig), and the confirmation that allows writing.
	 */
	static GroupEntry entryOf(TargetChoice choice, String confirmation, String suiteId, List<String> parameters, String label) {
		GroupEntry entry = DriveBenchFactory.eINSTANCE.createGroupEntry();
		entry.setSuiteId(suiteId);
		entry.getParameters().addAll(parameters);
		entry.setLabel(label.isBlank() ? null : label);
		entry.setState(GroupEntryState.PENDING);
		switch (choice) {
		case TargetChoice.Simulated simulated -> entry.setTarget(simulated.name());
		case TargetChoice.TestFile file -> {
			entry.setTarget("file:" + file.file());
			entry.setFileSizeBytes(file.sizeBytes());
		}
		case TargetChoice.Device device -> {
			entry.setTarget(device.report().path());
			confirm(entry, confirmation);
		}
		case TargetChoice.Array array -> {
			entry.setTarget(array.name());
			entry.getConfirmations().addAll(array.confirmations());
		}
		case TargetChoice.OnRig onRig -> {
			entry.setTarget(onRig.path());
			entry.setRig(onRig.rig().name());
			entry.setFileSizeBytes(onRig.fileSizeBytes());
			confirm(entry, confirmation);
		}
		}
		return entry;
	}

	/**
	 * A pending entry of the next drive plugged in, waited for at most {@code wait} (as {@link #waitProblem}
	 * accepts it), as {@code group-test add --next-drive [--wait <wait>]} writes it: {@code plugged:next}
	 * for the default wait, else {@code plugged:next:<wait>}.
	 */
	static GroupEntry nextDriveEntry(String suiteId, List<String> parameters, String label, String wait) {
		GroupEntry entry = DriveBenchFactory.eINSTANCE.createGroupEntry();
		entry.setSuiteId(suiteId);
		entry.getParameters().addAll(parameters);
		entry.setLabel(label.isBlank() ? null : label);
		entry.setState(GroupEntryState.PENDING);
		entry.setTarget(nextDriveTarget(wait));
		return entry;
	}

	/** The target of the next drive plugged in waited for at most {@code wait}, as the command line spells it. */
	public static String nextDriveTarget(String wait) {
		String w = wait.strip();
		return w.isEmpty() || NextDrive.waitOf(NextDrive.target(w)).equals(NextDrive.DEFAULT_WAIT) ? NextDrive.TARGET : NextDrive.target(w);
	}

	/** What is wrong with {@code wait} as the time the next drive plugged in is waited for (90s, 10m, 2h), naming it; null when nothing is. */
	public static @Nullable String waitProblem(String wait) {
		String w = wait.strip();
		if (w.isEmpty()) {
			return null; // the default wait
		}
		try {
			NextDrive.target(w);
			return null;
		} catch (IllegalArgumentException e) {
			return NLS.bind(Messages.entry_wait_bad, w);
		}
	}

	private static void confirm(GroupEntry entry, String confirmation) {
		if (!confirmation.isBlank()) {
			entry.getConfirmations().add(confirmation.strip());
		}
	}
}
