/**
 * What a chart shows, as plain data: axes with their scale, range and tick format, series with their
 * style and colour, and marker lines ({@link org.drivebench.ui.charts.model.ChartModel}). Built off
 * the UI thread from the result model, thinned to the pixels it is drawn on, and drawn by SWTChart on
 * screen, by the PNG writer off screen and by the SVG writer as vectors: one description, three
 * renderings that agree. No SWT here.
 */
package org.drivebench.ui.charts.model;
