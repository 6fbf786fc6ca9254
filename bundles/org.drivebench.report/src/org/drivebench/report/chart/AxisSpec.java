package org.drivebench.report.chart;

import java.util.List;

import org.drivebench.model.AxisScale;

/**
 * One axis: its title (with the unit), scale, range and tick style, and for a category axis its
 * categories. The range is fixed when the chart is built, so the screen, the PNG and the SVG show the
 * same span.
 *
 * @param title      the axis title, e.g. "Rate (MB/s)"
 * @param scale      linear, log2 or log10
 * @param ticks      how tick labels are written
 * @param lower      the lowest value shown (for categories: 0)
 * @param upper      the highest value shown (for categories: the last index)
 * @param categories the category labels of a category axis, else empty
 */
public record AxisSpec(String title, AxisScale scale, TickStyle ticks, double lower, double upper, List<String> categories) {
	public AxisSpec {
		categories = List.copyOf(categories);
		if (!(upper > lower) && ticks != TickStyle.CATEGORY) {
			throw new IllegalArgumentException("axis '" + title + "': upper " + upper + " must be above lower " + lower);
		}
		if (scale != AxisScale.LINEAR && !(lower > 0)) {
			throw new IllegalArgumentException("logarithmic axis '" + title + "' must start above 0, not at " + lower);
		}
	}

	/**
	 * A numeric axis whose range encloses {@code min..max}, rounded to tick-friendly ends (whole powers
	 * on a logarithmic scale): for positions, sizes and times along x.
	 */
	public static AxisSpec fitting(String title, AxisScale scale, TickStyle ticks, double min, double max, boolean fromZero) {
		double[] range = AxisRanges.nice(scale, min, max, fromZero);
		return new AxisSpec(title, scale, ticks, range[0], range[1], List.of());
	}

	/**
	 * A value axis holding {@code min..max}: linear with 5 to 10 % of its length free beyond the data (so
	 * no line runs along the border), logarithmic fitted to the data with a small margin.
	 *
	 * @param fromZero whether a linear axis starts at 0 (rates, counts, bars)
	 */
	public static AxisSpec forValues(String title, AxisScale scale, double min, double max, boolean fromZero) {
		double[] range = AxisRanges.values(scale, min, max, fromZero);
		return new AxisSpec(title, scale, TickStyle.NUMBER, range[0], range[1], List.of());
	}

	/**
	 * A linear axis from {@code lower} exactly to {@code max} (the capacity on a position axis), so the
	 * data fill the plot; an empty or single-valued span is widened.
	 */
	public static AxisSpec exact(String title, TickStyle ticks, double lower, double max) {
		double upper = max > lower ? max : lower + 1;
		return new AxisSpec(title, AxisScale.LINEAR, ticks, lower, upper, List.of());
	}

	/** A category axis with one slot per label. */
	public static AxisSpec categories(String title, List<String> labels) {
		return new AxisSpec(title, AxisScale.LINEAR, TickStyle.CATEGORY, 0, Math.max(0, labels.size() - 1), labels);
	}

	public boolean isCategory() {
		return ticks == TickStyle.CATEGORY;
	}

	public boolean isLog() {
		return scale != AxisScale.LINEAR;
	}

	/** The base of a logarithmic scale. */
	public double base() {
		return scale == AxisScale.LOG2 ? 2 : 10;
	}

	/**
	 * Where {@code value} lies along the axis, 0 at {@code lower} and 1 at {@code upper}; for a category
	 * axis, the middle of the category's slot (as SWTChart places categories).
	 */
	public double fraction(double value) {
		if (isCategory()) {
			return (value - lower + 0.5) / (upper - lower + 1);
		}
		if (isLog()) {
			if (value <= 0) {
				return Double.NEGATIVE_INFINITY;
			}
			return (Math.log(value) - Math.log(lower)) / (Math.log(upper) - Math.log(lower));
		}
		return (value - lower) / (upper - lower);
	}

	/**
	 * The value at {@code fraction} along the axis, 0 at {@code lower} and 1 at {@code upper}: the inverse
	 * of {@link #fraction(double)} for a numeric axis (a pointer's place, the ends of a zoomed window).
	 */
	public double valueAt(double fraction) {
		if (isLog()) {
			return Math.exp(Math.log(lower) + fraction * (Math.log(upper) - Math.log(lower)));
		}
		if (isCategory()) {
			return lower - 0.5 + fraction * (upper - lower + 1);
		}
		return lower + fraction * (upper - lower);
	}

	/** Whether {@code value} can be shown on this axis at all (a log axis cannot show 0 or less). */
	public boolean canShow(double value) {
		return !Double.isNaN(value) && !Double.isInfinite(value) && (!isLog() || value > 0);
	}

	/**
	 * The tick values for an axis {@code lengthPixels} long, as every canvas draws them; {@code across}
	 * when the labels stand side by side along the axis (x), else one above another (y).
	 */
	public double[] tickValues(int lengthPixels, boolean across) {
		return AxisRanges.ticks(this, lengthPixels, across);
	}

	/** A tick label for {@code value}. */
	public String tickLabel(double value) {
		if (isCategory()) {
			int index = (int) Math.round(value);
			return index >= 0 && index < categories.size() ? categories.get(index) : "";
		}
		return ticks.newFormat().format(value);
	}
}
