package org.drivebench.cli;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

import org.drivebench.core.export.ExportFormat;
import org.drivebench.core.library.Drives;
import org.drivebench.core.library.LibraryProblem;
import org.drivebench.core.library.ResultLibrary;
import org.drivebench.core.report.NumberPolicy;
import org.drivebench.core.report.ReportBuilder;
import org.drivebench.core.report.ReviewTable;
import org.drivebench.core.report.TestKey;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.Drive;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.DriveSelection;
import org.drivebench.model.Normalisation;
import org.drivebench.model.Run;
import org.drivebench.model.TableLayout;
import org.drivebench.model.TestResult;
import org.eclipse.emf.ecore.util.EcoreUtil;

/** {@code drivebench report ... --format md|csv|html|tex|json}: a review table of the library. */
final class ReportCommand implements Command {
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
		return "write a review table of drives x tests x metrics (md, csv, html, tex, json)";
	}

	@Override
	public String usage() {
		return """
				usage: drivebench report --format md|csv|html|tex|json [--library <dir>] [--report <id>]
				                         [--drives a,b,...] [--tests t,...] [--metrics m,...]
				                         [--baseline <drive>] [--relative] [--layout columns|rows]
				                         [--confidence <level>] [--title <text>] [--output <file>]

				Builds the review table of the library's runs: one row per test and metric, one
				column per drive (or the other way round), each figure the mean of the drive's runs
				with its 95 % confidence interval and n, the best value of each row in bold.

				  --format <f>       md (Markdown), csv, html (self-contained page), tex (LaTeX with
				                     booktabs) or json
				  --library <dir>    the library to read (default: the one in use)
				  --report <id>      start from a report saved in the library; options below override it
				  --drives a,b       drives by key or name, in column order (default: all); write \\, for
				                     a comma inside a name
				  --tests t,...      tests by id, or id#case (fio#randread); default: every test
				  --metrics m,...    metric keys, or test/metric; default: every metric
				  --baseline <drive> give every figure also as a percentage of this drive's
				  --relative         show percentages of the baseline instead of the figures
				  --layout <l>       columns (drives as columns, default) or rows
				  --confidence <c>   confidence level of the intervals, default 0.95
				  --title <text>     the table's title
				  --output <file>    write there (UTF-8) instead of to standard output""";
	}

	@Override
	public int run(List<String> args, Console console) throws Exception {
		Arguments a = Arguments.parse(name(), args, Set.of("library", "report", "drives", "tests", "metrics", "baseline",
				"layout", "confidence", "title", "format", "output"), Set.of("relative"));
		if (!a.positionals().isEmpty()) {
			throw new UsageException("report takes options only, got '" + a.positionals().get(0) + "'");
		}
		if (a.value("format") == null) {
			throw new UsageException("choose an output format with --format md|csv|html|tex|json");
		}
		ExportFormat format;
		try {
			format = ExportFormat.byName(a.value("format"));
		} catch (IllegalArgumentException e) {
			throw new UsageException("--format: " + e.getMessage());
		}
		ResultLibrary library = libraries.read(a.value("library"));
		List<Run> runs = library.runs();
		ComparisonReport report = spec(a, library, runs);
		ReviewTable table;
		try {
			table = new ReportBuilder().build(report, runs);
		} catch (IllegalArgumentException e) {
			throw new UsageException(e.getMessage());
		}
		for (LibraryProblem p : library.problems()) {
			console.err().println("drivebench report: skipped " + p);
		}
		if (table.rows().isEmpty()) {
			console.err().println("drivebench report: the table is empty: " + (runs.isEmpty() ? "the library "
					+ library.folder() + " holds no runs" : "no completed result matches the chosen drives and tests"));
		}
		String text = format.exporter(NumberPolicy.standard(), List.of()).export(table);
		if (a.value("output") == null) {
			Writer out = new OutputStreamWriter(console.out(), StandardCharsets.UTF_8);
			out.write(text);
			out.flush();
		} else {
			Path output = Path.of(a.value("output"));
			write(output, text);
			console.err().println("Wrote " + table.rows().size() + " rows x " + table.drives().size() + " drives to " + output);
		}
		return ExitCode.OK;
	}

	/** The report asked for: the saved one (a copy) or a new one, with the options applied. */
	private static ComparisonReport spec(Arguments a, ResultLibrary library, List<Run> runs) throws UsageException {
		ComparisonReport report;
		if (a.value("report") != null) {
			report = library.report(a.value("report")).map(EcoreUtil::copy).orElseThrow(() -> new UsageException(
					"the library holds no report '" + a.value("report") + "'; reports: "
							+ some(library.reports().stream().map(ComparisonReport::getId).toList())));
		} else {
			report = DriveBenchFactory.eINSTANCE.createComparisonReport();
		}
		List<Drive> drives = library.drives();
		if (a.value("drives") != null) {
			report.getDrives().clear();
			for (String name : Arguments.list(a.value("drives"))) {
				DriveSelection s = DriveBenchFactory.eINSTANCE.createDriveSelection();
				s.setDriveKey(driveKey(name, drives));
				report.getDrives().add(s);
			}
		}
		if (a.value("tests") != null) {
			Set<String> known = runs.stream().flatMap(r -> r.getResults().stream()).map(r -> TestKey.of(r).text())
					.collect(Collectors.toCollection(java.util.TreeSet::new));
			Set<String> ids = runs.stream().flatMap(r -> r.getResults().stream()).map(TestResult::getTestId)
					.collect(Collectors.toSet());
			report.getTestIds().clear();
			for (String test : Arguments.list(a.value("tests"))) {
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
			for (String metric : Arguments.list(a.value("metrics"))) {
				if (!metricKeys.contains(metric)) {
					throw new UsageException("--metrics: no result holds metric '" + metric + "'; metrics: "
							+ some(metricKeys.stream().filter(k -> !k.contains("/")).toList()));
				}
				report.getMetricKeys().add(metric);
			}
		}
		if (a.value("baseline") != null) {
			report.setBaselineDriveKey(driveKey(a.value("baseline"), drives));
		}
		if (a.has("relative")) {
			report.setNormalisation(Normalisation.RELATIVE_TO_BASELINE);
		}
		if (a.value("layout") != null) {
			report.setLayout(switch (a.value("layout").toLowerCase(Locale.ROOT)) {
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
		return report;
	}

	/** The key of the drive called {@code name} (by key, or by name ignoring case). */
	private static String driveKey(String name, List<Drive> drives) throws UsageException {
		for (Drive d : drives) {
			if (Drives.keyOf(d).equals(name)) {
				return Drives.keyOf(d);
			}
		}
		List<Drive> byLabel = drives.stream().filter(d -> Drives.label(d).equalsIgnoreCase(name)).toList();
		if (byLabel.size() == 1) {
			return Drives.keyOf(byLabel.get(0));
		}
		if (byLabel.size() > 1) {
			throw new UsageException("more than one drive is called '" + name + "'; use a key: "
					+ byLabel.stream().map(Drives::keyOf).collect(Collectors.joining(", ")));
		}
		throw new UsageException("the library holds no drive '" + name + "'; drives: "
				+ some(drives.stream().map(d -> Drives.label(d) + " (" + Drives.keyOf(d) + ")").toList()));
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
			Path parent = output.toAbsolutePath().getParent();
			if (parent != null) {
				Files.createDirectories(parent);
			}
			Files.writeString(output, text, StandardCharsets.UTF_8);
		} catch (IOException e) {
			String reason = e instanceof java.nio.file.FileSystemException f && f.getReason() != null ? f.getReason()
					: e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
			String what = Files.isDirectory(output) ? " (it is a folder)"
					: output.toAbsolutePath().startsWith("/proc") || output.toAbsolutePath().startsWith("/sys")
							? " (it is a kernel file, not a file to write an export into)" : "";
			throw new IOException("cannot write the export to " + output + what + ": " + reason);
		}
	}
}
