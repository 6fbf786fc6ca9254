package org.drivebench.report.export;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.zip.CRC32;

import org.drivebench.report.chart.image.ImageFormat;

/**
 * The provenance of an exported chart, carried in the image file where a reader of the file finds it and
 * the picture does not show it: an SVG's {@code <desc>}, a PNG's {@code tEXt} chunk ("Comment").
 */
final class ImageNotes {
	private static final byte[] IEND = "IEND".getBytes(StandardCharsets.US_ASCII);

	private ImageNotes() {
	}

	/** {@code image} in {@code format} with {@code lines} in it. */
	static byte[] with(ImageFormat format, byte[] image, List<String> lines) {
		if (lines.isEmpty()) {
			return image;
		}
		String text = String.join("\n", lines);
		return switch (format) {
		case SVG -> svg(new String(image, StandardCharsets.UTF_8), text).getBytes(StandardCharsets.UTF_8);
		case PNG -> png(image, text);
		};
	}

	/** The SVG with a {@code <desc>} after its title (or as its first child). */
	private static String svg(String svg, String text) {
		String desc = "<desc>" + HtmlExporter.escape(text).replace("<br/>", "\n") + "</desc>\n";
		int title = svg.indexOf("</title>");
		int at = title >= 0 ? svg.indexOf('\n', title) + 1 : svg.indexOf('>', svg.indexOf("<svg")) + 1;
		return svg.substring(0, at) + desc + svg.substring(at);
	}

	/** The PNG with a tEXt chunk "Comment" before its IEND chunk (PNG text is Latin-1: other characters become '?'). */
	private static byte[] png(byte[] png, String text) {
		int iend = lastIndexOf(png, IEND) - 4; // the chunk's length field comes before its type
		if (iend < 8) {
			return png;
		}
		byte[] data = ("Comment\0" + text).getBytes(StandardCharsets.ISO_8859_1);
		ByteArrayOutputStream out = new ByteArrayOutputStream(png.length + data.length + 12);
		out.write(png, 0, iend);
		out.writeBytes(ByteBuffer.allocate(4).putInt(data.length).array());
		byte[] typed = new byte[4 + data.length];
		System.arraycopy("tEXt".getBytes(StandardCharsets.US_ASCII), 0, typed, 0, 4);
		System.arraycopy(data, 0, typed, 4, data.length);
		out.writeBytes(typed);
		CRC32 crc = new CRC32();
		crc.update(typed);
		out.writeBytes(ByteBuffer.allocate(4).putInt((int) crc.getValue()).array());
		out.write(png, iend, png.length - iend);
		return out.toByteArray();
	}

	private static int lastIndexOf(byte[] data, byte[] part) {
		for (int i = data.length - part.length; i >= 0; i--) {
			boolean match = true;
			for (int j = 0; j < part.length && match; j++) {
				match = data[i + j] == part[j];
			}
			if (match) {
				return i;
			}
		}
		return -1;
	}
}
