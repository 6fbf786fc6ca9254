package org.drivebench.ui.run;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.drivebench.core.io.Failures;
import org.drivebench.core.runner.RunCheck;
import org.drivebench.core.runner.RunOptions;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.engine.Sizes;
import org.drivebench.engine.sim.SimulatedDrives;
import org.drivebench.engine.sim.SimulatedTarget;
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
 * The launcher's simulated drive: one of the engine's models (or a RAID-0 set of them) with its class
 * and capacity, the run's seed (empty: a new one) and whether each test starts on a fresh drive.
 */
final class SimulatedTab implements TargetTab {
	/** Widget data keys, for tests. */
	static final String SIMULATED_KEY = "run.target.simulated", SEED_KEY = "run.target.seed", FRESH_KEY = "run.target.fresh";

	private final Combo simulated;
	private final Label info;
	private final Text seed;
	private final Button freshDrive;

	SimulatedTab(Composite page, Runnable onChange) {
		new Label(page, SWT.NONE).setText(Messages.target_simulated_name);
		simulated = new Combo(page, SWT.DROP_DOWN);
		simulated.setData(SIMULATED_KEY, Boolean.TRUE);
		List<String> names = new ArrayList<>();
		SimulatedDrives.names().forEach(n -> names.add(SimulatedDrives.PREFIX + n));
		names.add(SimulatedDrives.PREFIX + "raid0:hdd-7200x2:64k");
		simulated.setItems(names.toArray(String[]::new));
		simulated.select(0);
		simulated.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		info = new Label(page, SWT.WRAP);
		info.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));
		simulated.addModifyListener(e -> {
			shown();
			onChange.run();
		});
		new Label(page, SWT.NONE).setText(Messages.target_simulated_seed);
		seed = new Text(page, SWT.BORDER);
		seed.setData(SEED_KEY, Boolean.TRUE);
		seed.setMessage(Messages.target_simulated_seed_hint);
		seed.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		seed.addModifyListener(e -> onChange.run());
		freshDrive = new Button(page, SWT.CHECK);
		freshDrive.setData(FRESH_KEY, Boolean.TRUE);
		freshDrive.setText(Messages.target_simulated_fresh);
		freshDrive.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));
		freshDrive.addListener(SWT.Selection, e -> onChange.run()); // a fresh drive per test rules out empty and full
	}

	/** The drive's class and capacity, under its name. */
	@Override
	public void shown() {
		try {
			SimulatedTarget t = SimulatedDrives.open(simulated.getText());
			String what = t.members() == 1 ? t.model().driveClass() : t.identity().model();
			info.setText(NLS.bind(Messages.target_simulated_info, what, Sizes.capacity(t.sizeBytes())));
		} catch (IllegalArgumentException e) {
			info.setText("");
		}
		info.getParent().layout(true, true);
	}

	String name() {
		return simulated.getText().strip();
	}

	void setName(String name) {
		simulated.setText(name);
	}

	@Override
	public TargetChoice chosen() {
		return new TargetChoice.Simulated(name());
	}

	@Override
	public @Nullable String problem(RunPlan plan) {
		if (!seedText().isEmpty() && parseSeed() == null) {
			return NLS.bind(Messages.problem_seed, seedText());
		}
		try {
			return TargetTab.problem(RunCheck.judge(plan, EngineTargets.request(chosen(), plan.writes(), "", null)),
					Messages.problem_simulated);
		} catch (IOException e) {
			return Failures.describe(e);
		}
	}

	/** The seed typed (empty: a new one) and whether each test starts on a fresh drive. */
	@Override
	public RunOptions options() {
		RunOptions options = RunOptions.DEFAULT.withFreshDrivePerTest(freshDrive.getSelection());
		Long typed = parseSeed();
		return typed == null ? options : options.withSeed(typed);
	}

	private String seedText() {
		return seed.getText().strip();
	}

	private @Nullable Long parseSeed() {
		try {
			return seedText().isEmpty() ? null : Long.parseUnsignedLong(seedText());
		} catch (NumberFormatException e) {
			return null;
		}
	}
}
