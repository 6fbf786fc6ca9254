package org.drivebench.report.export;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.drivebench.report.chart.ChartModel;
import org.drivebench.report.chart.DisplaySettings;
import org.drivebench.report.chart.image.ChartImages;
import org.drivebench.report.chart.image.ImageFormat;
import org.drivebench.report.chart.kinds.ChartPlan;
import org.drivebench.report.chart.kinds.ComparisonCharts;
import org.drivebench.report.chart.kinds.OverlayChart;
import org.drivebench.core.io.AtomicFiles;
import org.drivebench.core.io.InParallel;
import org.drivebench.report.ChartOverlay;
import org.drivebench.report.ComparisonData;
import org.drivebench.report.NumberPolicy;
import org.drivebench.report.Provenance;
import org.drivebench.report.TestKey;
import org.drivebench.engine.device.OutputFileGuard;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Writes a comparison, the same from the workbench's export dialog and from {@code drivebench report}:
 * the review table through the core's exporters, every chart of the comparison ({@link ComparisonCharts}:
 * bar charts of its figures, overlays of its series) as SVG or PNG images ({@link ChartImages}), or one
 * self-contained HTML review page (per test its charts and its rows, then the whole table). A strip-size
 * study is written with its figures against the strip size first, then its overlays. No display is
 * needed; every file is written atomically ({@link AtomicFiles}).
 */
public final class ReportExport {
	private ReportExport() {
	}

	/**
	 * A chart as exported: its caption on the review page, the stem of its file's name, and the model drawn.
	 */
	public record ExportedChart(String caption, String fileName, ChartModel model) {
	}

	/**
	 * A part of the export: a test's charts (then its rows of the table on the review page), or charts of
	 * no one test ({@code test} null: a study's figures against the strip size).
	 */
	public record ExportSection(@Nullable TestKey test, String title, List<ExportedChart> charts) {
		public ExportSection {
			charts = List.copyOf(charts);
		}
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
		return writeSections(request, data, sections(data, numbers, settings), numbers);
	}

	/**
	 * Writes what {@code request} asks for from a strip-size study: {@code figures} (its figures against the
	 * strip size) charted before the overlays of its tests.
	 */
	public static List<Path> write(ExportRequest request, ComparisonData data, List<ChartPlan> figures, NumberPolicy numbers)
			throws IOException {
		return writeSections(request, data, studySections(data, figures), numbers);
	}

