package org.drivebench.imports;

import java.text.ParseException;
import java.text.SimpleDateFormat;
import java.util.ArrayList;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import org.drivebench.core.api.StandardParameters;
import org.drivebench.core.suite.WorkloadMatcher;
import org.drivebench.core.suite.WorkloadMatcher.Workload;
import org.drivebench.core.units.Units;
import org.drivebench.imports.DiskMarkText.Figure;
import org.drivebench.imports.DiskMarkText.Report;
import org.drivebench.model.BetterDirection;
import org.drivebench.model.Drive;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Run;
import org.drivebench.model.TargetInfo;
import org.drivebench.model.TargetKind;
import org.drivebench.model.TestBench;
import org.drivebench.model.TestResult;
import org.eclipse.jdt.annotation.Nullable;

/**
 * A CrystalDiskMark or KDiskMark text export as a run of a drive: each figure a result of the
 * DriveBench test with its workload ({@link WorkloadMatcher}: SEQ1M Q8T1 read over the test size is
 * the quick suite's "SEQ1M Q8T1 read"), else a result of test {@code crystaldiskmark} or {@code
 * kdiskmark} named like the tool names it. The figures keep the tool's units' meaning (MB/s of 10^6
 * bytes, IOPS, mean latency, in ms like DriveBench's); the profile, test size, loops, mode, time,
 * date, OS and comment stay in the run's notes and each result's first message.
 */
public final class DiskMarkImporter {
	private static final DriveBenchFactory F = DriveBenchFactory.eINSTANCE;
	private final WorkloadMatcher matcher;

	public DiskMarkImporter(WorkloadMatcher matcher) {
		this.matcher = matcher;
	}

	/** The drive the file names in its comment, or empty (CrystalDiskMark's comment is where reviewers name it). */
	public static Optional<String> driveNamed(Report report) {
		String comment = report.footer("Comment");
		return comment == null || comment.isBlank() ? Optional.empty() : Optional.of(comment.strip());
	}

	/**
	 * @param text   the file's text (kept whole for the run's id)
	 * @param source the file's name, for messages and {@link Run#getImportedFrom()}
	 */
	public Run read(Report report, String text, String source, Drive drive, @Nullable TestBench bench) throws ImportFormatException {
		Run run = F.createRun();
		run.setId(ImportedResults.runId(report.tool().testId, text, drive));
		run.setSoftwareName(report.tool().label);
		run.setSoftwareVersion(report.version());
		run.setEngineVersion(report.fioVersion().isEmpty() ? report.tool().label + " " + report.version() : report.fioVersion());
		run.setImportedFrom(source);
		run.setDrive(drive);
		if (bench != null) {
			run.setBench(bench);
		}
		Date date = date(report, source);
		run.setStartedAt(date);
		run.setFinishedAt(date);
		TargetInfo target = F.createTargetInfo();
		target.setKind(TargetKind.IMPORTED);
		target.setPath(Optional.ofNullable(report.footer("Test")).orElse(""));
		target.setSizeBytes(report.testBytes());
		run.setTarget(target);
		String settings = settings(report);
		run.setNotes(report.tool().label + " " + report.version() + (report.fioVersion().isEmpty() ? "" : " with " + report.fioVersion())
				+ "; " + settings);
		List<String> notRun = new ArrayList<>();
		for (Figure f : report.figures()) {
			if (f.mbps() == 0) {
				notRun.add(f.shortName() + " " + f.section() + " (line " + f.line() + ")");
				continue; // the tools print 0.000 for a test that was not run
			}
			run.getResults().add(result(report, f, settings, date));
		}
		if (run.getResults().isEmpty()) {
			throw new ImportFormatException(source + " holds no measured figure: every figure is 0.000 MB/s (not run)");
		}
		if (!notRun.isEmpty()) {
			run.setNotes(run.getNotes() + "; figures of 0.000 MB/s (not run) left out: " + String.join(", ", notRun));
		}
		return run;
	}

