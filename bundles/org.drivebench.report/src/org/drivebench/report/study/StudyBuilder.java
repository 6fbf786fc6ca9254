package org.drivebench.report.study;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.drivebench.library.ResultLibrary;
import org.drivebench.report.ComparisonData;
import org.drivebench.report.NumberPolicy;
import org.drivebench.report.OverlayBuilder;
import org.drivebench.report.ReportBuilder;
import org.drivebench.report.ReviewTable;
import org.drivebench.model.ComparisonReport;

/**
 * Works a strip-size study out from the library, the one way the workbench's study view, its exports and
 * {@code drivebench report --study} do it: the review table from the runs' summaries, the figures
 * against the strip size from the table (so they agree), and the overlays from the whole runs. Needs no
 * widget; the workbench calls it off the UI thread.
 */
public final class StudyBuilder {
	private final ResultLibrary library;
	private final NumberPolicy numbers;

	public StudyBuilder(ResultLibrary library, NumberPolicy numbers) {
		this.library = library;
		this.numbers = numbers;
	}

	/** The library's studies, by name. */
	public List<StripStudy> studies() {
		return StripStudy.of(library.runs());
	}

	/**
	 * The study named {@code name}.
	 *
	 * @param charts whether to draw its charts too (the overlays read every run whole)
	 * @throws IllegalArgumentException when the library holds no study of that name, naming those it holds
	 * @throws IOException              when a run's file cannot be read
	 */
	public StudyData build(String name, boolean charts) throws IOException {
		List<StripStudy> all = studies();
		StripStudy study = all.stream().filter(s -> s.name().equalsIgnoreCase(name.strip())).findFirst()
				.orElseThrow(() -> new IllegalArgumentException("the library holds no strip-size study '" + name + "'; studies: "
						+ (all.isEmpty() ? "none" : String.join(", ", all.stream().map(s -> "'" + s.name() + "'").toList()))));
		return build(study, StudyReports.report(study), charts);
	}

	/**
	 * {@code study} as {@code report} sets it out ({@link StudyReports#report} with tests, metrics, a
	 * baseline strip, layout or title of the caller's).
	 *
	 * @throws IllegalArgumentException when the report cannot be built as set (the message says why)
	 * @throws IOException              when a run's file cannot be read
	 */
	public StudyData build(StripStudy study, ComparisonReport report, boolean charts) throws IOException {
		ReviewTable table = new ReportBuilder(numbers).build(report, StudyReports.runsByStrip(study));
		if (!charts) {
			return new StudyData(study, new ComparisonData(report, table, List.of(), 0), List.of());
		}
		List<StripStudy.Point> whole = new ArrayList<>();
		int read = 0;
		for (StripStudy.Point point : study.points()) {
			whole.add(new StripStudy.Point(point.stripSizeBytes(), library.fullRuns(point.runs())));
			read += point.runs().size();
		}
		StripStudy full = new StripStudy(study.name(), whole);
		ComparisonData comparison = new ComparisonData(report, table,
				new OverlayBuilder().build(report, StudyReports.runsByStrip(full)), read);
		return new StudyData(study, comparison, StudyChart.of(table).stream().map(StudyChart::plan).toList());
	}
}
