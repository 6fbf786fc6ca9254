package org.drivebench.cli;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Date;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import org.drivebench.report.chart.DisplaySettings;
import org.drivebench.report.chart.image.ChartImages;
import org.drivebench.report.chart.image.ImageFormat;
import org.drivebench.report.export.ExportFormat;
import org.drivebench.report.export.ReportExport;
import org.drivebench.report.chart.ChartModel;
import org.drivebench.report.chart.kinds.ChartPlan;
import org.drivebench.report.study.StripStudy;
import org.drivebench.report.study.StudyBuilder;
import org.drivebench.report.study.StudyData;
import org.drivebench.report.study.StudyReports;
import org.drivebench.engine.Sizes;
import org.drivebench.engine.device.OutputFileGuard;
import org.drivebench.engine.device.OutputRefusedException;
import org.drivebench.core.io.AtomicFiles;
import org.drivebench.library.drives.DriveLabels;
import org.drivebench.library.drives.Drives;
import org.drivebench.library.LibraryProblem;
import org.drivebench.library.ResultLibrary;
import org.drivebench.report.ComparisonBuilder;
import org.drivebench.report.ComparisonData;
import org.drivebench.report.NumberPolicy;
import org.drivebench.report.ReportDrafts;
import org.drivebench.report.ReportPins;
import org.drivebench.report.ReviewTable;
import org.drivebench.report.TestKey;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.Drive;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.DriveSelection;
import org.drivebench.model.Normalisation;
import org.drivebench.model.Run;
import org.drivebench.model.TableLayout;
import org.drivebench.model.TestResult;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.jdt.annotation.Nullable;

/**
 * {@code drivebench report ... --format md|csv|html|tex|json [--charts <folder>]}: the review table of
 * the library, and its charts, built and written by the core as the workbench's comparison editor does
 * ({@link ComparisonBuilder}, {@link ReportExport}), so both give the same page.
 */
final class ReportCommand implements Command {
	private static final Options OPTIONS = Options.of(Set.of("library", "report", "drives", "tests", "metrics", "baseline", "layout",
			"confidence", "title", "format", "output", "charts", "chart-format", "chart-size", "images", "study"), Set.of("relative", "overall", "update"));
	private static final int LISTED = 12;

	private final Libraries libraries;

	ReportCommand(Libraries libraries) {
		this.libraries = libraries;
	}

	@Override
	public String name() {
		return "report";
	}

	@Override
	public String summary() {
		return "write a review table of drives x tests x metrics (md, csv, html with charts, tex, json), and its charts";
	}

	@Override
	public String usage() {
		return """
				usage: drivebench report --format md|csv|html|tex|json [--library <dir>] [--report <id>]
				                         [--drives a,b,...] [--tests t,...] [--metrics m,...]
				                         [--baseline <drive>] [--relative] [--overall] [--layout columns|rows]
				                         [--confidence <level>] [--title <text>] [--output <file>]
				                         [--charts <folder>] [--chart-format svg|png|both]
				                         [--chart-size <width>x<height>] [--images svg|png] [--study <name>]
				                         [--update]

				Builds the review table of the library's runs: one row per test and metric, one
				column per drive (or the other way round), each figure the mean of the drive's runs
				with its 95 % confidence interval and n, the best value of each row in bold. The
				charts are the workbench's: per test, its figures as bar charts (a bar per drive,
				best first, the 95 % interval as an error bar) and its series as line charts (a
				line per drive).

				  --format <f>       md (Markdown), csv, html (self-contained review page: per test its
				                     charts and rows, then the whole table), tex (LaTeX with booktabs)
				                     or json
				  --library <dir>    the library to read (default: the one in use)
				  --report <id>      start from a report saved in the library; options below override it. A
				                     saved comparison shows the runs it was saved with; it says when its
				                     drives have newer runs
				  --update           with --report: take those newer runs in (the saved report stays as saved)
				  --drives a,b       drives by key or name (or the first words of a name, e.g. hdd-7200
				                     or sim:hdd-7200, when they name one drive), in column order
				                     (default: all); write \\, for a comma inside a name
				  --tests t,...      tests by id, or id#case (fio#randread); default: every test
				  --metrics m,...    metric keys, or test/metric; default: every metric
				  --baseline <drive> give every figure also as a percentage of this drive's
				  --relative         show percentages of the baseline instead of the figures
				  --overall          add each drive's overall figure per suite: the geometric mean of
				                     its figures relative to the baseline's (baseline = 100; the
				                     formula is in the notes; none for a drive lacking a figure)
				  --layout <l>       columns (drives as columns, default) or rows
				  --confidence <c>   confidence level of the intervals, default 0.95
				  --title <text>     the table's title
				  --output <file>    write there (UTF-8) instead of to standard output; its folder must
				                     exist, and an existing file there is replaced only when it is a
				                     regular file nothing else uses (docs/device-safety.md)
				  --charts <folder>  also write every chart into this folder (it must exist), as
				                     01-<test>-<figure>.svg and .png; no display is needed
				  --chart-format <f> svg, png or both (default) for --charts
				  --chart-size <wxh> the charts' size in pixels, default 900x500
				  --images <f>       how --format html embeds its charts: svg (default) or png
				  --study <name>     the table and charts of a strip-size study instead: a column per
				                     strip size, the best of each row marked, every figure against the
				                     strip size; --baseline then names a strip size (e.g. 128k)""";
	}

