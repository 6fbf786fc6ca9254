package org.drivebench.ui.report;

import java.util.ArrayList;
import java.util.List;

import org.drivebench.ui.library.SlicedWork;
import org.drivebench.report.chart.DisplaySettings;
import org.drivebench.report.chart.kinds.ChartKind;
import org.drivebench.report.chart.kinds.ChartPlan;
import org.drivebench.report.TestKey;
import org.drivebench.report.chart.kinds.ComparisonCharts;
import org.drivebench.ui.charts.ChartViewer;
import org.drivebench.ui.charts.render.ChartControl;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;

/**
 * The charts of a comparison in a scrolling area, test by test: the test's name, then its charts (its
 * figures as bar charts, its series as line charts, see {@link ComparisonCharts}), as many per row as the
 * width takes (one to three), each with the export menu every chart has. Charts are prepared off the UI
 * thread (see {@link ChartViewer}).
 */
final class ReportCharts {
	/** Widget data key of a test's heading, for tests. */
	static final String HEADING_KEY = "report.charts.heading";
	private static final int CHART_HEIGHT = 320;
	/** Charts narrower than this are hard to read: fewer per row then. */
	private static final int MIN_CHART_WIDTH = 460;
	private static final int MAX_COLUMNS = 3;

	private final ScrolledComposite scroller;
	private final Composite grid;
	private final List<ChartViewer> charts = new ArrayList<>();
	/** The charts of each section, for laying the rows out. */
	private final List<List<ChartViewer>> sections = new ArrayList<>();
	private int columns;
	private DisplaySettings settings = DisplaySettings.DEFAULT;
	private final SlicedWork work;
	/** Whether the charts' drawing is held back while they are made. */
	private boolean frozen;

	ReportCharts(Composite parent) {
		scroller = new ScrolledComposite(parent, SWT.V_SCROLL);
		scroller.setExpandHorizontal(true);
		scroller.setExpandVertical(true);
		grid = new Composite(scroller, SWT.NONE);
		GridLayout layout = new GridLayout(2, true);
		layout.marginWidth = 0;
		layout.marginHeight = 0;
		grid.setLayout(layout);
		scroller.setContent(grid);
		work = new SlicedWork(grid);
		scroller.addListener(SWT.Resize, e -> resize());
		scroller.getVerticalBar().setIncrement(40);
	}

	/** Shows the charts of {@code shown}, a heading per test; {@code none} explains an empty list. */
	void show(List<ComparisonCharts.Section> shown, DisplaySettings settings, String none) {
		fill(shown.stream().map(s -> {
			TestKey test = s.test();
			return new Group(s.title(), test == null ? null : test.text(), s.charts());
		}).toList(), settings, none);
	}

	/** Shows one chart per plan (a strip-size study's figures, then its overlays), in order, under no heading. */
	void showCharts(List<ChartPlan> plans, DisplaySettings settings, String none) {
		fill(plans.isEmpty() ? List.of() : List.of(new Group(null, null, plans)), settings, none);
	}

	/** Charts under a heading (none when {@code title} is null); {@code test} names the heading for tests. */
	private record Group(@Nullable String title, @Nullable String test, List<ChartPlan> plans) {
	}

	/**
	 * Makes the charts of {@code shown} a test at a time, a slice per turn of the event loop
	 * ({@link SlicedWork}): seventy chart widgets are a long piece of UI work, and the window answers input
	 * while they are made. They are shown together, laid out once: laid out after each test, the charts in
	 * view repainted at every step.
	 */
	private void fill(List<Group> shown, DisplaySettings newSettings, String none) {
		settings = newSettings;
		work.start(() -> {
			if (!frozen) {
				grid.setRedraw(false);
				frozen = true;
			}
			for (Control child : grid.getChildren()) {
				child.dispose();
			}
			charts.clear();
			sections.clear();
			columns = 0; // lay out afresh
			if (shown.isEmpty()) {
				Label label = new Label(grid, SWT.WRAP);
				label.setText(none);
				label.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));
			}
			List<List<ChartPlan>> plans = new ArrayList<>();
			for (Group section : shown) {
				plans.add(section.plans());
				work.add(() -> addSection(section));
			}
			work.add(this::resize);
			// laid out: each chart is prepared for the size it has
			for (int s = 0; s < plans.size(); s++) {
				int section = s;
				work.add(() -> {
					for (int i = 0; i < plans.get(section).size(); i++) {
						sections.get(section).get(i).setInput(plans.get(section).get(i));
					}
				});
			}
			work.add(() -> {
				frozen = false;
				grid.setRedraw(true);
			});
		});
	}

	/** Adds a test's heading and its chart widgets (laid out and given their charts when all are made). */
	private void addSection(Group section) {
		if (section.title() != null) {
			Label heading = new Label(grid, SWT.NONE);
			heading.setText(section.title());
			heading.setFont(JFaceResources.getBannerFont());
			heading.setData(HEADING_KEY, section.test());
			heading.setLayoutData(new GridData(SWT.FILL, SWT.BOTTOM, true, false, 2, 1));
		}
		List<ChartViewer> ofSection = new ArrayList<>();
		for (ChartPlan plan : section.plans()) {
			ChartViewer chart = new ChartViewer(settings);
			ChartControl widget = chart.createControl(grid);
			GridData data = new GridData(SWT.FILL, SWT.FILL, true, false);
			// a summary tile holds a panel per drive: twice a chart's height keeps four drives' figures large
			data.heightHint = plan.kind() == ChartKind.SUMMARY_TILE ? 2 * CHART_HEIGHT : CHART_HEIGHT;
			widget.setLayoutData(data);
			charts.add(chart);
			ofSection.add(chart);
		}
		sections.add(ofSection);
	}

	/** Draws every chart with {@code newSettings} (another rate unit or palette). */
	void setSettings(DisplaySettings newSettings) {
		settings = newSettings;
		charts.forEach(c -> c.setSettings(newSettings));
	}

	private void resize() {
		int width = scroller.getClientArea().width;
		int fit = Math.max(1, Math.min(MAX_COLUMNS, width / MIN_CHART_WIDTH));
		if (fit != columns) {
			columns = fit;
			((GridLayout) grid.getLayout()).numColumns = columns;
			for (List<ChartViewer> section : sections) {
				// a section's last chart fills its row instead of leaving a hole beside it
				int inLastRow = section.size() % columns;
				for (int i = 0; i < section.size(); i++) {
					GridData data = (GridData) section.get(i).chart().getLayoutData();
					data.horizontalSpan = i == section.size() - 1 && inLastRow != 0 ? columns - inLastRow + 1 : 1;
				}
			}
			for (Control child : grid.getChildren()) {
				if (child instanceof Label label) {
					((GridData) label.getLayoutData()).horizontalSpan = columns;
				}
			}
		}
		Point size = grid.computeSize(width, SWT.DEFAULT);
		scroller.setMinSize(size);
		// the sizes just computed serve (a new size laid the grid out already; then this moves nothing)
		grid.layout(false);
	}

	/** The charts shown, in order. */
	List<ChartViewer> charts() {
		return List.copyOf(charts);
	}

	/** Whether every chart is made and has drawn its prepared data. */
	boolean allShown() {
		return work.isDone() && charts.stream().allMatch(c -> c.shown() != null);
	}

	/** Scrolls so that {@code control} (a chart) is in view. */
	void reveal(Control control) {
		scroller.showControl(control);
	}

	Control control() {
		return scroller;
	}
}
