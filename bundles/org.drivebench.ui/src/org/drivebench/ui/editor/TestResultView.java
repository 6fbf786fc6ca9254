package org.drivebench.ui.editor;

import java.util.ArrayList;
import java.util.List;

import org.drivebench.core.runner.RunProcess;
import org.drivebench.model.TestResult;
import org.drivebench.report.chart.kinds.ChartPlan;
import org.drivebench.report.chart.kinds.ResultCharts;
import org.drivebench.ui.charts.ChartViewer;
import org.drivebench.report.chart.DisplaySettings;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.SashForm;
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
	private static final int MIN_CHART_HEIGHT = 160;

	private final TestResult result;
	private final Composite root;
	private final List<ChartViewer> charts = new ArrayList<>();
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
				RunProcess.statusText(result), Texts.date(result.getStartedAt()), orEmpty(result.getEngineBackend()),
				Texts.duration(result) }));
		details.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
		SashForm sash = new SashForm(root, SWT.VERTICAL);
		sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		createCharts(sash, settings);
		tables = new CTabFolder(sash, SWT.BORDER | SWT.FLAT);
		ResultTables.fill(tables, result, settings);
		sash.setWeights(charts.isEmpty() ? new int[] { 12, 88 } : charts.size() > 2 ? new int[] { 72, 28 } : new int[] { 64, 36 });
	}

	private void createCharts(Composite parent, DisplaySettings settings) {
		List<ChartPlan> plans = ResultCharts.choose(result);
		// every chart fits the area (rows share its height): no chart is half hidden behind a scroll bar
		Composite grid = new Composite(parent, SWT.NONE);
		int columns = plans.size() > 1 ? 2 : 1;
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
			// an odd last chart takes the whole row instead of leaving a hole beside it
			int span = columns > 1 && i == plans.size() - 1 && plans.size() % 2 == 1 ? 2 : 1;
			GridData data = new GridData(SWT.FILL, SWT.FILL, true, true, span, 1);
			data.minimumHeight = MIN_CHART_HEIGHT;
			data.heightHint = MIN_CHART_HEIGHT;
			chart.setLayoutData(data);
			viewer.setInput(plans.get(i));
			charts.add(viewer);
		}
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

	List<ChartViewer> charts() {
		return charts;
	}

	CTabFolder tables() {
		return tables;
	}

	Composite control() {
		return root;
	}

	private static String orEmpty(@Nullable String text) {
		return text == null ? "" : text;
	}
}
