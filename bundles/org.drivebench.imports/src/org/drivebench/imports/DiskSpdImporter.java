package org.drivebench.imports;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

import org.drivebench.core.api.StandardParameters;
import org.drivebench.core.suite.WorkloadMatcher;
import org.drivebench.core.suite.WorkloadMatcher.Workload;
import org.drivebench.core.units.Units;
import org.drivebench.imports.DiskSpdReport.Direction;
import org.drivebench.imports.DiskSpdReport.Target;
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
 * A DiskSpd result (text or XML) as a run of a drive: each target of each timespan one result. A
 * target whose workload is a DriveBench test's ({@link WorkloadMatcher}: only reads or only writes,
 * random or sequential, the block size, I/Os in flight per thread ({@code -o}), threads ({@code -t}),
 * the file from offset 0, the OS cache bypassed and nothing else set) becomes a result of that test;
 * any other is a result of test {@code diskspd} named like CrystalDiskMark names its tests. Rates are
 * bytes and I/Os over DiskSpd's measured time (MB/s of 10^6 bytes; DiskSpd prints MiB/s), latency in
 * ms as DiskSpd measures it; the command line (text) or the profile (XML) stays in each result's first
 * message and in the run's notes.
 */
public final class DiskSpdImporter {
	/** Test id of a DiskSpd workload no DriveBench test equals. */
	public static final String TEST_ID = "diskspd";
	private static final DriveBenchFactory F = DriveBenchFactory.eINSTANCE;
	private final WorkloadMatcher matcher;

	public DiskSpdImporter(WorkloadMatcher matcher) {
		this.matcher = matcher;
	}

	/**
	 * @param text   the file's text (kept whole for the run's id)
	 * @param source the file's name, for messages and {@link Run#getImportedFrom()}
	 */
	public Run read(DiskSpdReport report, String text, String source, Drive drive, @Nullable TestBench bench) {
		Run run = F.createRun();
		run.setId(ImportedResults.runId(TEST_ID, text, drive));
		run.setSoftwareName("DiskSpd");
		run.setSoftwareVersion(report.version());
		run.setEngineVersion(("DiskSpd " + report.version()).strip());
		run.setImportedFrom(source);
		run.setDrive(drive);
		if (bench != null) {
			run.setBench(bench);
		}
		if (report.startTime() != null) {
			run.setStartedAt(report.startTime());
			run.setFinishedAt(report.startTime());
		}
		TargetInfo target = F.createTargetInfo();
		target.setKind(TargetKind.IMPORTED);
		target.setPath(String.join(", ", report.targets().stream().map(Target::path).distinct().toList()));
		target.setSizeBytes(Math.max(0, report.targets().get(0).fileSize()));
		run.setTarget(target);
		run.setNotes("DiskSpd" + (report.version().isEmpty() ? "" : " " + report.version()) + " (" + report.format() + " output"
				+ (report.computerName().isEmpty() ? "" : ", computer " + report.computerName()) + "); "
				+ (report.format().equals("text") ? "command line: " : "profile: ") + report.commandLine());
		for (Target t : report.targets()) {
			run.getResults().add(result(report, t));
		}
		return run;
	}

	/** The DriveBench workload of {@code t}, or empty when it is not one (mixed, rounded sizes, other settings). */
	static Optional<Workload> workload(Target t) {
		if (!t.differences().isEmpty() || t.blockSize() <= 0 || t.region() <= 0 || (t.writePercent() != 0 && t.writePercent() != 100)
				|| (t.randomPercent() != 0 && t.randomPercent() != 100)) {
			return Optional.empty();
		}
		return Optional.of(new Workload(t.writePercent() == 0 ? StandardParameters.READ : StandardParameters.WRITE, t.randomPercent() == 100,
				t.blockSize(), t.outstanding(), t.threads(), t.region()));
	}

