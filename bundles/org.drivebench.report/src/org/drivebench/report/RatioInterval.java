package org.drivebench.report;

import org.eclipse.jdt.annotation.Nullable;

/**
 * The confidence interval of a drive's mean as a percentage of the baseline drive's mean, with both
 * drives' uncertainty, by the delta method: for R = a / b of two independent means,
 * Var(R) ≈ R² · (s_a² / (n_a · a²) + s_b² / (n_b · b²)), and the half-width is t · √Var(R) with
 * Welch–Satterthwaite's degrees of freedom for the two relative variances (rounded down, the careful
 * side). Dividing by the baseline's mean as if it were exact, as the table did before, left out the
 * baseline's share and made the interval too narrow. Fieller's interval would be exact under
 * normality, but it is not symmetric; for drive figures, whose baseline mean lies many standard
 * errors from zero, the two agree closely and "± x %" stays readable.
 */
final class RatioInterval {
	private RatioInterval() {
	}

	/**
	 * The half-width, in percentage points, of the interval of {@code drive.mean / baseline.mean · 100}.
	 *
	 * @param baseline the baseline drive's summary, null when the row has no baseline value
	 * @return NaN when it cannot be given: no baseline, either side has fewer than two runs (its
	 *         spread is unknown, so the ratio's is too), or the baseline's mean is 0
	 */
	static double halfWidthPercent(Summary drive, @Nullable Summary baseline) {
		if (baseline == null || drive.n() < 2 || baseline.n() < 2 || baseline.mean() == 0
				|| Double.isNaN(drive.stdDev()) || Double.isNaN(baseline.stdDev())) {
			return Double.NaN;
		}
		double ratio = drive.mean() / baseline.mean();
		double ua = relativeVarianceOfMean(drive);
		double ub = relativeVarianceOfMean(baseline);
		double variance = ua + ub;
		if (variance == 0) {
			return 0;
		}
		double df = variance * variance / (ua * ua / (drive.n() - 1) + ub * ub / (baseline.n() - 1));
		int degrees = (int) Math.max(1, Math.floor(df));
		double t = StudentT.quantile(1 - (1 - drive.confidence()) / 2, degrees);
		return t * Math.abs(ratio) * Math.sqrt(variance) * 100;
	}

	/** s² / (n · mean²): the variance of the mean relative to the mean's square. */
	private static double relativeVarianceOfMean(Summary s) {
		return s.stdDev() * s.stdDev() / (s.n() * s.mean() * s.mean());
	}
}
