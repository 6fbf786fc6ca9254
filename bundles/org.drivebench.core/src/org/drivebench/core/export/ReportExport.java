package org.drivebench.core.export;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.drivebench.core.chart.ChartModel;
import org.drivebench.core.chart.DisplaySettings;
import org.drivebench.core.chart.kinds.ChartPlan;
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
		return write(request, data, List.of(), numbers);
	}

	/**
	 * {@link #write(ExportRequest, ComparisonData, NumberPolicy)} with {@code figures} charted before the
	 * overlays: a strip-size study's figures against the strip size.
	 */
	public static List<Path> write(ExportRequest request, ComparisonData data, List<ChartPlan> figures, NumberPolicy numbers)
			throws IOException {
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
		case CHARTS -> writeExportedCharts(charts(data, figures), request.imageFormat(), request.width(), request.height(), target);
		case REVIEW_PAGE -> {
			AtomicFiles.writeString(target, reviewPage(data, figures, numbers, request.imageFormat(), request.width(), request.height()));
			yield List.of(target);
		}
		};
	}

	/** The self-contained HTML review page: the table and every chart embedded as {@code format}. */
	public static String reviewPage(ComparisonData data, NumberPolicy numbers, ImageFormat format, int width, int height) {
		return reviewPage(data, List.of(), numbers, format, width, height);
	}

	/** {@link #reviewPage(ComparisonData, NumberPolicy, ImageFormat, int, int)} with {@code figures} before the overlays. */
	public static String reviewPage(ComparisonData data, List<ChartPlan> figures, NumberPolicy numbers, ImageFormat format,
			int width, int height) {
		return ExportFormat.HTML.exporter(numbers, images(charts(data, figures), format, width, height)).export(data.table());
	}

	/**
	 * A chart as exported: its whole title (an overlay's "Read rate — Short sweep", which captions the image
	 * and names its file) and the model drawn, whose own title may be shorter.
	 */
	public record ExportedChart(String title, ChartModel model) {
	}

	/** Every chart of a comparison as drawn: {@code figures} first, then the overlays, each with its title. */
	public static List<ExportedChart> charts(ComparisonData data, List<ChartPlan> figures) {
		List<ExportedChart> charts = new ArrayList<>();
		figures.forEach(f -> {
			ChartModel model = f.model(DisplaySettings.DEFAULT);
			charts.add(new ExportedChart(model.title(), model));
		});
		data.charts().forEach(c -> charts.add(exported(c)));
		return charts;
	}

	private static ExportedChart exported(ChartOverlay overlay) {
		return new ExportedChart(overlay.title(), OverlayChart.model(overlay));
	}

	/** Every chart as a file of its own in {@code folder}, named by its position and title. */
	public static List<Path> writeCharts(List<ChartOverlay> charts, ImageFormat format, int width, int height, Path folder)
			throws IOException {
		return writeExportedCharts(charts.stream().map(ReportExport::exported).toList(), format, width, height, folder);
	}

	/** {@link #writeCharts} for charts of any kind. */
	public static List<Path> writeExportedCharts(List<ExportedChart> charts, ImageFormat format, int width, int height, Path folder)
			throws IOException {
		List<Path> written = new ArrayList<>();
		for (int i = 0; i < charts.size(); i++) {
			ExportedChart chart = charts.get(i);
			Path file = folder.resolve(String.format("%02d-%s.%s", i + 1, ChartImages.fileName(chart.title()), format.extension()));
			ChartImages.write(format, chart.model(), width, height, file);
			written.add(file);
		}
		return written;
	}

	/** The charts as images to embed, titled as they are. */
	static List<ChartImage> images(List<ExportedChart> charts, ImageFormat format, int width, int height) {
		List<ChartImage> images = new ArrayList<>();
		for (int i = 0; i < charts.size(); i++) {
			ExportedChart chart = charts.get(i);
			ChartModel model = chart.model();
			images.add(format == ImageFormat.SVG ? ChartImage.svg(chart.title(), model, width, height, "chart-" + (i + 1) + "-")
					: ChartImage.png(chart.title(), ChartImages.png(model, width, height)));
		}
		return images;
	}
}
