/**
 * The workbench's chart viewer ({@link org.drivebench.ui.charts.ChartViewer}): it shows a chart the
 * core chose and builds ({@link org.drivebench.report.chart.kinds.ChartPlan}), preparing the model off
 * the UI thread, with the export menu every chart has. The data-provider half of each chart lives in
 * core ({@code org.drivebench.report.chart.kinds}), as Trace Compass splits its charts.
 */
@NonNullByDefault
package org.drivebench.ui.charts;

import org.eclipse.jdt.annotation.NonNullByDefault;
