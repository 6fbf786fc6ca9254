package org.drivebench.report.chart.image;

import java.awt.AlphaComposite;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.Deque;

import javax.imageio.ImageIO;

import org.drivebench.report.chart.ChartColors;
import org.eclipse.jdt.annotation.DefaultLocation;
import org.eclipse.jdt.annotation.NonNullByDefault;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Rasterises what {@link ChartPainter} draws with Java 2D into an image, anti-aliased, and encodes it
 * as PNG: the same shapes as the SVG, so the two files show one picture. Java 2D draws into a
 * {@link BufferedImage} in memory, with no display and no window system: the command line writes PNGs
 * on a server, the workbench writes them off its UI thread.
 */
// its image and graphics exist from start(), which ChartPainter calls first: no null default for its fields
@NonNullByDefault({ DefaultLocation.PARAMETER, DefaultLocation.RETURN_TYPE, DefaultLocation.TYPE_BOUND, DefaultLocation.TYPE_ARGUMENT })
final class RasterCanvas implements ChartCanvas {
	static {
		// nothing here opens a window: do not let AWT look for a display (DISPLAY may name none)
		if (System.getProperty("java.awt.headless") == null) {
			System.setProperty("java.awt.headless", "true");
		}
	}

	private static final String FONT_FAMILY = "DejaVu Sans";

	private BufferedImage image;
	private Graphics2D g;
	private Shape plot;
	private final Deque<Shape> clips = new ArrayDeque<>();

	@Override
	public void start(int width, int height, String title, double[] plotArea) {
		image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
		g = image.createGraphics();
		g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
		g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
		g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
		// the font's own advance widths, which the layout measures with (TextMetrics), not pixel-rounded ones
		g.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
		g.setColor(color(ChartColors.BACKGROUND));
		g.fillRect(0, 0, width, height);
		plot = new Rectangle2D.Double(plotArea[0], plotArea[1], plotArea[2], plotArea[3]);
	}

	@Override
	public void openGroup(String cssClass, String attributes, boolean clipToPlot) {
		clips.push(g.getClip() == null ? new Rectangle2D.Double(0, 0, image.getWidth(), image.getHeight()) : g.getClip());
		if (clipToPlot) {
			g.clip(plot);
		}
	}

	@Override
	public void closeGroup() {
		g.setClip(clips.pop());
	}

	@Override
	public void line(double x1, double y1, double x2, double y2, String color, double width, @Nullable String dash) {
		stroke(color, width, dash);
		// a thin horizontal or vertical line on a pixel's centre covers one row of pixels, crisp, not two half-shaded ones
		if (x1 == x2) {
			x1 = x2 = crisp(x1, width);
		}
		if (y1 == y2) {
			y1 = y2 = crisp(y1, width);
		}
		g.draw(new Line2D.Double(x1, y1, x2, y2));
	}

	private static double crisp(double at, double width) {
		return Math.round(width) % 2 == 1 ? Math.floor(at) + 0.5 : Math.round(at);
	}

	@Override
	public void polyline(double[] x, double[] y, String color, double width) {
		stroke(color, width, null);
		g.draw(path(x, y, false));
	}

	@Override
	public void polygon(double[] x, double[] y, String color, double opacity) {
		Path2D shape = path(x, y, true);
		g.setComposite(AlphaComposite.getInstance(AlphaComposite.SRC_OVER, (float) opacity));
		g.setColor(color(color));
		g.fill(shape);
		g.setComposite(AlphaComposite.SrcOver);
		stroke(color, 1, null);
		g.draw(shape);
	}

	@Override
	public void circle(double cx, double cy, double radius, String color) {
		g.setColor(color(color));
		g.fill(new Ellipse2D.Double(cx - radius, cy - radius, 2 * radius, 2 * radius));
	}

	@Override
	public void rect(double x, double y, double width, double height, String color, double opacity) {
		g.setComposite(AlphaComposite.getInstance(AlphaComposite.SRC_OVER, (float) opacity));
		g.setColor(color(color));
		g.fill(new Rectangle2D.Double(x, y, width, height));
		g.setComposite(AlphaComposite.SrcOver);
	}

	@Override
	public void strokeRect(double x, double y, double width, double height, String color, double lineWidth) {
		stroke(color, lineWidth, null);
		g.draw(new Rectangle2D.Double(x, y, width, height));
	}

	@Override
	public void text(double x, double y, String text, Anchor anchor, String cssClass, int size, boolean bold, String color,
			boolean vertical) {
		g.setFont(new Font(FONT_FAMILY, bold ? Font.BOLD : Font.PLAIN, size));
		g.setColor(color(color));
		double advance = g.getFontMetrics().getStringBounds(text, g).getWidth();
		double shift = switch (anchor) {
		case START -> 0;
		case MIDDLE -> -advance / 2;
		case END -> -advance;
		};
		AffineTransform saved = g.getTransform();
		if (vertical) {
			g.rotate(-Math.PI / 2, x, y);
		}
		g.drawString(text, (float) (x + shift), (float) y);
		g.setTransform(saved);
	}

	/** The picture drawn, as PNG bytes. */
	byte[] png() {
		g.dispose();
		ByteArrayOutputStream out = new ByteArrayOutputStream(image.getWidth() * image.getHeight() / 8);
		try {
			if (!ImageIO.write(image, "png", out)) {
				throw new IllegalStateException("this Java runtime has no PNG writer");
			}
		} catch (IOException e) {
			throw new UncheckedIOException(e); // a ByteArrayOutputStream does not fail
		}
		return out.toByteArray();
	}

	private void stroke(String color, double width, @Nullable String dash) {
		g.setColor(color(color));
		g.setStroke(dash == null ? new BasicStroke((float) width, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND)
				: new BasicStroke((float) width, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10, dashes(dash), 0));
	}

	private static float[] dashes(String pattern) {
		String[] parts = pattern.split(",");
		float[] d = new float[parts.length];
		for (int i = 0; i < parts.length; i++) {
			d[i] = Float.parseFloat(parts[i].strip());
		}
		return d;
	}

	private static Path2D path(double[] x, double[] y, boolean closed) {
		Path2D.Double path = new Path2D.Double(Path2D.WIND_NON_ZERO, x.length);
		for (int i = 0; i < x.length; i++) {
			if (i == 0) {
				path.moveTo(x[i], y[i]);
			} else {
				path.lineTo(x[i], y[i]);
			}
		}
		if (closed) {
			path.closePath();
		}
		return path;
	}

	private static Color color(String hex) {
		int[] rgb = ChartColors.rgb(hex);
		return new Color(rgb[0], rgb[1], rgb[2]);
	}
}