	@Override
	public Options options() {
		return OPTIONS;
	}

	@Override
	public int run(List<String> args, Console console) throws Exception {
		Arguments a = Arguments.parse(name(), args, OPTIONS);
		if (!a.positionals().isEmpty()) {
			throw new UsageException("report takes options only, got '" + a.positionals().get(0) + "'");
		}
		if (a.value("format") == null) {
			throw new UsageException("choose an output format with --format md|csv|html|tex|json");
		}
		ExportFormat format;
		try {
			format = ExportFormat.byName(a.require("format"));
		} catch (IllegalArgumentException e) {
			throw new UsageException("--format: " + e.getMessage());
		}
		ChartOptions charts = ChartOptions.of(a);
		// where it writes is judged before anything is built or written: the output rule of every file DriveBench writes
		Path output = a.value("output") == null ? null : Path.of(a.value("output"));
		try {
			if (output != null) {
				OutputFileGuard.system().checkFile(output);
			}
		} catch (OutputRefusedException e) {
			throw new OutputRefusedException(e.path(), e.reason(), "--output: " + e.getMessage());
		}
		try {
			Path chartFolder = charts.folder();
			if (chartFolder != null) {
				OutputFileGuard.system().checkFolder(chartFolder);
			}
		} catch (OutputRefusedException e) {
			throw new OutputRefusedException(e.path(), e.reason(), "--charts: " + e.getMessage());
		}
		ResultLibrary library = libraries.read(a.value("library"));
		List<Run> runs = library.runs();
		boolean drawsCharts = format == ExportFormat.HTML || charts.folder() != null;
		ComparisonData data;
		List<ChartPlan> figures = List.of();
		try {
			if (a.value("study") != null) {
				String name = a.require("study").strip();
				StudyBuilder studies = new StudyBuilder(library, NumberPolicy.standard());
				StripStudy study = studies.studies().stream().filter(st -> st.name().equalsIgnoreCase(name))
						.findFirst().orElseThrow(() -> new UsageException("--study: the library holds no strip-size study '"
								+ a.value("study") + "'; studies: " + some(studies.studies().stream().map(StripStudy::name).toList())));
				runs = study.runs();
				StudyData built = studies.build(study, studySpec(a, study, runs), drawsCharts);
				data = built.comparison();
				figures = built.figures();
			} else {
				data = new ComparisonBuilder(library, NumberPolicy.standard()).build(spec(a, library, runs, console), drawsCharts);
			}
		} catch (IllegalArgumentException e) {
			throw new UsageException(e.getMessage());
		}
		ReviewTable table = data.table();
		for (LibraryProblem p : library.problems()) {
			console.err().println("drivebench report: skipped " + p);
		}
		if (table.rows().isEmpty()) {
			console.err().println("drivebench report: the table is empty: " + (runs.isEmpty() ? "the library "
					+ library.folder() + " holds no runs" : "no completed result matches the chosen drives and tests"));
		}
		// a comparison's charts test by test (bar charts and overlays), a study's figures then its overlays
		List<ReportExport.ExportSection> sections = !drawsCharts ? List.of()
				: a.value("study") != null ? ReportExport.studySections(data, figures)
						: ReportExport.sections(data, NumberPolicy.standard(), DisplaySettings.DEFAULT);
		int chartCount = ReportExport.chartCount(sections);
		String text = format == ExportFormat.HTML
				? ReportExport.reviewPage(data, sections, NumberPolicy.standard(), charts.embedded(), charts.width(), charts.height())
				: format.exporter(NumberPolicy.standard()).export(table);
		if (output == null) {
			Writer out = new OutputStreamWriter(console.out(), StandardCharsets.UTF_8);
			out.write(text);
			out.flush();
		} else {
			write(output, text);
			console.err().println("Wrote " + table.rows().size() + " rows x " + table.drives().size()
					+ (a.value("study") != null ? " strip sizes" : " drives")
					+ (format == ExportFormat.HTML ? " and " + chartCount + " charts" : "") + " to " + output);
		}
		Path chartFolder = charts.folder();
		if (chartFolder != null) {
			List<Path> files = new ArrayList<>();
			for (ImageFormat f : charts.formats()) {
				files.addAll(ReportExport.writeCharts(sections, table.provenance(), f, charts.width(), charts.height(), chartFolder));
			}
			console.err().println("Wrote " + chartCount + " charts (" + files.size() + " files) to " + chartFolder);
		}
		return ExitCode.OK;
	}

