package org.drivebench.core.testing;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.ParameterSpec;
import org.drivebench.core.api.ParameterType;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.runner.PlannedTest;
import org.drivebench.core.runner.RunListener;
import org.drivebench.core.runner.RunOptions;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.core.runner.SuiteRunner;
import org.drivebench.engine.Backend;
import org.drivebench.engine.IoEngine;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.Target;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.engine.record.MeasurementAssembler;
import org.drivebench.engine.record.WorkerRecorder;
import org.drivebench.engine.workload.IoSequence;
import org.drivebench.model.LatencyHistogram;
import org.drivebench.model.Metric;
import org.drivebench.model.Series;
import org.drivebench.model.TestResult;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Keeps a test's version honest: a fingerprint of what the test measures with its defaults (its
 * parameters with their defaults and ranges, every workload it hands the engine, in order and with
 * every field, and the keys and units of what it reports), checked against a table the test bundle
 * commits ({@code id version fingerprint} per line). When the method changes but the version does
 * not, the check fails and says to bump the version: reports show results of different versions
 * apart ({@code ReportBuilder}), so a silent change would average unlike figures.
 *
 * <p>The workloads are taken on a fixed stand-in target (2 TB, 512-byte logical and 4 KiB physical
 * sectors, rotational) through a stand-in engine that answers every workload with a handful of
 * 100 µs I/Os: the fingerprint depends on the test alone, not on the engine or a simulated drive's
 * model.
 */
public final class TestMethodFingerprints {
	/** What a real version looks like: numbers separated by dots, "1.0", "2.1.3". */
	public static final Pattern VERSION = Pattern.compile("\\d+(\\.\\d+){1,2}");
	private static final long SERVICE_NANOS = 100_000;
	private static final int IOS_PER_WORKER = 64;
	/** Runs get a new seed each, which reaches every workload: the fingerprint's run has a fixed one. */
	private static final long FIXED_SEED = 1;

	private TestMethodFingerprints() {
	}

	/** The fingerprint of {@code test}'s method (16 hex digits of a SHA-256). */
	public static String of(DriveTest test) {
		return digest(description(test));
	}

	/** Everything the fingerprint covers, one item per line, for a reader comparing two versions. */
	public static List<String> description(DriveTest test) {
		List<String> lines = new ArrayList<>();
		lines.add("test " + test.descriptor().id());
		for (ParameterSpec p : test.parameters()) {
			// a folder is text to the test: its kind only says how the front ends ask for it
			ParameterType type = p.type() == ParameterType.FOLDER ? ParameterType.TEXT : p.type();
			lines.add("parameter " + p.key() + " " + type + " default=" + p.defaultText() + " unit=" + p.unit()
					+ " min=" + p.min() + " max=" + p.max() + " choices=" + p.choices());
		}
		RecordingEngine engine = new RecordingEngine();
		PlannedTest planned = new PlannedTest(test, ParameterValues.resolve(test.descriptor().id(), test.parameters(), Map.of()),
				test.descriptor().name());
		TestResult result = new SuiteRunner(engine, "fingerprint").run(
				new RunPlan(test.descriptor().id(), List.of(planned)).with(RunOptions.DEFAULT.withSeed(FIXED_SEED)),
				FakeTarget.standIn(), RunListener.NONE, run -> {
				}).getResults().get(0);
		lines.addAll(engine.workloads);
		lines.add("status " + result.getStatus());
		for (Metric m : result.getMetrics()) {
			lines.add("metric " + m.getKey() + " " + m.getUnit() + " " + m.getDirection());
		}
		for (Series s : result.getSeries()) {
			lines.add("series " + s.getKey() + " " + s.getKind() + " " + s.getXUnit() + " " + s.getYUnit());
		}
		for (LatencyHistogram h : result.getHistograms()) {
			lines.add("histogram " + h.getKey() + " " + h.getSpan());
		}
		return lines;
	}

	/**
	 * Checks {@code tests} against the table in {@code table}.
	 *
	 * @return what is wrong, one message per problem, each saying what to do; empty when every test's
	 *         version is real and its fingerprint is the one recorded for that version
	 */
	public static List<String> check(Collection<DriveTest> tests, Path table) throws IOException {
		Map<String, String[]> recorded = new LinkedHashMap<>();
		for (String line : Files.readAllLines(table, StandardCharsets.UTF_8)) {
			String l = line.strip();
			if (!l.isEmpty() && !l.startsWith("#")) {
				String[] f = l.split("\\s+");
				recorded.put(f[0], f);
			}
		}
		List<String> problems = new ArrayList<>();
		for (DriveTest test : tests) {
			String version = test.descriptor().version();
			String now = of(test);
			String line = test.descriptor().id() + " " + version + " " + now;
			if (!VERSION.matcher(version).matches()) {
				problems.add(test.descriptor().id() + " declares version '" + version + "': give a real one, like 1.0");
				continue;
			}
			String[] was = recorded.remove(test.descriptor().id());
			if (was == null || was.length < 3) {
				problems.add(test.descriptor().id() + " is not in " + table + ": add the line '" + line + "'");
			} else if (!was[1].equals(version)) {
				problems.add(test.descriptor().id() + " is version " + version + " but " + table + " records version " + was[1]
						+ ": replace its line with '" + line + "' (and say what changed in docs/tests.md)");
			} else if (!was[2].equals(now)) {
				problems.add(test.descriptor().id() + " measures differently from what version " + version + " recorded (fingerprint "
						+ now + ", recorded " + was[2] + "): bump its descriptor's version, say what changed in docs/tests.md, and "
						+ "replace its line in " + table + " with the new version's");
			}
		}
		for (String id : recorded.keySet()) {
			problems.add(table + " lists " + id + ", which is not one of the tests checked: remove the line");
		}
		return problems;
	}

