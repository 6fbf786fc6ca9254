package org.drivebench.report.chart.image;

import java.util.List;

import org.drivebench.report.chart.AxisSpec;
import org.drivebench.report.chart.BarDetails;
import org.drivebench.report.chart.ChartColors;
import org.drivebench.report.chart.SeriesSpec;
import org.drivebench.report.chart.SeriesStyle;
import org.drivebench.report.chart.TextMetrics;
import org.drivebench.report.chart.image.ChartCanvas.Anchor;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Draws the bar series of a chart in either orientation: one band per category, the bars of several
 * series side by side within it (grouped bars), each bar in its own colour where the series gives one
 * (a ranked chart's drives: a drive's bar keeps the drive's colour everywhere), the highlighted bar
 * (the baseline) outlined and its name in bold, an error bar over the interval where there is one, and
 * the figure at the bar's end: beyond it where there is room inside the plot, else inside the bar in a
 * colour that reads on it.
 */
final class BarPainter {
	/** The share of a category's slot its bars take: one bar, several side by side. */
	private static final double SINGLE_BAND = 0.7;
	private static final double GROUPED_BAND = 0.8;
	private static final double CAP = 8;
	private static final double LABEL_GAP = 4;

	private final PlotFrame frame;
	private final ChartCanvas canvas;
	private final List<SeriesSpec> bars;

	BarPainter(PlotFrame frame, ChartCanvas canvas, List<SeriesSpec> drawn) {
		this.frame = frame;
		this.canvas = canvas;
		this.bars = drawn.stream().filter(s -> s.style() == SeriesStyle.BARS).toList();
	}

	boolean isEmpty() {
		return bars.isEmpty();
	}

	/** One bar's place: where it starts along the category axis and how thick it is. */
	private double[] slot(SeriesSpec s, int point) {
		int slots = Math.max(1, frame.model().x().categories().size());
		double slot = frame.alongLength() / slots;
		double band = slot * (bars.size() == 1 ? SINGLE_BAND : GROUPED_BAND);
		double thickness = band / bars.size();
		double start = (frame.horizontal() ? frame.top() : frame.left()) + s.x()[point] * slot + (slot - band) / 2
				+ bars.indexOf(s) * thickness;
		return new double[] { start, thickness };
	}

	/** The bars, their outlines and error bars (inside the plot's clip). */
	void paintBars() {
		for (SeriesSpec s : bars) {
			AxisSpec axis = frame.model().y().get(s.yAxis());
			BarDetails details = s.bars();
			double base = frame.base(axis);
			canvas.openGroup("series", "data-series=\"" + SvgCanvas.escape(s.id()) + "\" data-points=\"" + s.size() + "\"", true);
			for (int i = 0; i < s.size(); i++) {
				if (Double.isNaN(s.y()[i])) {
					continue; // a drive without this figure: no bar
				}
				double[] place = slot(s, i);
				double end = frame.value(s.y()[i], axis);
				String color = details.color(i, s.color());
				double[] r = rect(place, base, end);
				canvas.rect(r[0], r[1], r[2], r[3], color, 1);
				if (details.isEmphasised(i)) {
					canvas.strokeRect(r[0], r[1], r[2], r[3], ChartColors.INTERVAL, 1.5);
				}
				if (details.hasInterval(i)) {
					interval(place, frame.value(details.low()[i], axis), frame.value(details.high()[i], axis));
				}
			}
			canvas.closeGroup();
		}
	}

	/** x, y, width, height of a bar from {@code base} to {@code end} along the value axis. */
	private double[] rect(double[] place, double base, double end) {
		double from = Math.min(base, end);
		double length = Math.abs(end - base);
		return frame.horizontal() ? new double[] { from, place[0], length, place[1] } : new double[] { place[0], from, place[1], length };
	}

	/**
	 * Where bar {@code point} of {@code s} is drawn: {@code x, y, width, height}, its length along the
	 * value axis at least {@code least} pixels from its base (so a bar too short to see can still be
	 * pointed at); null when the series is not among the bars or has no figure there.
	 */
	double @Nullable [] box(SeriesSpec s, int point, double least) {
		if (!bars.contains(s) || Double.isNaN(s.y()[point])) {
			return null;
		}
		AxisSpec axis = frame.model().y().get(s.yAxis());
		double base = frame.base(axis);
		double end = frame.value(Math.clamp(s.y()[point], axis.lower(), axis.upper()), axis);
		double length = end - base;
		if (Math.abs(length) < least) {
			// a value axis runs up (vertical: pixels fall) or across (horizontal: pixels grow)
			double outward = frame.horizontal() ? 1 : -1;
			end = base + (length == 0 ? outward : Math.signum(length)) * least;
		}
		return rect(slot(s, point), base, end);
	}

	/** An error bar from {@code low} to {@code high} across the bar's middle, with caps. */
	private void interval(double[] place, double low, double high) {
		double middle = place[0] + place[1] / 2;
		double cap = Math.min(CAP, place[1] * 0.5) / 2;
		if (frame.horizontal()) {
			canvas.line(low, middle, high, middle, ChartColors.INTERVAL, 1.2, null);
			canvas.line(low, middle - cap, low, middle + cap, ChartColors.INTERVAL, 1.2, null);
			canvas.line(high, middle - cap, high, middle + cap, ChartColors.INTERVAL, 1.2, null);
		} else {
			canvas.line(middle, low, middle, high, ChartColors.INTERVAL, 1.2, null);
			canvas.line(middle - cap, low, middle + cap, low, ChartColors.INTERVAL, 1.2, null);
			canvas.line(middle - cap, high, middle + cap, high, ChartColors.INTERVAL, 1.2, null);
		}
	}

	/** Each bar's figure at its end (not clipped: a label may stand in the margin beside the plot). */
	void paintLabels() {
		canvas.openGroup("bar-labels", "", false);
		double size = TextMetrics.SMALL_SIZE;
		for (SeriesSpec s : bars) {
			AxisSpec axis = frame.model().y().get(s.yAxis());
			BarDetails details = s.bars();
			double base = frame.base(axis);
			for (int i = 0; i < s.size(); i++) {
				String label = details.label(i);
				if (label.isEmpty() || Double.isNaN(s.y()[i]) || !shows(axis, s.y()[i])) {
					continue;
				}
				double[] place = slot(s, i);
				// a bar reaching beyond a zoomed value axis ends at the plot's edge, and so does its label
				double end = frame.value(Math.clamp(s.y()[i], axis.lower(), axis.upper()), axis);
				// beyond the bar's end, or beyond its error bar when that reaches further
				double beyond = details.hasInterval(i) ? frame.value(Math.clamp(details.high()[i], axis.lower(), axis.upper()), axis) : end;
				String fill = details.color(i, s.color());
				double labelWidth = TextMetrics.width(label, size, false);
				double middle = place[0] + place[1] / 2;
				if (frame.horizontal()) {
					double outside = Math.max(end, beyond) + LABEL_GAP;
					double barLength = Math.abs(end - base);
					if (outside + labelWidth <= frame.right() - 2 || barLength < labelWidth + 2 * LABEL_GAP) {
						double x = Math.min(outside, frame.right() - 2 - labelWidth);
						canvas.text(Math.max(x, base + LABEL_GAP), middle + size * 0.35, label, Anchor.START, "bar-label", (int) size, false,
								ChartColors.TEXT, false);
					} else {
						canvas.text(end - LABEL_GAP, middle + size * 0.35, label, Anchor.END, "bar-label", (int) size, false,
								ChartColors.textOn(fill), false);
					}
				} else {
					double above = Math.min(end, beyond) - LABEL_GAP;
					if (labelWidth <= place[1] * 1.8 && above - size >= frame.top()) {
						canvas.text(middle, above, label, Anchor.MIDDLE, "bar-label", (int) size, false, ChartColors.TEXT, false);
					} else if (labelWidth <= place[1] * 1.8 && Math.abs(end - base) > size + 2 * LABEL_GAP) {
						canvas.text(middle, end + LABEL_GAP + size, label, Anchor.MIDDLE, "bar-label", (int) size, false,
								ChartColors.textOn(fill), false);
					}
				}
			}
		}
		canvas.closeGroup();
	}

	/** Whether some of a bar from the axis's base to {@code value} lies within the axis's range (a zoomed axis may show none of it). */
	private static boolean shows(AxisSpec axis, double value) {
		double zero = axis.isLog() ? axis.lower() : 0;
		return Math.max(value, zero) >= axis.lower() && Math.min(value, zero) <= axis.upper();
	}

	/** The categories that hold a highlighted bar (their names are set in bold). */
	boolean emphasises(int category) {
		for (SeriesSpec s : bars) {
			for (int i = 0; i < s.size(); i++) {
				if ((int) Math.round(s.x()[i]) == category && s.bars().isEmphasised(i)) {
					return true;
				}
			}
		}
		return false;
	}
}
