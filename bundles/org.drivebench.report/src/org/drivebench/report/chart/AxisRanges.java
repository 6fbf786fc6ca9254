package org.drivebench.report.chart;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.drivebench.model.AxisScale;

/**
 * Axis ranges and tick positions that read well. Linear axes step by 1, 2, 2.5 or 5 times a power of
 * ten; a value axis leaves 5 to 10 % of its length free above the highest point, so no line runs
 * along the top border. Logarithmic axes of base 10 are fitted to the data with a margin and ticked at
 * 1, 2 and 5 times the powers of ten (0.2, 0.5, 1, 2, 5 ms), of base 2 at the powers of two (block
 * sizes, queue depths). Tick labels along an axis never overlap: a crowded axis keeps every k-th label,
 * evenly.
 */
public final class AxisRanges {
	/** Aim for a tick label about every this many pixels on a linear axis. */
	private static final int PIXELS_PER_LINEAR_TICK = 90;
	/** The least room between two ticks of a linear axis when a finer step gives a short axis more labels. */
	private static final int MIN_PIXELS_PER_LINEAR_TICK = 45;
	/** The least room between two tick labels side by side, and between two lines of labels. */
	private static final int LABEL_GAP = 10;
	private static final int NICE_TICKS = 6;
	/** Headroom above (and below) the data on a value axis, as a share of the axis length: 5 to 10 %. */
	static final double LEAST_HEADROOM = 0.05;
	static final double MOST_HEADROOM = 0.10;
	/** The margin of a logarithmic value axis beyond the data, as a share of its length in decades. */
	private static final double LOG_MARGIN = 0.06;
	private static final double[] ONE_TWO_FIVE = { 1, 2, 5 };

	private AxisRanges() {
	}

	/** A range enclosing {@code min..max} whose ends are ticks: linear on a nice step, logarithmic on whole powers. */
	static double[] nice(AxisScale scale, double min, double max, boolean fromZero) {
		if (Double.isNaN(min) || Double.isNaN(max)) {
			return empty(scale);
		}
		if (scale != AxisScale.LINEAR) {
			double base = scale == AxisScale.LOG2 ? 2 : 10;
			double lo = min > 0 ? min : 1;
			double hi = Math.max(max, lo);
			double lower = Math.pow(base, Math.floor(log(lo, base) + 1e-9));
			double upper = Math.pow(base, Math.ceil(log(hi, base) - 1e-9));
			if (upper <= lower) {
				upper = lower * base;
			}
			return new double[] { lower, upper };
		}
		double lo = fromZero ? Math.min(0, min) : min;
		double hi = fromZero ? Math.max(0, max) : max;
		if (hi <= lo) {
			return widened(lo, hi, fromZero);
		}
		double step = niceStep((hi - lo) / NICE_TICKS);
		double lower = fromZero && lo >= 0 ? lo : Math.floor(lo / step) * step;
		double upper = Math.ceil(hi / step) * step;
		return new double[] { lower, upper };
	}

	/**
	 * The range of a value axis holding {@code min..max}: linear with 5-10 % of its length free above the
	 * highest value (below the lowest too, unless it starts at 0), ending on a tick when one lies within
	 * that band; logarithmic fitted to the data with a margin of a few percent of its decades.
	 */
	static double[] values(AxisScale scale, double min, double max, boolean fromZero) {
		if (Double.isNaN(min) || Double.isNaN(max)) {
			return empty(scale);
		}
		if (scale != AxisScale.LINEAR) {
			double lo = min > 0 ? min : Math.max(max, 1) / 10;
			double hi = Math.max(max, lo);
			double l = Math.log(lo);
			double h = Math.log(hi);
			double least = Math.log(2); // a range of at least a factor of two, so one value still gets ticks
			if (h - l < least) {
				double middle = (l + h) / 2;
				l = middle - least / 2;
				h = middle + least / 2;
			}
			double margin = (h - l) * LOG_MARGIN;
			return new double[] { Math.exp(l - margin), Math.exp(h + margin) };
		}
		double lo = fromZero ? Math.min(0, min) : min;
		double hi = fromZero ? Math.max(0, max) : max;
		if (hi <= lo) {
			return widened(lo, hi, fromZero);
		}
		// an axis from 0 needs no room below 0 (nor above it when every value is negative)
		boolean padAbove = !(fromZero && hi == 0);
		boolean padBelow = !(fromZero && lo == 0);
		double data = hi - lo;
		double step = niceStep(data / NICE_TICKS);
		double upper = padAbove ? end(hi, data, step, padBelow, true) : hi;
		double lower = padBelow ? end(lo, data, step, padAbove, false) : lo;
		return new double[] { lower, upper };
	}

