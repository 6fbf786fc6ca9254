package org.drivebench.report;

import java.util.List;

import org.drivebench.model.ComparisonReport;

/**
 * A comparison worked out from the library: the review table and the overlay charts of one state of a
 * report, which the editor shows and the exports write.
 *
 * @param report   the report as it was when this was built (a copy: later edits do not change it)
 * @param table    the review table
 * @param charts   one overlay chart per test and series, a line per drive in the drive's colour
 * @param runsRead how many whole runs were read for the charts
 * @param summary  the workloads of the summary tiles, from the covered runs' tests ({@link SummaryLayout#NONE}: none)
 */
public record ComparisonData(ComparisonReport report, ReviewTable table, List<ChartOverlay> charts, int runsRead, SummaryLayout summary) {
	public ComparisonData {
		charts = List.copyOf(charts);
	}

	/** A comparison without a summary tile. */
	public ComparisonData(ComparisonReport report, ReviewTable table, List<ChartOverlay> charts, int runsRead) {
		this(report, table, charts, runsRead, SummaryLayout.NONE);
	}

	/** This comparison with its table shown another way (in another rate unit). */
	public ComparisonData withTable(ReviewTable shown) {
		return new ComparisonData(report, shown, charts, runsRead, summary);
	}
}
