package org.drivebench.core.report;

/**
 * One drive's figure in one row of a review table.
 *
 * @param summary           the mean, n and interval; {@code null} when the drive has no value
 * @param best              whether it is the row's best value (after rounding, so ties are all marked)
 * @param percentOfBaseline the mean as a percentage of the baseline drive's mean; NaN without a
 *                          baseline or when the baseline has no value or a zero one
 * @param percentHalfWidth  half-width, in percentage points, of the confidence interval of that
 *                          percentage with both drives' uncertainty ({@link RatioInterval}); NaN
 *                          when either drive has a single run, and for the baseline itself
 */
public record ReviewCell(Summary summary, boolean best, double percentOfBaseline, double percentHalfWidth) {
	static final ReviewCell EMPTY = new ReviewCell(null, false, Double.NaN, Double.NaN);

	public boolean isEmpty() {
		return summary == null;
	}

	public boolean hasPercent() {
		return !Double.isNaN(percentOfBaseline);
	}

	/** Whether the percentage of the baseline has an interval. */
	public boolean hasPercentInterval() {
		return !Double.isNaN(percentHalfWidth);
	}
}
