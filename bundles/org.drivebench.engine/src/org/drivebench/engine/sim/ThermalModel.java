package org.drivebench.engine.sim;

/**
 * A simulated SSD's temperature on the virtual clock ({@link SsdThermal}): one body cooling to the
 * ambient air by Newton's law, heated by the drive's idle power and the energy of its work. Time runs in
 * steps of {@value #STEP_NANOS} ns; over a step the power is the step's energy over its length, and the
 * temperature moves exactly as the heating equation says for a constant power,
 * {@code T' = T_inf + (T - T_inf) e^(-step / RC)} with {@code T_inf = ambient + P R}. The sensor reads
 * the temperature at the last step boundary (hwmon's reading is refreshed about once a second). At each
 * boundary the drive chooses its throttle step, with hysteresis on the way down, and counts what an NVMe
 * drive's SMART log counts: time at or above the warning and critical temperatures, transitions into
 * throttling, and time throttled.
 */
final class ThermalModel {
	/** The step of the heating equation and of the throttle's decisions: 100 ms. */
	static final long STEP_NANOS = 100_000_000L;
	private static final double STEP_SECONDS = STEP_NANOS * 1e-9;
	/** Step boundaries the sensor remembers: about 1.8 hours. */
	private static final int HISTORY = 1 << 16;

	private final SsdThermal p;
	private final double decay;
	private final double[] stepCelsius;
	private final double[] stepLimit;
	private final double[] history = new double[HISTORY];
	private final long firstBoundary;
	private final double initialCelsius;

	private double celsius;
	/** The end of the step under way: the next boundary. */
	private long stepEnd;
	private int level;
	private int transitions;
	private long throttledNanos;
	private long warningNanos;
	private long criticalNanos;

	/** A drive that has idled long enough to settle, from virtual time {@code start}. */
	ThermalModel(SsdThermal p, long start) {
		this.p = p;
		this.decay = Math.exp(-STEP_SECONDS / p.timeConstantSeconds());
		int n = p.steps().size();
		stepCelsius = new double[n];
		stepLimit = new double[n];
		for (int i = 0; i < n; i++) {
			stepCelsius[i] = p.steps().get(i).celsius();
			stepLimit[i] = p.steps().get(i).megabytesPerSecond() * 1e-3;
		}
		celsius = p.idleCelsius();
		initialCelsius = celsius;
		firstBoundary = start / STEP_NANOS + 1;
		stepEnd = firstBoundary * STEP_NANOS;
	}

	/** The time at which the step under way ends. */
	long stepEnd() {
		return stepEnd;
	}

	/** Ends the step under way, in which the drive's work spent {@code joules} above its idle power. */
	void endStep(double joules) {
		double watts = p.idleWatts() + joules / STEP_SECONDS;
		double settle = p.ambientCelsius() + watts * p.kelvinPerWatt();
		celsius = settle + (celsius - settle) * decay;
		if (level > 0) {
			throttledNanos += STEP_NANOS;
		}
		if (celsius >= p.warningCelsius()) {
			warningNanos += STEP_NANOS;
		}
		if (celsius >= p.criticalCelsius()) {
			criticalNanos += STEP_NANOS;
		}
		int up = 0;
		while (up < stepCelsius.length && celsius >= stepCelsius[up]) {
			up++;
		}
		if (up > level) {
			if (level == 0) {
				transitions++;
			}
			level = up;
		} else {
			while (level > 0 && celsius < stepCelsius[level - 1] - p.hysteresisKelvin()) {
				level--;
			}
		}
		history[(int) (stepEnd / STEP_NANOS) & (HISTORY - 1)] = celsius;
		stepEnd += STEP_NANOS;
	}

	/** The rate the throttle allows now, bytes per ns (infinite when it does not throttle). */
	double limitBytesPerNano() {
		return level == 0 ? Double.POSITIVE_INFINITY : stepLimit[level - 1];
	}

	/** The throttle step in force: 0 none, 1 the first, ... */
	int level() {
		return level;
	}

	/** The temperature at the last step boundary. */
	double celsius() {
		return celsius;
	}

	/**
	 * What the sensor read at {@code t}: the temperature at the last step boundary at or before it (the
	 * idle temperature before the drive existed).
	 *
	 * @throws IllegalArgumentException when {@code t} is not yet simulated or longer ago than the sensor
	 *                                  remembers
	 */
	double celsiusAt(long t) {
		long boundary = t / STEP_NANOS;
		long last = stepEnd / STEP_NANOS - 1;
		if (boundary > last) {
			throw new IllegalArgumentException("virtual time " + t + " ns is not simulated yet (the drive is at "
					+ last * STEP_NANOS + " ns)");
		}
		if (boundary < firstBoundary) {
			return initialCelsius;
		}
		if (last - boundary >= HISTORY) {
			throw new IllegalArgumentException("virtual time " + t + " ns is more than " + HISTORY * STEP_NANOS / 1e9
					+ " s before the drive's present (" + last * STEP_NANOS + " ns): the sensor's history is gone");
		}
		return history[(int) boundary & (HISTORY - 1)];
	}

	int transitions() {
		return transitions;
	}

	long throttledNanos() {
		return throttledNanos;
	}

	long warningNanos() {
		return warningNanos;
	}

	long criticalNanos() {
		return criticalNanos;
	}
}
