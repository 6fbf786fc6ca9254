package org.drivebench.ui.run;

import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Collectors;

import org.drivebench.core.io.Failures;
import org.drivebench.core.runner.RunCheck;
import org.drivebench.core.runner.RunOptions;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.core.runner.StudyTag;
import org.drivebench.engine.DeviceIdentity;
import org.drivebench.engine.Sizes;
import org.drivebench.engine.device.DeviceReport;
import org.drivebench.engine.device.SafetyFinding;
import org.drivebench.ui.library.BackgroundWork;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;

/**
 * The launcher's block devices, listed off the UI thread with their identity and how each stands for
 * writing, as the core's {@link RunCheck} judges it: a device that must never be written says why and
 * cannot be chosen for a run that writes; any other is written only after its serial is typed. A
 * device may be named a point of a strip-size study (an array a controller or md made, its strip
 * stated).
 */
final class DeviceTab implements TargetTab {
	/** Widget data keys, for tests. */
	static final String DEVICES_KEY = "run.target.devices", CONFIRM_KEY = "run.target.confirm",
			ARRAY_STUDY_KEY = "run.target.array.study", ARRAY_STRIP_KEY = "run.target.array.strip";

	private final Table devices;
	private final Label findings;
	private final Text confirmation;
	private final Text arrayStudy;
	private final Text arrayStrip;
	private final Label status;
	private final Runnable onChange;
	private List<DeviceReport> reports = List.of();
	/** The device chosen last time, selected when the list comes. */
	private String remembered = "";

