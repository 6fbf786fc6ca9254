package org.drivebench.report.chart;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.jdt.annotation.Nullable;

/**
 * Everything a chart shows, independent of how it is drawn.
 *
 * @param title       the chart title
 * @param subtitle    a line under the title (which drive, which direction is better), or ""
 * @param x           the x axis (for {@link Orientation#HORIZONTAL}: the categories, down the left)
 * @param y           the y axes: the primary one (left), optionally a second and a third (right)
 * @param series      the series, drawn in this order
 * @param markers     labelled reference lines
 * @param orientation whether categories run across (columns) or down (ranked horizontal bars)
 * @param legend      when the legend is drawn
 * @param tiles       for a summary tile: its grid, drawn instead of axes (the series then hold the same
 *                    figures, a series per drive and column, for the chart's data); otherwise null
 */
public record ChartModel(String title, String subtitle, AxisSpec x, List<AxisSpec> y, List<SeriesSpec> series, List<MarkerSpec> markers,
		Orientation orientation, Legend legend, @Nullable TileGrid tiles) {
	/** The most value axes a chart has: left, right, and a second on the right (latency beside IOPS and MB/s). */
	public static final int MAX_Y_AXES = 3;

	/** Which way a chart runs. */
	public enum Orientation {
		/** x across, values up: lines, and columns for bars */
		VERTICAL,
		/** categories down the left, values across: ranked bar charts, whose names are read like a list */
		HORIZONTAL
	}

	/** When the legend is drawn. */
	public enum Legend {
		/** when there are two series or more */
		AUTO,
		/** whenever there is a series: a comparison's lines name their drives even when there is one */
		ALWAYS,
		/** never: the categories name what the bars are */
		NONE,
		/**
		 * each line's name written at its end, right of the plot, when the names fit one above the other
		 * in the plot's height; otherwise a legend as {@link #ALWAYS}
		 */
		ON_LINES
	}

	public ChartModel {
		y = List.copyOf(y);
		series = List.copyOf(series);
		markers = List.copyOf(markers);
		if (y.isEmpty() || y.size() > MAX_Y_AXES) {
			throw new IllegalArgumentException("chart '" + title + "' needs one to " + MAX_Y_AXES + " y axes, not " + y.size());
		}
		for (SeriesSpec s : series) {
			if (s.yAxis() < 0 || s.yAxis() >= y.size()) {
				throw new IllegalArgumentException("series '" + s.id() + "' refers to y axis " + s.yAxis() + " of " + y.size());
			}
		}
		if (orientation == Orientation.HORIZONTAL && (!x.isCategory() || y.size() > 1)) {
			throw new IllegalArgumentException("chart '" + title + "' runs horizontally: it needs categories and one value axis");
		}
	}

	/** A chart drawn on axes. */
	public ChartModel(String title, String subtitle, AxisSpec x, List<AxisSpec> y, List<SeriesSpec> series, List<MarkerSpec> markers,
			Orientation orientation, Legend legend) {
		this(title, subtitle, x, y, series, markers, orientation, legend, null);
	}

	/** A vertical chart without subtitle whose legend is drawn for two series or more. */
	public ChartModel(String title, AxisSpec x, List<AxisSpec> y, List<SeriesSpec> series, List<MarkerSpec> markers) {
		this(title, "", x, y, series, markers, Orientation.VERTICAL, Legend.AUTO);
	}

	/** This chart with {@code text} under its title. */
	public ChartModel withSubtitle(String text) {
		return new ChartModel(title, text, x, y, series, markers, orientation, legend, tiles);
	}

	/** This chart with its legend drawn {@code when}. */
	public ChartModel withLegend(Legend when) {
		return new ChartModel(title, subtitle, x, y, series, markers, orientation, when, tiles);
	}

	/** Whether the series are named, in a legend or on their lines. */
	public boolean showsLegend() {
		return switch (legend) {
		case ALWAYS, ON_LINES -> !series.isEmpty();
		case NONE -> false;
		case AUTO -> series.size() > 1;
		};
	}

	/** Whether this is a summary tile: a grid of figures, no axes. */
	public boolean isTile() {
		return tiles != null;
	}

	public boolean isHorizontal() {
		return orientation == Orientation.HORIZONTAL;
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
		return new ChartModel(title, subtitle, x, y, thinned, markers, orientation, legend, tiles);
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
