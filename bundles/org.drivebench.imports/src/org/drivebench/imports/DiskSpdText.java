package org.drivebench.imports;

import java.util.ArrayList;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.jdt.annotation.Nullable;

/**
 * Reads DiskSpd's text output (its default, {@code -Rtext}; versions 2.0.17 to 2.2): the command
 * line, each timespan's targets with their settings ("Input parameters"), and from "Results for
 * timespan N" the test time, each thread's bytes, I/Os and latency per target in the "Read IO" and
 * "Write IO" tables, and the latency percentiles ("Total latency distribution", or per target when
 * a timespan has several). The tables' rows and the target settings are read strictly: a row that
 * does not parse is an error naming its line, a setting not known here stays in the result's notes and
 * keeps the figure out of DriveBench's rows. The CPU, ETW and distribution tables are not imported.
 *
 * <p>The layout, as DiskSpd's ResultParser.cpp prints it (tabs; a console copy may have spaces):
 * <pre>
 * Command Line: diskspd -c1G -b4K -o32 -t4 -r -w0 -Sh -L -d30 D:\test.dat
 * Input parameters:
 * 	timespan:   1
 * 	path: 'D:\test.dat'
 * 		software cache disabled
 * 		performing read test
 * 		block size: 4KiB
 * 		using random I/O (alignment: 4KiB)
 * 		number of outstanding I/O operations per thread: 32
 * 		threads per file: 4
 * Results for timespan 1:
 * actual test time:	30.00s
 * Read IO
 * thread |       bytes     |     I/Os     |    MiB/s   |  I/O per s |  AvgLat  | LatStdDev |  file
 *      0 |      4172292096 |      1018626 |     132.63 |   33953.35 |    0.941 |     0.302 | D:\test.dat (1GiB)
 * </pre>
 */
public final class DiskSpdText {
	private static final Pattern COMMAND_LINE = Pattern.compile("Command Line:\\s*(.*)");
	private static final Pattern TIMESPAN = Pattern.compile("timespan:\\s*(\\d+)");
	private static final Pattern PATH = Pattern.compile("path: (?:template target )?'(.*)'");
	private static final Pattern POOL = Pattern.compile("thread pool with (\\d+) threads");
	private static final Pattern OUTSTANDING = Pattern.compile("number of outstanding I/O operations(?: per thread)?: (\\d+)");
	private static final Pattern RESULTS = Pattern.compile("Results for timespan (\\d+):");
	private static final Pattern TEST_TIME = Pattern.compile("actual test time:\\s*(\\d+(?:\\.\\d+)?)s");
	private static final Pattern ROW_PATH = Pattern.compile("(.*) \\(([^()]*)\\)");
	private static final Pattern PERCENTILE_ROW = Pattern.compile("(min|max|\\d+th|\\d-nines)\\s*\\|(.*)");
	private static final Map<String, Double> PERCENT_NAMES = Map.ofEntries(Map.entry("min", 0.0), Map.entry("25th", 25.0),
			Map.entry("50th", 50.0), Map.entry("75th", 75.0), Map.entry("90th", 90.0), Map.entry("95th", 95.0), Map.entry("99th", 99.0),
			Map.entry("3-nines", 99.9), Map.entry("4-nines", 99.99), Map.entry("5-nines", 99.999), Map.entry("6-nines", 99.9999),
			Map.entry("7-nines", 99.99999), Map.entry("8-nines", 99.999999), Map.entry("9-nines", 99.9999999), Map.entry("max", 100.0));

	private final String source;
	private final String[] lines;
	private int i;
	private String commandLine = "";
	private String computer = "";
	private @Nullable Date start;
	/** The targets of each timespan, by path. */
	private final Map<Integer, Map<String, DiskSpdTarget>> timespans = new LinkedHashMap<>();
	private final Map<Integer, Double> seconds = new LinkedHashMap<>();

	private DiskSpdText(String text, String source) {
		this.source = source;
		this.lines = text.replace("\r", "").split("\n", -1);
	}

	/** Whether {@code text} looks like DiskSpd's text output: a "Command Line:" line and "Input parameters:". */
	public static boolean recognises(String text) {
		return text.lines().limit(40).anyMatch(l -> l.strip().startsWith("Command Line:")) && text.contains("Input parameters:");
	}

	/** @param source the file's name, for messages */
	public static DiskSpdReport parse(String text, String source) throws ImportFormatException {
		return new DiskSpdText(text, source).read();
	}

