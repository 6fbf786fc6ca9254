package org.drivebench.report.chart;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.drivebench.model.AxisScale;

/**
 * A chart as a {@link ChartView} shows it: its value axes on the view's scale (ranged afresh from the
 * data, so 0.85 ms beside 1,746 ms shows on a logarithmic axis), then its axes narrowed to the view's
 * windows, with the points, bars and marker lines that lie outside them left out (a line keeps one
 * point beyond each edge, so it runs to the edge of the plot). The result is an ordinary chart model:
 * the screen draws it, and an export of a zoomed chart writes the same picture.
 */
public final class ChartViews {
	private ChartViews() {
	}

	/** {@code model} as {@code view} shows it; {@code model} itself when the view changes nothing. */
	public static ChartModel apply(ChartModel model, ChartView view) {
		ChartModel scaled = rescaled(model, view.logValues(model));
		if (view.isWhole()) {
			return scaled;
		}
		AxisSpec x = scaled.x();
		boolean zoomX = view.zoomsX() && !x.isCategory();
		AxisSpec newX = zoomX ? narrowed(x, view.xFrom(), view.xTo()) : x;
		List<AxisSpec> newY = new ArrayList<>();
		for (AxisSpec y : scaled.y()) {
			newY.add(view.zoomsValues() ? narrowed(y, view.valueFrom(), view.valueTo()) : y);
		}
		List<SeriesSpec> series = new ArrayList<>();
		for (SeriesSpec s : scaled.series()) {
			series.add(zoomX ? within(s, newX) : s);
		}
		List<MarkerSpec> markers = new ArrayList<>();
		for (MarkerSpec m : scaled.markers()) {
			AxisSpec axis = m.vertical() ? newX : newY.get(Math.min(m.yAxis(), newY.size() - 1));
			if (inside(axis, m.value())) {
				markers.add(m);
			}
		}
		return new ChartModel(scaled.title(), scaled.subtitle(), newX, newY, series, markers, scaled.orientation(), scaled.legend(), scaled.tiles());
	}

	/** {@code model} with its value axes logarithmic ({@code log}) or linear, each ranged afresh where its scale changes. */
	static ChartModel rescaled(ChartModel model, boolean log) {
		boolean changes = false;
		List<AxisSpec> axes = new ArrayList<>();
		for (int i = 0; i < model.y().size(); i++) {
			AxisSpec axis = model.y().get(i);
			AxisSpec rescaled = axis.isLog() == log ? axis : rescaled(model, i, log);
			changes |= rescaled != axis;
			axes.add(rescaled);
		}
		if (!changes) {
			return model;
		}
		List<SeriesSpec> series = new ArrayList<>();
		for (SeriesSpec s : model.series()) {
			series.add(log && s.style() == SeriesStyle.BARS ? positiveBars(s, axes.get(s.yAxis())) : s);
		}
		List<MarkerSpec> markers = model.markers().stream()
				.filter(m -> m.vertical() || axes.get(Math.min(m.yAxis(), axes.size() - 1)).canShow(m.value())).toList();
		return new ChartModel(model.title(), model.subtitle(), model.x(), axes, series, markers, model.orientation(), model.legend(), model.tiles());
	}

