package org.drivebench.ui.run;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;

import org.drivebench.core.runner.PlanRehearsal;
import org.drivebench.core.api.ArrayStudy;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.report.study.StudyPlan;
import org.drivebench.engine.Sizes;
import org.drivebench.engine.TargetShape;
import org.drivebench.engine.device.DeviceReport;
import org.drivebench.core.suite.SuitePresets;
import org.drivebench.model.Suite;
import org.eclipse.jdt.annotation.DefaultLocation;
import org.eclipse.jdt.annotation.NonNullByDefault;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.IMessageProvider;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Shell;

/**
 * Run > New Run…: choose the target, a suite or a single test, edit the parameters, then Start. Says
 * what is wrong (a parameter value with its allowed range, a device that may not be written, a missing
 * confirmation) before Start is enabled, and warns when the run writes.
 */
// its widgets are made in createDialogArea, after construction: no null default for fields
@NonNullByDefault({ DefaultLocation.PARAMETER, DefaultLocation.RETURN_TYPE, DefaultLocation.TYPE_BOUND, DefaultLocation.TYPE_ARGUMENT })
public final class RunLauncherDialog extends TitleAreaDialog {
	private final LaunchPlanner planner;
	private final List<Suite> suites;
	private final Supplier<List<DeviceReport>> devices;
	private final Optional<ArrayStudy> study;
	private TargetSection target;
	private PlanSection plan;
	private List<RunRequest> requests = List.of();
	private FileCopySection fileCopy;

	/**
	 * @param planner plans against the installed tests
	 * @param suites  the suites offered (presets and the library's)
	 * @param devices lists the block devices (called off the UI thread)
	 * @param study   the RAID-0 strip-size study, when its bundle is installed
	 */
	public RunLauncherDialog(Shell parent, LaunchPlanner planner, List<Suite> suites, Supplier<List<DeviceReport>> devices,
			Optional<ArrayStudy> study) {
		super(parent);
		this.planner = planner;
		this.suites = suites;
		this.devices = devices;
		this.study = study;
	}

	@Override
	protected void configureShell(Shell shell) {
		super.configureShell(shell);
		shell.setText(Messages.launcher_title);
	}

	@Override
	protected boolean isResizable() {
		return true;
	}

	@Override
	protected Point getInitialSize() {
		Point size = super.getInitialSize();
		return new Point(Math.max(size.x, 900), Math.min(Math.max(size.y, 720), 860));
	}

