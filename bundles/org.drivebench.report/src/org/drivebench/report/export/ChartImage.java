package org.drivebench.report.export;

import java.nio.charset.StandardCharsets;
import java.util.Base64;

import org.drivebench.report.chart.ChartModel;
import org.drivebench.report.chart.image.ChartImages;

/**
 * A chart image for an exporter that can hold images: PNG bytes, embedded as a data URI, or an SVG
 * document that DriveBench drew itself ({@link #svg(String, ChartModel, int, int, String)}: every text
 * in it escaped, nothing in it runs), written inline, so an HTML report stays one file and its charts
 * are vectors a reader's browser scales and searches.
 *
 * @param title     what the chart shows (caption and alternative text)
 * @param mediaType image/png or image/svg+xml
 * @param data      the image's bytes
 */
public record ChartImage(String title, String mediaType, byte[] data) {
	public static final String PNG = "image/png";
	public static final String SVG = "image/svg+xml";
	private static final byte[] PNG_SIGNATURE = { (byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n' };

	public ChartImage {
		if (!PNG.equals(mediaType) && !SVG.equals(mediaType)) {
			throw new IllegalArgumentException("chart image type must be " + PNG + " or " + SVG + ", got " + mediaType);
		}
		data = data.clone();
	}

	/** A PNG image; the bytes must start with the PNG signature. */
	public static ChartImage png(String title, byte[] png) {
		if (png.length < PNG_SIGNATURE.length || !java.util.Arrays.equals(java.util.Arrays.copyOf(png, PNG_SIGNATURE.length), PNG_SIGNATURE)) {
			throw new IllegalArgumentException("chart '" + title + "' is not a PNG image (its bytes lack the PNG signature)");
		}
		return new ChartImage(title, PNG, png);
	}

	/**
	 * The SVG of {@code model} at {@code width} x {@code height}, its element ids beginning with
	 * {@code idPrefix} (unique within the page).
	 */
	public static ChartImage svg(String title, ChartModel model, int width, int height, String idPrefix) {
		return new ChartImage(title, SVG, ChartImages.svg(model, width, height, idPrefix).getBytes(StandardCharsets.UTF_8));
	}

	/** The SVG element to write into an HTML page (the document without its XML declaration). */
	String inlineSvg() {
		String text = new String(data, StandardCharsets.UTF_8);
		return text.startsWith("<?xml") ? text.substring(text.indexOf("?>") + 2).strip() : text.strip();
	}

	/** {@code data:<type>;base64,...} */
	public String dataUri() {
		return "data:" + mediaType + ";base64," + Base64.getEncoder().encodeToString(data);
	}

	@Override
	public byte[] data() {
		return data.clone();
	}
}
