package org.drivebench.core.chart;

import java.util.Arrays;

import org.drivebench.model.AxisScale;

/**
 * Axis ranges and tick positions that read well: linear axes end on a multiple of a 1-2-2.5-5 step,
 * logarithmic axes on whole powers of their base.
 */
public final class AxisRanges {
	/** Aim for a tick label about every this many pixels. */
	private static final int PIXELS_PER_LINEAR_TICK = 90;
	private static final int PIXELS_PER_LOG_TICK = 44;
	private static final int NICE_TICKS = 6;

	private AxisRanges() {
	}

	static double[] nice(AxisScale scale, double min, double max, boolean fromZero) {
		if (Double.isNaN(min) || Double.isNaN(max)) {
			return scale == AxisScale.LINEAR ? new double[] { 0, 1 } : new double[] { 1, scale == AxisScale.LOG2 ? 2 : 10 };
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
			double pad = lo == 0 ? 1 : Math.abs(lo) * 0.1;
			return new double[] { lo - (fromZero && lo >= 0 ? 0 : pad), hi + pad };
		}
		double step = niceStep((hi - lo) / NICE_TICKS);
		double lower = fromZero && lo >= 0 ? lo : Math.floor(lo / step) * step;
		double upper = Math.ceil(hi / step) * step;
		return new double[] { lower, upper };
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

	static double[] ticks(AxisSpec axis, int lengthPixels) {
		if (axis.isCategory()) {
			double[] values = new double[axis.categories().size()];
			Arrays.setAll(values, i -> i);
			return thinEvenly(values, Math.max(1, lengthPixels / 24));
		}
		if (axis.isLog()) {
			double base = axis.base();
			int first = (int) Math.ceil(log(axis.lower(), base) - 1e-9);
			int last = (int) Math.floor(log(axis.upper(), base) + 1e-9);
			double[] values = new double[Math.max(0, last - first + 1)];
			for (int i = 0; i < values.length; i++) {
				values[i] = Math.pow(base, first + i);
			}
			return thinEvenly(values, Math.max(2, lengthPixels / PIXELS_PER_LOG_TICK));
		}
		double step = niceStep((axis.upper() - axis.lower()) / Math.max(2, lengthPixels / PIXELS_PER_LINEAR_TICK));
		double first = Math.ceil(axis.lower() / step - 1e-9) * step;
		int count = (int) Math.floor((axis.upper() - first) / step + 1e-9) + 1;
		double[] values = new double[Math.max(0, count)];
		for (int i = 0; i < values.length; i++) {
			values[i] = first + i * step;
		}
		return values;
	}

	/** Every k-th value so that at most {@code most} remain. */
	private static double[] thinEvenly(double[] values, int most) {
		if (values.length <= most) {
			return values;
		}
		int every = (int) Math.ceil(values.length / (double) most);
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
