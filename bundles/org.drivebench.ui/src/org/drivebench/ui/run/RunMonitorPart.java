package org.drivebench.ui.run;

import java.util.List;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;


import org.drivebench.library.LibraryService;
import org.drivebench.model.Run;
import org.drivebench.ui.editor.ResultEditors;
import org.drivebench.ui.widgets.LeastSize;
import org.drivebench.report.chart.DisplaySettings;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.di.Focus;
import org.eclipse.jdt.annotation.DefaultLocation;
import org.eclipse.jdt.annotation.NonNullByDefault;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.ProgressBar;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;

/**
 * The live monitor: the runs of this session (the one measuring now first), a group test's entries among
 * them, named with their group test and entry, the chosen run's progress,
 * the test under way and its step, every test with its state (what is done, what remains), a live chart
 * of the current test's transfer rate or IOPS per interval, Cancel, and the results once it ended. It
 * looks at the run a few times a second, however fast a simulated drive reports.
 */
// its widgets are made in createControls (@PostConstruct), after construction: no null default for fields
@NonNullByDefault({ DefaultLocation.PARAMETER, DefaultLocation.RETURN_TYPE, DefaultLocation.TYPE_BOUND, DefaultLocation.TYPE_ARGUMENT })
public class RunMonitorPart {
	/** Widget data keys, for tests. */
	public static final String RUNS_KEY = "monitor.runs", CANCEL_KEY = "monitor.cancel", OPEN_KEY = "monitor.open",
			TESTS_KEY = "monitor.tests", CURRENT_KEY = "monitor.current", STATE_KEY = "monitor.state", UNIT_KEY = "monitor.unit",
			SAVES_KEY = "monitor.saves";
	private static final int REFRESH_MS = 250;

	@Inject
	private RunSessions sessions;

	@Inject
	private ResultEditors editors;

	@Inject
	private LibraryService libraries;

	private Composite root;
	private ScrollingSections scrolling;
	private SashForm sash;
	private Composite left;
	private Composite right;
	private Combo runs;
	private Label state;
	private Button cancel;
	private Button open;
	private ProgressBar bar;
	private Label current;
	private Table tests;
	private Combo unit;
	private LiveChart live;
	private Label saves;
	private List<RunProgress> listed = List.of();
	private RunProgress shown;
	private long shownVersion = -1;
	private boolean idleShown;
	private DisplaySettings settings = DisplaySettings.DEFAULT;
	private final Runnable tick = this::tick;

	/** The user's display settings, now and after every change of a preference: the live chart follows at once. */
	@Inject
	@Optional
	void settingsChanged(DisplaySettings changed) {
		settings = changed;
		if (unit != null && !unit.isDisposed()) {
			unit.getDisplay().asyncExec(() -> {
				if (unit.isDisposed()) {
					return;
				}
				int selected = unit.getSelectionIndex();
				unit.setItem(0, NLS.bind(Messages.monitor_show_rate, settings.rateUnit().symbol()));
				unit.select(selected);
				shownVersion = -1;
				idleShown = false;
				tick();
			});
		}
	}