	/**
	 * The report of a strip-size study: a column per strip size; the options apply as to any report,
	 * drives aside (the study's columns are its strips) and a baseline named by its strip size.
	 */
	private static ComparisonReport studySpec(Arguments a, StripStudy study, List<Run> runs) throws UsageException {
		for (String option : List.of("report", "drives")) {
			if (a.value(option) != null) {
				throw new UsageException("--" + option + " does not go with --study: a study's columns are its strip sizes");
			}
		}
		ComparisonReport report = StudyReports.report(study);
		options(a, report, runs);
		if (a.value("baseline") != null) {
			long strip;
			try {
				strip = Sizes.parse(a.require("baseline"));
			} catch (IllegalArgumentException e) {
				throw new UsageException("--baseline: name a strip size of the study (" + strips(study) + "), not '"
						+ a.value("baseline") + "'");
			}
			if (study.points().stream().noneMatch(p -> p.stripSizeBytes() == strip)) {
				throw new UsageException("--baseline: the study has no " + Sizes.format(strip) + " strip; its strips: " + strips(study));
			}
			report.setBaselineDriveKey(StudyReports.stripKey((int) strip));
		}
		return report;
	}

	private static String strips(StripStudy study) {
		return String.join(", ", study.points().stream().map(p -> Sizes.format(p.stripSizeBytes())).toList());
	}

	/**
	 * What {@code --charts}, {@code --chart-format}, {@code --chart-size} and {@code --images} ask for.
	 *
	 * @param folder   where to write every chart, or null
	 * @param formats  the image formats written there
	 * @param embedded how the HTML page embeds its charts
	 */
	record ChartOptions(@Nullable Path folder, List<ImageFormat> formats, ImageFormat embedded, int width, int height) {
		static ChartOptions of(Arguments a) throws UsageException {
			List<ImageFormat> formats = switch (a.value("chart-format") == null ? "both" : a.require("chart-format").toLowerCase(Locale.ROOT)) {
			case "svg" -> List.of(ImageFormat.SVG);
			case "png" -> List.of(ImageFormat.PNG);
			case "both" -> List.of(ImageFormat.SVG, ImageFormat.PNG);
			default -> throw new UsageException("--chart-format must be svg, png or both, got '" + a.value("chart-format") + "'");
			};
			ImageFormat embedded = switch (a.value("images") == null ? "svg" : a.require("images").toLowerCase(Locale.ROOT)) {
			case "svg" -> ImageFormat.SVG;
			case "png" -> ImageFormat.PNG;
			default -> throw new UsageException("--images must be svg or png, got '" + a.value("images") + "'");
			};
			int width = 900;
			int height = 500;
			if (a.value("chart-size") != null) {
				Matcher size = Pattern.compile("(\\d{1,5})\\s*[xX]\\s*(\\d{1,5})").matcher(a.require("chart-size").strip());
				if (!size.matches()) {
					throw new UsageException("--chart-size is written <width>x<height> in pixels, e.g. 900x500, not '"
							+ a.value("chart-size") + "'");
				}
				width = Integer.parseInt(size.group(1));
				height = Integer.parseInt(size.group(2));
				try {
					ChartImages.checkSize(width, height);
				} catch (IllegalArgumentException e) {
					throw new UsageException("--chart-size: " + e.getMessage());
				}
			}
			Path folder = null;
			if (a.value("charts") != null) {
				folder = Path.of(a.value("charts")).toAbsolutePath(); // judged with --output, by the output rule
			} else if (a.value("chart-format") != null) {
				throw new UsageException("--chart-format applies to --charts <folder>, which is missing");
			}
			return new ChartOptions(folder, formats, embedded, width, height);
		}
	}

