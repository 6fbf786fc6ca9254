package org.drivebench.ui.editor;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Collectors;

import org.drivebench.core.drive.DriveHealthText;
import org.drivebench.model.Drive;
import org.drivebench.model.Metric;
import org.drivebench.core.runner.RunProcess;
import org.drivebench.model.Run;
import org.drivebench.model.TargetInfo;
import org.drivebench.model.TestBench;
import org.drivebench.model.TestResult;
import org.drivebench.report.chart.ByteSizeFormat;
import org.drivebench.engine.Sizes;
import org.drivebench.report.chart.DisplaySettings;
import org.drivebench.report.chart.kinds.ChartPlan;
import org.drivebench.report.chart.kinds.SummaryTileChart;
import org.drivebench.ui.charts.ChartViewer;
import org.drivebench.report.NumberPolicy;
import org.drivebench.report.StoredUnits;
import org.drivebench.library.drives.Drives;
import org.drivebench.ui.library.SlicedWork;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Table;

/**
 * A run's summary: its summary tiles when it measured workloads reading and writing (a quick suite),
 * the drive, the test bench, the target and the versions it ran with, then every result with its
 * status and headline figures; double-clicking a result opens it.
 */
final class RunSummaryView {
	static final String RESULTS = "results";
	private static final int HEADLINE_METRICS = 3;

	private static final int TILE_HEIGHT = 300;
	/** Below this the page scrolls sideways: two tiles and two field groups side by side still read. */
	private static final int MIN_WIDTH = 560;

	private final ScrolledComposite root;
	/** Where the fields and the results table are made, a few at a turn of the event loop. */
	private final SlicedWork work;
	private final List<ChartViewer> tiles = new ArrayList<>();

	/**
	 * Makes the heading, the tiles and the groups' frames now, and adds to {@code work} each field, then the
	 * results table, then the page's layout: a GTK text field costs a few milliseconds the first time, and a
	 * page of forty of them made at once kept the window from answering for over 100 ms.
	 */
	RunSummaryView(Composite parent, Run run, DisplaySettings settings, Consumer<TestResult> openResult, SlicedWork work) {
		this.work = work;
		root = new ScrolledComposite(parent, SWT.V_SCROLL | SWT.H_SCROLL);
		Composite content = new Composite(root, SWT.NONE);
		GridLayout layout = new GridLayout(2, true);
		layout.marginWidth = 10;
		layout.marginHeight = 8;
		content.setLayout(layout);
		Drive drive = run.getDrive();
		Texts.heading(content, NLS.bind(Messages.run_heading, drive == null ? "" : Drives.label(drive)) + "  \u2014  "
				+ Texts.date(run.getStartedAt()), 2);
		tiles(content, run, settings);
		driveGroup(content, drive);
		runGroup(content, run);
		benchGroup(content, run.getBench());
		targetGroup(content, run.getTarget());
		List<TestResult> list = List.copyOf(run.getResults());
		Group group = group(content, Messages.run_results, 2);
		group.setLayout(new GridLayout(1, false));
		work.add(() -> {
			Table table = DataTable.create(group, RESULTS,
					new String[] { Messages.col_test, Messages.col_status, Messages.col_headline, Messages.col_duration },
					new boolean[] { false, false, false, true }, list.size(), i -> {
						TestResult r = list.get(i);
						return new String[] { ResultTables.label(r.getTestName(), r.getTestId()), RunProcess.statusText(r),
								headline(r, settings), Texts.duration(r) };
					});
			GridData tableData = new GridData(SWT.FILL, SWT.FILL, true, true);
			tableData.heightHint = Math.min(400, 28 + 24 * Math.max(3, list.size()));
			tableData.widthHint = 400; // the table scrolls its own columns rather than widening the page
			table.setLayoutData(tableData);
			table.addListener(SWT.DefaultSelection, e -> {
				int index = table.getSelectionIndex();
				if (index >= 0) {
					openResult.accept(list.get(index));
				}
			});
		});
		root.setContent(content);
		root.setExpandHorizontal(true);
		root.setExpandVertical(true);
		root.addListener(SWT.Resize, e -> fitWidth(content));
		fitWidth(content);
		work.add(() -> {
			fitWidth(content);
			root.layout(true, true);
		});
	}

	/** A "name: value" row of {@code group}, made at a later slice of the opening. */
	private void field(Group group, String name, @Nullable String value) {
		work.add(() -> Texts.field(group, name, value));
	}

	/**
	 * Lays the page out at the editor's width (no narrower than {@link #MIN_WIDTH}), so the tiles and
	 * groups share what is visible instead of the page growing to its widest line and cutting the
	 * right-hand tile.
	 */
	private void fitWidth(Composite content) {
		int width = Math.max(MIN_WIDTH, root.getClientArea().width);
		root.setMinSize(content.computeSize(width, SWT.DEFAULT));
	}

	/** The summary tiles of a run that measured workloads reading and writing, side by side, as CrystalDiskMark shows them. */
	private void tiles(Composite parent, Run run, DisplaySettings settings) {
		List<ChartPlan> plans = SummaryTileChart.ofRun(run);
		for (ChartPlan plan : plans) {
			ChartViewer viewer = new ChartViewer(settings);
			Control widget = viewer.createControl(parent);
			GridData data = new GridData(SWT.FILL, SWT.FILL, true, false, plans.size() == 1 ? 2 : 1, 1);
			data.heightHint = TILE_HEIGHT;
			data.widthHint = 300; // the tiles share the width rather than asking for the whole chart's
			widget.setLayoutData(data);
			viewer.setInput(plan);
			tiles.add(viewer);
		}
	}

