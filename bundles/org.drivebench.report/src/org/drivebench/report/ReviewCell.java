package org.drivebench.report;

import org.eclipse.jdt.annotation.Nullable;

/**
 * One drive's figure in one row of a review table.
 *
 * @param summary           the mean, n and interval; {@code null} when the drive has no value
 * @param best              whether it is the row's best value, by the unrounded means (drives whose means
 *                          are equal are all marked; the row's decimals tell the others apart)
 * @param percentOfBaseline the mean as a percentage of the baseline drive's mean; NaN without a
 *                          baseline or when the baseline has no value or a zero one
 * @param percentHalfWidth  half-width, in percentage points, of the confidence interval of that
 *                          percentage with both drives' uncertainty ({@link RatioInterval}); NaN
 *                          when either drive has a single run, and for the baseline itself
 */
public record ReviewCell(@Nullable Summary summary, boolean best, double percentOfBaseline, double percentHalfWidth) {
	static final ReviewCell EMPTY = new ReviewCell(null, false, Double.NaN, Double.NaN);

	public boolean isEmpty() {
		return summary == null;
	}

	/**
	 * The summary of a cell that holds a value (ask {@link #isEmpty()} first).
	 *
	 * @throws IllegalStateException for an empty cell
	 */
	public Summary requireSummary() {
		Summary s = summary;
		if (s == null) {
			throw new IllegalStateException("an empty cell has no summary");
		}
		return s;
	}

	public boolean hasPercent() {
		return !Double.isNaN(percentOfBaseline);
	}

	/** Whether the percentage of the baseline has an interval. */
	public boolean hasPercentInterval() {
		return !Double.isNaN(percentHalfWidth);
	}
}
