package org.drivebench.report;

/**
 * What a table shows for one drive, test and metric: the mean of the repeated runs' values, their
 * number, and the half-width of the confidence interval of the mean (Student t, since reviewers
 * repeat a test only a few times). One run has no interval.
 *
 * @param n          number of values
 * @param mean       their mean
 * @param stdDev     sample standard deviation (n - 1); NaN for one value
 * @param halfWidth  t(1 - (1 - confidence) / 2, n - 1) · stdDev / √n; NaN for one value
 * @param confidence the confidence level, e.g. 0.95
 */
public record Summary(int n, double mean, double stdDev, double halfWidth, double confidence) {
	/** The summary of {@code values} (at least one). */
	public static Summary of(double[] values, double confidence) {
		if (values.length == 0) {
			throw new IllegalArgumentException("a summary needs at least one value");
		}
		int n = values.length;
		double sum = 0;
		for (double v : values) {
			sum += v;
		}
		double mean = sum / n;
		if (n == 1) {
			return new Summary(1, mean, Double.NaN, Double.NaN, confidence);
		}
		double squares = 0;
		for (double v : values) {
			squares += (v - mean) * (v - mean);
		}
		double stdDev = Math.sqrt(squares / (n - 1));
		double halfWidth = StudentT.twoSidedFactor(confidence, n) * stdDev / Math.sqrt(n);
		return new Summary(n, mean, stdDev, halfWidth, confidence);
	}

	/** Whether an interval can be given (two values or more). */
	public boolean hasInterval() {
		return n > 1 && !Double.isNaN(halfWidth);
	}

	public double low() {
		return mean - halfWidth;
	}

	public double high() {
		return mean + halfWidth;
	}
}