	private void driveGroup(Composite parent, @Nullable Drive d) {
		Group g = group(parent, Messages.run_drive, 1);
		if (d == null) {
			return;
		}
		field(g, Messages.field_name, Drives.label(d));
		field(g, Messages.field_vendor, d.getVendor());
		field(g, Messages.field_model, d.getModel());
		field(g, Messages.field_serial, d.getSerial());
		field(g, Messages.field_firmware, d.getFirmware());
		field(g, Messages.field_capacity, Sizes.capacity(d.getCapacityBytes()));
		field(g, Messages.field_interface, d.getInterfaceName());
		field(g, Messages.field_rpm, d.getRotationalSpeedRpm() > 0 ? NLS.bind(Messages.field_rpm_value, d.getRotationalSpeedRpm())
				: Messages.field_solid_state);
		field(g, Messages.field_sectors, d.getLogicalSectorSize() + " B / " + d.getPhysicalSectorSize() + " B");
		field(g, Messages.field_cache, d.getCacheBytes() > 0 ? ByteSizeFormat.format(d.getCacheBytes()) : "");
		field(g, Messages.field_simulated, d.isSimulated() ? Messages.yes : Messages.no);
		field(g, Messages.field_identity_source, d.getIdentitySource());
		if (!d.getMembers().isEmpty()) { // an array is its members: each by its own identity
			field(g, Messages.field_members, String.join("; ", d.getMembers().stream()
					.map(m -> Drives.label(m) + (m.getSerial() == null || m.getSerial().isBlank() ? "" : " #" + m.getSerial())).toList()));
		}
		field(g, Messages.field_notes, d.getNotes());
	}

	private void runGroup(Composite parent, Run run) {
		Group g = group(parent, Messages.run_run, 1);
		String state = RunProcess.stateText(run);
		if (!state.isEmpty()) {
			field(g, Messages.field_state, state);
		}
		field(g, Messages.field_started, Texts.date(run.getStartedAt()));
		field(g, Messages.field_finished, Texts.date(run.getFinishedAt()));
		field(g, Messages.field_duration, Texts.duration(run));
		field(g, Messages.field_suite, run.getSuiteName());
		field(g, Messages.field_software, run.getSoftwareVersion());
		field(g, Messages.field_engine, run.getEngineVersion());
		field(g, Messages.field_seed, run.isSetRandomSeed() ? Long.toUnsignedString(run.getRandomSeed()) : "");
		field(g, Messages.field_fresh_drive, run.isFreshDrivePerTest() ? Messages.yes : Messages.no);
		field(g, Messages.field_health, DriveHealthText.of(run));
		field(g, Messages.field_notes, run.getNotes());
	}

	private void benchGroup(Composite parent, @Nullable TestBench b) {
		Group g = group(parent, Messages.run_bench, 1);
		if (b == null) {
			return;
		}
		field(g, Messages.field_host, b.getHost());
		field(g, Messages.field_os, b.getOs());
		field(g, Messages.field_kernel, b.getKernel());
		field(g, Messages.field_cpu, b.getCpuCount() > 0 ? b.getCpu() + " \u00d7 " + b.getCpuCount() : b.getCpu());
		field(g, Messages.field_memory, b.getMemoryBytes() > 0 ? ByteSizeFormat.format(b.getMemoryBytes()) : "");
		field(g, Messages.field_controller, b.getController());
		field(g, Messages.field_java, b.getJavaRuntime());
		field(g, Messages.field_io_buffers, b.getIoBuffers());
	}

	private void targetGroup(Composite parent, @Nullable TargetInfo t) {
		Group g = group(parent, Messages.run_target, 1);
		if (t == null) {
			return;
		}
		field(g, Messages.field_kind, t.getKind().getLiteral().toLowerCase().replace('_', ' '));
		field(g, Messages.field_path, t.getPath());
		field(g, Messages.field_size, Sizes.capacity(t.getSizeBytes()));
		if (t.getStripSizeBytes() > 0) {
			field(g, Messages.field_strip, ByteSizeFormat.format(t.getStripSizeBytes()));
		}
		if (!t.getMembers().isEmpty()) {
			field(g, Messages.field_members, String.join(", ", t.getMembers()));
		}
	}

	private static Group group(Composite parent, String title, int span) {
		Group g = new Group(parent, SWT.NONE);
		g.setText(title);
		g.setLayout(new GridLayout(2, false));
		g.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, false, span, 1));
		return g;
	}

	/** The first metrics of a result, as "label value unit", for the results table. */
	static String headline(TestResult result, DisplaySettings settings) {
		return result.getMetrics().stream().limit(HEADLINE_METRICS)
				.map((Metric m) -> ResultTables.label(m.getLabel(), m.getKey()) + " " + NumberPolicy.standard().figureWithUnit(
						settings.displayValue(m.getValue(), StoredUnits.of(m)), settings.displayUnit(StoredUnits.of(m)).symbol()))
				.collect(Collectors.joining(" \u00b7 "));
	}

	ScrolledComposite control() {
		return root;
	}

	/** The summary tiles shown (none when the run measured no workload both ways). */
	List<ChartViewer> tiles() {
		return List.copyOf(tiles);
	}
}
