package org.drivebench.report;

import java.util.List;

import org.drivebench.model.BetterDirection;

/**
 * One metric of one test across the report's drives.
 *
 * @param test        which test (and case)
 * @param testName    the test's name for readers
 * @param metricKey   the metric's key
 * @param metricLabel the metric's name for readers
 * @param unit        the unit of every value of the row
 * @param direction   whether higher or lower is better (NONE: no best value is marked)
 * @param decimals    decimals the row's values are shown with (see {@link NumberPolicy}): enough that the
 *                    best value reads differently from every other value that differs from it
 * @param percentDecimals decimals the row's percentages of the baseline are shown with, by the same rule
 * @param cells       one per drive of the table, in the table's drive order
 */
public record ReviewRow(TestKey test, String testName, String metricKey, String metricLabel, String unit,
		BetterDirection direction, int decimals, int percentDecimals, List<ReviewCell> cells) {
	public ReviewRow {
		cells = List.copyOf(cells);
	}

	/** Whether the row holds one worker's figure (a stream, the slowest or fastest thread) rather than the test's own. */
	public boolean perWorker() {
		return ResultFigures.isWorkerKey(metricKey);
	}
}
