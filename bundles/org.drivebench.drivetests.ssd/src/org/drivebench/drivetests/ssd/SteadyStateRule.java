package org.drivebench.drivetests.ssd;

import java.util.Optional;

/**
 * SNIA PTS's steady-state rule (Solid State Storage Performance Test Specification, the Enterprise and
 * Client editions; TKperf and cloudharmony's block-storage apply it the same way): a drive is steady when,
 * over a window of the last {@code window} rounds of a tracking figure, the figure's range (max - min) is
 * at most {@code maxExcursion} of the window's mean and the least-squares line fitted to the window
 * changes across the window (its slope times the rounds it spans, {@code window - 1}) by at most
 * {@code maxSlopeChange} of the mean. A pure function of the rounds' figures.
 *
 * @param window         rounds in the window, at least 2 (PTS: 5)
 * @param maxExcursion   the largest range allowed, a share of the mean (PTS: 0.20)
 * @param maxSlopeChange the largest change of the fitted line across the window, a share of the mean
 *                       (PTS: 0.10)
 */
record SteadyStateRule(int window, double maxExcursion, double maxSlopeChange) {
	/** The PTS's own figures: 5 rounds, 20 %, 10 %. */
	static final SteadyStateRule PTS = new SteadyStateRule(5, 0.20, 0.10);

	SteadyStateRule {
		if (window < 2 || !(maxExcursion >= 0) || !(maxSlopeChange >= 0)) {
			throw new IllegalArgumentException("window " + window + ", excursion " + maxExcursion + ", slope " + maxSlopeChange
					+ ": a window of at least 2 rounds and shares of 0 or more");
		}
	}

	/**
	 * The rounds {@code [lastRound - window + 1, lastRound]} (numbered from 1) of {@code figures}, with their
	 * mean, range and fitted line.
	 *
	 * @throws IllegalArgumentException when the window does not fit in the figures
	 */
	Window windowEndingAt(double[] figures, int lastRound) {
		if (lastRound < window || lastRound > figures.length) {
			throw new IllegalArgumentException("a window of " + window + " rounds ending at round " + lastRound + " of "
					+ figures.length);
		}
		int first = lastRound - window + 1;
		double sum = 0;
		double min = Double.POSITIVE_INFINITY;
		double max = Double.NEGATIVE_INFINITY;
		for (int r = first; r <= lastRound; r++) {
			double y = figures[r - 1];
			sum += y;
			min = Math.min(min, y);
			max = Math.max(max, y);
		}
		double mean = sum / window;
		double meanX = (first + lastRound) / 2.0;
		double sxy = 0;
		double sxx = 0;
		for (int r = first; r <= lastRound; r++) {
			sxy += (r - meanX) * (figures[r - 1] - mean);
			sxx += (r - meanX) * (r - meanX);
		}
		double slope = sxy / sxx;
		return new Window(first, lastRound, mean, min, max, slope, mean - slope * meanX);
	}

	/** Whether {@code w} is steady: its range and its fitted line's change within their shares of its mean. */
	boolean steady(Window w) {
		double scale = Math.abs(w.mean());
		return w.excursion() <= maxExcursion * scale && w.slopeChange() <= maxSlopeChange * scale;
	}

	/**
	 * The first window of {@code figures}, within the first {@code maxRounds} rounds, that is steady; empty
	 * when none is (the drive did not reach steady state within them).
	 */
	Optional<Window> firstSteady(double[] figures, int maxRounds) {
		int last = Math.min(maxRounds, figures.length);
		for (int r = window; r <= last; r++) {
			Window w = windowEndingAt(figures, r);
			if (steady(w)) {
				return Optional.of(w);
			}
		}
		return Optional.empty();
	}

	/**
	 * A window of rounds and what the rule reads off it.
	 *
	 * @param firstRound the window's first round, numbered from 1
	 * @param lastRound  its last round
	 * @param mean       the mean of the tracking figure over it
	 * @param min        its smallest value
	 * @param max        its largest value
	 * @param slope      the fitted line's slope, per round
	 * @param intercept  the fitted line's value at round 0
	 */
	record Window(int firstRound, int lastRound, double mean, double min, double max, double slope, double intercept) {
		/** max - min. */
		double excursion() {
			return max - min;
		}

		/** How much the fitted line changes from the window's first round to its last. */
		double slopeChange() {
			return Math.abs(slope) * (lastRound - firstRound);
		}

		/** The fitted line's value at {@code round}. */
		double fitAt(double round) {
			return intercept + slope * round;
		}
	}
}
