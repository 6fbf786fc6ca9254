/**
 * Chart export, in one place for every chart: {@link org.drivebench.ui.charts.export.ChartImages}
 * writes a chart model as PNG (rendered off screen by SWTChart at the requested size) or SVG (vectors
 * written by {@link org.drivebench.ui.charts.export.SvgChartWriter}: axes, ticks, labels, series,
 * markers, legend). Drawing to a file is kept apart from the dialog and the context menu, so reports
 * can embed the same images without a window.
 */
package org.drivebench.ui.charts.export;
