package org.drivebench.report.chart.image;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import org.drivebench.report.chart.ChartModel;
import org.drivebench.core.io.AtomicFiles;

/**
 * Writes charts as images, the one way the workbench's chart menus, its comparison exports and the
 * command line's {@code report --charts} and {@code --format html} do it. An SVG is written as vectors;
 * a PNG is the same drawing rasterised in pure Java (Java 2D into an image in memory), so both need no
 * display, run on any thread and show one picture.
 */
public final class ChartImages {
	public static final int MIN_SIZE = 100;
	public static final int MAX_SIZE = 10_000;

	private ChartImages() {
	}

	/**
	 * Draws {@code model} at {@code width} x {@code height} on {@code canvas}: the one drawing of every
	 * chart, which the workbench's screen, the SVG and the PNG files share.
	 */
	public static void paint(ChartModel model, int width, int height, ChartCanvas canvas) {
		ChartPainter.paint(model, width, height, canvas);
	}

	/** The plot area of {@code model} drawn at {@code width} x {@code height}: {@code x, y, width, height}. */
	public static double[] plotArea(ChartModel model, int width, int height) {
		PlotFrame frame = ChartPainter.frame(model, width, height);
		return new double[] { frame.left(), frame.top(), frame.width(), frame.height() };
	}

	/**
	 * Where the legend's entries of {@code model} drawn at {@code width} x {@code height} are, in series
	 * order: {@code x, y, width, height} of each swatch with its name (none without a legend).
	 */
	public static List<double[]> legendEntries(ChartModel model, int width, int height) {
		return ChartPainter.legend(model, width, height).boxes(height);
	}

	/**
	 * The names {@code model} drawn at {@code width} x {@code height} writes on its lines
	 * ({@link ChartModel.Legend#ON_LINES}), top to bottom: each as {@code baseline, x of its line's end,
	 * y of its line's end}; none when the chart has a legend instead.
	 */
	public static List<double[]> lineNames(ChartModel model, int width, int height) {
		return ChartPainter.lineNames(model, width, height).stream().map(p -> new double[] { p.baseline(), p.pointX(), p.pointY() }).toList();
	}

	/** The SVG document of {@code model} at {@code width} x {@code height} pixels. */
	public static String svg(ChartModel model, int width, int height) {
		return svg(model, width, height, "");
	}

	/**
	 * {@link #svg(ChartModel, int, int)} whose element ids begin with {@code idPrefix}, for a page that
	 * holds several charts inline.
	 */
	public static String svg(ChartModel model, int width, int height, String idPrefix) {
		checkSize(width, height);
		SvgCanvas canvas = new SvgCanvas(idPrefix);
		ChartPainter.paint(model, width, height, canvas);
		return canvas.document();
	}

	/** The PNG bytes of {@code model} at {@code width} x {@code height} pixels. */
	public static byte[] png(ChartModel model, int width, int height) {
		checkSize(width, height);
		RasterCanvas canvas = new RasterCanvas();
		ChartPainter.paint(model, width, height, canvas);
		return canvas.png();
	}

	/** The image of {@code model} in {@code format}. */
	public static byte[] image(ImageFormat format, ChartModel model, int width, int height) {
		return switch (format) {
		case SVG -> svg(model, width, height).getBytes(StandardCharsets.UTF_8);
		case PNG -> png(model, width, height);
		};
	}

	/**
	 * Writes {@code model} to {@code file} in {@code format} at {@code width} x {@code height} pixels,
	 * atomically ({@link AtomicFiles}), so a failed export leaves no half-written image.
	 */
	public static void write(ImageFormat format, ChartModel model, int width, int height, Path file) throws IOException {
		AtomicFiles.write(file, image(format, model, width, height));
	}

	/** @throws IllegalArgumentException naming the size when it is outside {@value #MIN_SIZE}..{@value #MAX_SIZE} */
	public static void checkSize(int width, int height) {
		if (width < MIN_SIZE || width > MAX_SIZE || height < MIN_SIZE || height > MAX_SIZE) {
			throw new IllegalArgumentException("image size " + width + " x " + height + " is outside " + MIN_SIZE + ".." + MAX_SIZE
					+ " pixels in width and height");
		}
	}

	/**
	 * A file name for {@code model}: its title and what its value axes show, so the rate, IOPS and
	 * latency charts of one test are named apart.
	 */
	public static String fileName(ChartModel model) {
		StringBuilder name = new StringBuilder(model.title());
		for (org.drivebench.report.chart.AxisSpec y : model.y()) {
			name.append(' ').append(y.title());
		}
		// each word once: the title names the figure, the axis often again ("read-read-mb-s")
		java.util.Set<String> seen = new java.util.LinkedHashSet<>(List.of(fileName(name.toString()).split("-")));
		return String.join("-", seen);
	}

	/** A file name made of the chart title's letters and digits, in lower case. */
	public static String fileName(String title) {
		String name = title.replaceAll("[^\\p{L}\\p{N}]+", "-").replaceAll("(^-+|-+$)", "").toLowerCase(java.util.Locale.ROOT);
		return name.isEmpty() ? "chart" : name;
	}
}
