/**
 * One chart builder per kind of chart (surface, scatter, distribution, series, percentiles, intervals,
 * workers, overlay), and {@link org.drivebench.report.chart.kinds.ResultCharts}, which chooses a result's
 * charts from what its data declare: its series' roles, its histograms, intervals and workers.
 */
@NonNullByDefault
package org.drivebench.report.chart.kinds;

import org.eclipse.jdt.annotation.NonNullByDefault;