	/**
	 * The report asked for: the saved one (a copy: its runs as it was saved, newer runs of its drives said
	 * and taken in with {@code --update}) or a new one, with the options applied.
	 */
	private static ComparisonReport spec(Arguments a, ResultLibrary library, List<Run> runs, Console console) throws UsageException {
		ComparisonReport report;
		if (a.value("report") != null) {
			report = library.report(a.require("report")).map(EcoreUtil::copy).orElseThrow(() -> new UsageException(
					"the library holds no report '" + a.value("report") + "'; reports: "
							+ some(library.reports().stream().map(ComparisonReport::getId).toList())));
			ReportPins.migrate(report, runs, new Date()).ifPresent(note -> console.err().println("drivebench report: " + note));
			List<Run> newer = ReportPins.newer(report, runs);
			if (!newer.isEmpty() && a.has("update")) {
				ReportPins.update(report, runs, new Date());
				console.err().println("drivebench report: included " + ReportPins.describe(newer)
						+ "; the saved comparison is unchanged (update it in the workbench to keep them)");
			} else if (!newer.isEmpty()) {
				console.err().println("drivebench report: the comparison '" + ReportDrafts.title(report) + "' is shown as it was saved; "
						+ ReportPins.describe(newer) + (newer.size() == 1 ? " is" : " are") + " not in it: add --update to include them");
			}
		} else if (a.has("update")) {
			throw new UsageException("--update applies to a saved comparison (--report <id>): a new one takes every run");
		} else {
			report = DriveBenchFactory.eINSTANCE.createComparisonReport();
		}
		List<Drive> drives = library.drives();
		Map<String, String> names = DriveLabels.ofRuns(library.runs()); // as comparisons name them
		if (a.value("drives") != null) {
			List<DriveSelection> before = List.copyOf(report.getDrives());
			boolean pinned = ReportPins.isPinned(report);
			report.getDrives().clear();
			for (String name : Arguments.list(a.require("drives"))) {
				String key = driveKey(name, drives, names);
				DriveSelection s = before.stream().filter(b -> b.getDriveKey().equals(key)).findFirst()
						.orElseGet(() -> newSelection(key, pinned, runs));
				report.getDrives().add(s);
			}
		}
		options(a, report, runs);
		String baseline = a.value("baseline");
		if (baseline != null) {
			report.setBaselineDriveKey(driveKey(baseline, drives, names));
		}
		return report;
	}

	/** The options every report takes: tests, metrics, relative figures, layout, confidence, title. */
	private static void options(Arguments a, ComparisonReport report, List<Run> runs) throws UsageException {
		if (a.value("tests") != null) {
			Set<String> known = runs.stream().flatMap(r -> r.getResults().stream()).map(r -> TestKey.of(r).text())
					.collect(Collectors.toCollection(java.util.TreeSet::new));
			Set<String> ids = runs.stream().flatMap(r -> r.getResults().stream()).map(TestResult::getTestId)
					.collect(Collectors.toSet());
			report.getTestIds().clear();
			for (String test : Arguments.list(a.require("tests"))) {
				if (!known.contains(test) && !ids.contains(test)) {
					throw new UsageException("--tests: no run holds test '" + test + "'; tests: " + some(known));
				}
				if (known.contains(test)) {
					report.getTestIds().add(test);
				} else {
					// a test id whose results all have case names: every case of it
					known.stream().filter(k -> TestKey.parse(k).testId().equals(test)).forEach(report.getTestIds()::add);
				}
			}
		}
		if (a.value("metrics") != null) {
			Set<String> metricKeys = new java.util.TreeSet<>();
			for (Run run : runs) {
				for (TestResult r : run.getResults()) {
					r.getMetrics().forEach(m -> {
						metricKeys.add(m.getKey());
						metricKeys.add(TestKey.of(r).text() + "/" + m.getKey());
					});
				}
			}
			report.getMetricKeys().clear();
			for (String metric : Arguments.list(a.require("metrics"))) {
				if (!metricKeys.contains(metric)) {
					throw new UsageException("--metrics: no result holds metric '" + metric + "'; metrics: "
							+ some(metricKeys.stream().filter(k -> !k.contains("/")).toList()));
				}
				report.getMetricKeys().add(metric);
			}
		}
		if (a.has("relative")) {
			report.setNormalisation(Normalisation.RELATIVE_TO_BASELINE);
		}
		if (a.has("overall")) {
			report.setOverall(true);
		}
		if (a.value("layout") != null) {
			report.setLayout(switch (a.require("layout").toLowerCase(Locale.ROOT)) {
			case "columns" -> TableLayout.DRIVES_AS_COLUMNS;
			case "rows" -> TableLayout.DRIVES_AS_ROWS;
			default -> throw new UsageException("--layout must be columns or rows, got '" + a.value("layout") + "'");
			});
		}
		if (a.value("confidence") != null) {
			try {
				report.setConfidenceLevel(Double.parseDouble(a.value("confidence")));
			} catch (NumberFormatException e) {
				throw new UsageException("--confidence must be a number between 0 and 1 such as 0.95, got '"
						+ a.value("confidence") + "'");
			}
		}
		if (a.value("title") != null) {
			report.setTitle(a.value("title"));
		}
	}

