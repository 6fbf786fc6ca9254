package org.drivebench.ui.report.export;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

import org.drivebench.core.export.ChartImage;
import org.drivebench.core.export.ExportFormat;
import org.drivebench.core.report.ChartOverlay;
import org.drivebench.core.report.NumberPolicy;
import org.drivebench.ui.charts.OverlayChart;
import org.drivebench.ui.charts.export.ChartExportMenu;
import org.drivebench.ui.charts.export.ChartImages;
import org.drivebench.ui.charts.export.ImageFormat;
import org.drivebench.ui.charts.model.ChartModel;
import org.drivebench.ui.report.ComparisonData;
import org.eclipse.swt.widgets.Display;

/**
 * Writes a comparison: the review table through the core's exporters, the overlay charts as images
 * through {@link ChartImages}, or one self-contained HTML review page (the core's HTML exporter with
 * every chart embedded). No widget is involved; a PNG is drawn by SWT, so PNGs need a display (they are
 * drawn on its thread), SVGs and tables do not. Every file is written to a temporary file and renamed
 * into place.
 */
public final class ReportExport {
	private ReportExport() {
	}

	/**
	 * Writes what {@code request} asks for.
	 *
	 * @param display for PNG images only; may be null otherwise
	 * @return the files written
	 * @throws IllegalArgumentException when the request has a problem (see {@link ExportRequest#problem()})
	 * @throws IOException              when a file cannot be written
	 */
	public static List<Path> write(ExportRequest request, ComparisonData data, NumberPolicy numbers, Display display)
			throws IOException {
		String problem = request.problem();
		if (problem != null) {
			throw new IllegalArgumentException(problem);
		}
		Path target = request.target().toAbsolutePath();
		return switch (request.kind()) {
		case TABLE -> {
			String text = ExportFormat.byName(request.format()).exporter(numbers, List.of()).export(data.table());
			writeText(text, target);
			yield List.of(target);
		}
		case CHARTS -> writeCharts(data.charts(), request.imageFormat(), request.width(), request.height(), target, display);
		case REVIEW_PAGE -> {
			List<ChartImage> images = images(data.charts(), request.imageFormat(), request.width(), request.height(), display);
			writeText(ExportFormat.HTML.exporter(numbers, images).export(data.table()), target);
			yield List.of(target);
		}
		};
	}

	/** Every chart as a file of its own in {@code folder}, named by its position and title. */
	static List<Path> writeCharts(List<ChartOverlay> charts, ImageFormat format, int width, int height, Path folder, Display display)
			throws IOException {
		List<Path> written = new ArrayList<>();
		for (int i = 0; i < charts.size(); i++) {
			ChartOverlay chart = charts.get(i);
			Path file = folder.resolve(String.format("%02d-%s.%s", i + 1, ChartExportMenu.fileName(chart.title()), format.extension()));
			ChartImages.write(format, display, OverlayChart.model(chart), width, height, file);
			written.add(file);
		}
		return written;
	}

	/** The charts as images to embed, titled as they are. */
	static List<ChartImage> images(List<ChartOverlay> charts, ImageFormat format, int width, int height, Display display) {
		List<ChartImage> images = new ArrayList<>();
		for (ChartOverlay chart : charts) {
			ChartModel model = OverlayChart.model(chart);
			if (format == ImageFormat.SVG) {
				images.add(ChartImage.svg(chart.title(), ChartImages.svg(model, width, height)));
			} else {
				if (display == null) {
					throw new IllegalArgumentException("a PNG is drawn by SWT and needs a display");
				}
				images.add(ChartImage.png(chart.title(), ChartImages.png(display, model, width, height)));
			}
		}
		return images;
	}

	private static void writeText(String text, Path file) throws IOException {
		Path parent = file.getParent();
		Path temporary = parent.resolve("." + file.getFileName() + "." + UUID.randomUUID() + ".tmp");
		try {
			try (Writer out = Files.newBufferedWriter(temporary, StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW)) {
				out.write(text);
			}
			Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
		} finally {
			Files.deleteIfExists(temporary);
		}
	}
}