	/**
	 * The end beyond {@code edge}: a multiple of {@code step} when one leaves 5-10 % of the axis free,
	 * else a finer round number that does.
	 */
	private static double end(double edge, double data, double step, boolean bothEnds, boolean upward) {
		// with free space f at one end of an axis of length L holding data d: L = d / (1 - f), free = f * L
		double others = bothEnds ? LEAST_HEADROOM : 0;
		double leastFree = data * LEAST_HEADROOM / (1 - LEAST_HEADROOM - others);
		double mostFree = data * MOST_HEADROOM / (1 - MOST_HEADROOM - others);
		double sign = upward ? 1 : -1;
		double onTick = upward ? Math.ceil((edge + leastFree) / step - 1e-9) * step : Math.floor((edge - leastFree) / step + 1e-9) * step;
		if (Math.abs(onTick - edge) <= mostFree) {
			return onTick;
		}
		double fine = niceStep((mostFree - leastFree) / 2);
		double target = edge + sign * leastFree;
		return upward ? Math.ceil(target / fine - 1e-9) * fine : Math.floor(target / fine + 1e-9) * fine;
	}

	private static double[] empty(AxisScale scale) {
		return scale == AxisScale.LINEAR ? new double[] { 0, 1 } : new double[] { 1, scale == AxisScale.LOG2 ? 2 : 10 };
	}

	/** A range around a single value (or none). */
	private static double[] widened(double lo, double hi, boolean fromZero) {
		double pad = lo == 0 ? 1 : Math.abs(lo) * 0.1;
		return new double[] { lo - (fromZero && lo >= 0 ? 0 : pad), hi + pad };
	}

	/** The smallest 1, 2, 2.5 or 5 times a power of ten that is at least {@code rough}. */
	public static double niceStep(double rough) {
		if (!(rough > 0)) {
			return 1;
		}
		double power = Math.pow(10, Math.floor(Math.log10(rough)));
		for (double m : new double[] { 1, 2, 2.5, 5, 10 }) {
			if (m * power >= rough * (1 - 1e-9)) {
				return m * power;
			}
		}
		return 10 * power;
	}

	/**
	 * The tick values of {@code axis} drawn {@code lengthPixels} long; {@code across} when its labels
	 * stand side by side along it (an x axis), else above one another (a y axis, or the categories of
	 * a horizontal bar chart).
	 */
	static double[] ticks(AxisSpec axis, int lengthPixels, boolean across) {
		if (axis.isCategory()) {
			double[] values = new double[axis.categories().size()];
			Arrays.setAll(values, i -> i);
			return thinToFit(axis, values, lengthPixels, across);
		}
		if (axis.isLog()) {
			return logTicks(axis, lengthPixels, across);
		}
		double span = axis.upper() - axis.lower();
		double step = niceStep(span / Math.max(2, lengthPixels / PIXELS_PER_LINEAR_TICK));
		double[] values = linearTicks(axis.lower(), axis.upper(), step);
		// rounding the step up can leave a short axis two labels (0 and 100 for data up to 180): a step down
		// gives it three or more, while they stay a label's height and a gap apart
		double finer = finerStep(step);
		if (values.length < 3 && lengthPixels * finer / span >= MIN_PIXELS_PER_LINEAR_TICK) {
			step = finer;
			values = linearTicks(axis.lower(), axis.upper(), step);
		}
		// long labels side by side ("1,000,000") may need a longer step than the pixels alone suggest
		while (across && values.length > 2 && !fits(axis, values, lengthPixels, true)) {
			step = niceStep(step * 1.5);
			values = linearTicks(axis.lower(), axis.upper(), step);
		}
		return values;
	}

	/** The next 1-2-5 step below {@code step}: 10 to 5, 5 to 2, 2.5 and 2 to 1, 1 to 0.5. */
	static double finerStep(double step) {
		double power = Math.pow(10, Math.floor(Math.log10(step) + 1e-9));
		double m = step / power;
		if (m >= 5 - 1e-9) {
			return 2 * power;
		}
		if (m >= 2 - 1e-9) {
			return power;
		}
		return power / 2;
	}

