package org.drivebench.ui.run;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;

import org.drivebench.core.api.ArrayStudy;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.core.suite.SuiteCatalog;
import org.drivebench.engine.device.DeviceReport;
import org.drivebench.report.study.StudyPlan;
import org.drivebench.ui.dialogs.TitledDialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.IMessageProvider;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.jdt.annotation.DefaultLocation;
import org.eclipse.jdt.annotation.NonNullByDefault;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Run > New Run…: choose the target, a suite or a single test, edit the parameters, then Start. Says
 * what is wrong (a parameter value with its allowed range, a device that may not be written, a missing
 * confirmation) before Start is enabled, and warns when the run writes.
 */
// its widgets are made in createDialogArea, after construction: no null default for fields
@NonNullByDefault({ DefaultLocation.PARAMETER, DefaultLocation.RETURN_TYPE, DefaultLocation.TYPE_BOUND, DefaultLocation.TYPE_ARGUMENT })
public final class RunLauncherDialog extends TitledDialog {
	private final LaunchPlanner planner;
	private final List<SuiteCatalog.Listed> suites;
	private final Supplier<List<DeviceReport>> devices;
	private final Optional<ArrayStudy> study;
	private TargetSection target;
	private PlanSection plan;
	private EmptyAndFullRow emptyAndFull;
	private ScrollingSections sections;
	private List<RunRequest> requests = List.of();
	private TargetParametersSection targetParameters;

	/**
	 * @param planner plans against the installed tests
	 * @param suites  the suites offered (the installed bundles' and the library's)
	 * @param devices lists the block devices (called off the UI thread)
	 * @param study   the installed array study (the RAID-0 strip-size study), when there is one
	 */
	public RunLauncherDialog(Shell parent, LaunchPlanner planner, List<SuiteCatalog.Listed> suites, Supplier<List<DeviceReport>> devices,
			Optional<ArrayStudy> study) {
		super(parent, Messages.launcher_title, Messages.launcher_heading, Messages.launcher_message, 1);
		this.planner = planner;
		this.suites = suites;
		this.devices = devices;
		this.study = study;
	}

	/** The widest the launcher opens: the default window's width less a margin. */
	static final int MAX_WIDTH = 1180;

	@Override
	protected Point getInitialSize() {
		Point size = super.getInitialSize();
		// no wider than a default window: long texts wrap, the parameters' help column takes what is left
		int screen = getShell().getDisplay().getPrimaryMonitor().getClientArea().width - 40;
		int width = Math.min(Math.max(size.x, 900), Math.max(900, Math.min(MAX_WIDTH, screen)));
		return new Point(width, Math.min(Math.max(size.y, 720), 860));
	}

	@Override
	protected void createBody(Composite body) {
		// in a short window (1024x700) the target and the plan scroll; the empty-and-full choice stays beside Start
		sections = new ScrollingSections(body);
		target = TargetSection.inGroup(sections.sections(), this::validate, devices, study);
		target.whenPageShown(sections::growWindow);
		targetParameters = new TargetParametersSection(sections.sections(), (key, value) -> plan.setValue(key, value));
		plan = new PlanSection(sections.sections(), planner, suites, this::validate);
		emptyAndFull = new EmptyAndFullRow(body, this::validate);
		LauncherMemory last = LauncherMemory.load();
		target.recall(last);
		plan.recall(last.plan());
	}

	@Override
	protected void createButtonsForButtonBar(Composite parent) {
		createButton(parent, IDialogConstants.OK_ID, Messages.launcher_start, true);
		createButton(parent, IDialogConstants.CANCEL_ID, IDialogConstants.CANCEL_LABEL, false);
		validate();
	}

	private void validate() {
		if (target == null || plan == null || emptyAndFull == null) {
			return;
		}
		StudyTab studied = target.study();
		if (studied != null) {
			// the suite the study suggests, unless another suite was chosen
			studied.study().suggestedSuite().ifPresent(plan::suggestSuite);
		}
		if (targetParameters.update(target.chosen(), plan.rows(), plan.chosenTests())) {
			sections.growWindow(); // the target's parameters appeared: they keep their room
		}
		emptyAndFull.allow(target.fillRefusal());
		sections.fit();
		RunPlan chosen = plan.outcome().plan();
		String problem = chosen == null ? plan.outcome().problem() : null;
		if (chosen != null) {
			try {
				chosen = emptyAndFull.apply(chosen.with(target.options()));
				// the target, its guards and every parameter on it, as the core judges them for the command line too
				problem = target.problem(chosen);
			} catch (IllegalArgumentException e) {
				problem = e.getMessage();
			}
		}
		setErrorMessage(problem == null ? null : TargetSection.firstLine(problem));
		TargetChoice choice = target.chosen();
		if (problem == null && chosen != null && chosen.writes() && target.study() == null && choice != null
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

	@Override
	protected void okPressed() {
		RunPlan chosen = plan.outcome().plan();
		if (chosen == null) {
			return;
		}
		StudyTab tab = target.study();
		TargetChoice choice = target.chosen();
		if (tab == null && choice != null) {
			RunPlan run;
			try {
				run = emptyAndFull.apply(chosen.with(target.options()));
			} catch (IllegalArgumentException e) {
				return;
			}
			if (target.problem(run) != null) {
				return;
			}
			requests = List.of(new RunRequest(choice, run, target.confirmation()));
		} else if (tab != null) {
			if (target.problem(chosen) != null) {
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
