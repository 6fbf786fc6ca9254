package org.drivebench.core.api;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

import org.drivebench.core.api.DriveTemperature.RateInterval;

/**
 * That a drive throttled during a test, and when. An interval is hot when the drive was at or above its
 * warning temperature in it or in the interval before (a drive throttles as it reaches the temperature
 * and cools below it while throttled, so the slow seconds follow the hot reading). The rule: within one
 * workload, the reference rate is the median of the last {@value #REFERENCE_INTERVALS} intervals before
 * the first hot one; the drive throttled when a hot interval ran below {@value #RATE_SHARE} of that
 * reference (the rate fell while the drive was hot). It throttled too when its own throttle count rose (an NVMe drive's thermal management
 * transitions), whether or not the rate showed it. The time to throttle is when the temperature first
 * reached the warning temperature before the rate fell.
 *
 * @param startSeconds             when it began, on the test's clock; NaN when only the drive's own count says so
 * @param rateBeforeMegabytesPerSecond the reference rate; NaN when only the count says so
 * @param slowestMegabytesPerSecond the slowest interval at or above the warning temperature; NaN when only the count says so
 * @param driveEvents              how much the drive's own throttle count rose; -1 when it keeps none
 */
public record Throttling(double startSeconds, double rateBeforeMegabytesPerSecond, double slowestMegabytesPerSecond,
		long driveEvents) {
	/** The share of the reference rate below which an interval at the warning temperature counts as throttled. */
	public static final double RATE_SHARE = 0.85;
	/** Intervals whose median is the reference rate. */
	public static final int REFERENCE_INTERVALS = 5;

	/** Whether the rate showed when it began. */
	public boolean timed() {
		return !Double.isNaN(startSeconds);
	}

	static Optional<Throttling> judge(DriveTemperature t) {
		OptionalLong rise = t.throttleEventsRise();
		long events = rise.isPresent() ? rise.getAsLong() : -1;
		Optional<Throttling> byRate = Double.isNaN(t.warningCelsius()) ? Optional.empty() : byRate(t, events);
		if (byRate.isPresent()) {
			return byRate;
		}
		return events > 0 ? Optional.of(new Throttling(Double.NaN, Double.NaN, Double.NaN, events)) : Optional.empty();
	}

	private static Optional<Throttling> byRate(DriveTemperature t, long events) {
		List<RateInterval> rates = t.rates();
		double warning = t.warningCelsius();
		int from = 0;
		while (from < rates.size()) {
			int workload = rates.get(from).workload();
			int to = from;
			while (to < rates.size() && rates.get(to).workload() == workload) {
				to++;
			}
			Optional<Throttling> found = inWorkload(t, rates.subList(from, to), warning, events);
			if (found.isPresent()) {
				return found;
			}
			from = to;
		}
		return Optional.empty();
	}

	private static Optional<Throttling> inWorkload(DriveTemperature t, List<RateInterval> rates, double warning, long events) {
		int firstHot = -1;
		for (int i = 0; i < rates.size(); i++) {
			if (hot(t, rates, i, warning)) {
				firstHot = i;
				break;
			}
		}
		if (firstHot < 1) {
			return Optional.empty(); // never hot, or hot from its start: nothing to compare with
		}
		double[] before = new double[Math.min(REFERENCE_INTERVALS, firstHot)];
		for (int k = 0; k < before.length; k++) {
			before[k] = rates.get(firstHot - before.length + k).megabytesPerSecond();
		}
		double reference = median(before);
		List<RateInterval> slow = new ArrayList<>();
		for (int i = firstHot; i < rates.size(); i++) {
			RateInterval r = rates.get(i);
			if (hot(t, rates, i, warning) && r.megabytesPerSecond() < RATE_SHARE * reference) {
				slow.add(r);
			}
		}
		if (slow.isEmpty()) {
			return Optional.empty();
		}
		// the hot spell the rate first fell in began when the temperature reached the warning temperature
		int spell = rates.indexOf(slow.get(0));
		while (spell > firstHot && hot(t, rates, spell - 1, warning)) {
			spell--;
		}
		double start = t.firstAtOrAbove(warning, rates.get(spell > 0 ? spell - 1 : spell).startSeconds());
		double slowest = slow.stream().mapToDouble(RateInterval::megabytesPerSecond).min().orElseThrow();
		return Optional.of(new Throttling(Double.isNaN(start) ? slow.get(0).startSeconds() : start, reference, slowest, events));
	}

	/** Whether interval {@code i} of one workload's {@code rates} is hot. */
	private static boolean hot(DriveTemperature t, List<RateInterval> rates, int i, double warning) {
		double from = rates.get(i > 0 ? i - 1 : i).startSeconds();
		return t.peakCelsius(from, rates.get(i).endSeconds()) >= warning;
	}

	private static double median(double[] values) {
		double[] v = values.clone();
		Arrays.sort(v);
		int n = v.length;
		return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
	}
}