	private ImportFormatException error(int line, String what) {
		return new ImportFormatException(source + " line " + (line + 1) + ": " + what + ": '" + lines[line].strip() + "'");
	}

	private DiskSpdReport read() throws ImportFormatException {
		for (i = 0; i < lines.length && commandLine.isEmpty(); i++) {
			Matcher m = COMMAND_LINE.matcher(lines[i].strip());
			if (m.matches()) {
				commandLine = m.group(1).strip();
			}
		}
		if (commandLine.isEmpty()) {
			throw new ImportFormatException(source + " line 1: no 'Command Line:' line: not DiskSpd's text output");
		}
		parameters();
		results();
		List<DiskSpdReport.Target> targets = new ArrayList<>();
		for (Map.Entry<Integer, Map<String, DiskSpdTarget>> e : timespans.entrySet()) {
			Double time = seconds.get(e.getKey());
			if (time == null) {
				continue; // DiskSpd measured nothing in this timespan ("interrupted before the measurements began")
			}
			for (DiskSpdTarget t : e.getValue().values()) {
				targets.add(t.build(time));
			}
		}
		if (targets.isEmpty()) {
			throw new ImportFormatException(source + " holds no results: no 'Results for timespan' section with an 'actual test time'");
		}
		return new DiskSpdReport("", commandLine, computer, start, "text", List.copyOf(targets));
	}

	private Map<String, DiskSpdTarget> targetsOf(int timespan) {
		return timespans.computeIfAbsent(timespan, t -> new LinkedHashMap<>());
	}

	/** "Input parameters:" up to "System information:" or the first results. */
	private void parameters() throws ImportFormatException {
		int timespan = 0;
		int pool = 0;
		int poolOutstanding = 0;
		@Nullable DiskSpdTarget target = null;
		for (; i < lines.length; i++) {
			String line = lines[i].strip();
			Matcher m;
			if (line.startsWith("System information:") || RESULTS.matcher(line).matches()) {
				return;
			}
			if ((m = TIMESPAN.matcher(line)).matches()) {
				timespan = Integer.parseInt(m.group(1));
				timespans.put(timespan, new LinkedHashMap<>());
				target = null;
				pool = 0;
			} else if ((m = PATH.matcher(line)).matches()) {
				if (timespan == 0) {
					throw error(i, "a target before any 'timespan:' line");
				}
				target = new DiskSpdTarget(timespan, m.group(1), i + 1);
				if (pool > 0) {
					target.threads = pool;
					target.outstanding = poolOutstanding;
				}
				targetsOf(timespan).put(target.path, target);
			} else if (target == null) {
				// timespan settings: the pool's threads and I/Os per thread matter, the rest is kept by the command line
				if ((m = POOL.matcher(line)).matches()) {
					pool = Integer.parseInt(m.group(1));
				} else if ((m = OUTSTANDING.matcher(line)).matches()) {
					poolOutstanding = Integer.parseInt(m.group(1));
				}
			} else if (!line.isEmpty()) {
				DiskSpdSettings.target(target, line, i + 1, source);
			}
		}
	}

	/** System information and each "Results for timespan N" section. */
	private void results() throws ImportFormatException {
		int timespan = 0;
		for (; i < lines.length; i++) {
			String line = lines[i].strip();
			Matcher m;
			if (line.startsWith("computer name:")) {
				computer = line.substring("computer name:".length()).strip();
			} else if (line.startsWith("start time:")) {
				start = DiskSpdSizes.time(line.substring("start time:".length()), source, i + 1);
			} else if ((m = RESULTS.matcher(line)).matches()) {
				timespan = Integer.parseInt(m.group(1));
				if (!timespans.containsKey(timespan)) {
					throw error(i, "results of a timespan the input parameters do not list");
				}
			} else if (timespan > 0 && (m = TEST_TIME.matcher(line)).matches()) {
				seconds.put(timespan, Double.valueOf(m.group(1)));
			} else if (timespan > 0 && (line.equals("Read IO") || line.equals("Write IO"))) {
				table(timespan, line.startsWith("Read"));
			} else if (timespan > 0 && line.contains("%-ile |")) {
				String owner = i > 0 ? lines[i - 1].strip() : "";
				percentiles(timespan, owner.startsWith("Latency distribution:") ? owner.substring("Latency distribution:".length()).strip() : null);
			}
		}
	}

