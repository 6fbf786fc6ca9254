/**
 * Draws a {@link org.drivebench.report.chart.ChartModel} on the screen: {@link
 * org.drivebench.ui.charts.render.ChartControl} runs the core's one chart painter on an SWT graphics
 * context, so a chart in the workbench is the very drawing its SVG and PNG exports hold.
 */
package org.drivebench.ui.charts.render;
