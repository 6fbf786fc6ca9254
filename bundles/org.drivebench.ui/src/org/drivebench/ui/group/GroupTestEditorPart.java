package org.drivebench.ui.group;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

import org.drivebench.core.registry.TestRegistry;
import org.drivebench.core.suite.SuiteCatalog;
import org.drivebench.engine.device.DeviceInspector;
import org.drivebench.group.GroupComparison;
import org.drivebench.group.GroupRunner;
import org.drivebench.group.NextDrive;
import org.drivebench.library.LibraryChange;
import org.drivebench.library.LibraryService;
import org.drivebench.library.ResultLibrary;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.GroupEntry;
import org.drivebench.model.GroupEntryState;
import org.drivebench.model.GroupTest;
import org.drivebench.report.chart.DisplaySettings;
import org.drivebench.core.io.Failures;
import org.drivebench.ui.widgets.LeastSize;
import org.drivebench.ui.library.BackgroundWork;
import org.drivebench.ui.library.UiLibraryListener;
import org.drivebench.ui.report.ReportEditors;
import org.drivebench.ui.run.GroupEntryDialog;
import org.drivebench.ui.run.LaunchPlanner;
import org.drivebench.ui.run.RunSessions;
import org.eclipse.e4.core.di.extensions.Service;
import org.eclipse.e4.ui.di.Focus;
import org.eclipse.e4.ui.di.UISynchronize;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.jdt.annotation.DefaultLocation;
import org.eclipse.jdt.annotation.NonNullByDefault;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.jface.dialogs.InputDialog;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.jface.window.Window;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.layout.RowLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.ProgressBar;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;

/**
 * The Group Test editor: the group test's entries (drive, target, suite, rig, state, runs, why) in a
 * table; entries added (as New Run chooses a target and a suite), removed and reordered while it is not
 * running, and the wait of an entry of the next drive plugged in changed, each change saved in the
 * library at once; Start, Pause (after the test under way) and
 * Resume (the first unfinished test, as {@code group-test resume}); each entry's state as the runner
 * saves it; and the comparison it ends with. It follows the library: a change the command line makes to
 * the group test shows here.
 */
// its widgets are made in createControls (@PostConstruct), after construction: no null default for fields
@NonNullByDefault({ DefaultLocation.PARAMETER, DefaultLocation.RETURN_TYPE, DefaultLocation.TYPE_BOUND, DefaultLocation.TYPE_ARGUMENT })
public class GroupTestEditorPart {
	/** Widget data keys, for tests. */
	public static final String ENTRIES_KEY = "group.entries", STATUS_KEY = "group.status", SUMMARY_KEY = "group.summary";

	@Inject
	private LibraryService libraries;

	@Inject
	private MPart part;

	@Inject
	private UISynchronize sync;

	@Inject
	private GroupRuns runs;

	@Inject
	private ReportEditors reports;

	@Inject
	private RunSessions sessions;

	@Inject
	@Service
	private TestRegistry registry;

	private DisplaySettings settings = DisplaySettings.DEFAULT;
	private ResultLibrary library;
	private String id;
	private Composite parent;
	private Label heading;
	private Label summary;
	private Composite statusLine;
	private Label status;
	private ProgressBar progress;
	private Table table;
	private Button add;
	private Button remove;
	private Button up;
	private Button down;
	private Button changeWait;
	private Button start;
	private Button pause;
	private Button resume;
	private Button comparison;
	private UiLibraryListener libraryListener;
	private @Nullable GroupSession session;
	private final AtomicBoolean showPending = new AtomicBoolean();
	/** Hands the runner's reports to the UI thread, one update for all that came before it got round to them. */
	private final Runnable sessionListener = () -> {
		if (showPending.compareAndSet(false, true)) {
			sync.asyncExec(() -> {
				showPending.set(false);
				show();
			});
		}
	};
	private List<EntryRow> shown = List.of();
	/** The entry to select once the library has the change that moved it; -1 for none. */
	private int selectAfterSave = -1;

