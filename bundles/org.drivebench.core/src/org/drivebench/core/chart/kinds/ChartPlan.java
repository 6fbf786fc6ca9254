package org.drivebench.ui.charts;

import org.drivebench.ui.charts.model.ChartModel;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swtchart.Chart;

/**
 * A chart chosen for a result, with the data it shows: shown in a widget by the result editor, or
 * turned into a model without any widget by exports.
 *
 * @param chart the chart
 * @param input what it shows
 * @param <I>   the chart's input type
 */
public record ChartPlan<I>(ResultChart<I> chart, I input) {
	/** Creates the chart's widget in {@code parent} and starts preparing its data. */
	public Chart show(Composite parent) {
		Chart widget = chart.createControl(parent);
		chart.setInput(input);
		return widget;
	}

	/** The chart's full model, built on the calling thread. */
	public ChartModel model() {
		return chart.buildModel(input);
	}
}
