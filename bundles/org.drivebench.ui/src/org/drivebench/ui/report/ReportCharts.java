package org.drivebench.ui.report;

import java.util.ArrayList;
import java.util.List;

import org.drivebench.core.report.ChartOverlay;
import org.drivebench.core.chart.kinds.ChartPlan;
import org.drivebench.core.chart.kinds.OverlayChart;
import org.drivebench.ui.charts.ChartViewer;
import org.drivebench.core.chart.DisplaySettings;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swtchart.Chart;

/**
 * The overlay charts of a comparison in a scrolling area, as many per row as the width takes (one to
 * three), each with the export menu every chart has. Charts are prepared off the UI thread (see {@link ChartViewer}).
 */
final class ReportCharts {
	private static final int CHART_HEIGHT = 300;
	/** Charts narrower than this are hard to read: fewer per row then. */
	private static final int MIN_CHART_WIDTH = 460;
	private static final int MAX_COLUMNS = 3;

	private final ScrolledComposite scroller;
	private final Composite grid;
	private final List<ChartViewer> charts = new ArrayList<>();
	private int columns;

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
		scroller.addListener(SWT.Resize, e -> resize());
		scroller.getVerticalBar().setIncrement(40);
	}

	/** Shows one chart per overlay; {@code none} explains an empty list. */
	void show(List<ChartOverlay> overlays, DisplaySettings settings, String none) {
		showCharts(overlays.stream().map(OverlayChart::plan).toList(), settings, none);
	}

	/** Shows one chart per plan (a study's figures, overlays), in order; {@code none} explains an empty list. */
	void showCharts(List<ChartPlan> plans, DisplaySettings settings, String none) {
		grid.setRedraw(false);
		try {
			for (Control child : grid.getChildren()) {
				child.dispose();
			}
			charts.clear();
			if (plans.isEmpty()) {
				Label label = new Label(grid, SWT.WRAP);
				label.setText(none);
				label.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));
			}
			for (ChartPlan plan : plans) {
				ChartViewer chart = new ChartViewer(settings);
				Chart widget = chart.createControl(grid);
				GridData data = new GridData(SWT.FILL, SWT.FILL, true, false);
				data.heightHint = CHART_HEIGHT;
				widget.setLayoutData(data);
				chart.setInput(plan);
				charts.add(chart);
			}
			columns = 0; // lay out afresh
		} finally {
			grid.setRedraw(true);
		}
		resize();
	}

	private void resize() {
		int width = scroller.getClientArea().width;
		int fit = Math.max(1, Math.min(MAX_COLUMNS, width / MIN_CHART_WIDTH));
		if (fit != columns) {
			columns = fit;
			((GridLayout) grid.getLayout()).numColumns = columns;
			// the last chart fills its row instead of leaving a hole beside it
			int inLastRow = charts.size() % columns;
			for (int i = 0; i < charts.size(); i++) {
				GridData data = (GridData) charts.get(i).chart().getLayoutData();
				data.horizontalSpan = i == charts.size() - 1 && inLastRow != 0 ? columns - inLastRow + 1 : 1;
			}
			for (Control child : grid.getChildren()) {
				if (child instanceof Label label) {
					((GridData) label.getLayoutData()).horizontalSpan = columns;
				}
			}
		}
		Point size = grid.computeSize(width, SWT.DEFAULT);
		scroller.setMinSize(size);
		grid.layout(true, true);
	}

	/** The charts shown, in order. */
	List<ChartViewer> charts() {
		return List.copyOf(charts);
	}

	/** Whether every chart has drawn its prepared data. */
	boolean allShown() {
		return charts.stream().allMatch(c -> c.shown() != null);
	}

	Control control() {
		return scroller;
	}
}