	private TestResult result(Report report, Figure f, String settings, @Nullable Date date) {
		String direction = f.section();
		Optional<TestResult> matched = direction.equals("mix") || report.testBytes() == 0 ? Optional.empty()
				: matcher.newResult(new Workload(direction.equals("read") ? StandardParameters.READ : StandardParameters.WRITE,
						f.random(), f.blockSize(), f.queues(), f.threads(), report.testBytes()));
		TestResult r = matched.orElseGet(() -> ownTest(report, f));
		String tool = report.tool().label + " " + report.version();
		ImportedResults.message(r, "Measured by " + tool + " (line " + f.line() + ": " + f.text() + ")"
				+ (matched.isPresent() ? ", the workload of DriveBench's test '" + r.getCaseName() + "' (run time aside)" : "")
				+ "; " + settings);
		r.setEngineBackend(report.fioVersion().isEmpty() ? report.tool().testId : report.tool().testId + "/" + report.fioVersion());
		r.setStatus(ResultStatus.COMPLETED);
		r.setStartedAt(date);
		r.setFinishedAt(date);
		String label = Character.toUpperCase(direction.charAt(0)) + direction.substring(1);
		ImportedResults.metric(r, direction + ".mbps", label, f.mbps(), Units.MB_PER_S.symbol(), BetterDirection.HIGHER);
		if (!Double.isNaN(f.iops())) {
			ImportedResults.metric(r, direction + ".iops", label, f.iops(), Units.IOPS.symbol(), BetterDirection.HIGHER);
		}
		if (!Double.isNaN(f.latencyUs())) {
			ImportedResults.metric(r, direction + ".latency.mean", label + " mean latency", f.latencyUs() / 1000, Units.MILLISECONDS.symbol(),
					BetterDirection.LOWER);
		}
		return r;
	}

	/** A figure no DriveBench test equals: a test of the tool's own, named as the tool names it. */
	private static TestResult ownTest(Report report, Figure f) {
		TestResult r = F.createTestResult();
		r.setTestId(report.tool().testId);
		r.setTestVersion(report.version());
		String name = f.shortName() + " " + f.section() + (f.section().equals("mix") && !report.mix().isEmpty() ? " " + report.mix() : "");
		r.setTestName(report.tool().label + " " + name);
		r.setCaseName(name);
		r.setCategory(report.tool().label);
		Map<String, String[]> parameters = new LinkedHashMap<>();
		parameters.put(StandardParameters.DIRECTION, new String[] { f.section(), "" });
		parameters.put("sequentialOrRandom", new String[] { f.random() ? "random" : "sequential", "" });
		parameters.put(StandardParameters.BLOCK_SIZE, new String[] { Long.toString(f.blockSize()), "B" });
		parameters.put(StandardParameters.QUEUE_DEPTH, new String[] { Integer.toString(f.queues()), "" });
		parameters.put(StandardParameters.THREADS, new String[] { Integer.toString(f.threads()), "" });
		parameters.put(StandardParameters.REGION_LENGTH, new String[] { Long.toString(report.testBytes()), "B" });
		parameters.put("loops", new String[] { Integer.toString(report.loops()), "" });
		ImportedResults.parameters(r, parameters);
		return r;
	}

	/** The footer in one line: profile, test size and loops, mode, time, date, OS, comment. */
	private static String settings(Report report) {
		List<String> parts = new ArrayList<>();
		for (String key : List.of("Profile", "Test", "Mode", "Time", "Date", "OS", "Comment")) {
			String value = report.footer(key);
			if (value != null && !value.isBlank()) {
				parts.add(key + ": " + value);
			}
		}
		if (!report.mix().isEmpty()) {
			parts.add("Mix: " + report.mix());
		}
		return parts.isEmpty() ? "no settings in the file" : String.join("; ", parts);
	}

	private static @Nullable Date date(Report report, String source) throws ImportFormatException {
		String text = report.footer("Date");
		if (text == null || text.isBlank()) {
			return null;
		}
		for (String pattern : List.of("yyyy/MM/dd HH:mm:ss", "yyyy-MM-dd HH:mm:ss", "yyyy/MM/dd H:mm:ss")) {
			SimpleDateFormat format = new SimpleDateFormat(pattern, Locale.ROOT);
			format.setLenient(false);
			try {
				return format.parse(text.strip());
			} catch (ParseException e) {
				// the next pattern
			}
		}
		throw new ImportFormatException(source + ": its Date line '" + text + "' is no date like 2022/07/24 14:51:14");
	}
}
