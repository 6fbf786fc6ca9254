package org.drivebench.ui.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.stream.Collectors;

import org.drivebench.core.api.ArrayStudy;
import org.drivebench.core.runner.RunOptions;
import org.drivebench.core.runner.StudyTag;
import org.drivebench.engine.DeviceIdentity;
import org.drivebench.core.io.Failures;
import org.drivebench.engine.Sizes;
import org.drivebench.engine.Target;
import org.drivebench.engine.open.TargetCheck;
import org.drivebench.engine.TargetType;
import org.drivebench.engine.TargetShape;
import org.drivebench.engine.device.DeviceReport;
import org.drivebench.engine.device.SafetyFinding;
import org.drivebench.engine.device.TestFileInspector;
import org.drivebench.engine.device.TestFileReport;
import org.drivebench.engine.device.WriteGuard;
import org.drivebench.engine.device.WriteRefusedException;
import org.drivebench.engine.open.Targets;
import org.drivebench.engine.sim.SimulatedDrives;
import org.drivebench.engine.sim.SimulatedTarget;
import org.drivebench.ui.library.BackgroundWork;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.TabFolder;
import org.eclipse.swt.widgets.TabItem;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;

/**
 * Where a run measures: a simulated drive, a test file (folder and size), or a block device, listed
 * with its identity and whether it may be written: a device that must never be written (mounted,
 * holding the running system, read-only) says so and cannot be chosen for a run that writes; any other
 * is written only after its serial is typed; or a device or test file on one of the user's rigs
 * ({@link RigTargetPage}).
 */
final class TargetSection {
	/** Widget data keys, for tests. */
	static final String TABS_KEY = "run.target.tabs", SIMULATED_KEY = "run.target.simulated", FOLDER_KEY = "run.target.folder",
			SIZE_KEY = "run.target.size", DEVICES_KEY = "run.target.devices", CONFIRM_KEY = "run.target.confirm",
			OVERWRITE_KEY = "run.target.overwrite", SEED_KEY = "run.target.seed", FRESH_KEY = "run.target.fresh",
			ARRAY_STUDY_KEY = "run.target.array.study", ARRAY_STRIP_KEY = "run.target.array.strip";
	/** The tabs' order. */
	static final int SIMULATED_TAB = 0, FILE_TAB = 1, DEVICE_TAB = 2, STUDY_TAB = 3;

	private final TabFolder tabs;
	private final Combo simulated;
	private final Label simulatedInfo;
	private final Text seed;
	private final Button freshDrive;
	private final Text folder;
	private final Text size;
	private final Button overwrite;
	private final Label fileStatus;
	/** What the file tab's test file will be, as the engine judged it last; null while it cannot be used. */
	private TargetShape fileShape;
	private final Table devices;
	private final Label deviceStatus;
	private final Label findings;
	private final Text confirmation;
	/** An array a controller or md made, as a point of a study: the study's name and the strip size stated. */
	private final Text arrayStudy;
	private final Text arrayStrip;
	private final StudyTab studyTab;
	private final Runnable onChange;
	private List<DeviceReport> reports = List.of();
	/** The device chosen last time, selected when the list comes (it is listed off the UI thread). */
	private String rememberedDevice = "";
	private final RigTargetPage rig;
	private final int rigTab;

