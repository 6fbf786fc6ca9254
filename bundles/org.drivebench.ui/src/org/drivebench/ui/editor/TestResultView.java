package org.drivebench.ui.editor;

import java.util.ArrayList;
import java.util.List;

import org.drivebench.model.TestResult;
import org.drivebench.ui.charts.ChartChooser;
import org.drivebench.ui.charts.ChartPlan;
import org.drivebench.ui.charts.ResultChart;
import org.drivebench.ui.format.DisplaySettings;
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

/**
 * A test result: a heading, the charts that fit it (two per row, scrolling when there are many), and
 * below them its tables in tabs; a sash divides the two.
 */
final class TestResultView {
	private static final int CHART_HEIGHT = 320;

	private final TestResult result;
	private final Composite root;
	private final List<ResultChart<?>> charts = new ArrayList<>();
	private final CTabFolder tables;

	TestResultView(Composite parent, TestResult result, DisplaySettings settings) {
		this.result = result;
		root = new Composite(parent, SWT.NONE);
		GridLayout layout = new GridLayout(1, false);
		layout.marginWidth = 8;
		layout.marginHeight = 6;
		root.setLayout(layout);
		Texts.heading(root, NLS.bind(Messages.result_heading, ResultTables.label(result.getTestName(), result.getTestId())), 1);
		Label details = new Label(root, SWT.WRAP);
		details.setText(NLS.bind(Messages.result_details, new Object[] { result.getTestId(), orEmpty(result.getTestVersion()),
				result.getStatus().getLiteral().toLowerCase(), Texts.date(result.getStartedAt()), orEmpty(result.getEngineBackend()),
				Texts.duration(result.getStartedAt(), result.getFinishedAt()) }));
		details.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
		SashForm sash = new SashForm(root, SWT.VERTICAL);
		sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		createCharts(sash, settings);
		tables = new CTabFolder(sash, SWT.BORDER | SWT.FLAT);
		ResultTables.fill(tables, result, settings);
		sash.setWeights(charts.isEmpty() ? new int[] { 12, 88 } : new int[] { 64, 36 });
	}

	private void createCharts(Composite parent, DisplaySettings settings) {
		List<ChartPlan<?>> plans = ChartChooser.choose(result, settings);
		ScrolledComposite scroller = new ScrolledComposite(parent, SWT.V_SCROLL);
		Composite grid = new Composite(scroller, SWT.NONE);
		int columns = plans.size() > 1 ? 2 : 1;
		GridLayout layout = new GridLayout(columns, true);
		layout.marginWidth = 0;
		grid.setLayout(layout);
		if (plans.isEmpty()) {
			Label none = new Label(grid, SWT.WRAP);
			none.setText(Messages.result_no_charts);
		}
		for (ChartPlan<?> plan : plans) {
			Control chart = plan.show(grid);
			GridData data = new GridData(SWT.FILL, SWT.FILL, true, true);
			data.minimumHeight = CHART_HEIGHT;
			data.heightHint = CHART_HEIGHT;
			chart.setLayoutData(data);
			charts.add(plan.chart());
		}
		scroller.setContent(grid);
		scroller.setExpandHorizontal(true);
		scroller.setExpandVertical(true);
		int rows = (plans.size() + columns - 1) / columns;
		scroller.setMinHeight(Math.max(1, rows) * (CHART_HEIGHT + layout.verticalSpacing));
	}

	/** Shows the figures with other display settings: charts redraw, tables are filled again. */
	void setSettings(DisplaySettings settings) {
		charts.forEach(chart -> chart.setSettings(settings));
		int selected = Math.max(0, tables.getSelectionIndex());
		for (var item : tables.getItems()) {
			if (item.getControl() != null) {
				item.getControl().dispose();
			}
			item.dispose();
		}
		ResultTables.fill(tables, result, settings);
		tables.setSelection(Math.min(selected, tables.getItemCount() - 1));
		ResultTables.realize(tables.getSelection());
	}

	List<ResultChart<?>> charts() {
		return charts;
	}

	CTabFolder tables() {
		return tables;
	}

	Composite control() {
		return root;
	}

	private static String orEmpty(String text) {
		return text == null ? "" : text;
	}
}
