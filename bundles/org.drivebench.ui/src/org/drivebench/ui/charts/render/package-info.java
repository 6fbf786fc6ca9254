/**
 * Draws a {@link org.drivebench.ui.charts.model.ChartModel} with SWTChart: one place that sets up
 * axes, tick formats, colours, fonts, series styles and marker lines for every chart of the
 * workbench, on screen and in off-screen PNG exports.
 */
package org.drivebench.ui.charts.render;
