package org.drivebench.ui.charts.export;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicReference;

import org.drivebench.ui.charts.model.ChartModel;
import org.eclipse.swt.SWTException;
import org.eclipse.swt.widgets.Display;

/**
 * Writes charts as images: the API the chart menus, the report editor and the HTML review page call.
 * SVG needs no display; PNG is drawn by SWT, so it needs a {@link Display} and runs on its thread
 * (this class switches to it when called from another thread).
 */
public final class ChartImages {
	public static final int MIN_SIZE = 100;
	public static final int MAX_SIZE = 10_000;

	private ChartImages() {
	}

	/** The SVG document of {@code model} at {@code width} x {@code height} pixels. */
	public static String svg(ChartModel model, int width, int height) {
		return SvgChartWriter.write(model, width, height);
	}

	/** The PNG bytes of {@code model} at {@code width} x {@code height} pixels, drawn on {@code display}'s thread. */
	public static byte[] png(Display display, ChartModel model, int width, int height) {
		checkSize(width, height);
		if (display.getThread() == Thread.currentThread()) {
			return PngChartWriter.write(display, model, width, height);
		}
		AtomicReference<byte[]> bytes = new AtomicReference<>();
		AtomicReference<RuntimeException> failure = new AtomicReference<>();
		display.syncExec(() -> {
			try {
				bytes.set(PngChartWriter.write(display, model, width, height));
			} catch (RuntimeException e) {
				failure.set(e);
			}
		});
		if (failure.get() != null) {
			throw failure.get();
		}
		return bytes.get();
	}

	/**
	 * Writes {@code model} to {@code file} in {@code format} at {@code width} x {@code height} pixels,
	 * through a temporary file renamed into place, so a failed export leaves no half-written image.
	 *
	 * @param display needed for PNG only; may be null for SVG
	 */
	public static void write(ImageFormat format, Display display, ChartModel model, int width, int height, Path file)
			throws IOException {
		byte[] bytes;
		try {
			bytes = switch (format) {
				case SVG -> svg(model, width, height).getBytes(StandardCharsets.UTF_8);
				case PNG -> {
					if (display == null) {
						throw new IllegalArgumentException("a PNG is drawn by SWT and needs a display");
					}
					yield png(display, model, width, height);
				}
			};
		} catch (SWTException e) {
			throw new IOException("the chart could not be drawn as " + format + ": " + e.getMessage(), e);
		}
		Path parent = file.toAbsolutePath().getParent();
		if (parent == null || !Files.isDirectory(parent)) {
			throw new IOException("the folder " + parent + " does not exist");
		}
		// a name of our own rather than createTempFile, whose owner-only permissions the image would keep
		Path temporary = parent.resolve("." + file.getFileName() + "." + UUID.randomUUID() + ".tmp");
		try {
			Files.write(temporary, bytes, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
			Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
		} finally {
			Files.deleteIfExists(temporary);
		}
	}

	static void checkSize(int width, int height) {
		if (width < MIN_SIZE || width > MAX_SIZE || height < MIN_SIZE || height > MAX_SIZE) {
			throw new IllegalArgumentException("image size " + width + " x " + height + " is outside " + MIN_SIZE + ".." + MAX_SIZE
					+ " pixels in width and height");
		}
	}
}
