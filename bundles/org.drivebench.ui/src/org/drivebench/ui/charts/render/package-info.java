/**
 * Draws a {@link org.drivebench.report.chart.ChartModel} on the screen: {@link
 * org.drivebench.ui.charts.render.ChartControl} runs the core's one chart painter on an SWT graphics
 * context, so a chart in the workbench is the very drawing its SVG and PNG exports hold.
 */
@NonNullByDefault
package org.drivebench.ui.charts.render;

import org.eclipse.jdt.annotation.NonNullByDefault;
