package org.drivebench.report.chart;

/**
 * One series of a chart.
 *
 * @param id           unique within its chart
 * @param label        the legend text
 * @param style        how it is drawn
 * @param x            x values (for {@link SeriesStyle#BARS}: the category indices 0..n-1)
 * @param y            y values, as many as x
 * @param yAxis        the index of its y axis in {@link ChartModel#y()}
 * @param color        its colour as {@code #rrggbb}
 * @param sourcePoints how many points the series had before it was thinned for drawing
 * @param bars         for bars: each bar's colour, interval, label and emphasis ({@link BarDetails#NONE} for none)
 */
public record SeriesSpec(String id, String label, SeriesStyle style, double[] x, double[] y, int yAxis, String color,
		int sourcePoints, BarDetails bars) {
	public SeriesSpec {
		if (x.length != y.length) {
			throw new IllegalArgumentException("series '" + id + "' has " + x.length + " x values but " + y.length + " y values");
		}
		if (!bars.fits(x.length)) {
			throw new IllegalArgumentException("series '" + id + "' has " + x.length + " bars but details of another number");
		}
	}

	public SeriesSpec(String id, String label, SeriesStyle style, double[] x, double[] y, int yAxis, String color) {
		this(id, label, style, x, y, yAxis, color, x.length, BarDetails.NONE);
	}

	/** A bar series with {@code bars}' colours, intervals, labels and emphasis. */
	public SeriesSpec(String id, String label, double[] x, double[] y, int yAxis, String color, BarDetails bars) {
		this(id, label, SeriesStyle.BARS, x, y, yAxis, color, x.length, bars);
	}

	public int size() {
		return x.length;
	}

	/** The same series with other points (after thinning), remembering how many it had. */
	SeriesSpec withPoints(double[] newX, double[] newY) {
		return new SeriesSpec(id, label, style, newX, newY, yAxis, color, sourcePoints, newX.length == x.length ? bars : BarDetails.NONE);
	}

	/** The same series in another colour. */
	public SeriesSpec withColor(String newColor) {
		return new SeriesSpec(id, label, style, x, y, yAxis, newColor, sourcePoints, bars);
	}
}
