package org.drivebench.ui.report;

import java.util.ArrayList;
import java.util.List;

import org.drivebench.core.report.ChartOverlay;
import org.drivebench.ui.charts.OverlayChart;
import org.drivebench.ui.format.DisplaySettings;
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
 * The overlay charts of a comparison, two per row in a scrolling area, each with the export menu every
 * chart has. Charts are prepared off the UI thread (see {@link org.drivebench.ui.charts.ResultChart}).
 */
final class ReportCharts {
	private static final int CHART_HEIGHT = 300;

	private final ScrolledComposite scroller;
	private final Composite grid;
	private final List<OverlayChart> charts = new ArrayList<>();

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
		grid.setRedraw(false);
		try {
			for (Control child : grid.getChildren()) {
				child.dispose();
			}
			charts.clear();
			if (overlays.isEmpty()) {
				Label label = new Label(grid, SWT.WRAP);
				label.setText(none);
				label.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));
			}
			for (int i = 0; i < overlays.size(); i++) {
				OverlayChart chart = new OverlayChart(settings);
				Chart widget = chart.createControl(grid);
				int span = i == overlays.size() - 1 && overlays.size() % 2 == 1 ? 2 : 1;
				GridData data = new GridData(SWT.FILL, SWT.FILL, true, false, span, 1);
				data.heightHint = CHART_HEIGHT;
				widget.setLayoutData(data);
				chart.setInput(overlays.get(i));
				charts.add(chart);
			}
		} finally {
			grid.setRedraw(true);
		}
		resize();
	}

	private void resize() {
		int width = scroller.getClientArea().width;
		Point size = grid.computeSize(width, SWT.DEFAULT);
		scroller.setMinSize(size);
		grid.layout(true, true);
	}

	/** The charts shown, in order. */
	List<OverlayChart> charts() {
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
