/**
 * Draws a {@link org.drivebench.core.chart.ChartModel} with SWTChart: one place that sets up axes,
 * tick formats, colours, fonts, series styles and marker lines for every chart of the workbench.
 */
package org.drivebench.ui.charts.render;
