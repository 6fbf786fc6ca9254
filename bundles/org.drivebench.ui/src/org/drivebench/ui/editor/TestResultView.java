package org.drivebench.ui.editor;

import java.util.ArrayList;
import java.util.List;

import org.drivebench.core.runner.RunProcess;
import org.drivebench.model.TestResult;
import org.drivebench.report.chart.kinds.ChartPlan;
import org.drivebench.report.chart.kinds.ResultCharts;
import org.drivebench.ui.charts.ChartViewer;
import org.drivebench.report.chart.DisplaySettings;
import org.drivebench.ui.library.SlicedWork;
import org.drivebench.ui.widgets.AtLeastLayout;
import org.drivebench.ui.widgets.LeastSize;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Scrollable;

/**
 * A test result: a heading, the charts that fit it (two per row, sharing the area's height, scrolling
 * when that leaves a chart too short to read), and below them its tables in tabs; a sash divides the two.
 */
final class TestResultView {
	/** The least height of a chart: its titles, axis titles and a legend row whole around a plot of about 110 px. */
	static final int MIN_CHART_HEIGHT = 260;
	/** The height the tables' pane keeps when the charts need the rest: their tabs and a table's header. */
	private static final int MIN_TABLES_HEIGHT = 50;
	/** The least width of a chart beside another: narrower, a long axis title is cut. */
	static final int MIN_CHART_WIDTH = 420;

	private final TestResult result;
	private final Composite root;
	private final List<ChartViewer> charts = new ArrayList<>();
	private DisplaySettings settings;
	/** The tables' tabs, once made (the slice after the charts'). */
	private @Nullable CTabFolder tables;
	/** The tables' least height: their tabs, and a table's header with a scrollbar GTK can draw. */
	private int tablesLeast;
	private @Nullable ScrolledComposite chartScroller;
	private int columns;

	/**
	 * Makes the heading and the frame now, and adds to {@code work} the charts, then the tables: a slice of
	 * the event loop each, so that a session's first result (its code run the first time) does not keep
	 * the window from answering for the time of all three.
	 */
	TestResultView(Composite parent, TestResult result, DisplaySettings settings, SlicedWork work) {
		this.result = result;
		this.settings = settings;
		root = new Composite(parent, SWT.NONE);
		GridLayout layout = new GridLayout(1, false);
		layout.marginWidth = 8;
		layout.marginHeight = 6;
		root.setLayout(layout);
		Texts.heading(root, NLS.bind(Messages.result_heading, ResultTables.label(result.getTestName(), result.getTestId())), 1);
		Label details = new Label(root, SWT.WRAP);
		details.setText(NLS.bind(Messages.result_details, new Object[] { result.getTestId(), orEmpty(result.getTestVersion()),
				RunProcess.statusText(result), Texts.date(result.getStartedAt()), orEmpty(result.getEngineBackend()),
				Texts.duration(result) }));
		details.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
		SashForm sash = new SashForm(root, SWT.VERTICAL);
		sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		work.add(() -> {
			createCharts(sash);
			sash.layout(true, true);
		});
		work.add(() -> createTables(sash));
	}

	private void createTables(SashForm sash) {
		// in a short pane the tables are cut at its edge, not squeezed below what GTK can draw
		Composite pane = new Composite(sash, SWT.NONE);
		pane.setLayout(new AtLeastLayout(() -> tablesLeast));
		CTabFolder folder = new CTabFolder(pane, SWT.BORDER | SWT.FLAT);
		tables = folder;
		ResultTables.fill(folder, result, settings);
		if (folder.getItem(0).getControl() instanceof Scrollable first) {
			tablesLeast = folder.computeTrim(0, 0, 0, 0).height + folder.getTabHeight() + LeastSize.height(first);
		}
		sash.setWeights(charts.isEmpty() ? new int[] { 12, 88 } : charts.size() > 2 ? new int[] { 72, 28 } : new int[] { 64, 36 });
		if (!charts.isEmpty()) {
			// a short editor (a 700 px window) still shows one chart whole: the tables give up their height first
			sash.addListener(SWT.Resize, e -> keepOneChartWhole(sash));
			keepOneChartWhole(sash);
		}
		sash.layout(true, true);
		ResultTables.show(folder, 0); // once the tabs have their height
	}