	/** Value axis {@code index} of {@code model} on the other scale, over its series' figures; itself when it has none to show. */
	private static AxisSpec rescaled(ChartModel model, int index, boolean log) {
		AxisSpec axis = model.y().get(index);
		double min = Double.POSITIVE_INFINITY;
		double max = Double.NEGATIVE_INFINITY;
		boolean bars = false;
		for (SeriesSpec s : model.series()) {
			if (s.yAxis() != index) {
				continue;
			}
			bars |= s.style() == SeriesStyle.BARS;
			for (int i = 0; i < s.size(); i++) {
				double[] values = { s.y()[i], s.bars().hasInterval(i) ? s.bars().low()[i] : Double.NaN,
						s.bars().hasInterval(i) ? s.bars().high()[i] : Double.NaN };
				for (double v : values) {
					if (Double.isFinite(v) && (!log || v > 0)) {
						min = Math.min(min, v);
						max = Math.max(max, v);
					}
				}
			}
		}
		if (min > max) {
			return axis;
		}
		AxisScale scale = log ? AxisScale.LOG10 : AxisScale.LINEAR;
		double[] range = AxisRanges.values(scale, min, max, bars || min >= 0);
		if (log && bars) {
			// a bar on a logarithmic axis starts at its low end: a power of ten well below the shortest bar, so
			// that bar has a length to read rather than the axis's margin
			double power = Math.pow(10, Math.floor(Math.log10(min)));
			range[0] = Math.min(range[0], power > min / 2 ? power / 10 : power);
		}
		return new AxisSpec(axis.title(), scale, axis.ticks(), range[0], range[1], axis.categories());
	}

	/** Bars without a figure a logarithmic axis can show have none (no bar rather than one from minus infinity); intervals start at the axis. */
	private static SeriesSpec positiveBars(SeriesSpec s, AxisSpec axis) {
		double[] y = s.y().clone();
		BarDetails d = s.bars();
		double[] low = d.low();
		double[] high = d.high();
		for (int i = 0; i < y.length; i++) {
			if (!(y[i] > 0)) {
				y[i] = Double.NaN;
			}
			if (d.hasInterval(i)) {
				if (!(high[i] > 0)) {
					low[i] = Double.NaN;
					high[i] = Double.NaN;
				} else if (!(low[i] > 0)) {
					low[i] = axis.lower();
				}
			}
		}
		BarDetails details = new BarDetails(d.colors(), low, high, d.labels(), d.emphasised());
		return new SeriesSpec(s.id(), s.label(), s.style(), s.x(), y, s.yAxis(), s.color(), s.sourcePoints(), details);
	}

	/** {@code axis} from the share {@code from} of its length to {@code to}. */
	private static AxisSpec narrowed(AxisSpec axis, double from, double to) {
		return new AxisSpec(axis.title(), axis.scale(), axis.ticks(), axis.valueAt(from), axis.valueAt(to), axis.categories());
	}

	private static boolean inside(AxisSpec axis, double value) {
		double f = axis.fraction(value);
		return f >= -1e-9 && f <= 1 + 1e-9;
	}

	/**
	 * The points of {@code s} within {@code x}'s range; a line or filled steps keep the point just
	 * beyond each end, so they run on to the plot's edge (where they are clipped).
	 */
	private static SeriesSpec within(SeriesSpec s, AxisSpec x) {
		if (s.style() == SeriesStyle.BARS) {
			return s;
		}
		boolean joined = s.style() != SeriesStyle.SCATTER;
		int n = s.size();
		boolean[] keep = new boolean[n];
		int kept = 0;
		for (int i = 0; i < n; i++) {
			boolean in = inside(x, s.x()[i]);
			if (in || joined && (i + 1 < n && inside(x, s.x()[i + 1]) || i > 0 && inside(x, s.x()[i - 1])
					|| i + 1 < n && crosses(x, s.x()[i], s.x()[i + 1]) || i > 0 && crosses(x, s.x()[i - 1], s.x()[i]))) {
				keep[i] = true;
				kept++;
			}
		}
		if (kept == n) {
			return s;
		}
		double[] nx = new double[kept];
		double[] ny = new double[kept];
		int k = 0;
		for (int i = 0; i < n; i++) {
			if (keep[i]) {
				nx[k] = s.x()[i];
				ny[k] = s.y()[i];
				k++;
			}
		}
		return s.withPoints(Arrays.copyOf(nx, k), Arrays.copyOf(ny, k));
	}

	/** Whether the segment from {@code a} to {@code b} passes over the whole window (both ends outside, on either side). */
	private static boolean crosses(AxisSpec x, double a, double b) {
		double fa = x.fraction(a);
		double fb = x.fraction(b);
		return fa < 0 && fb > 1 || fb < 0 && fa > 1;
	}
}