	@Override
	protected Control createDialogArea(Composite parent) {
		Composite area = (Composite) super.createDialogArea(parent);
		setTitle(Messages.launcher_heading);
		Composite body = new Composite(area, SWT.NONE);
		body.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		body.setLayout(new GridLayout(1, false));
		Group targetGroup = new Group(body, SWT.NONE);
		targetGroup.setText(Messages.launcher_target);
		targetGroup.setLayout(new GridLayout(1, false));
		targetGroup.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, false));
		target = new TargetSection(targetGroup, this::validate, devices, study);
		target.control().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		fileCopy = new FileCopySection(body, (key, value) -> plan.setValue(key, value));
		plan = new PlanSection(body, planner, suites, this::validate);
		LauncherMemory last = LauncherMemory.load();
		target.recall(last);
		plan.recall(last.plan());
		return area;
	}

	@Override
	protected void createButtonsForButtonBar(Composite parent) {
		createButton(parent, IDialogConstants.OK_ID, Messages.launcher_start, true);
		createButton(parent, IDialogConstants.CANCEL_ID, IDialogConstants.CANCEL_LABEL, false);
		validate();
	}

	private void validate() {
		if (target == null || plan == null) {
			return;
		}
		if (target.study() != null) {
			plan.suggestSuite(SuitePresets.RAID_STUDY); // seed 003's programs, unless another suite was chosen
		}
		if (fileCopy.update(target.chosen(), plan.rows())) {
			growToFit();
		}
		RunPlan chosen = plan.outcome().plan();
		String problem = chosen == null ? plan.outcome().problem() : target.problem(chosen.writes());
		StudyTab study = target.study();
		if (chosen == null) {
			problem = Objects.requireNonNullElse(problem, Messages.problem_no_plan);
		} else if (problem == null && study != null) {
			problem = studyProblem(study, chosen);
		} else if (problem == null) {
			// every parameter against the target, as the command line checks it before a run
			List<String> misfits = target.rehearsal(chosen.writes()).map(shape -> PlanRehearsal.problems(chosen, shape))
					.orElse(List.of());
			problem = misfits.isEmpty() ? null : String.join("\n", misfits);
		}
		setErrorMessage(problem == null ? null : firstLine(problem));
		TargetChoice choice = target.chosen();
		if (problem == null && chosen != null && chosen.writes() && study == null && choice != null
				&& !(choice instanceof TargetChoice.Simulated)) {
			setMessage(NLS.bind(Messages.launcher_writes, choice.name()), IMessageProvider.WARNING);
		} else {
			setMessage(Messages.launcher_message);
		}
		Button start = getButton(IDialogConstants.OK_ID);
		if (start != null) {
			start.setEnabled(problem == null);
			start.setToolTipText(problem);
		}
	}

	/**
	 * What is wrong with the study: its fields, each array (the engine's checks, the write guard of every
	 * device member), and the plan rehearsed on each array as on any target; null when nothing.
	 */
	private static @Nullable String studyProblem(StudyTab tab, RunPlan chosen) {
		try {
			StudyPlan studyPlan = tab.plan(chosen);
			List<TargetShape> shapes = tab.check(studyPlan, chosen.writes());
			List<String> misfits = new ArrayList<>();
			for (int i = 0; i < shapes.size(); i++) {
				ArrayStudy.Point point = studyPlan.points().get(i);
				PlanRehearsal.problems(studyPlan.planAt(point), shapes.get(i))
						.forEach(m -> misfits.add(Sizes.format(point.stripSizeBytes()) + " strip: " + m));
			}
			return misfits.isEmpty() ? null : String.join("\n", misfits);
		} catch (IllegalArgumentException e) {
			tab.showProblem(e.getMessage());
			return e.getMessage();
		}
	}

	/** The file copy section appeared: make the window taller, as far as the screen allows, so the parameters keep their room. */
	private void growToFit() {
		Shell shell = getShell();
		if (shell == null || !shell.isVisible()) {
			return;
		}
		Point now = shell.getSize();
		int wanted = shell.computeSize(now.x, SWT.DEFAULT).y;
		int screen = shell.getDisplay().getPrimaryMonitor().getClientArea().height - 40;
		if (wanted > now.y && now.y < screen) {
			shell.setSize(now.x, Math.min(wanted, screen));
		}
	}

	private static String firstLine(String text) {
		int newline = text.indexOf('\n');
		return newline < 0 ? text : text.substring(0, newline) + " \u2026";
	}

	@Override
	protected void okPressed() {
		RunPlan chosen = plan.outcome().plan();
		if (chosen == null || target.problem(chosen.writes()) != null) {
			return;
		}
		StudyTab tab = target.study();
		if (tab == null) {
			TargetChoice choice = target.chosen();
			if (choice == null) {
				return; // no target chosen: the problem above says so
			}
			requests = List.of(new RunRequest(choice, chosen.with(target.options()), target.confirmation()));
		} else {
			if (studyProblem(tab, chosen) != null) {
				return;
			}
			// one run per array, one after another; each a point of the study
			StudyPlan studyPlan = tab.plan(chosen);
			requests = studyPlan.points().stream().map(p -> new RunRequest(new TargetChoice.Array(p.target(), tab.confirmations()),
					studyPlan.planAt(p), "")).toList();
		}
		target.remember(plan.chosenPlan()).store();
		super.okPressed();
	}

	/** What to run, once Start was pressed (one run, or a study's run per array); else empty. */
	public List<RunRequest> requests() {
		return requests;
	}
}
