package org.drivebench.core.export;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.drivebench.core.chart.ChartModel;
import org.drivebench.core.chart.image.ChartImages;
import org.drivebench.core.chart.image.ImageFormat;
import org.drivebench.core.chart.kinds.OverlayChart;
import org.drivebench.core.io.AtomicFiles;
import org.drivebench.core.report.ChartOverlay;
import org.drivebench.core.report.ComparisonData;
import org.drivebench.core.report.NumberPolicy;

/**
 * Writes a comparison, the same from the workbench's export dialog and from {@code drivebench report}:
 * the review table through the core's exporters, the overlay charts as SVG or PNG images
 * ({@link ChartImages}), or one self-contained HTML review page (the HTML exporter with every chart
 * embedded). No display is needed; every file is written atomically ({@link AtomicFiles}).
 */
public final class ReportExport {
	private ReportExport() {
	}

	/**
	 * Writes what {@code request} asks for.
	 *
	 * @return the files written
	 * @throws IllegalArgumentException when the request has a problem (see {@link ExportRequest#problem()})
	 * @throws IOException              when a file cannot be written
	 */
	public static List<Path> write(ExportRequest request, ComparisonData data, NumberPolicy numbers) throws IOException {
		String problem = request.problem();
		Path chosen = request.target();
		if (problem != null || chosen == null) { // a request without a target has a problem
			throw new IllegalArgumentException(problem);
		}
		Path target = chosen.toAbsolutePath();
		return switch (request.kind()) {
		case TABLE -> {
			AtomicFiles.writeString(target, ExportFormat.byName(request.format()).exporter(numbers, List.of()).export(data.table()));
			yield List.of(target);
		}
		case CHARTS -> writeCharts(data.charts(), request.imageFormat(), request.width(), request.height(), target);
		case REVIEW_PAGE -> {
			AtomicFiles.writeString(target, reviewPage(data, numbers, request.imageFormat(), request.width(), request.height()));
			yield List.of(target);
		}
		};
	}

	/** The self-contained HTML review page: the table and every chart embedded as {@code format}. */
	public static String reviewPage(ComparisonData data, NumberPolicy numbers, ImageFormat format, int width, int height) {
		return ExportFormat.HTML.exporter(numbers, images(data.charts(), format, width, height)).export(data.table());
	}

	/** Every chart as a file of its own in {@code folder}, named by its position and title. */
	public static List<Path> writeCharts(List<ChartOverlay> charts, ImageFormat format, int width, int height, Path folder)
			throws IOException {
		List<Path> written = new ArrayList<>();
		for (int i = 0; i < charts.size(); i++) {
			ChartOverlay chart = charts.get(i);
			Path file = folder.resolve(String.format("%02d-%s.%s", i + 1, ChartImages.fileName(chart.title()), format.extension()));
			ChartImages.write(format, OverlayChart.model(chart), width, height, file);
			written.add(file);
		}
		return written;
	}

	/** The charts as images to embed, titled as they are. */
	static List<ChartImage> images(List<ChartOverlay> charts, ImageFormat format, int width, int height) {
		List<ChartImage> images = new ArrayList<>();
		for (int i = 0; i < charts.size(); i++) {
			ChartOverlay chart = charts.get(i);
			ChartModel model = OverlayChart.model(chart);
			images.add(format == ImageFormat.SVG ? ChartImage.svg(chart.title(), model, width, height, "chart-" + (i + 1) + "-")
					: ChartImage.png(chart.title(), ChartImages.png(model, width, height)));
		}
		return images;
	}
}