	TargetSection(Composite parent, Runnable onChange, Supplier<List<DeviceReport>> deviceLister, Optional<ArrayStudy> study) {
		this.onChange = onChange;
		tabs = new TabFolder(parent, SWT.TOP);
		tabs.setData(TABS_KEY, Boolean.TRUE);

		Composite sim = page(Messages.target_simulated, 2);
		new Label(sim, SWT.NONE).setText(Messages.target_simulated_name);
		simulated = new Combo(sim, SWT.DROP_DOWN);
		simulated.setData(SIMULATED_KEY, Boolean.TRUE);
		List<String> names = new ArrayList<>();
		SimulatedDrives.names().forEach(n -> names.add(SimulatedDrives.PREFIX + n));
		names.add(SimulatedDrives.PREFIX + "raid0:hdd-7200x2:64k");
		simulated.setItems(names.toArray(String[]::new));
		simulated.select(0);
		simulated.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		simulatedInfo = new Label(sim, SWT.WRAP);
		simulatedInfo.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));
		simulated.addModifyListener(e -> changed());
		new Label(sim, SWT.NONE).setText(Messages.target_simulated_seed);
		seed = new Text(sim, SWT.BORDER);
		seed.setData(SEED_KEY, Boolean.TRUE);
		seed.setMessage(Messages.target_simulated_seed_hint);
		seed.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		seed.addModifyListener(e -> changed());
		freshDrive = new Button(sim, SWT.CHECK);
		freshDrive.setData(FRESH_KEY, Boolean.TRUE);
		freshDrive.setText(Messages.target_simulated_fresh);
		freshDrive.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));

		Composite file = page(Messages.target_file, 3);
		new Label(file, SWT.NONE).setText(Messages.target_file_folder);
		folder = new Text(file, SWT.BORDER);
		folder.setData(FOLDER_KEY, Boolean.TRUE);
		folder.setText(System.getProperty("java.io.tmpdir"));
		folder.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		Button browse = new Button(file, SWT.PUSH);
		browse.setText(Messages.target_browse);
		browse.addListener(SWT.Selection, e -> {
			DirectoryDialog chooser = new DirectoryDialog(tabs.getShell());
			chooser.setFilterPath(folder.getText());
			String chosen = chooser.open();
			if (chosen != null) {
				folder.setText(chosen);
			}
		});
		new Label(file, SWT.NONE).setText(Messages.target_file_size);
		size = new Text(file, SWT.BORDER);
		size.setData(SIZE_KEY, Boolean.TRUE);
		size.setText("1G");
		size.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
		Label fileHint = new Label(file, SWT.WRAP);
		fileHint.setText(Messages.target_file_hint);
		fileHint.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 3, 1));
		// the command line's --overwrite-file: shown only for an existing file of the user's, with its size and date
		overwrite = new Button(file, SWT.CHECK);
		overwrite.setData(OVERWRITE_KEY, Boolean.TRUE);
		overwrite.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 3, 1));
		overwrite.setVisible(false);
		overwrite.addListener(SWT.Selection, e -> onChange.run());
		fileStatus = new Label(file, SWT.WRAP);
		fileStatus.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 3, 1));
		folder.addModifyListener(e -> changed());
		size.addModifyListener(e -> changed());

		Composite device = page(Messages.target_device, 2);
		devices = new Table(device, SWT.BORDER | SWT.FULL_SELECTION | SWT.SINGLE | SWT.V_SCROLL);
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
		devices.addListener(SWT.Selection, e -> changed());
		findings = new Label(device, SWT.WRAP);
		findings.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));
		new Label(device, SWT.NONE).setText(Messages.device_confirm);
		confirmation = new Text(device, SWT.BORDER);
		confirmation.setData(CONFIRM_KEY, Boolean.TRUE);
		confirmation.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		confirmation.addModifyListener(e -> onChange.run());
		new Label(device, SWT.NONE).setText(Messages.device_study);
		arrayStudy = new Text(device, SWT.BORDER);
		arrayStudy.setData(ARRAY_STUDY_KEY, Boolean.TRUE);
		arrayStudy.setMessage(Messages.device_study_hint);
		arrayStudy.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		arrayStudy.addModifyListener(e -> onChange.run());
		new Label(device, SWT.NONE).setText(Messages.device_strip);
		arrayStrip = new Text(device, SWT.BORDER);
		arrayStrip.setData(ARRAY_STRIP_KEY, Boolean.TRUE);
		arrayStrip.setMessage(Messages.device_strip_hint);
		arrayStrip.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		arrayStrip.addModifyListener(e -> onChange.run());
		deviceStatus = new Label(device, SWT.NONE);
		deviceStatus.setText(Messages.device_listing);
		deviceStatus.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
		studyTab = study.map(s -> new StudyTab(page(Messages.target_study, 2), s, onChange)).orElse(null);
		rigTab = tabs.getItemCount(); // after the study's tab, when there is one
		rig = new RigTargetPage(page(Messages.target_rig, 2), onChange);
		tabs.addListener(SWT.Selection, e -> changed());
		listDevices(deviceLister);
		changed();
	}

	/** Starts from the choices of the last run (an empty one keeps the defaults). */
	void recall(LauncherMemory memory) {
		if (!memory.simulated().isBlank()) {
			simulated.setText(memory.simulated());
		}
		if (!memory.folder().isBlank()) {
			folder.setText(memory.folder());
		}
		if (!memory.size().isBlank()) {
			size.setText(memory.size());
		}
		rememberedDevice = memory.device();
		if (memory.tab() >= 0 && memory.tab() < tabs.getItemCount()) {
			tabs.setSelection(memory.tab());
		}
		selectRememberedDevice();
		changed();
	}

	/** The choices to remember: what {@link #recall} starts from next time. */
	LauncherMemory remember(String plan) {
		int device = devices.getSelectionIndex();
		return new LauncherMemory(tabs.getSelectionIndex(), simulated.getText().strip(), folder.getText().strip(), size.getText().strip(),
				device >= 0 && device < reports.size() ? reports.get(device).path() : rememberedDevice, plan);
	}

	private void selectRememberedDevice() {
		for (int i = 0; i < reports.size(); i++) {
			if (reports.get(i).path().equals(rememberedDevice) && devices.getSelectionIndex() < 0) {
				devices.select(i);
			}
		}
	}

	private Composite page(String title, int columns) {
		TabItem item = new TabItem(tabs, SWT.NONE);
		item.setText(title);
		Composite page = new Composite(tabs, SWT.NONE);
		page.setLayout(new GridLayout(columns, false));
		item.setControl(page);
		return page;
	}

	/** Lists the block devices off the UI thread (inspecting them reads each device's first MiB). */
	private void listDevices(Supplier<List<DeviceReport>> lister) {
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
			if (!tabs.isDisposed()) {
				tabs.getDisplay().asyncExec(() -> showDevices(listed, failure));
			}
		});
	}

	private void showDevices(List<DeviceReport> found, String failure) {
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
			if (!report.neverAllowed().isEmpty()) {
				item.setForeground(devices.getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
			}
		}
		deviceStatus.setText(failure != null ? NLS.bind(Messages.device_list_failed, failure)
				: reports.isEmpty() ? Messages.device_none
						: reports.size() == 1 ? Messages.device_count_one : NLS.bind(Messages.device_count, reports.size()));
		selectRememberedDevice();
		changed();
	}

	/** The device's safety state in a few words. */
	static String writing(DeviceReport report) {
		if (!report.neverAllowed().isEmpty()) {
			return NLS.bind(Messages.device_never, labels(report.neverAllowed()));
		}
		if (report.confirmationToken().isEmpty()) {
			return Messages.device_no_serial;
		}
		return report.findings().isEmpty() ? Messages.device_blank : NLS.bind(Messages.device_confirm_needed, labels(report.findings()));
	}

	private static String labels(List<SafetyFinding> findings) {
		return findings.stream().map(f -> f.kind().label()).distinct().collect(Collectors.joining(", "));
	}

	private void changed() {
		if (tabs.getSelectionIndex() == 0) {
			try {
				SimulatedTarget t = SimulatedDrives.open(simulated.getText());
				String what = t.members() == 1 ? t.model().driveClass() : t.identity().model();
				simulatedInfo.setText(NLS.bind(Messages.target_simulated_info, what, Sizes.capacity(t.sizeBytes())));
			} catch (IllegalArgumentException e) {
				simulatedInfo.setText("");
			}
			simulatedInfo.getParent().layout(true, true);
		}
		DeviceReport device = selectedDevice();
		String destroys = device == null || !device.neverAllowed().isEmpty() ? ""
				: NLS.bind(Messages.device_destroys, String.join("\n\u2013 ", WriteGuard.destroys(device)));
		findings.setText(device == null ? ""
				: device.findings().isEmpty() ? Messages.device_no_findings
						: device.findings().stream().map(f -> (f.kind().neverAllowed() ? "(!) " : "\u2013 ") + f.describe())
								.collect(Collectors.joining("\n")) + (destroys.isEmpty() ? "" : "\n" + destroys));
		boolean confirmable = device != null && WriteGuard.canBeConfirmed(device);
		confirmation.setEnabled(confirmable);
		confirmation.setMessage(confirmable ? Messages.device_confirm_hint : "");
		findings.getParent().layout(true, true);
		onChange.run();
	}

	private DeviceReport selectedDevice() {
		int index = devices.getSelectionIndex();
		return index < 0 || index >= reports.size() ? null : reports.get(index);
	}

	/** The strip-size study's page, when it is the one chosen; else null. */
	StudyTab study() {
		return tabs.getSelectionIndex() == STUDY_TAB ? studyTab : null;
	}

	/** The target chosen, or null when the choice is incomplete (see {@link #problem(boolean)}) or is a study. */
	TargetChoice chosen() {
		return switch (tabs.getSelectionIndex()) {
		case 0 -> new TargetChoice.Simulated(simulated.getText().strip());
		case 1 -> {
			try {
				yield new TargetChoice.TestFile(Path.of(folder.getText().strip()), Sizes.parse(size.getText()),
						overwrite.isVisible() && overwrite.getSelection());
			} catch (RuntimeException e) {
				yield null;
			}
		}
		case DEVICE_TAB -> selectedDevice() == null ? null : new TargetChoice.Device(selectedDevice());
		default -> tabs.getSelectionIndex() == rigTab ? rig.chosen() : null;
		};
	}

	/**
	 * The run's options: on a simulated drive, the seed typed (empty: a new one) and whether each test
	 * starts on a fresh drive; elsewhere the defaults.
	 */
	RunOptions options() {
		if (tabs.getSelectionIndex() == DEVICE_TAB) {
			return RunOptions.DEFAULT.withStudy(arrayTag());
		}
		if (tabs.getSelectionIndex() != 0) {
			return RunOptions.DEFAULT;
		}
		RunOptions options = RunOptions.DEFAULT.withFreshDrivePerTest(freshDrive.getSelection());
		Long typed = parseSeed();
		return typed == null ? options : options.withSeed(typed);
	}

	private String seedText() {
		return seed.getText().strip();
	}

	private Long parseSeed() {
		try {
			return seedText().isEmpty() ? null : Long.parseUnsignedLong(seedText());
		} catch (NumberFormatException e) {
			return null;
		}
	}

	/**
	 * The device as a point of a strip-size study, when a study is named on the device page: an array a
	 * controller or md made, its strip size stated. Null without a study name, or while the strip is not
	 * a size (see {@link #arrayProblem()}).
	 */
	private StudyTag arrayTag() {
		try {
			return arrayStudy.getText().isBlank() ? null
					: new StudyTag(arrayStudy.getText(), Math.toIntExact(Sizes.parse(arrayStrip.getText())));
		} catch (IllegalArgumentException | ArithmeticException e) {
			return null;
		}
	}

	/** What is wrong with the device page's study and strip size; null when nothing (or no study is named). */
	private String arrayProblem() {
		if (arrayStudy.getText().isBlank()) {
			return arrayStrip.getText().isBlank() ? null : Messages.problem_strip_without_study;
		}
		try {
			new StudyTag(arrayStudy.getText(), Math.toIntExact(Sizes.parse(arrayStrip.getText()))).stripFor(
					selectedDevice() == null ? "" : selectedDevice().path(), 0);
			return null;
		} catch (IllegalArgumentException | ArithmeticException e) {
			return NLS.bind(Messages.problem_strip, arrayStrip.getText());
		}
	}

	/** What is wrong with the target chosen for a run that writes ({@code writes}) or only reads; null when nothing. */
	String problem(boolean writes) {
		if (tabs.getSelectionIndex() == rigTab) {
			return rig.problem(writes);
		}
		switch (tabs.getSelectionIndex()) {
		case 0:
			try {
				SimulatedDrives.open(simulated.getText());
			} catch (IllegalArgumentException e) {
				return NLS.bind(Messages.problem_simulated, e.getMessage());
			}
			return seedText().isEmpty() || parseSeed() != null ? null : NLS.bind(Messages.problem_seed, seedText());
		case 1:
			return fileProblem();
		case DEVICE_TAB:
			DeviceReport device = selectedDevice();
			if (device == null) {
				return Messages.problem_no_device;
			}
			if (arrayProblem() != null) {
				return arrayProblem();
			}
			if (!writes) {
				return null;
			}
			// the engine's write guard decides, the same rule it applies again when the device is opened
			try {
				WriteGuard.judgeWrite(device, confirmation.getText());
				return null;
			} catch (WriteRefusedException e) {
				return switch (e.reason()) {
				case NEVER_ALLOWED -> NLS.bind(Messages.problem_never, device.path(), labels(device.neverAllowed()));
				case CANNOT_BE_CONFIRMED -> NLS.bind(Messages.problem_no_serial, device.path());
				case NOT_CONFIRMED -> NLS.bind(Messages.problem_confirm, device.path());
				case BUSY -> e.getMessage();
				};
			}
		default:
			return null; // a study's arrays are judged by its page (StudyTab.check)
		}
	}

	private String fileProblem() {
		Path dir;
		try {
			dir = Path.of(folder.getText().strip()).toAbsolutePath();
		} catch (RuntimeException e) {
			return NLS.bind(Messages.problem_folder, folder.getText());
		}
		if (!Files.isDirectory(dir)) {
			return NLS.bind(Messages.problem_folder, dir);
		}
		long bytes;
		try {
			bytes = Sizes.parse(size.getText());
		} catch (IllegalArgumentException e) {
			return NLS.bind(Messages.problem_size, size.getText());
		}
		return fileCheck(dir.resolve(TargetChoice.TestFile.NAME), bytes);
	}

	/**
	 * The engine's judgement of the test file (the test-file guard, its size, the space for it, whether
	 * it is in memory), as the command line gets it; offers the overwrite box for an existing file of the
	 * user's. Null when the file may be used.
	 */
	private String fileCheck(Path file, long bytes) {
		boolean usersFile = false;
		fileShape = null;
		String status = "";
		String problem = null;
		try {
			TestFileReport report = new TestFileInspector().inspect(file);
			usersFile = report.isUsersFile() && report.findings().isEmpty();
			if (usersFile) {
				overwrite.setText(NLS.bind(Messages.target_file_overwrite, file.getFileName(), report.describe()));
			}
			TargetCheck check = Targets.check(new Targets.Request("file:" + file, true, "", bytes, false, null,
					usersFile && overwrite.getSelection() ? List.of(file.toString()) : List.of()));
			status = String.join("\n", check.notes());
			fileShape = check.shape();
		} catch (WriteRefusedException e) {
			problem = usersFile ? NLS.bind(Messages.problem_users_file, file.getFileName()) : e.getMessage().lines().findFirst().orElse("");
		} catch (IOException | IllegalArgumentException e) {
			problem = NLS.bind(Messages.problem_file, e.getMessage());
		}
		if (overwrite.getVisible() != usersFile) {
			overwrite.setVisible(usersFile);
			if (!usersFile) {
				overwrite.setSelection(false);
			}
		}
		fileStatus.setText(status);
		return problem;
	}

	/**
	 * What the chosen target will be (size, sector sizes; on a rig, also what its fio can run), for
	 * checking the plan against it before the run; empty while the choice is incomplete.
	 */
	Optional<Target> rehearsal(boolean writes) {
		try {
			return switch (tabs.getSelectionIndex()) {
			case 0 -> Optional.of(TargetShape.of(SimulatedDrives.open(simulated.getText()), writes));
			case 1 -> Optional.ofNullable(fileShape).map(s -> new TargetShape(s.name(), s.kind(), s.sizeBytes(),
					s.logicalBlockSize(), s.physicalBlockSize(), s.rotational(), s.identity(), writes));
			case DEVICE_TAB -> Optional.ofNullable(selectedDevice()).map(d -> new TargetShape(d.path(), TargetType.BLOCK_DEVICE,
					d.identity().capacityBytes(), d.identity().logicalSectorSize(), d.identity().physicalSectorSize(),
					d.identity().rotational(), d.identity(), writes));
			default -> tabs.getSelectionIndex() == rigTab ? rig.rehearsal(writes) : Optional.empty();
			};
		} catch (IllegalArgumentException e) {
			return Optional.empty();
		}
	}

	/** What the user typed to allow writing to the device (its serial; on a rig, {@code <path>@<rig>}). */
	String confirmation() {
		return tabs.getSelectionIndex() == rigTab ? rig.confirmation() : confirmation.getText().strip();
	}

	TabFolder control() {
		return tabs;
	}
}
