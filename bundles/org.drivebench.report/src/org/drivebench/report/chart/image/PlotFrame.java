package org.drivebench.report.chart.image;

import org.drivebench.report.chart.AxisSpec;
import org.drivebench.report.chart.ChartModel;

/**
 * Where the plot lies on the canvas and where a value lands in it, for either orientation: in a
 * vertical chart x runs across and values up; in a horizontal one the categories run down the left,
 * the first at the top, and values across.
 *
 * @param model the chart
 * @param left  the plot's left edge, in pixels
 * @param top   its top edge
 * @param width its width
 * @param height its height
 */
record PlotFrame(ChartModel model, double left, double top, double width, double height) {
	boolean horizontal() {
		return model.isHorizontal();
	}

	double right() {
		return left + width;
	}

	double bottom() {
		return top + height;
	}

	/** How long the x (category) axis is drawn. */
	double alongLength() {
		return horizontal() ? height : width;
	}

	/** How long the value axes are drawn. */
	double valueLength() {
		return horizontal() ? width : height;
	}

	/** Where {@code x} lies along the x axis: a pixel column (vertical), a pixel row (horizontal). */
	double along(double x) {
		double f = model.x().fraction(x);
		return horizontal() ? top + f * height : left + f * width;
	}

	/** Where {@code value} lies along {@code axis}: a pixel row (vertical), a pixel column (horizontal). */
	double value(double value, AxisSpec axis) {
		double f = axis.fraction(value);
		return horizontal() ? left + f * width : top + height - f * height;
	}

	/** Where a bar of {@code axis} starts: at 0, or at the axis's low end when 0 is not on it. */
	double base(AxisSpec axis) {
		double zero = axis.isLog() ? axis.lower() : Math.clamp(0, axis.lower(), axis.upper());
		return value(zero, axis);
	}

	/** The pixel x of a point (vertical charts). */
	double px(double x) {
		return left + model.x().fraction(x) * width;
	}

	/** The pixel y of a value on {@code axis} (vertical charts). */
	double py(double y, AxisSpec axis) {
		return top + height - axis.fraction(y) * height;
	}
}
