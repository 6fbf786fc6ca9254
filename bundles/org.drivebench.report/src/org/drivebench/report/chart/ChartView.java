package org.drivebench.report.chart;

/**
 * The part of a chart a reader looks at: a window along the x axis and one along the value axes, each
 * as shares of the axis's full length (0 to 1, measured as the axis is drawn, so a window on a
 * logarithmic axis is a window of decades), and the scale of the value axes. A view says nothing of
 * units or data, so a chart keeps its view when its figures change (the live monitor) or are shown in
 * another rate unit. {@link ChartViews#apply(ChartModel, ChartView)} makes the chart as viewed: the
 * model that both the screen and an export of a zoomed chart draw.
 *
 * @param xFrom      where the window along x starts, as a share of the x axis
 * @param xTo        where it ends
 * @param valueFrom  where the window along the value axes starts, as a share of each value axis
 * @param valueTo    where it ends
 * @param valueScale the scale of the value axes
 */
public record ChartView(double xFrom, double xTo, double valueFrom, double valueTo, ValueScale valueScale) {
	/** The narrowest window, as a share of an axis: a 10,000-fold zoom. */
	public static final double MIN_SPAN = 1e-4;
	/** The whole chart, as built. */
	public static final ChartView WHOLE = new ChartView(0, 1, 0, 1, ValueScale.AS_BUILT);

	/** The scale of the value axes. */
	public enum ValueScale {
		/** as the chart was built */
		AS_BUILT,
		LINEAR,
		LOGARITHMIC
	}

	public ChartView {
		if (!(xFrom >= 0 && xTo <= 1 && xTo - xFrom >= MIN_SPAN * 0.999) || !(valueFrom >= 0 && valueTo <= 1 && valueTo - valueFrom >= MIN_SPAN * 0.999)) {
			throw new IllegalArgumentException("a chart view's windows must lie within 0..1 and span at least " + MIN_SPAN + ": x " + xFrom + ".."
					+ xTo + ", values " + valueFrom + ".." + valueTo);
		}
	}

	/** Whether the view shows the whole of both axes (at whatever scale). */
	public boolean isWhole() {
		return xFrom == 0 && xTo == 1 && valueFrom == 0 && valueTo == 1;
	}

	/** Whether the x axis is zoomed. */
	public boolean zoomsX() {
		return xFrom != 0 || xTo != 1;
	}

	/** Whether the value axes are zoomed. */
	public boolean zoomsValues() {
		return valueFrom != 0 || valueTo != 1;
	}

	/** Whether {@code model}'s value axes are drawn logarithmic in this view. */
	public boolean logValues(ChartModel model) {
		return switch (valueScale) {
		case AS_BUILT -> model.y().get(0).isLog();
		case LINEAR -> false;
		case LOGARITHMIC -> true;
		};
	}

	/**
	 * This view with the value axes logarithmic (or linear). The value window starts whole again: the
	 * same shares of another scale would show other figures.
	 */
	public ChartView withLogValues(boolean log) {
		return new ChartView(xFrom, xTo, 0, 1, log ? ValueScale.LOGARITHMIC : ValueScale.LINEAR);
	}

	/** The whole chart at this view's value scale. */
	public ChartView unzoomed() {
		return new ChartView(0, 1, 0, 1, valueScale);
	}

	/**
	 * This view zoomed along x by {@code factor} (below 1 zooms in, above 1 out) about the point at
	 * {@code at} of the window shown (0 its start, 1 its end), which stays where it is.
	 */
	public ChartView zoomX(double at, double factor) {
		double[] w = zoom(xFrom, xTo, at, factor);
		return new ChartView(w[0], w[1], valueFrom, valueTo, valueScale);
	}

	/** {@link #zoomX} along the value axes. */
	public ChartView zoomValues(double at, double factor) {
		double[] w = zoom(valueFrom, valueTo, at, factor);
		return new ChartView(xFrom, xTo, w[0], w[1], valueScale);
	}

	/**
	 * This view moved along x by {@code share} of the window shown (positive towards higher x), stopping
	 * at the axis's ends.
	 */
	public ChartView panX(double share) {
		double[] w = pan(xFrom, xTo, share);
		return new ChartView(w[0], w[1], valueFrom, valueTo, valueScale);
	}

	/** {@link #panX} along the value axes. */
	public ChartView panValues(double share) {
		double[] w = pan(valueFrom, valueTo, share);
		return new ChartView(xFrom, xTo, w[0], w[1], valueScale);
	}

	private static double[] zoom(double from, double to, double at, double factor) {
		double span = to - from;
		double zoomed = Math.clamp(span * factor, MIN_SPAN, 1);
		double pivot = from + Math.clamp(at, 0, 1) * span;
		double start = Math.clamp(pivot - Math.clamp(at, 0, 1) * zoomed, 0, 1 - zoomed);
		return whole(start, start + zoomed);
	}

	private static double[] pan(double from, double to, double share) {
		double span = to - from;
		double start = Math.clamp(from + share * span, 0, 1 - span);
		return whole(start, start + span);
	}

	/** A window that is all but whole is whole: rounding must not leave a chart "zoomed" by 1e-16. */
	private static double[] whole(double from, double to) {
		double start = from < 1e-9 ? 0 : from;
		double end = to > 1 - 1e-9 ? 1 : to;
		return new double[] { start, end };
	}
}