	/** A "Read IO" or "Write IO" table: header, border, a row per thread and target, border, total. */
	private void table(int timespan, boolean read) throws ImportFormatException {
		int headerLine = ++i;
		if (i >= lines.length || !lines[i].strip().startsWith("thread |")) {
			throw error(Math.min(i, lines.length - 1), "expected the table's header 'thread |       bytes     | ...'");
		}
		List<String> columns = List.of(lines[headerLine].split("\\|")).stream().map(String::strip).toList();
		int avgLat = columns.indexOf("AvgLat");
		int latStdDev = columns.indexOf("LatStdDev");
		i += 2; // the border
		for (; i < lines.length; i++) {
			String line = lines[i].strip();
			if (line.startsWith("---")) {
				return; // the total row follows: the threads' rows are the figures
			}
			String[] cells = line.split("\\|", columns.size());
			if (cells.length != columns.size()) {
				throw error(i, "a row of " + cells.length + " columns where the header has " + columns.size());
			}
			Matcher file = ROW_PATH.matcher(cells[cells.length - 1].strip());
			if (!file.matches()) {
				throw error(i, "a row whose last column is not 'path (size)'");
			}
			DiskSpdTarget target = targetsOf(timespan).get(file.group(1));
			if (target == null) {
				throw error(i, "a row of target '" + file.group(1) + "', which the input parameters of timespan " + timespan + " do not list");
			}
			try {
				long bytes = Long.parseLong(cells[1].strip());
				long ios = Long.parseLong(cells[2].strip());
				DiskSpdTarget.Sums sums = read ? target.read : target.write;
				sums.add(bytes, ios);
				if (avgLat > 0) {
					sums.latency(ios, Double.parseDouble(cells[avgLat].strip()),
							latStdDev < 0 || cells[latStdDev].strip().equals("N/A") ? Double.NaN : Double.parseDouble(cells[latStdDev].strip()));
				}
			} catch (NumberFormatException e) {
				throw error(i, "a row whose bytes, I/Os or latency are not numbers");
			}
			Long size = DiskSpdSizes.exactBytes(file.group(2));
			if (size == null) {
				throw error(i, "a target size '" + file.group(2) + "' that is no size");
			}
			if (size >= 0) {
				target.fileSize = size;
			} else if (target.fileSize < 0) {
				target.fileSize = DiskSpdSizes.createdFileSize(commandLine); // printed rounded: the size -c created, if given
			}
		}
		throw error(lines.length - 1, "the table of line " + (headerLine + 1) + " does not end");
	}

	/** A latency table (ms): min, 25th ... 9-nines, max; "N/A" where a direction has no I/O. */
	private void percentiles(int timespan, @Nullable String path) throws ImportFormatException {
		Map<String, DiskSpdTarget> targets = targetsOf(timespan);
		DiskSpdTarget named = path == null ? null : targets.get(path);
		List<DiskSpdTarget> owners = path == null ? List.copyOf(targets.values()) : named != null ? List.of(named) : List.of();
		if (owners.isEmpty()) {
			throw error(i - 1, "a latency table of a target the input parameters do not list");
		}
		boolean shared = owners.size() > 1; // the total table of several targets is nobody's: each has its own table too
		for (i += 2; i < lines.length; i++) {
			String line = lines[i].strip();
			Matcher m = PERCENTILE_ROW.matcher(line);
			if (!m.matches()) {
				throw error(i, "not a row of the latency table ('min | ...' to 'max | ...')");
			}
			Double percent = PERCENT_NAMES.get(m.group(1));
			String[] cells = m.group(2).split("\\|");
			if (percent == null || cells.length != 3) {
				throw error(i, "not a row of the latency table ('min | ...' to 'max | ...')");
			}
			if (!shared) {
				put(owners.get(0).read, percent, cells[0]);
				put(owners.get(0).write, percent, cells[1]);
			}
			if (percent == 100.0) {
				return;
			}
		}
	}

	private void put(DiskSpdTarget.Sums sums, double percent, String cell) throws ImportFormatException {
		String value = cell.strip();
		if (value.equals("N/A")) {
			return;
		}
		try {
			sums.percentiles.put(percent, Double.valueOf(value));
		} catch (NumberFormatException e) {
			throw error(i, "a latency '" + value + "' that is no number");
		}
	}
}
