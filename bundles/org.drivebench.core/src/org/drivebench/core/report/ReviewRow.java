package org.drivebench.core.report;

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
 * @param decimals    decimals the row's values are shown with (see {@link NumberPolicy})
 * @param cells       one per drive of the table, in the table's drive order
 */
public record ReviewRow(TestKey test, String testName, String metricKey, String metricLabel, String unit,
		BetterDirection direction, int decimals, List<ReviewCell> cells) {
	public ReviewRow {
		cells = List.copyOf(cells);
	}
}
