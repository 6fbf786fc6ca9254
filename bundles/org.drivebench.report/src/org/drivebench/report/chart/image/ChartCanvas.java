package org.drivebench.report.chart.image;

import org.eclipse.jdt.annotation.Nullable;

/**
 * What {@link ChartPainter} draws on: the few shapes a chart is made of, in pixels from the top left.
 * One painter decides where everything goes; {@link SvgCanvas} writes the shapes as SVG elements,
 * {@link RasterCanvas} rasterises them with Java 2D, and the workbench draws them on its screen with
 * SWT, so the screen, an exported SVG and a PNG show the same picture. Colours are {@code #rrggbb};
 * texts are set in DejaVu Sans at the size given, in pixels (see
 * {@link org.drivebench.report.chart.TextMetrics}).
 */
public interface ChartCanvas {
	/** Where a text stands relative to its x. */
	enum Anchor {
		START, MIDDLE, END
	}

	/**
	 * Starts a picture of {@code width} x {@code height} on a white background.
	 *
	 * @param plot the plot area ({@code x, y, width, height}) that {@link #openGroup} may clip to
	 */
	void start(int width, int height, String title, double[] plot);

	/**
	 * Opens a group of shapes (an SVG {@code <g>}); {@code clipToPlot} keeps its shapes inside the plot.
	 *
	 * @param attributes SVG attributes that name what the group is ({@code data-series="..."}), or ""
	 */
	void openGroup(String cssClass, String attributes, boolean clipToPlot);

	void closeGroup();

	/** A straight line, dashed when {@code dash} (SVG dash pattern, e.g. "4,3") is not null. */
	void line(double x1, double y1, double x2, double y2, String color, double width, @Nullable String dash);

	/** Connected line segments through the points. */
	void polyline(double[] x, double[] y, String color, double width);

	/** A closed polygon filled with {@code color} at {@code opacity} and outlined with it. */
	void polygon(double[] x, double[] y, String color, double opacity);

	void circle(double cx, double cy, double radius, String color);

	void rect(double x, double y, double width, double height, String color, double opacity);

	/** The outline of a rectangle. */
	void strokeRect(double x, double y, double width, double height, String color, double lineWidth);

	/**
	 * A line of text whose baseline is at {@code y}; {@code vertical} turns it a quarter to the left
	 * about its anchor (a y axis title).
	 */
	void text(double x, double y, String text, Anchor anchor, String cssClass, int size, boolean bold, String color, boolean vertical);
}