	private void createCharts(Composite parent) {
		List<ChartPlan> plans = ResultCharts.choose(result);
		// the charts share the area's height, but none gets less than MIN_CHART_HEIGHT: below that its axis
		// titles and legend are cut, so a short window scrolls instead
		ScrolledComposite scroller = new ScrolledComposite(parent, SWT.V_SCROLL);
		chartScroller = scroller;
		scroller.setExpandHorizontal(true);
		scroller.setExpandVertical(true);
		scroller.getVerticalBar().setIncrement(40);
		Composite grid = new Composite(scroller, SWT.NONE);
		scroller.setContent(grid);
		columns = plans.size() > 1 ? 2 : 1;
		GridLayout layout = new GridLayout(columns, true);
		layout.marginWidth = 0;
		layout.marginHeight = 0;
		grid.setLayout(layout);
		if (plans.isEmpty()) {
			Label none = new Label(grid, SWT.WRAP);
			none.setText(Messages.result_no_charts);
		}
		for (int i = 0; i < plans.size(); i++) {
			ChartViewer viewer = new ChartViewer(settings);
			Control chart = viewer.createControl(grid);
			GridData data = new GridData(SWT.FILL, SWT.FILL, true, false, span(i, plans.size()), 1);
			data.heightHint = MIN_CHART_HEIGHT;
			chart.setLayoutData(data);
			viewer.setInput(plans.get(i));
			charts.add(viewer);
		}
		scroller.addListener(SWT.Resize, e -> fitCharts());
	}

	/** The charts' pane at least one chart high while the tables keep their tabs and header ({@link #MIN_TABLES_HEIGHT}). */
	private void keepOneChartWhole(SashForm sash) {
		int height = sash.getClientArea().height - sash.getSashWidth();
		int[] weights = sash.getWeights();
		int charts = (int) ((long) height * weights[0] / Math.max(1, weights[0] + weights[1]));
		int wanted = Math.min(MIN_CHART_HEIGHT, height - MIN_TABLES_HEIGHT);
		if (height > 0 && charts < wanted) {
			sash.setWeights(wanted, height - wanted);
		}
	}

	/** An odd last chart takes the whole row instead of leaving a hole beside it. */
	private int span(int index, int count) {
		return columns > 1 && index == count - 1 && count % 2 == 1 ? 2 : 1;
	}

	/**
	 * Two charts a row where each gets {@link #MIN_CHART_WIDTH}, else one (a narrow window cuts a long axis
	 * title); each row gets its share of the area's height, at least {@link #MIN_CHART_HEIGHT}; the grid
	 * scrolls past that.
	 */
	private void fitCharts() {
		ScrolledComposite scroller = chartScroller;
		if (scroller == null) {
			return;
		}
		Composite grid = (Composite) scroller.getContent();
		org.eclipse.swt.graphics.Rectangle area = scroller.getClientArea();
		GridLayout layout = (GridLayout) grid.getLayout();
		int wanted = charts.size() > 1 && area.width >= 2 * MIN_CHART_WIDTH + layout.horizontalSpacing ? 2 : 1;
		if (wanted != columns) {
			columns = wanted;
			layout.numColumns = columns;
			for (int i = 0; i < charts.size(); i++) {
				((GridData) charts.get(i).chart().getLayoutData()).horizontalSpan = span(i, charts.size());
			}
		}
		int rows = Math.max(1, (charts.size() + columns - 1) / columns);
		int spacing = ((GridLayout) grid.getLayout()).verticalSpacing;
		int height = Math.max(MIN_CHART_HEIGHT, (area.height - spacing * (rows - 1)) / rows);
		for (ChartViewer chart : charts) {
			((GridData) chart.chart().getLayoutData()).heightHint = height;
		}
		scroller.setMinSize(grid.computeSize(area.width, SWT.DEFAULT));
		grid.layout(true, true);
	}

	/** Shows the figures with other display settings: charts redraw, tables are filled again. */
	void setSettings(DisplaySettings changed) {
		settings = changed;
		charts.forEach(chart -> chart.setSettings(changed));
		CTabFolder folder = tables;
		if (folder == null) {
			return; // made with these settings at their slice
		}
		int selected = Math.max(0, folder.getSelectionIndex());
		for (var item : folder.getItems()) {
			if (item.getControl() != null) {
				item.getControl().dispose();
			}
			item.dispose();
		}
		ResultTables.fill(folder, result, changed);
		ResultTables.show(folder, selected);
	}

	List<ChartViewer> charts() {
		return charts;
	}

	Composite control() {
		return root;
	}

	/** The scrolling area of the charts. */
	@Nullable
	ScrolledComposite chartArea() {
		return chartScroller;
	}

	private static String orEmpty(@Nullable String text) {
		return text == null ? "" : text;
	}
}