	DeviceTab(Composite page, Runnable onChange, Supplier<List<DeviceReport>> lister) {
		this.onChange = onChange;
		devices = new Table(page, SWT.BORDER | SWT.FULL_SELECTION | SWT.SINGLE | SWT.V_SCROLL);
		devices.setData(DEVICES_KEY, Boolean.TRUE);
		devices.setHeaderVisible(true);
		devices.setLinesVisible(true);
		GridData tableData = new GridData(SWT.FILL, SWT.FILL, true, true, 2, 1);
		tableData.heightHint = 110;
		devices.setLayoutData(tableData);
		for (String[] column : new String[][] { { Messages.device_path, "110" }, { Messages.device_drive, "220" },
				{ Messages.device_serial, "130" }, { Messages.device_capacity, "80" }, { Messages.device_interface, "70" },
				{ Messages.device_writing, "260" } }) {
			TableColumn c = new TableColumn(devices, SWT.LEFT);
			c.setText(column[0]);
			c.setWidth(Integer.parseInt(column[1]));
		}
		devices.addListener(SWT.Selection, e -> {
			shown();
			onChange.run();
		});
		findings = new Label(page, SWT.WRAP);
		findings.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));
		new Label(page, SWT.NONE).setText(Messages.device_confirm);
		confirmation = text(page, CONFIRM_KEY, "");
		new Label(page, SWT.NONE).setText(Messages.device_study);
		arrayStudy = text(page, ARRAY_STUDY_KEY, Messages.device_study_hint);
		new Label(page, SWT.NONE).setText(Messages.device_strip);
		arrayStrip = text(page, ARRAY_STRIP_KEY, Messages.device_strip_hint);
		status = new Label(page, SWT.NONE);
		status.setText(Messages.device_listing);
		status.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
		list(lister);
	}

	private Text text(Composite page, String key, String hint) {
		Text text = new Text(page, SWT.BORDER);
		text.setData(key, Boolean.TRUE);
		text.setMessage(hint);
		text.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		text.addModifyListener(e -> onChange.run());
		return text;
	}

	/** Lists the block devices off the UI thread (inspecting them reads each device's first MiB). */
	private void list(Supplier<List<DeviceReport>> lister) {
		BackgroundWork.run("DriveBench: list block devices", () -> {
			List<DeviceReport> found;
			String problem = null;
			try {
				found = lister.get();
			} catch (RuntimeException e) {
				found = List.of();
				problem = Failures.describe(e);
			}
			List<DeviceReport> listed = found;
			String failure = problem;
			if (!devices.isDisposed()) {
				devices.getDisplay().asyncExec(() -> show(listed, failure));
			}
		});
	}

	private void show(List<DeviceReport> found, @Nullable String failure) {
		if (devices.isDisposed()) {
			return;
		}
		reports = List.copyOf(found);
		devices.removeAll();
		for (DeviceReport report : reports) {
			DeviceIdentity id = report.identity();
			TableItem item = new TableItem(devices, SWT.NONE);
			item.setText(new String[] { report.path(), (id.vendor() + " " + id.model()).strip(), id.serial(),
					Sizes.decimal(id.capacityBytes()), id.interfaceName(), writing(report) });
			if (RunCheck.standing(report) == RunCheck.Standing.NEVER) {
				item.setForeground(devices.getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
			}
		}
		status.setText(failure != null ? NLS.bind(Messages.device_list_failed, failure)
				: reports.isEmpty() ? Messages.device_none
						: reports.size() == 1 ? Messages.device_count_one : NLS.bind(Messages.device_count, reports.size()));
		select(remembered);
		shown();
		onChange.run();
	}

	/** The device's standing for writing in a few words. */
	static String writing(DeviceReport report) {
		return switch (RunCheck.standing(report)) {
		case NEVER -> NLS.bind(Messages.device_never, labels(RunCheck.never(report)));
		case CANNOT_BE_CONFIRMED -> Messages.device_no_serial;
		case CONFIRM_WITH_SERIAL -> report.findings().isEmpty() ? Messages.device_blank
				: NLS.bind(Messages.device_confirm_needed, labels(report.findings()));
		};
	}

	private static String labels(List<SafetyFinding> found) {
		return found.stream().map(f -> f.kind().label()).distinct().collect(Collectors.joining(", "));
	}

	/** The chosen device's findings and what a write destroys; the confirmation box only where a serial can confirm. */
	@Override
	public void shown() {
		DeviceReport device = selected();
		String destroys = device == null || RunCheck.standing(device) == RunCheck.Standing.NEVER ? ""
				: NLS.bind(Messages.device_destroys, String.join("\n\u2013 ", RunCheck.destroys(device)));
		findings.setText(device == null ? ""
				: device.findings().isEmpty() ? Messages.device_no_findings
						: device.findings().stream().map(f -> (f.kind().neverAllowed() ? "(!) " : "\u2013 ") + f.describe())
								.collect(Collectors.joining("\n")) + (destroys.isEmpty() ? "" : "\n" + destroys));
		boolean confirmable = device != null && RunCheck.standing(device) == RunCheck.Standing.CONFIRM_WITH_SERIAL;
		confirmation.setEnabled(confirmable);
		confirmation.setMessage(confirmable ? Messages.device_confirm_hint : "");
		findings.getParent().layout(true, true);
	}

	private @Nullable DeviceReport selected() {
		int index = devices.getSelectionIndex();
		return index < 0 || index >= reports.size() ? null : reports.get(index);
	}

	/** Selects the device at {@code path} once the list has it (when nothing else is selected). */
	void select(String path) {
		remembered = path;
		for (int i = 0; i < reports.size(); i++) {
			if (reports.get(i).path().equals(path) && devices.getSelectionIndex() < 0) {
				devices.select(i);
			}
		}
	}

	/** The device chosen, or the one remembered while the list is not in yet. */
	String device() {
		DeviceReport device = selected();
		return device != null ? device.path() : remembered;
	}

	@Override
	public @Nullable TargetChoice chosen() {
		DeviceReport device = selected();
		return device == null ? null : new TargetChoice.Device(device);
	}

	/** A device that is never written (mounted, the running system, read-only) cannot be filled: why, by its findings. */
	@Override
	public @Nullable String fillRefusal() {
		DeviceReport device = selected();
		return device == null || RunCheck.standing(device) != RunCheck.Standing.NEVER ? null
				: NLS.bind(Messages.fill_never_written, device.path(), labels(RunCheck.never(device)));
	}

	@Override
	public String confirmation() {
		return confirmation.getText().strip();
	}

	/** The device as a point of a strip-size study, when a study is named. */
	@Override
	public RunOptions options() {
		return RunOptions.DEFAULT.withStudy(arrayTag());
	}

	/** The study named and the strip stated; null without a study name, or while the strip is not a size. */
	private @Nullable StudyTag arrayTag() {
		try {
			return arrayStudy.getText().isBlank() ? null
					: new StudyTag(arrayStudy.getText(), Math.toIntExact(Sizes.parse(arrayStrip.getText())));
		} catch (IllegalArgumentException | ArithmeticException e) {
			return null;
		}
	}

	/** What is wrong with the study and strip named; null when nothing (or no study is named). */
	private @Nullable String arrayProblem(DeviceReport device) {
		if (arrayStudy.getText().isBlank()) {
			return arrayStrip.getText().isBlank() ? null : Messages.problem_strip_without_study;
		}
		try {
			new StudyTag(arrayStudy.getText(), Math.toIntExact(Sizes.parse(arrayStrip.getText()))).stripFor(device.path(), 0);
			return null;
		} catch (IllegalArgumentException | ArithmeticException e) {
			return NLS.bind(Messages.problem_strip, arrayStrip.getText());
		}
	}

	/** The device chosen and its study, then the core's judgement: the write guard with the serial typed, the plan on the device. */
	@Override
	public @Nullable String problem(RunPlan plan) {
		DeviceReport device = selected();
		if (device == null) {
			return Messages.problem_no_device;
		}
		String array = arrayProblem(device);
		return array != null ? array : TargetTab.problem(RunCheck.judge(plan, device, confirmation()), "{0}");
	}
}
