package org.drivebench.core.chart;

import java.util.ArrayList;
import java.util.List;

/**
 * Everything a chart shows, independent of how it is drawn.
 *
 * @param title   the chart title
 * @param x       the x axis
 * @param y       the y axes: the primary one (left), optionally a secondary one (right)
 * @param series  the series, drawn in this order
 * @param markers labelled reference lines
 */
public record ChartModel(String title, AxisSpec x, List<AxisSpec> y, List<SeriesSpec> series, List<MarkerSpec> markers) {
	public ChartModel {
		y = List.copyOf(y);
		series = List.copyOf(series);
		markers = List.copyOf(markers);
		if (y.isEmpty() || y.size() > 2) {
			throw new IllegalArgumentException("chart '" + title + "' needs one or two y axes, not " + y.size());
		}
		for (SeriesSpec s : series) {
			if (s.yAxis() < 0 || s.yAxis() >= y.size()) {
				throw new IllegalArgumentException("series '" + s.id() + "' refers to y axis " + s.yAxis() + " of " + y.size());
			}
		}
	}

	/** The points in all series before thinning. */
	public int sourcePoints() {
		return series.stream().mapToInt(SeriesSpec::sourcePoints).sum();
	}

	/** The points in all series as they are drawn. */
	public int drawnPoints() {
		return series.stream().mapToInt(SeriesSpec::size).sum();
	}

	/**
	 * This chart with every long series reduced to what a plot of {@code width} x {@code height} pixels
	 * can show (see {@link PointThinner}); points a logarithmic axis cannot show are left out.
	 */
	public ChartModel thinnedTo(int width, int height) {
		List<SeriesSpec> thinned = new ArrayList<>(series.size());
		int columns = Math.max(16, width);
		int rows = Math.max(16, height);
		for (SeriesSpec s : series) {
			AxisSpec yAxis = y.get(s.yAxis());
			double[][] points = showable(s, yAxis);
			if (s.style().thinsAsEnvelope()) {
				points = PointThinner.envelope(points[0], points[1], x, columns);
			} else if (s.style() == SeriesStyle.SCATTER) {
				points = PointThinner.occupancy(points[0], points[1], x, yAxis, columns, rows);
			}
			thinned.add(points[0] == s.x() ? s : s.withPoints(points[0], points[1]));
		}
		return new ChartModel(title, x, y, thinned, markers);
	}

	private double[][] showable(SeriesSpec s, AxisSpec yAxis) {
		if (!x.isLog() && !yAxis.isLog()) {
			return new double[][] { s.x(), s.y() };
		}
		int n = 0;
		double[] sx = new double[s.size()];
		double[] sy = new double[s.size()];
		for (int i = 0; i < s.size(); i++) {
			if (x.canShow(s.x()[i]) && yAxis.canShow(s.y()[i])) {
				sx[n] = s.x()[i];
				sy[n] = s.y()[i];
				n++;
			}
		}
		return n == s.size() ? new double[][] { s.x(), s.y() } : new double[][] { java.util.Arrays.copyOf(sx, n), java.util.Arrays.copyOf(sy, n) };
	}
}