	private static double[] linearTicks(double lower, double upper, double step) {
		double first = Math.ceil(lower / step - 1e-9) * step;
		int count = (int) Math.floor((upper - first) / step + 1e-9) + 1;
		double[] values = new double[Math.max(0, count)];
		for (int i = 0; i < values.length; i++) {
			values[i] = first + i * step;
		}
		return values;
	}

	/** Powers of two; 1, 2 and 5 times powers of ten (or whole powers, or plain steps on a short range). */
	private static double[] logTicks(AxisSpec axis, int lengthPixels, boolean across) {
		double base = axis.base();
		int first = (int) Math.floor(log(axis.lower(), base) - 1e-9);
		int last = (int) Math.ceil(log(axis.upper(), base) + 1e-9);
		if (base == 2) {
			return thinToFit(axis, within(axis, powers(first, last, base, new double[] { 1 })), lengthPixels, across);
		}
		double[] oneTwoFive = within(axis, powers(first, last, 10, ONE_TWO_FIVE));
		if (oneTwoFive.length >= 3 && fits(axis, oneTwoFive, lengthPixels, across)) {
			return oneTwoFive;
		}
		double[] decades = within(axis, powers(first, last, 10, new double[] { 1 }));
		if (oneTwoFive.length < 3 && decades.length < 2) {
			// less than a decade: plain round steps inside it (15, 20, 25 ms)
			double[] plain = linearTicks(axis.lower(), axis.upper(), niceStep((axis.upper() - axis.lower()) / 4));
			return thinToFit(axis, plain, lengthPixels, across);
		}
		return thinToFit(axis, decades.length >= 2 ? decades : oneTwoFive, lengthPixels, across);
	}

	private static double[] powers(int first, int last, double base, double[] multiples) {
		List<Double> values = new ArrayList<>();
		for (int p = first; p <= last; p++) {
			double power = Math.pow(base, p);
			for (double m : multiples) {
				// round away binary noise: 0.1 * 2 must read 0.2
				values.add(Double.parseDouble(String.format(java.util.Locale.ROOT, "%.12g", m * power)));
			}
		}
		return values.stream().mapToDouble(Double::doubleValue).toArray();
	}

	private static double[] within(AxisSpec axis, double[] values) {
		return Arrays.stream(values).filter(v -> v >= axis.lower() * (1 - 1e-9) && v <= axis.upper() * (1 + 1e-9)).toArray();
	}

	/** Every k-th value, k as small as lets the labels stand apart. */
	private static double[] thinToFit(AxisSpec axis, double[] values, int lengthPixels, boolean across) {
		for (int every = 1; every <= Math.max(1, values.length); every++) {
			double[] kept = everyKth(values, every);
			if (fits(axis, kept, lengthPixels, across)) {
				return kept;
			}
		}
		return values.length == 0 ? values : new double[] { values[0] };
	}

	/** Whether the labels of {@code values} on {@code axis} have room {@code lengthPixels} long. */
	private static boolean fits(AxisSpec axis, double[] values, int lengthPixels, boolean across) {
		if (values.length < 2) {
			return true;
		}
		double need;
		if (across) {
			double widest = 0;
			for (double v : values) {
				widest = Math.max(widest, TextMetrics.width(axis.tickLabel(v), TextMetrics.LABEL_SIZE, false));
			}
			need = widest + LABEL_GAP;
		} else {
			need = TextMetrics.LABEL_SIZE + LABEL_GAP / 2.0;
		}
		// the closest two neighbours decide: on a log axis they are not evenly spaced
		double closest = Double.POSITIVE_INFINITY;
		for (int i = 1; i < values.length; i++) {
			closest = Math.min(closest, Math.abs(axis.fraction(values[i]) - axis.fraction(values[i - 1])) * lengthPixels);
		}
		return closest >= need;
	}

	private static double[] everyKth(double[] values, int every) {
		double[] kept = new double[(values.length + every - 1) / every];
		for (int i = 0; i < kept.length; i++) {
			kept[i] = values[i * every];
		}
		return kept;
	}

	private static double log(double value, double base) {
		return Math.log(value) / Math.log(base);
	}
}
