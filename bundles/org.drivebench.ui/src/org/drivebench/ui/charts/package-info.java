/**
 * The workbench's charts, one class per kind, each with {@code createControl} / {@code setInput} /
 * {@code updateChart} (see {@link org.drivebench.ui.charts.ResultChart}): transfer rate against
 * position, sweeps over block size or queue depth on log2 axes, access time scatter, latency
 * histogram, latency percentiles, per-interval figures and per-worker bars.
 * {@link org.drivebench.ui.charts.ChartChooser} picks the charts that fit a test result.
 */
package org.drivebench.ui.charts;