	@PostConstruct
	public void createControls(Composite composite) {
		parent = composite;
		library = libraries.library();
		id = part.getPersistedState().get(GroupTestEditors.GROUP_ID_KEY);
		GridLayout layout = new GridLayout(1, false);
		layout.marginWidth = 8;
		layout.marginHeight = 6;
		parent.setLayout(layout);
		heading = new Label(parent, SWT.NONE);
		heading.setFont(JFaceResources.getHeaderFont());
		heading.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		summary = new Label(parent, SWT.WRAP);
		summary.setData(SUMMARY_KEY, Boolean.TRUE);
		summary.setLayoutData(wide());
		Composite buttons = new Composite(parent, SWT.NONE);
		RowLayout row = new RowLayout(SWT.HORIZONTAL);
		row.wrap = true;
		row.center = true;
		row.marginLeft = 0;
		row.spacing = 6;
		buttons.setLayout(row);
		buttons.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		add = button(buttons, Messages.editor_add, this::addEntry);
		remove = button(buttons, Messages.editor_remove, this::removeEntries);
		up = button(buttons, Messages.editor_up, () -> move(-1));
		down = button(buttons, Messages.editor_down, () -> move(1));
		changeWait = button(buttons, Messages.editor_wait, this::changeWait);
		new Label(buttons, SWT.SEPARATOR | SWT.VERTICAL).setLayoutData(new org.eclipse.swt.layout.RowData(SWT.DEFAULT, 24));
		start = button(buttons, Messages.editor_start, () -> start(false));
		pause = button(buttons, Messages.editor_pause, this::pause);
		resume = button(buttons, Messages.editor_resume, () -> start(true));
		new Label(buttons, SWT.SEPARATOR | SWT.VERTICAL).setLayoutData(new org.eclipse.swt.layout.RowData(SWT.DEFAULT, 24));
		comparison = button(buttons, Messages.editor_comparison, this::openComparison);
		Composite line = statusLine = new Composite(parent, SWT.NONE);
		GridLayout lineLayout = new GridLayout(2, false);
		lineLayout.marginWidth = 0;
		lineLayout.marginHeight = 0;
		line.setLayout(lineLayout);
		line.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		status = new Label(line, SWT.WRAP);
		status.setData(STATUS_KEY, Boolean.TRUE);
		status.setLayoutData(wide());
		progress = new ProgressBar(line, SWT.HORIZONTAL);
		progress.setMaximum(1000);
		GridData progressData = new GridData(SWT.END, SWT.CENTER, false, false);
		progressData.widthHint = 160;
		progress.setLayoutData(progressData);
		table = new Table(parent, SWT.MULTI | SWT.FULL_SELECTION | SWT.BORDER | SWT.V_SCROLL | SWT.H_SCROLL);
		table.setData(ENTRIES_KEY, Boolean.TRUE);
		table.setHeaderVisible(true);
		table.setLinesVisible(true);
		String[] titles = { Messages.col_number, Messages.col_name, Messages.col_target, Messages.col_suite, Messages.col_rig,
				Messages.col_state, Messages.col_runs, Messages.col_reason };
		for (int i = 0; i < titles.length; i++) {
			TableColumn column = new TableColumn(table, i == 0 || i == 6 ? SWT.RIGHT : SWT.LEFT);
			column.setText(titles[i]);
			column.setWidth(MIN_WIDTHS[i]);
		}
		GridData tableData = new GridData(SWT.FILL, SWT.FILL, true, true);
		tableData.minimumHeight = LeastSize.height(table); // its header and a scrollbar GTK can draw
		table.setLayoutData(tableData);
		table.addListener(SWT.Resize, e -> fitColumns());
		table.addListener(SWT.Selection, e -> enable());
		// the whole reason of a failure or a stop, which its column may cut
		table.addListener(SWT.MouseHover, e -> {
			TableItem item = table.getItem(new org.eclipse.swt.graphics.Point(e.x, e.y));
			int index = item == null ? -1 : table.indexOf(item);
			table.setToolTipText(index >= 0 && index < shown.size() && !shown.get(index).reason().isEmpty() ? shown.get(index).reason() : null);
		});
		libraryListener = new UiLibraryListener(sync::asyncExec, this::libraryChanged);
		library.addChangeListener(libraryListener);
		runs.running(id).ifPresent(this::attach);
		show();
	}

	/** Each column's least width, and its share of the room left (the number and runs columns take none). */
	private static final int[] MIN_WIDTHS = { 36, 90, 160, 60, 60, 92, 48, 100 };
	private static final double[] SHARES = { 0, 3, 4, 1, 1.2, 0.6, 0, 6 };