	private static String digest(List<String> lines) {
		try {
			MessageDigest sha = MessageDigest.getInstance("SHA-256");
			for (String line : lines) {
				sha.update(line.getBytes(StandardCharsets.UTF_8));
				sha.update((byte) '\n');
			}
			return HexFormat.of().formatHex(sha.digest(), 0, 8);
		} catch (NoSuchAlgorithmException e) {
			throw new IllegalStateException("SHA-256 is missing from this Java runtime", e);
		}
	}

	/** Every field of a workload, so any change to it changes the fingerprint. */
	static String describe(WorkloadSpec s) {
		// a trace's I/Os are what a model of the test made (a file copy's): any change to them changes the method
		org.drivebench.engine.IoTrace ios = s.trace();
		String trace = ios == null ? "" : " trace=" + traceDigest(ios);
		return "workload sizes=" + s.sizes() + " align=" + s.alignment() + " read=" + s.readPercent() + " random="
				+ s.randomPercent() + " region=" + s.regionOffset() + "+" + s.regionLength() + " split=" + s.regionSplit()
				+ " workerRegions=" + s.workerRegions() + " qd=" + s.queueDepth() + " workers=" + s.workers() + " duration="
				+ s.duration() + " amount=" + s.amountBytes() + " ios=" + s.ioLimit() + " ramp=" + s.rampTime() + " data="
				+ s.dataPattern() + "/" + s.compressiblePercent() + " bursts=" + s.burstTime() + "/" + s.restTime()
				+ " rate=" + s.rateLimitIops() + " interval=" + s.interval() + " buckets=" + s.positionBuckets()
				+ " scatter=" + s.scatterSamples() + " verify=" + s.verify() + " seed=" + s.seed() + " backend="
				+ s.backend() + trace;
	}

	/** Every entry of a trace, in order, as a digest. */
	private static String traceDigest(org.drivebench.engine.IoTrace trace) {
		StringBuilder entries = new StringBuilder(trace.size() * 16);
		for (int i = 0; i < trace.size(); i++) {
			entries.append(trace.flush(i) ? 'F' : trace.write(i) ? 'W' : 'R').append(trace.offset(i)).append('+')
					.append(trace.length(i)).append(';');
		}
		return trace.size() + " entries " + digest(List.of(entries.toString()));
	}

	/** Remembers each workload and answers it with a few I/Os of 100 µs each. */
	private static final class RecordingEngine implements IoEngine {
		final List<String> workloads = new ArrayList<>();

		@Override
		public Measurement run(Target target, WorkloadSpec spec, org.drivebench.engine.@Nullable RunObserver observer) {
			spec.validateFor(target);
			workloads.add(describe(spec));
			List<WorkerRecorder> recorders = new ArrayList<>();
			long elapsed = 0;
			for (int w = 0; w < spec.workers(); w++) {
				WorkloadSpec.Region region = spec.regionOf(w, target.sizeBytes());
				WorkerRecorder r = new WorkerRecorder(w, region.offset(), region.length(), 0, spec.interval().toNanos(), 4,
						spec.regionOffset(), spec.regionLength(target.sizeBytes()), spec.positionBuckets(),
						spec.scatterSamples(), spec.seed());
				IoSequence sequence = new IoSequence(spec, w, region.offset(), region.length());
				long t = 0;
				int n = spec.ioLimit() > 0 ? (int) Math.min(IOS_PER_WORKER, spec.ioLimit()) : IOS_PER_WORKER;
				for (int i = 0; i < n; i++) {
					sequence.next();
					t += SERVICE_NANOS;
					r.record(t, SERVICE_NANOS, sequence.write(), sequence.size(), sequence.offset());
				}
				recorders.add(r);
				elapsed = Math.max(elapsed, t);
			}
			if (!spec.duration().isZero()) {
				elapsed = spec.duration().toNanos();
			}
			if (observer != null) {
				observer.progress(1);
			}
			return MeasurementAssembler.assemble(recorders, Measurement.Status.COMPLETED, Backend.VIRTUAL_CLOCK, elapsed, 0);
		}

		@Override
		public boolean rest(Target target, java.time.Duration time, org.drivebench.engine.RunObserver observer) {
			workloads.add("rest " + time);
			return true;
		}
	}
}