	private TestResult result(DiskSpdReport report, Target t) {
		Optional<TestResult> matched = workload(t).flatMap(matcher::newResult);
		TestResult r = matched.orElseGet(() -> ownTest(report, t));
		String tool = ("DiskSpd " + report.version()).strip();
		StringBuilder text = new StringBuilder("Measured by " + tool + " (" + report.format() + " output, line " + t.line() + ": target '"
				+ t.path() + "' of timespan " + t.timespan() + ", " + t.outstanding() + " I/Os in flight per thread x " + t.threads()
				+ " threads = " + (long) t.outstanding() * t.threads() + ", " + t.seconds() + " s measured)");
		if (matched.isPresent()) {
			text.append(", the workload of DriveBench's test '").append(r.getCaseName()).append("' (run time aside)");
		} else if (!t.differences().isEmpty()) {
			text.append("; no DriveBench test's workload: ").append(String.join("; ", t.differences()));
		}
		text.append("; ").append(report.format().equals("text") ? "command line: " : "profile: ").append(report.commandLine());
		ImportedResults.message(r, text.toString());
		r.setEngineBackend(TEST_ID);
		r.setStatus(ResultStatus.COMPLETED);
		if (report.startTime() != null) {
			r.setStartedAt(report.startTime());
			r.setFinishedAt(report.startTime());
		}
		if (t.writePercent() < 100) {
			figures(r, "read", "Read", t.read(), t.seconds());
		}
		if (t.writePercent() > 0) {
			figures(r, "write", "Write", t.write(), t.seconds());
		}
		return r;
	}

	private static void figures(TestResult r, String key, String label, Direction d, double seconds) {
		ImportedResults.metric(r, key + ".mbps", label, d.bytes() / seconds / 1e6, Units.MB_PER_S.symbol(), BetterDirection.HIGHER);
		ImportedResults.metric(r, key + ".iops", label, d.ios() / seconds, Units.IOPS.symbol(), BetterDirection.HIGHER);
		String ms = Units.MILLISECONDS.symbol();
		if (!Double.isNaN(d.meanMs())) {
			ImportedResults.metric(r, key + ".latency.mean", label + " mean latency", d.meanMs(), ms, BetterDirection.LOWER);
		}
		if (!Double.isNaN(d.stdDevMs())) {
			ImportedResults.metric(r, key + ".latency.stddev", label + " latency standard deviation", d.stdDevMs(), ms, BetterDirection.LOWER);
		}
		for (Map.Entry<Double, String> p : new TreeMap<>(DiskSpdReport.PERCENTILES).entrySet()) {
			Double value = d.percentiles().get(p.getKey());
			if (value != null) {
				String name = p.getKey() == 0 ? "minimum" : p.getKey() == 100 ? "maximum" : percentName(p.getKey()) + " percentile";
				ImportedResults.metric(r, key + ".latency." + p.getValue(), label + " " + name + " latency", value, ms, BetterDirection.LOWER);
			}
		}
	}

	private static String percentName(double p) {
		String n = p == Math.rint(p) ? Long.toString((long) p) : Double.toString(p);
		return n + (n.endsWith("1") ? "st" : n.endsWith("2") ? "nd" : n.endsWith("3") ? "rd" : "th");
	}

	/** A target no DriveBench test equals: test {@code diskspd}, its settings as parameters. */
	private static TestResult ownTest(DiskSpdReport report, Target t) {
		TestResult r = F.createTestResult();
		r.setTestId(TEST_ID);
		r.setTestVersion(report.version().isEmpty() ? "text" : report.version());
		r.setTestName("DiskSpd " + t.shortName());
		r.setCaseName(t.shortName());
		r.setCategory("DiskSpd");
		Map<String, String[]> parameters = new LinkedHashMap<>();
		parameters.put(StandardParameters.DIRECTION, new String[] { t.writePercent() == 0 ? "read" : t.writePercent() == 100 ? "write" : "mix",
				"" });
		parameters.put("writePercent", new String[] { Integer.toString(t.writePercent()), "%" });
		parameters.put("randomPercent", new String[] { Integer.toString(t.randomPercent()), "%" });
		parameters.put(StandardParameters.BLOCK_SIZE, new String[] { t.blockSize() < 0 ? "rounded" : Long.toString(t.blockSize()), "B" });
		parameters.put(StandardParameters.QUEUE_DEPTH, new String[] { Integer.toString(t.outstanding()), "" });
		parameters.put(StandardParameters.THREADS, new String[] { Integer.toString(t.threads()), "" });
		parameters.put(StandardParameters.REGION_LENGTH, new String[] { t.region() < 0 ? "unknown" : Long.toString(t.region()), "B" });
		parameters.put("target", new String[] { t.path(), "" });
		parameters.put("settings", new String[] { String.join("; ", t.settings()), "" });
		ImportedResults.parameters(r, parameters);
		return r;
	}
}
