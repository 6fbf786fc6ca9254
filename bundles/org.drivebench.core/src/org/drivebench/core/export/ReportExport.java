package org.drivebench.core.export;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.drivebench.core.chart.ChartModel;
import org.drivebench.core.chart.DisplaySettings;
import org.drivebench.core.chart.image.ChartImages;
import org.drivebench.core.chart.image.ImageFormat;
import org.drivebench.core.chart.kinds.ChartPlan;
import org.drivebench.core.chart.kinds.ComparisonCharts;
import org.drivebench.core.io.AtomicFiles;
import org.drivebench.core.report.ComparisonData;
import org.drivebench.core.report.NumberPolicy;

/**
 * Writes a comparison, the same from the workbench's export dialog and from {@code drivebench report}:
 * the review table through the core's exporters, every chart of the comparison ({@link ComparisonCharts}:
 * bar charts of its figures, overlays of its series) as SVG or PNG images ({@link ChartImages}), or one
 * self-contained HTML review page (per test its charts and its rows, then the whole table). No display
 * is needed; every file is written atomically ({@link AtomicFiles}).
 */
public final class ReportExport {
	private ReportExport() {
	}

	/** {@link #write(ExportRequest, ComparisonData, NumberPolicy, DisplaySettings)} in the units the library stores. */
	public static List<Path> write(ExportRequest request, ComparisonData data, NumberPolicy numbers) throws IOException {
		return write(request, data, numbers, DisplaySettings.DEFAULT);
	}

	/**
	 * Writes what {@code request} asks for, the table and the charts with {@code settings}' rate unit.
	 *
	 * @return the files written
	 * @throws IllegalArgumentException when the request has a problem (see {@link ExportRequest#problem()})
	 * @throws IOException              when a file cannot be written
	 */
	public static List<Path> write(ExportRequest request, ComparisonData comparison, NumberPolicy numbers, DisplaySettings settings)
			throws IOException {
		// the table, too, in the rate unit chosen: it and the charts say the same
		ComparisonData data = comparison.withTable(comparison.table().inRateUnit(settings.rateUnit(), numbers));
		String problem = request.problem();
		Path chosen = request.target();
		if (problem != null || chosen == null) { // a request without a target has a problem
			throw new IllegalArgumentException(problem);
		}
		Path target = chosen.toAbsolutePath();
		return switch (request.kind()) {
		case TABLE -> {
			AtomicFiles.writeString(target, ExportFormat.byName(request.format()).exporter(numbers).export(data.table()));
			yield List.of(target);
		}
		case CHARTS -> writeCharts(data, numbers, settings, request.imageFormat(), request.width(), request.height(), target);
		case REVIEW_PAGE -> {
			AtomicFiles.writeString(target, reviewPage(data, numbers, settings, request.imageFormat(), request.width(), request.height()));
			yield List.of(target);
		}
		};
	}

	/**
	 * The self-contained HTML review page: a section per test with its charts embedded as {@code format}
	 * and its rows, then the whole table.
	 */
	public static String reviewPage(ComparisonData data, NumberPolicy numbers, DisplaySettings settings, ImageFormat format, int width,
			int height) {
		List<PageSection> sections = new ArrayList<>();
		int index = 0;
		for (ComparisonCharts.Section section : ComparisonCharts.of(data, numbers)) {
			List<ChartImage> images = new ArrayList<>();
			for (ChartPlan plan : section.charts()) {
				ChartModel model = plan.model(settings);
				index++;
				images.add(format == ImageFormat.SVG ? ChartImage.svg(caption(model), model, width, height, "chart-" + index + "-")
						: ChartImage.png(caption(model), ChartImages.png(model, width, height)));
			}
			sections.add(new PageSection(section.test(), section.title(), images));
		}
		return new HtmlExporter(numbers, sections).export(data.table());
	}

	/**
	 * Every chart of the comparison as a file of its own in {@code folder}, named by its position, its
	 * test and what it shows ({@code 03-seq1m-q8t1-read-read.svg}).
	 */
	public static List<Path> writeCharts(ComparisonData data, NumberPolicy numbers, DisplaySettings settings, ImageFormat format, int width,
			int height, Path folder) throws IOException {
		List<Path> written = new ArrayList<>();
		List<ChartPlan> plans = ComparisonCharts.all(ComparisonCharts.of(data, numbers));
		for (int i = 0; i < plans.size(); i++) {
			ChartModel model = plans.get(i).model(settings);
			Path file = folder.resolve(String.format("%02d-%s.%s", i + 1, ChartImages.fileName(model), format.extension()));
			ChartImages.write(format, model, width, height, file);
			written.add(file);
		}
		return written;
	}

	/** How many charts {@link #writeCharts} writes of one format. */
	public static int chartCount(ComparisonData data, NumberPolicy numbers) {
		return ComparisonCharts.all(ComparisonCharts.of(data, numbers)).size();
	}

	/** "SEQ1M Q8T1 read: Read (MB/s)": the chart's title and what its value axis shows. */
	static String caption(ChartModel model) {
		String axis = model.y().get(0).title();
		return axis.isBlank() ? model.title() : model.title() + ": " + axis;
	}
}
