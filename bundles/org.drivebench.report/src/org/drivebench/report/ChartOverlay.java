package org.drivebench.report;

import java.util.List;

import org.drivebench.model.SeriesKind;
import org.drivebench.model.SeriesRole;

/**
 * The data of one comparison chart: one series of one test, one line per drive, ready for a chart
 * viewer (which only draws) or an image exporter.
 *
 * @param test      the test
 * @param seriesKey the series' key within the test's results
 * @param title     "Transfer rate — Linear read"
 * @param role      what the series is (the charts are chosen from it)
 * @param kind      line, scatter or bars
 * @param x         the x axis
 * @param y         the y axis
 * @param series    one per drive that has the series, in the report's drive order
 */
public record ChartOverlay(TestKey test, String seriesKey, String title, SeriesRole role, SeriesKind kind, ChartAxis x, ChartAxis y,
		List<OverlaySeries> series) {
	public ChartOverlay {
		series = List.copyOf(series);
	}
}
