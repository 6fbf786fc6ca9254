package org.drivebench.fio;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Date;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.stream.JsonReader;

import org.drivebench.library.drives.Drives;
import org.drivebench.model.Drive;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.Run;
import org.drivebench.model.TargetInfo;
import org.drivebench.model.TargetKind;
import org.drivebench.model.TestBench;
import org.drivebench.model.TestResult;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Imports fio's {@code --output-format=json} and {@code json+} output as a DriveBench run, so fio
 * measurements stand beside DriveBench's in one report. Each fio job becomes a test result (test id
 * {@value #TEST_ID}, case name = the job name) with its options as parameters with units, its IOPS,
 * bandwidth (MB/s, 10^6 bytes), latency statistics and percentiles, and, from json+, the latency
 * histogram. The clones of a job that ran with numjobs > 1 without group_reporting are combined into
 * one result with a worker per clone.
 *
 * <p>fio does not say which drive it measured: the caller names it. The run's target is {@link
 * TargetKind#IMPORTED}, its software fio and its version; the same file imported again for the same
 * drive gets the same run id, so it replaces the earlier import instead of counting twice.
 */
public final class FioImporter {
	/** Test id of every imported fio job. */
	public static final String TEST_ID = "fio";
	private static final DriveBenchFactory F = DriveBenchFactory.eINSTANCE;

	/** Reads {@code file} (fio's output, possibly with fio's messages before it). */
	public Run read(Path file, Drive drive, @Nullable TestBench bench) throws IOException {
		String text;
		try {
			text = Files.readString(file, StandardCharsets.UTF_8);
		} catch (java.nio.charset.MalformedInputException e) {
			throw new FioFormatException(file + " is not fio JSON output: it is not UTF-8 text");
		}
		return read(text, file.toAbsolutePath().toString(), drive, bench);
	}

	/**
	 * Reads fio output held in {@code text}.
	 *
	 * @param source where it came from (a file name), for messages and {@link Run#getImportedFrom()}
	 * @param drive  the drive fio measured (its key groups the run with the drive's other runs)
	 * @param bench  the machine fio ran on, or {@code null} when unknown
	 */
	public Run read(String text, String source, Drive drive, @Nullable TestBench bench) throws FioFormatException {
		Objects.requireNonNull(drive, "the drive fio measured must be named");
		JsonObject root = parse(text, source);
		FioValues.checkOutput(root, source);
		String version = root.has("fio version") ? root.get("fio version").getAsString() : "";
		JsonElement jobs = root.get("jobs");
		if (jobs == null || !jobs.isJsonArray()) {
			throw new FioFormatException(source + " is not fio JSON output: it has no \"jobs\" list");
		}
		if (jobs.getAsJsonArray().isEmpty()) {
			throw new FioFormatException(source + " holds no fio job results (its \"jobs\" list is empty)");
		}
		Map<String, String> global = strings(FioLatency.object(root, "global options"));

		Run run = F.createRun();
		run.setId(runId(text, drive));
		run.setSoftwareName("fio");
		run.setSoftwareVersion(version.startsWith("fio-") ? version.substring(4) : version);
		run.setEngineVersion(version);
		run.setImportedFrom(source);
		run.setDrive(drive);
		if (bench != null) {
			run.setBench(bench);
		}
		long finished = root.has("timestamp_ms") ? root.get("timestamp_ms").getAsLong()
				: root.has("timestamp") ? root.get("timestamp").getAsLong() * 1000 : 0;
		long longestSeconds = 0;
		Map<String, List<JsonObject>> groups = new LinkedHashMap<>();
		for (JsonElement e : jobs.getAsJsonArray()) {
			if (!e.isJsonObject()) {
				throw new FioFormatException(source + ": an entry of \"jobs\" is not an object");
			}
			JsonObject job = e.getAsJsonObject();
			String name = job.has("jobname") ? job.get("jobname").getAsString() : "job";
			FioValues.check(job, source + ": fio job " + name); // every figure a value fio can have written
			// clones of one job (numjobs without group_reporting) share name and options
			String groupKey = name + "\u0000" + FioLatency.object(job, "job options");
			groups.computeIfAbsent(groupKey, k -> new ArrayList<>()).add(job);
			longestSeconds = Math.max(longestSeconds, job.has("elapsed") ? job.get("elapsed").getAsLong() : 0);
		}
		if (finished > 0) {
			run.setFinishedAt(new Date(finished));
			run.setStartedAt(new Date(finished - longestSeconds * 1000));
		}
		Map<String, Integer> nameCount = new LinkedHashMap<>();
		List<String> empty = new ArrayList<>();
		for (List<JsonObject> clones : groups.values()) {
			String name = clones.get(0).has("jobname") ? clones.get(0).get("jobname").getAsString() : "job";
			int seen = nameCount.merge(name, 1, Integer::sum);
			String caseName = seen == 1 ? name : name + " (" + seen + ")";
			FioOptions options = new FioOptions(global, strings(FioLatency.object(clones.get(0), "job options")));
			TestResult result = new FioJobResult(version, caseName, options, clones).build();
			if (!movedData(clones)) {
				empty.add(caseName);
				result.setStatus(org.drivebench.model.ResultStatus.FAILED);
				org.drivebench.model.Message m = F.createMessage();
				m.setSeverity(org.drivebench.model.Severity.ERROR);
				m.setText("fio job " + caseName + " read and wrote nothing (0 bytes, 0 I/Os): it has no figures");
				result.getMessages().add(m);
			}
			result.setStartedAt(run.getStartedAt());
			result.setFinishedAt(run.getFinishedAt());
			run.getResults().add(result);
		}
		if (empty.size() == groups.size()) {
			List<String> errors = run.getResults().stream().flatMap(r -> r.getMessages().stream())
					.filter(m -> m.getText().startsWith("fio reported error")).map(org.drivebench.model.Message::getText).toList();
			throw new FioFormatException(source + " holds no measurement: " + (empty.size() == 1 ? "its job " : "its jobs ")
					+ String.join(", ", empty) + " read and wrote nothing (0 bytes, 0 I/Os)"
					+ (errors.isEmpty() ? "; did fio fail before the jobs ran?" : "; " + String.join("; ", errors)));
		}
		run.setTarget(target(new FioOptions(global, Map.of())));
		run.setNotes(diskUtilisation(root));
		return run;
	}

	/** A drive known only by the name the user gave it. */
	public static Drive namedDrive(String name) {
		Drive drive = F.createDrive();
		drive.setKey(Drives.keyForName(name));
		drive.setLabel(name.strip());
		return drive;
	}

	static JsonObject parse(String text, String source) throws FioFormatException {
		// fio writes its messages ("fio: ...", job lines) to the same file before the JSON
		int start = text.startsWith("{") ? 0 : text.indexOf("\n{");
		if (start < 0) {
			throw new FioFormatException(source + " is not fio JSON output: no line starts a JSON object");
		}
		try {
			JsonReader reader = new JsonReader(new StringReader(text.substring(start)));
			JsonElement root = JsonParser.parseReader(reader);
			if (!root.isJsonObject()) {
				throw new FioFormatException(source + " is not fio JSON output: it holds no JSON object");
			}
			return root.getAsJsonObject();
		} catch (JsonParseException | IllegalStateException e) {
			throw new FioFormatException(source + " is not valid fio JSON output: "
					+ where(e, text.substring(start), start == 0 ? 0 : lines(text, start)));
		}
	}

	/**
	 * Where the JSON parser stopped, in words and in the file's own line numbers: "it ends at line 12,
	 * column 1 before the JSON is complete (the file is cut short)"; the parser's class names stay out.
	 */
	private static String where(RuntimeException e, String json, int linesBefore) {
		String text = e.getMessage() == null ? "" : e.getMessage();
		for (Throwable t = e.getCause(); t != null; t = t.getCause()) {
			if (t.getMessage() != null) {
				text = t.getMessage() + " " + text;
			}
		}
		java.util.regex.Matcher at = java.util.regex.Pattern.compile("line (\\d+) column (\\d+)").matcher(text);
		boolean found = at.find();
		int line = found ? Integer.parseInt(at.group(1)) : 0;
		int column = found ? Integer.parseInt(at.group(2)) : 0;
		String place = found ? "line " + (line + linesBefore) + ", column " + column : "";
		// the parser stopped at the very end of the text: the file ends before its JSON does
		String trimmed = json.stripTrailing();
		int lastLine = lines(trimmed, trimmed.length()) + 1;
		int lastColumn = trimmed.length() - trimmed.lastIndexOf('\n');
		boolean cutShort = text.contains("End of input") || text.contains("EOFException")
				|| found && line == lastLine && column >= lastColumn;
		if (cutShort) {
			return "it ends" + (place.isEmpty() ? "" : " at " + place) + " before the JSON is complete (the file is cut short:"
					+ " did fio finish writing it?)";
		}
		return "malformed JSON" + (place.isEmpty() ? "" : " at " + place);
	}

	private static int lines(String text, int end) {
		int n = 0;
		for (int i = 0; i < end; i++) {
			if (text.charAt(i) == '\n') {
				n++;
			}
		}
		return n;
	}

	/** Whether a job read, wrote or trimmed anything (a job that failed to start moved nothing). */
	private static boolean movedData(List<JsonObject> clones) {
		for (JsonObject job : clones) {
			for (String direction : List.of("read", "write", "trim")) {
				JsonObject d = FioLatency.object(job, direction);
				if (d != null && (FioLatency.value(d, "io_bytes").longValue() > 0 || FioLatency.value(d, "total_ios").longValue() > 0)) {
					return true;
				}
			}
		}
		return false;
	}

	private static Map<String, String> strings(@Nullable JsonObject o) {
		Map<String, String> map = new LinkedHashMap<>();
		if (o != null) {
			for (Map.Entry<String, JsonElement> e : o.entrySet()) {
				map.put(e.getKey(), e.getValue().isJsonPrimitive() ? e.getValue().getAsString() : e.getValue().toString());
			}
		}
		return map;
	}

	private static TargetInfo target(FioOptions global) {
		TargetInfo target = F.createTargetInfo();
		target.setKind(TargetKind.IMPORTED);
		String file = global.get("filename");
		target.setPath(file != null ? file : Objects.toString(global.get("directory"), ""));
		String sizeText = global.get("size");
		String size = sizeText == null ? null : FioOptions.sizeBytes(sizeText, 1024);
		if (size != null) {
			try {
				target.setSizeBytes(Long.parseLong(size));
			} catch (NumberFormatException e) {
				// a fractional or percentage size: left out
			}
		}
		return target;
	}

	private static @Nullable String diskUtilisation(JsonObject root) {
		JsonElement util = root.get("disk_util");
		if (util == null || !util.isJsonArray() || util.getAsJsonArray().isEmpty()) {
			return null;
		}
		List<String> parts = new ArrayList<>();
		for (JsonElement e : util.getAsJsonArray()) {
			JsonObject d = e.getAsJsonObject();
			parts.add(d.get("name").getAsString() + " " + d.get("util").getAsString() + " %");
		}
		return "fio disk utilisation: " + String.join(", ", parts);
	}

	/** Stable for the same output and drive: importing a file twice replaces the first import. */
	private static String runId(String text, Drive drive) {
		try {
			MessageDigest sha = MessageDigest.getInstance("SHA-256");
			sha.update(text.getBytes(StandardCharsets.UTF_8));
			sha.update((byte) 0);
			sha.update(Drives.keyOf(drive).getBytes(StandardCharsets.UTF_8));
			return "fio-" + HexFormat.of().formatHex(sha.digest(), 0, 8);
		} catch (NoSuchAlgorithmException e) {
			throw new IllegalStateException("SHA-256 is missing from this Java runtime", e);
		}
	}
}
