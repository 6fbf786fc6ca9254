package org.drivebench.core.export;

import java.nio.charset.StandardCharsets;
import java.util.Base64;

/**
 * A chart image a caller (the workbench, which draws charts) hands to an exporter that can hold
 * images: PNG bytes or SVG text. Embedded as a data URI, so an HTML report stays one file.
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

	public static ChartImage svg(String title, String svg) {
		return new ChartImage(title, SVG, svg.getBytes(StandardCharsets.UTF_8));
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