	@PostConstruct
	public void createControls(Composite parent) {
		root = parent;
		GridLayout rows = new GridLayout(1, false);
		rows.marginWidth = 0;
		rows.marginHeight = 0;
		parent.setLayout(rows);
		// a short part (the bottom of a 1024x700 window) scrolls to the tests' states and the library's line
		// under them, each at its least height, instead of cutting them at its edge
		scrolling = new ScrollingSections(parent);
		Composite body = scrolling.sections();
		((GridLayout) body.getLayout()).verticalSpacing = 0;
		// the choice of run spans the part, above both panes (a group entry's name is long), with the chart's
		// choice and the commands at its end: the panes keep the height of a part at the default window size
		Composite top = new Composite(body, SWT.NONE);
		top.setLayout(new GridLayout(6, false));
		top.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		new Label(top, SWT.NONE).setText(Messages.monitor_run);
		runs = new Combo(top, SWT.READ_ONLY);
		runs.setData(RUNS_KEY, Boolean.TRUE);
		runs.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		new Label(top, SWT.NONE).setText(Messages.monitor_show);
		unit = new Combo(top, SWT.READ_ONLY);
		unit.setData(UNIT_KEY, Boolean.TRUE);
		// short items (MB/s, IOPS): at 1024x700 the row holds the choice and both commands whole
		unit.setToolTipText(Messages.monitor_show_tip);
		unit.setItems(NLS.bind(Messages.monitor_show_rate, settings.rateUnit().symbol()), Messages.monitor_show_iops);
		unit.select(0);
		cancel = new Button(top, SWT.PUSH);
		cancel.setData(CANCEL_KEY, Boolean.TRUE);
		cancel.setText(Messages.monitor_cancel);
		open = new Button(top, SWT.PUSH);
		open.setData(OPEN_KEY, Boolean.TRUE);
		open.setText(Messages.monitor_open);
		sash = new SashForm(body, SWT.HORIZONTAL);
		sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		left = new Composite(sash, SWT.NONE);
		left.addListener(SWT.Resize, e -> fitPanes()); // the sash sized it: its lines wrap at its new width
		left.setLayout(new GridLayout(2, false));
		runs.addListener(SWT.Selection, e -> {
			int index = runs.getSelectionIndex();
			shown = index >= 0 && index < listed.size() ? listed.get(listed.size() - 1 - index) : null;
			shownVersion = -1;
			tick();
		});
		bar = new ProgressBar(left, SWT.HORIZONTAL | SWT.SMOOTH);
		bar.setMaximum(1000);
		bar.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
		state = new Label(left, SWT.NONE);
		state.setData(STATE_KEY, Boolean.TRUE);
		state.setLayoutData(new GridData(SWT.BEGINNING, SWT.TOP, false, false));
		current = new Label(left, SWT.WRAP);
		current.setData(CURRENT_KEY, Boolean.TRUE);
		GridData currentData = new GridData(SWT.FILL, SWT.TOP, true, false);
		currentData.widthHint = 200;
		current.setLayoutData(currentData);
		tests = new Table(left, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL);
		tests.setData(TESTS_KEY, Boolean.TRUE);
		tests.setHeaderVisible(true);
		tests.setLinesVisible(true);
		for (String[] column : new String[][] { { "#", "34" }, { Messages.monitor_col_test, "250" }, { Messages.monitor_col_state, "90" } }) {
			TableColumn c = new TableColumn(tests, SWT.LEFT);
			c.setText(column[0]);
			c.setWidth(Integer.parseInt(column[1]));
		}
		GridData testsData = new GridData(SWT.FILL, SWT.FILL, true, true, 2, 1);
		// its header and a scrollbar GTK can draw; asked for no more, it takes the height the part has beyond
		testsData.minimumHeight = LeastSize.height(tests);
		testsData.heightHint = testsData.minimumHeight;
		tests.setLayoutData(testsData);
		tests.addListener(SWT.Resize, e -> fitColumns());
		saves = new Label(left, SWT.WRAP);
		saves.setData(SAVES_KEY, Boolean.TRUE);
		saves.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));

		right = new Composite(sash, SWT.NONE);
		right.setLayout(new GridLayout(1, false));
		unit.addListener(SWT.Selection, e -> {
			live.showIops(unit.getSelectionIndex() == 1);
			shownVersion = -1;
			tick();
		});
		cancel.addListener(SWT.Selection, e -> {
			if (shown != null) {
				sessions.cancel(shown);
				tick();
			}
		});
		open.addListener(SWT.Selection, e -> openResults());
		live = new LiveChart(right);
		GridData chartData = new GridData(SWT.FILL, SWT.FILL, true, true);
		chartData.minimumHeight = 140;
		chartData.heightHint = chartData.minimumHeight;
		live.control().setLayoutData(chartData);
		sash.setWeights(45, 55);
		tick();
	}

	/** Looks at the runs and redraws what changed; again in a moment while the part lives. */
	private void tick() {
		if (root == null || root.isDisposed()) {
			return;
		}
		List<RunProgress> all = sessions.runs();
		if (!all.equals(listed)) {
			listed = all;
			String[] items = new String[all.size()];
			for (int i = 0; i < all.size(); i++) {
				RunView v = all.get(all.size() - 1 - i).view();
				String group = v.group();
				items[i] = group == null ? NLS.bind(Messages.monitor_run_entry, v.planName(), v.targetName())
						: NLS.bind(Messages.monitor_group_run_entry, new Object[] { group, v.planName(), v.targetName() });
			}
			runs.setItems(items);
			RunProgress active = sessions.active();
			shown = active != null ? active : all.isEmpty() ? null : all.get(all.size() - 1);
			runs.select(shown == null ? -1 : all.size() - 1 - all.indexOf(shown));
			shownVersion = -1;
		}
		if (shown == null) {
			showNothing();
		} else {
			idleShown = false;
			RunView view = shown.view();
			if (view.version() != shownVersion) {
				shownVersion = view.version();
				show(view);
			}
		}
		root.getDisplay().timerExec(REFRESH_MS, tick);
	}

	private void showNothing() {
		state.setText("");
		state.setText("");
		current.setText(Messages.monitor_none);
		cancel.setEnabled(false);
		open.setEnabled(false);
		bar.setSelection(0);
		if (idleShown) {
			return;
		}
		idleShown = true;
		live.clear(settings);
	}

	private void show(RunView view) {
		state.setText(NLS.bind(Messages.monitor_state, stateText(view)));
		cancel.setEnabled(!view.state().isOver() && !view.cancelRequested());
		open.setEnabled(view.run() != null && view.saves() > 0);
		bar.setSelection((int) Math.round(view.runFraction() * 1000));
		current.setText(currentText(view));
		tests.setItemCount(view.tests().size());
		for (int i = 0; i < view.tests().size(); i++) {
			TableItem item = tests.getItem(i);
			item.setText(new String[] { Integer.toString(i + 1), view.tests().get(i), stateName(view.states().get(i)) });
		}
		fitColumns();
		live.show(view, settings);
		saves.setText(view.failure() != null ? view.failure()
				: view.saveProblem() != null ? view.saveProblem()
						: view.saves() == 0 ? Messages.monitor_not_saved
								: NLS.bind(Messages.monitor_saved, view.saves()));
		// the folder in the tooltip: on the line it wrapped it to two, more than the part has at the default size
		saves.setToolTipText(view.saves() > 0 ? NLS.bind(Messages.monitor_saved_tip, libraries.library().folder()) : null);
		state.getParent().layout(true, true);
		fitPanes(); // the library's line may wrap to more lines
	}

	/**
	 * The panes' height, at least what each needs at the width it has, and the scrolled height from it: a
	 * sash asks its panes their height at the width they would like, where the library's line does not wrap.
	 */
	private void fitPanes() {
		if (left.getSize().x > 0) { // laid out: the panes have their widths
			int needed = Math.max(left.computeSize(left.getSize().x, SWT.DEFAULT, true).y,
					right.computeSize(right.getSize().x, SWT.DEFAULT, true).y);
			GridData data = (GridData) sash.getLayoutData();
			if (data.heightHint != needed) {
				data.heightHint = needed; // what it asks for; it still takes the part's height beyond
				sash.getParent().layout(true);
			}
		}
		scrolling.fit();
	}

	/**
	 * The number and the state as wide as their texts, the test's name the rest of the table's width: at
	 * 1024x700 the states stay in view instead of the names pushing them out past the edge.
	 */
	private void fitColumns() {
		int width = tests.getClientArea().width;
		if (width <= 0) {
			return;
		}
		TableColumn[] columns = tests.getColumns();
		columns[0].pack();
		columns[2].pack();
		columns[1].setWidth(Math.max(60, width - columns[0].getWidth() - columns[2].getWidth()));
	}

	static String stateText(RunView view) {
		return switch (view.state()) {
		case QUEUED -> Messages.state_queued;
		case RUNNING -> view.cancelRequested() ? Messages.state_cancelling : Messages.state_running;
		case FINISHED -> Messages.state_finished;
		case CANCELLED -> Messages.state_cancelled;
		case FAILED -> Messages.state_failed;
		};
	}

	/** "Test 3 of 8: SEQ1M Q8T1 read · Read 64 KiB (step 2 of 11) · 5 left". */
	static String currentText(RunView view) {
		if (view.current() < 0) {
			return view.state() == RunSessionState.QUEUED ? Messages.monitor_queued : view.step();
		}
		long left = view.states().stream().filter(s -> s == TestState.WAITING).count();
		String text = NLS.bind(Messages.monitor_current, new Object[] { view.current() + 1, view.tests().size(),
				view.tests().get(view.current()) });
		if (!view.step().isEmpty() && view.states().get(view.current()) == TestState.RUNNING) {
			text += NLS.bind(Messages.monitor_step, new Object[] { view.step(), view.stepIndex() + 1, view.stepCount() });
		}
		return left > 0 ? text + NLS.bind(Messages.monitor_left, left) : text;
	}

	static String stateName(TestState s) {
		return switch (s) {
		case WAITING -> Messages.test_waiting;
		case RUNNING -> Messages.test_running;
		case COMPLETED -> Messages.test_completed;
		case FAILED -> Messages.test_failed;
		case CANCELLED -> Messages.test_cancelled;
		case SKIPPED -> Messages.test_skipped;
		};
	}

	private void openResults() {
		Run run = shown == null ? null : shown.view().run();
		if (run != null) {
			libraries.library().run(run.getId()).ifPresent(editors::open);
		}
	}

	/** The run shown, for tests. */
	public RunProgress shown() {
		return shown;
	}

	/** The live chart's widget, for tests. */
	public org.drivebench.ui.charts.render.ChartControl liveChart() {
		return live.chart();
	}

	/** The part's composite. */
	public Composite control() {
		return root;
	}

	@Focus
	public void setFocus() {
		runs.setFocus();
	}

	@PreDestroy
	public void dispose() {
		if (root != null && !root.isDisposed()) {
			root.getDisplay().timerExec(-1, tick);
		}
	}
}
