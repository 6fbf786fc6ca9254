package org.drivebench.core.report;

import org.eclipse.jdt.annotation.Nullable;

/**
 * One drive's figure in one row of a review table.
 *
 * @param summary           the mean, n and interval; {@code null} when the drive has no value
 * @param best              whether it is the row's best value (after rounding, so ties are all marked)
 * @param percentOfBaseline the mean as a percentage of the baseline drive's mean; NaN without a
 *                          baseline or when the baseline has no value or a zero one
 */
public record ReviewCell(@Nullable Summary summary, boolean best, double percentOfBaseline) {
	static final ReviewCell EMPTY = new ReviewCell(null, false, Double.NaN);

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
}
