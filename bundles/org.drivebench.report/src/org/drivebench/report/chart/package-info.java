/**
 * What a chart shows, as plain data: axes with their scale, range and tick format, series with their
 * style and colour, and marker lines ({@link org.drivebench.report.chart.ChartModel}); and how figures
 * are shown ({@link org.drivebench.report.chart.DisplaySettings}: rate unit, decimals, palette). Built
 * off the UI thread from the result model, thinned to the pixels it is drawn on, drawn by SWTChart on
 * the workbench's screen and by {@code chart.image.ChartImages} into SVG and PNG
 * files for the workbench and the command line alike: one description, renderings that agree. No SWT
 * here (the data-provider half of Trace Compass's core/UI split).
 */
@NonNullByDefault
package org.drivebench.report.chart;

import org.eclipse.jdt.annotation.NonNullByDefault;