	/**
	 * The key of the drive called {@code name}: by key, by the name that tells it from every other drive
	 * ({@code names}, key to name), or by its label when no other drive has it (ignoring case).
	 */
	/** A drive new to the report; one new to a pinned report comes with all its runs. */
	private static DriveSelection newSelection(String key, boolean pinned, List<Run> runs) {
		DriveSelection s = DriveBenchFactory.eINSTANCE.createDriveSelection();
		s.setDriveKey(key);
		if (pinned) {
			for (Run r : runs) {
				if (Drives.keyOf(r).equals(key)) {
					s.getRunIds().add(r.getId());
				}
			}
		}
		return s;
	}

	private static String driveKey(String name, List<Drive> drives, Map<String, String> names) throws UsageException {
		for (Drive d : drives) {
			if (Drives.keyOf(d).equals(name)) {
				return Drives.keyOf(d);
			}
		}
		for (Map.Entry<String, String> e : names.entrySet()) {
			if (e.getValue().equalsIgnoreCase(name.strip())) {
				return e.getKey();
			}
		}
		List<Drive> byLabel = drives.stream().filter(d -> Drives.label(d).equalsIgnoreCase(name)).toList();
		if (byLabel.size() == 1) {
			return Drives.keyOf(byLabel.get(0));
		}
		if (byLabel.size() > 1) {
			throw new UsageException("more than one drive is called '" + name + "'; name one as comparisons do ("
					+ byLabel.stream().map(d -> names.getOrDefault(Drives.keyOf(d), Drives.keyOf(d)))
							.collect(Collectors.joining("; ")) + ") or by its key: "
					+ byLabel.stream().map(Drives::keyOf).collect(Collectors.joining(", ")));
		}
		// the first words of a name, as a reviewer types a simulated drive ("hdd-7200" for "hdd-7200 2 TB (sim)"),
		// when they name one drive only;
		// or as its run's target was named, sim:hdd-7200
		boolean simulated = name.strip().startsWith("sim:");
		String start = name.strip().substring(simulated ? 4 : 0).toLowerCase(java.util.Locale.ROOT) + " ";
		List<Drive> byStart = start.isBlank() ? List.of()
				: drives.stream().filter(d -> (!simulated || d.isSimulated())
						&& Drives.label(d).toLowerCase(java.util.Locale.ROOT).startsWith(start)).toList();
		if (byStart.size() == 1) {
			return Drives.keyOf(byStart.get(0));
		}
		if (byStart.size() > 1) {
			throw new UsageException("more than one drive's name starts with '" + name.strip() + "': "
					+ byStart.stream().map(Drives::label).collect(Collectors.joining("; ")) + "; name one whole");
		}
		throw new UsageException("the library holds no drive '" + name + "'; drives: "
				+ some(drives.stream().map(d -> names.getOrDefault(Drives.keyOf(d), Drives.label(d)) + " (" + Drives.keyOf(d) + ")")
						.toList()));
	}

	private static String some(java.util.Collection<String> names) {
		if (names.isEmpty()) {
			return "none";
		}
		List<String> list = new ArrayList<>(new LinkedHashSet<>(names));
		String shown = String.join(", ", list.subList(0, Math.min(LISTED, list.size())));
		return list.size() > LISTED ? shown + ", ... (" + list.size() + " in all)" : shown;
	}

	/** Writes the export, naming the file and the reason when it cannot be written. */
	private static void write(Path output, String text) throws IOException {
		try {
			AtomicFiles.writeString(output, text); // a reader never sees half a file; the output rule holds
		} catch (OutputRefusedException e) {
			throw e;
		} catch (IOException e) {
			String reason = e instanceof java.nio.file.FileSystemException f && f.getReason() != null ? f.getReason()
					: e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
			throw new IOException("cannot write the export to " + output + ": " + reason, e);
		}
	}
}
