package org.drivebench.report.chart.image;

import java.util.Locale;

import org.drivebench.report.chart.BidiText;
import org.drivebench.report.chart.ChartColors;
import org.drivebench.report.chart.TextMetrics;
import org.eclipse.jdt.annotation.Nullable;

/** Writes what {@link ChartPainter} draws as an SVG document of vectors (no embedded bitmap). */
final class SvgCanvas implements ChartCanvas {
	private final StringBuilder svg = new StringBuilder(64 * 1024);
	private final String clipId;

	/** @param idPrefix begins the ids of the document's elements, so several charts inlined in one page keep theirs apart */
	SvgCanvas(String idPrefix) {
		this.clipId = idPrefix + "plot-area";
	}

	@Override
	public void start(int width, int height, String title, double[] plot) {
		svg.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
		svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"").append(width).append("\" height=\"")
				.append(height).append("\" viewBox=\"0 0 ").append(width).append(' ').append(height)
				.append("\" font-family=\"DejaVu Sans, Verdana, Arial, sans-serif\" font-size=\"").append(TextMetrics.LABEL_SIZE).append("\">\n");
		svg.append("<title>").append(escape(title)).append("</title>\n");
		svg.append("<defs><clipPath id=\"").append(clipId).append("\"><rect x=\"").append(n(plot[0])).append("\" y=\"").append(n(plot[1]))
				.append("\" width=\"").append(n(plot[2])).append("\" height=\"").append(n(plot[3])).append("\"/></clipPath></defs>\n");
		svg.append("<rect width=\"100%\" height=\"100%\" fill=\"").append(ChartColors.BACKGROUND).append("\"/>\n");
	}

	@Override
	public void openGroup(String cssClass, String attributes, boolean clipToPlot) {
		svg.append("<g class=\"").append(cssClass).append('"');
		if (!attributes.isEmpty()) {
			svg.append(' ').append(attributes);
		}
		if (clipToPlot) {
			svg.append(" clip-path=\"url(#").append(clipId).append(")\"");
		}
		svg.append(">\n");
	}

	@Override
	public void closeGroup() {
		svg.append("</g>\n");
	}

	@Override
	public void line(double x1, double y1, double x2, double y2, String color, double width, @Nullable String dash) {
		svg.append("<line x1=\"").append(n(x1)).append("\" y1=\"").append(n(y1)).append("\" x2=\"").append(n(x2)).append("\" y2=\"")
				.append(n(y2)).append("\" stroke=\"").append(color).append("\" stroke-width=\"").append(n(width)).append('"');
		if (dash != null) {
			svg.append(" stroke-dasharray=\"").append(dash).append('"');
		}
		svg.append("/>\n");
	}

	@Override
	public void polyline(double[] x, double[] y, String color, double width) {
		svg.append("<path fill=\"none\" stroke=\"").append(color).append("\" stroke-width=\"").append(n(width))
				.append("\" stroke-linejoin=\"round\" d=\"");
		points(x, y);
		svg.append("\"/>\n");
	}

	@Override
	public void polygon(double[] x, double[] y, String color, double opacity) {
		svg.append("<path fill=\"").append(color).append("\" fill-opacity=\"").append(n(opacity)).append("\" stroke=\"").append(color)
				.append("\" stroke-width=\"1\" d=\"");
		points(x, y);
		svg.append(" Z\"/>\n");
	}

	private void points(double[] x, double[] y) {
		for (int i = 0; i < x.length; i++) {
			svg.append(i == 0 ? 'M' : 'L').append(n(x[i])).append(',').append(n(y[i]));
			if (i + 1 < x.length) {
				svg.append(' ');
			}
		}
	}

	@Override
	public void circle(double cx, double cy, double radius, String color) {
		svg.append("<circle cx=\"").append(n(cx)).append("\" cy=\"").append(n(cy)).append("\" r=\"").append(n(radius))
				.append("\" fill=\"").append(color).append("\"/>\n");
	}

	@Override
	public void rect(double x, double y, double width, double height, String color, double opacity) {
		svg.append("<rect x=\"").append(n(x)).append("\" y=\"").append(n(y)).append("\" width=\"").append(n(width))
				.append("\" height=\"").append(n(height)).append("\" fill=\"").append(color).append('"');
		if (opacity < 1) {
			svg.append(" fill-opacity=\"").append(n(opacity)).append('"');
		}
		svg.append("/>\n");
	}

	@Override
	public void strokeRect(double x, double y, double width, double height, String color, double lineWidth) {
		svg.append("<rect x=\"").append(n(x)).append("\" y=\"").append(n(y)).append("\" width=\"").append(n(width))
				.append("\" height=\"").append(n(height)).append("\" fill=\"none\" stroke=\"").append(color).append("\" stroke-width=\"")
				.append(n(lineWidth)).append("\"/>\n");
	}

	@Override
	public void text(double x, double y, String text, Anchor anchor, String cssClass, int size, boolean bold, String color,
			boolean vertical) {
		svg.append("<text class=\"").append(cssClass).append("\" x=\"").append(n(x)).append("\" y=\"").append(n(y))
				.append("\" text-anchor=\"").append(anchor.name().toLowerCase(Locale.ROOT)).append("\" stroke=\"none\" fill=\"")
				.append(color).append('"');
		if (size != TextMetrics.LABEL_SIZE) {
			svg.append(" font-size=\"").append(size).append('"');
		}
		if (bold) {
			svg.append(" font-weight=\"bold\"");
		}
		if (vertical) {
			svg.append(" transform=\"rotate(-90 ").append(n(x)).append(' ').append(n(y)).append(")\"");
		}
		svg.append('>').append(escape(text)).append("</text>\n");
	}

	/** The document drawn so far, closed. */
	String document() {
		return svg + "</svg>\n";
	}

	private static String n(double v) {
		return String.format(Locale.ROOT, "%.1f", v);
	}

	/**
	 * {@code text} safe in SVG text and attributes: control characters left out, bidirectional overrides
	 * it opens closed at its end ({@link BidiText}), so nothing drawn after it is reordered.
	 */
	static String escape(String text) {
		StringBuilder sb = new StringBuilder(text.length());
		for (char c : BidiText.closed(text).toCharArray()) {
			switch (c) {
				case '&' -> sb.append("&amp;");
				case '<' -> sb.append("&lt;");
				case '>' -> sb.append("&gt;");
				case '"' -> sb.append("&quot;");
				case '\'' -> sb.append("&apos;");
				default -> {
					if (c >= 0x20 || c == '\t' || c == '\n') {
						sb.append(c);
					}
				}
			}
		}
		return sb.toString();
	}
}