	/** The columns fill the table's width, each at least its least width: nothing is cut at 1024 px. */
	private void fitColumns() {
		int width = table.getClientArea().width;
		int least = Arrays.stream(MIN_WIDTHS).sum();
		double shares = Arrays.stream(SHARES).sum();
		int room = Math.max(0, width - least);
		TableColumn[] columns = table.getColumns();
		for (int i = 0; i < columns.length; i++) {
			columns[i].setWidth(MIN_WIDTHS[i] + (int) Math.floor(room * SHARES[i] / shares));
		}
	}

	private static GridData wide() {
		GridData data = new GridData(SWT.FILL, SWT.CENTER, true, false);
		data.widthHint = 300; // wraps at the editor's width instead of widening it
		return data;
	}

	private static Button button(Composite parent, String text, Runnable action) {
		Button button = new Button(parent, SWT.PUSH);
		button.setText(text);
		button.addListener(SWT.Selection, e -> action.run());
		return button;
	}

	private void libraryChanged(LibraryChange change) {
		if (change.groups().stream().anyMatch(g -> g.equalsIgnoreCase(id)) || !change.reports().isEmpty()) {
			show();
		}
	}

	private void attach(GroupSession running) {
		GroupSession old = session;
		if (old != null) {
			old.removeListener(sessionListener);
		}
		session = running;
		running.addListener(sessionListener);
	}

	/** The library's group test, or empty when it is gone. */
	private Optional<GroupTest> group() {
		return library.groupTests().find(id);
	}

	private boolean running() {
		GroupSession s = session;
		return s != null && !s.over();
	}

	/** Shows the group test as the runner last saved it while it runs, else as the library holds it. */
	private void show() {
		if (parent == null || parent.isDisposed()) {
			return;
		}
		Optional<GroupTest> group = group();
		GroupSession s = session;
		// an entry marked running that no process runs any more was cut short: it says so, and where
		shown = running() && s != null ? s.rows()
				: group.map(g -> runningElsewhere(g) ? EntryRow.of(g) : EntryRow.stopped(g, library)).orElse(List.of());
		String title = group.map(GroupComparison::title).orElse(id);
		heading.setText(NLS.bind(Messages.editor_heading, title));
		part.setLabel(title);
		int[] selected = table.getSelectionIndices();
		table.setRedraw(false);
		try {
			table.removeAll();
			for (EntryRow r : shown) {
				TableItem item = new TableItem(table, SWT.NONE);
				item.setText(new String[] { String.valueOf(r.number()), r.name(), r.target(), r.suite(),
						r.rig().isEmpty() ? Messages.rig_local : r.rig(), r.stateText(), String.valueOf(r.runs()), r.reason() });
			}
			if (selectAfterSave >= 0 && selectAfterSave < shown.size()) {
				table.setSelection(selectAfterSave);
				selectAfterSave = -1;
			} else {
				table.setSelection(Arrays.stream(selected).filter(i -> i < shown.size()).toArray());
			}
		} finally {
			table.setRedraw(true);
		}
		if (group.isEmpty()) {
			summary.setText(NLS.bind(Messages.editor_gone, id));
		} else if (shown.isEmpty()) {
			summary.setText(Messages.summary_empty);
		} else {
			long done = count(GroupEntryState.DONE);
			long failed = count(GroupEntryState.FAILED);
			summary.setText(NLS.bind(reportOf(group.get()).isPresent() ? Messages.summary_compared : Messages.summary,
					new Object[] { shown.size(), done, failed, shown.size() - done - failed }));
		}
		Optional<EntryRow> cutShort = running() ? Optional.empty() : shown.stream().filter(EntryRow::unfinished).findFirst();
		status.setText(s != null ? s.status()
				: cutShort.map(r -> NLS.bind(r.interrupted() ? Messages.status_interrupted : Messages.status_cut_short, r.name())).orElse(""));
		progress.setSelection(running() && s != null ? (int) Math.round(s.fraction() * 1000) : 0);
		progress.setVisible(running());
		((GridData) progress.getLayoutData()).exclude = !running();
		boolean silent = status.getText().isEmpty() && !running(); // no empty line between the buttons and the table
		statusLine.setVisible(!silent);
		((GridData) statusLine.getLayoutData()).exclude = silent;
		enable();
		parent.layout(true, true);
		if (group.isPresent() && runningElsewhere(group.get())) {
			// a process killed mid-entry saves nothing more: only its end tells the entry was cut short
			parent.getDisplay().timerExec(ELSEWHERE_CHECK_MILLIS, elsewhereCheck);
		}
	}

