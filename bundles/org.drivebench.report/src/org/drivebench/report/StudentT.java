package org.drivebench.report;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.eclipse.jdt.annotation.Nullable;

/**
 * Student's t distribution: the factor that turns the standard error of a mean of a few repeated
 * runs into a confidence interval. Computed from the regularised incomplete beta function, so any
 * confidence level and any number of runs work, not only a printed table's.
 */
public final class StudentT {
	private static final Map<Long, Double> QUANTILES = new ConcurrentHashMap<>();
	/** The quantile asked for last: a review table asks for the same one cell after cell, and boxing a key costs more. */
	private static volatile @Nullable Known last;

	/** A quantile with what it was asked for. */
	private record Known(double probability, int degreesOfFreedom, double quantile) {
	}

	private StudentT() {
	}

	/** P(T <= t) for {@code degreesOfFreedom} >= 1. */
	public static double cdf(double t, int degreesOfFreedom) {
		if (degreesOfFreedom < 1) {
			throw new IllegalArgumentException("degrees of freedom must be at least 1, got " + degreesOfFreedom);
		}
		double v = degreesOfFreedom;
		double tail = 0.5 * regularizedBeta(v / (v + t * t), v / 2, 0.5);
		return t >= 0 ? 1 - tail : tail;
	}

	/**
	 * The t with P(T <= t) = {@code probability}, e.g. 0.975 for a two-sided 95 % interval.
	 *
	 * @throws IllegalArgumentException when the probability is not in (0, 1)
	 */
	public static double quantile(double probability, int degreesOfFreedom) {
		if (!(probability > 0 && probability < 1)) {
			throw new IllegalArgumentException("probability must be between 0 and 1 (exclusive), got " + probability);
		}
		if (probability < 0.5) {
			return -quantile(1 - probability, degreesOfFreedom);
		}
		Known known = last;
		if (known != null && known.probability() == probability && known.degreesOfFreedom() == degreesOfFreedom) {
			return known.quantile();
		}
		long key = Double.doubleToLongBits(probability) * 31 + degreesOfFreedom;
		double quantile = QUANTILES.computeIfAbsent(key, k -> solve(probability, degreesOfFreedom));
		last = new Known(probability, degreesOfFreedom, quantile);
		return quantile;
	}

	/** The factor t(1 - (1 - confidence) / 2, n - 1) of a two-sided interval around a mean of {@code n} values. */
	public static double twoSidedFactor(double confidence, int n) {
		if (!(confidence > 0 && confidence < 1)) {
			throw new IllegalArgumentException("confidence level must be between 0 and 1 (exclusive), e.g. 0.95; got " + confidence);
		}
		return quantile(1 - (1 - confidence) / 2, n - 1);
	}

	private static double solve(double probability, int degreesOfFreedom) {
		double low = 0;
		double high = 1;
		while (cdf(high, degreesOfFreedom) < probability) {
			low = high;
			high *= 2;
			if (high > 1e12) {
				return Double.POSITIVE_INFINITY;
			}
		}
		for (int i = 0; i < 200 && high - low > 1e-13 * Math.max(1, high); i++) {
			double mid = (low + high) / 2;
			if (cdf(mid, degreesOfFreedom) < probability) {
				low = mid;
			} else {
				high = mid;
			}
		}
		return (low + high) / 2;
	}

	/** I_x(a, b), by the continued fraction (Numerical Recipes, 6.4). */
	static double regularizedBeta(double x, double a, double b) {
		if (x <= 0) {
			return 0;
		}
		if (x >= 1) {
			return 1;
		}
		double front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
		if (x < (a + 1) / (a + b + 2)) {
			return front * continuedFraction(x, a, b) / a;
		}
		return 1 - front * continuedFraction(1 - x, b, a) / b;
	}

	private static double continuedFraction(double x, double a, double b) {
		final double tiny = 1e-300;
		double c = 1;
		double d = 1 - (a + b) * x / (a + 1);
		d = Math.abs(d) < tiny ? tiny : d;
		d = 1 / d;
		double h = d;
		for (int m = 1; m <= 500; m++) {
			int m2 = 2 * m;
			double aa = m * (b - m) * x / ((a + m2 - 1) * (a + m2));
			d = 1 + aa * d;
			d = Math.abs(d) < tiny ? tiny : d;
			c = 1 + aa / c;
			c = Math.abs(c) < tiny ? tiny : c;
			d = 1 / d;
			h *= d * c;
			aa = -(a + m) * (a + b + m) * x / ((a + m2) * (a + m2 + 1));
			d = 1 + aa * d;
			d = Math.abs(d) < tiny ? tiny : d;
			c = 1 + aa / c;
			c = Math.abs(c) < tiny ? tiny : c;
			d = 1 / d;
			double delta = d * c;
			h *= delta;
			if (Math.abs(delta - 1) < 1e-15) {
				break;
			}
		}
		return h;
	}

	/** ln Γ(x) for x > 0 (Lanczos, g = 7, n = 9). */
	static double logGamma(double x) {
		if (x < 0.5) {
			return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
		}
		double[] g = { 0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
				-176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
				1.5056327351493116e-7 };
		double z = x - 1;
		double sum = g[0];
		for (int i = 1; i < g.length; i++) {
			sum += g[i] / (z + i);
		}
		double t = z + 7.5;
		return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
	}
}