	private static List<Path> writeSections(ExportRequest request, ComparisonData data, List<ExportSection> sections, NumberPolicy numbers)
			throws IOException {
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
		case CHARTS -> writeCharts(sections, data.table().provenance(), request.imageFormat(), request.width(), request.height(), target);
		case REVIEW_PAGE -> {
			AtomicFiles.writeString(target, reviewPage(data, sections, numbers, request.imageFormat(), request.width(), request.height()));
			yield List.of(target);
		}
		};
	}

	/** The charts of a comparison, a section per test ({@link ComparisonCharts}), drawn with {@code settings}. */
	public static List<ExportSection> sections(ComparisonData data, NumberPolicy numbers, DisplaySettings settings) {
		List<ExportSection> sections = new ArrayList<>();
		for (ComparisonCharts.Section section : ComparisonCharts.of(data, numbers)) {
			List<ExportedChart> charts = new ArrayList<>();
			for (ChartPlan plan : section.charts()) {
				ChartModel model = plan.model(settings);
				charts.add(new ExportedChart(caption(model), ChartImages.fileName(model), model));
			}
			sections.add(new ExportSection(section.test(), section.title(), charts));
		}
		return sections;
	}

	/**
	 * The charts of a strip-size study: its figures against the strip size first, then its overlays a
	 * section per test, each titled in whole ("Read rate — Short sweep"), which captions it and names its file.
	 */
	public static List<ExportSection> studySections(ComparisonData data, List<ChartPlan> figures) {
		List<ExportSection> sections = new ArrayList<>();
		if (!figures.isEmpty()) {
			List<ExportedChart> charts = new ArrayList<>();
			for (ChartPlan figure : figures) {
				ChartModel model = figure.model(DisplaySettings.DEFAULT);
				charts.add(new ExportedChart(model.title(), ChartImages.fileName(model.title()), model));
			}
			sections.add(new ExportSection(null, Messages.study_figures, charts));
		}
		List<TestKey> tests = new ArrayList<>();
		data.charts().forEach(c -> {
			if (!tests.contains(c.test())) {
				tests.add(c.test());
			}
		});
		for (TestKey test : tests) {
			List<ExportedChart> charts = new ArrayList<>();
			String title = "";
			for (ChartOverlay overlay : data.charts()) {
				if (overlay.test().equals(test)) {
					charts.add(new ExportedChart(overlay.title(), ChartImages.fileName(overlay.title()), OverlayChart.model(overlay)));
					title = title.isEmpty() ? OverlayChart.testName(overlay) : title;
				}
			}
			sections.add(new ExportSection(test, title, charts));
		}
		return sections;
	}

	/**
	 * The self-contained HTML review page: a section per test with its charts embedded as {@code format}
	 * and its rows, then the whole table.
	 */
	public static String reviewPage(ComparisonData data, NumberPolicy numbers, DisplaySettings settings, ImageFormat format, int width,
			int height) {
		return reviewPage(data, sections(data, numbers, settings), numbers, format, width, height);
	}

	/** The review page of {@code sections}' charts and the table of {@code data}. */
	public static String reviewPage(ComparisonData data, List<ExportSection> sections, NumberPolicy numbers, ImageFormat format, int width,
			int height) {
		List<Integer> indexes = new ArrayList<>();
		List<ExportedChart> charts = new ArrayList<>();
		for (ExportSection section : sections) {
			for (ExportedChart chart : section.charts()) {
				charts.add(chart);
				indexes.add(charts.size());
			}
		}
		// each chart drawn on its own, so on every processor at once; the page takes them in order
		List<ChartImage> drawn = InParallel.map(indexes, index -> {
			ExportedChart chart = charts.get(index - 1);
			return format == ImageFormat.SVG ? ChartImage.svg(chart.caption(), chart.model(), width, height, "chart-" + index + "-")
					: ChartImage.png(chart.caption(), ChartImages.png(chart.model(), width, height));
		});
		List<PageSection> page = new ArrayList<>();
		int taken = 0;
		for (ExportSection section : sections) {
			page.add(new PageSection(section.test(), section.title(), drawn.subList(taken, taken + section.charts().size())));
			taken += section.charts().size();
		}
		return new HtmlExporter(numbers, page).export(data.table());
	}

	/**
	 * Every chart of {@code sections} as a file of its own in {@code folder}, named by its position, its
	 * test and what it shows ({@code 01-seq1m-q8t1-read-mb-s.svg}), each carrying {@code provenance} in the
	 * file ({@link ImageNotes}).
	 */
	public static List<Path> writeCharts(List<ExportSection> sections, Provenance provenance, ImageFormat format, int width, int height,
			Path folder) throws IOException {
		List<Path> files = new ArrayList<>();
		List<ChartModel> models = new ArrayList<>();
		int index = 0;
		for (ExportSection section : sections) {
			for (ExportedChart chart : section.charts()) {
				index++;
				Path file = folder.resolve(String.format("%02d-%s.%s", index, chart.fileName(), format.extension()));
				// every file judged before the first is written: a refusal leaves no half set of charts
				OutputFileGuard.system().checkFile(file);
				files.add(file);
				models.add(chart.model());
			}
		}
		// drawn on every processor at once, written in order
		List<byte[]> images = InParallel.map(models, model -> ImageNotes.with(format, ChartImages.image(format, model, width, height),
				provenance.lines()));
		for (int i = 0; i < files.size(); i++) {
			AtomicFiles.write(files.get(i), images.get(i));
		}
		return files;
	}

	/** How many charts the exports of {@code data} hold, a comparison's. */
	public static int chartCount(ComparisonData data, NumberPolicy numbers) {
		return ComparisonCharts.all(ComparisonCharts.of(data, numbers)).size();
	}

	/** How many charts {@code sections} hold. */
	public static int chartCount(List<ExportSection> sections) {
		return sections.stream().mapToInt(s -> s.charts().size()).sum();
	}

	/**
	 * "Short sweep: Rate (MB/s)": the chart's title and what its value axis shows; the title alone where it
	 * names the axis's unit already ("SEQ1M Q8T1 read — Read, MB/s", not "...: Read (MB/s)" after it).
	 */
	static String caption(ChartModel model) {
		String axis = model.y().get(0).title();
		String title = model.title();
		if (axis.isBlank() || model.isTile()) { // a tile's title names its unit and it has no axis
			return title;
		}
		int open = axis.lastIndexOf(" (");
		String unit = open >= 0 && axis.endsWith(")") ? axis.substring(open + 2, axis.length() - 1) : axis;
		int before = title.length() - unit.length() - 1;
		boolean named = title.endsWith(unit) && (before < 0 || !Character.isLetterOrDigit(title.charAt(before)));
		return named ? title : title + ": " + axis;
	}
}