	/** How often the editor looks whether the process running its group test still lives. */
	private static final int ELSEWHERE_CHECK_MILLIS = 2_000;
	private final Runnable elsewhereCheck = () -> {
		if (parent == null || parent.isDisposed()) {
			return;
		}
		Optional<GroupTest> group = group();
		if (group.isPresent() && runningElsewhere(group.get())) {
			parent.getDisplay().timerExec(ELSEWHERE_CHECK_MILLIS, this.elsewhereCheck);
		} else {
			show();
		}
	};

	private long count(GroupEntryState state) {
		return shown.stream().filter(r -> r.state() == state).count();
	}

	private Optional<ComparisonReport> reportOf(GroupTest group) {
		String report = group.getReportId();
		return report == null || report.isBlank() ? Optional.empty() : library.report(report);
	}

	/** Whether another process (the command line) runs the group test now. */
	private boolean runningElsewhere(GroupTest group) {
		try {
			GroupRunner.checkNotRunning(group);
			return false;
		} catch (IllegalStateException e) {
			return true;
		}
	}

	private void enable() {
		Optional<GroupTest> group = group();
		boolean idle = group.isPresent() && !running() && !runningElsewhere(group.get());
		int[] selected = table.getSelectionIndices();
		boolean unfinished = shown.stream().anyMatch(EntryRow::unfinished);
		boolean pending = shown.stream().anyMatch(r -> r.state() == GroupEntryState.PENDING);
		add.setEnabled(idle);
		remove.setEnabled(idle && selected.length > 0);
		up.setEnabled(idle && selected.length == 1 && selected[0] > 0);
		down.setEnabled(idle && selected.length == 1 && selected[0] < shown.size() - 1);
		changeWait.setEnabled(idle && selected.length == 1 && selected[0] < shown.size() && waitChangeable(shown.get(selected[0])));
		start.setEnabled(idle && pending && !unfinished);
		// why Start is off while an entry waits for Resume, in the words group-test run refuses with
		start.setToolTipText(group.isPresent() && idle && unfinished ? NLS.bind(Messages.start_refused, refusal(group.get())) : null);
		resume.setEnabled(idle && unfinished);
		GroupSession s = session;
		pause.setEnabled(running() && s != null && !s.pauseRequested());
		comparison.setEnabled(!running() && group.flatMap(this::reportOf).isPresent());
	}

	/** Why a fresh start of the group test is refused, or empty when it is not. */
	private static String refusal(GroupTest group) {
		try {
			GroupRunner.toRun(group, false);
			return "";
		} catch (IllegalStateException e) {
			return String.valueOf(e.getMessage());
		}
	}

	/** Applies {@code change} to a copy of the group test and saves it in the library (off the UI thread). */
	private void edit(String what, Consumer<GroupTest> change) {
		Optional<GroupTest> group = group();
		if (group.isEmpty() || running() || runningElsewhere(group.get())) {
			return;
		}
		GroupTest copy = EcoreUtil.copy(group.get());
		change.accept(copy);
		org.eclipse.swt.widgets.Shell shell = parent.getShell();
		// saved off the UI thread; the library's change event shows it
		BackgroundWork.run("DriveBench: " + what + " of the group test " + id, () -> {
			try {
				library.groupTests().save(copy);
			} catch (java.io.IOException | RuntimeException e) {
				org.eclipse.core.runtime.ILog.of(GroupTestEditorPart.class).error(what + ": " + Failures.describe(e), e);
				sync.asyncExec(() -> {
					if (!shell.isDisposed()) {
						org.eclipse.jface.dialogs.MessageDialog.openError(shell, Messages.edit_failed_title,
								NLS.bind(Messages.edit_failed, Failures.describe(e)));
					}
				});
			}
		});
	}

