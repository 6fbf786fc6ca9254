/**
 * Every chart's export menu and its dialog: the chart's full model is written by the core's {@link
 * org.drivebench.report.chart.image.ChartImages} (SVG vectors, or the same drawing as PNG), the same as
 * the command line writes.
 */
@NonNullByDefault
package org.drivebench.ui.charts.export;

import org.eclipse.jdt.annotation.NonNullByDefault;
