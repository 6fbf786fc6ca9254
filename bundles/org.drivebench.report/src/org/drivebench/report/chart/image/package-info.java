/**
 * Charts as files: SVG vectors and PNG images of one drawing ({@link
 * org.drivebench.report.chart.image.ChartImages}), with no display.
 */
@NonNullByDefault
package org.drivebench.report.chart.image;

import org.eclipse.jdt.annotation.NonNullByDefault;