	private void addEntry() {
		if (!add.isEnabled()) {
			return;
		}
		List<String> labels = new ArrayList<>();
		group().ifPresent(g -> g.getEntries().stream().map(GroupEntry::getLabel).filter(l -> l != null && !l.isBlank()).forEach(labels::add));
		GroupEntryDialog dialog = new GroupEntryDialog(parent.getShell(), new LaunchPlanner(registry),
				new SuiteCatalog(registry, library).listed(), () -> new DeviceInspector().list(), labels);
		if (dialog.open() != Window.OK) {
			return;
		}
		GroupEntry entry = dialog.entry();
		if (entry != null) {
			selectAfterSave = shown.size();
			edit("add an entry", g -> g.getEntries().add(entry));
		}
	}

	private void removeEntries() {
		int[] selected = table.getSelectionIndices();
		if (!remove.isEnabled() || selected.length == 0) {
			return;
		}
		edit("remove entries", g -> {
			int[] sorted = Arrays.stream(selected).sorted().toArray();
			for (int i = sorted.length - 1; i >= 0; i--) {
				if (sorted[i] < g.getEntries().size()) {
					g.getEntries().remove(sorted[i]);
				}
			}
		});
	}

	private void move(int by) {
		int[] selected = table.getSelectionIndices();
		if (selected.length != 1 || !(by < 0 ? up : down).isEnabled()) {
			return;
		}
		int from = selected[0];
		int to = from + by;
		selectAfterSave = to;
		edit("move an entry", g -> {
			if (to >= 0 && to < g.getEntries().size()) {
				g.getEntries().move(to, from);
			}
		});
	}

	/** Whether the entry of {@code row} has a wait still to come: its drive is the next plugged in, and it is pending or stopped. */
	private static boolean waitChangeable(EntryRow row) {
		return row.nextDrive() && (row.state() == GroupEntryState.PENDING || row.state() == GroupEntryState.CANCELLED);
	}

	/** Asks how long the selected entry waits for the next drive plugged in, and saves it. */
	private void changeWait() {
		int[] selected = table.getSelectionIndices();
		Optional<GroupTest> group = group();
		if (!changeWait.isEnabled() || selected.length != 1 || group.isEmpty() || selected[0] >= group.get().getEntries().size()) {
			return;
		}
		int index = selected[0];
		GroupEntry entry = group.get().getEntries().get(index);
		String target = entry.getTarget();
		String now = target.strip().length() > NextDrive.TARGET.length() ? target.strip().substring(NextDrive.TARGET.length() + 1).strip()
				: NextDrive.DEFAULT_WAIT_TEXT;
		InputDialog ask = new InputDialog(parent.getShell(), Messages.wait_title, NLS.bind(Messages.wait_message, EntryRow.name(entry)), now,
				GroupEntryDialog::waitProblem);
		if (ask.open() != Window.OK) {
			return;
		}
		String changed = GroupEntryDialog.nextDriveTarget(ask.getValue());
		selectAfterSave = index;
		edit("change the wait of an entry", g -> {
			if (index < g.getEntries().size() && NextDrive.is(g.getEntries().get(index).getTarget())) {
				g.getEntries().get(index).setTarget(changed);
			}
		});
	}

	private void start(boolean resumed) {
		Optional<GroupTest> group = group();
		if (group.isEmpty() || running()) {
			return;
		}
		try {
			attach(runs.start(group.get(), resumed, library, registry, sessions, settings.palette()));
		} catch (IllegalStateException e) {
			status.setText(NLS.bind(Messages.start_refused, e.getMessage()));
		}
		show();
	}

	private void pause() {
		GroupSession s = session;
		if (s != null && running()) {
			s.pause();
		}
	}

	private void openComparison() {
		group().flatMap(this::reportOf).ifPresent(reports::open);
	}

	/** The user's display settings (a drive new to the library takes its colour from their palette). */
	@Inject
	@org.eclipse.e4.core.di.annotations.Optional
	void settingsChanged(DisplaySettings changed) {
		settings = changed;
	}

	/** The session this editor follows, for tests. */
	public @Nullable GroupSession session() {
		return session;
	}

	@Focus
	public void setFocus() {
		if (table != null && !table.isDisposed()) {
			table.setFocus();
		}
	}

	@PreDestroy
	public void dispose() {
		if (parent != null && !parent.isDisposed()) {
			parent.getDisplay().timerExec(-1, elsewhereCheck);
		}
		GroupSession s = session;
		if (s != null) {
			s.removeListener(sessionListener);
		}
		if (library != null) {
			library.removeChangeListener(libraryListener);
		}
	}
}
