package org.drivebench.imports;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.jdt.annotation.Nullable;

/**
 * Reads the text CrystalDiskMark (5.x to 8.x, File &gt; Save text) and KDiskMark (File &gt; Save)
 * write: the tool and its version, each figure with its section, pattern, block size, queues and
 * threads, and the footer (profile, test size and loops, mode, time, date, OS, comment: labelled
 * "Comment:" since 7.0, the bare line under OS before). Lines it
 * does not know are an error naming the line, so a figure is never skipped unseen.
 *
 * <p>The figure lines, as the tools print them:
 * <pre>
 *   SEQ    1MiB (Q=  8, T= 1):  3521.235 MB/s [   3358.1 IOPS] &lt;  2380.50 us&gt;     CrystalDiskMark 8
 * Sequential 1MiB (Q=  8, T= 1):   563.102 MB/s [    537.0 IOPS] &lt; 14871.63 us&gt;  CrystalDiskMark 7
 * Sequential 1 MiB (Q= 8, T= 1):   542.516 MB/s [    529.8 IOPS] &lt; 14415.61 us&gt;  KDiskMark
 *   Sequential Read (Q= 32,T= 1) :   555.026 MB/s                                CrystalDiskMark 5, 6
 *  Random Write 4KiB (Q=  1,T= 1) :   120.353 MB/s [  29383.1 IOPS]              CrystalDiskMark 5, 6
 * </pre>
 * CrystalDiskMark 5 and 6 leave the sequential block size out. A sequential line with "Q=" is their
 * queued test, which moves 128 KiB blocks at whatever queues and threads the user set (32 and 1 by
 * default); CrystalDiskMark 5's line without "Q=", "Sequential Read (T= 1)", moves 1 MiB blocks at one
 * I/O in flight. So says the DiskSpd command line each version runs, in its DiskBench.cpp (the source
 * archives CrystalDiskMark5_1_2Src.zip and CrystalDiskMark6_0_0Src.zip published on
 * osdn.net/projects/crystaldiskmark): 5.1.2 runs "-b128K -d5 -o%d -t%d -W0 -S -w0" for "Sequential
 * Read Multi" and "-b1M -d5 -o1 -t1 -W0 -S -w0" for "Sequential Read"; 6.0.0 runs "-b128k -d5 -o%d
 * -t%d -W0 -S -w0" for its one sequential test, even when set to one queue.
 */
public final class DiskMarkText {
	/** Which program wrote the file. */
	public enum Tool {
		CRYSTALDISKMARK("CrystalDiskMark", "crystaldiskmark"), KDISKMARK("KDiskMark", "kdiskmark");

		/** The program's name, as runs and tables show it. */
		public final String label;
		/** Test id of a figure no DriveBench test equals. */
		public final String testId;

		Tool(String label, String testId) {
			this.label = label;
			this.testId = testId;
		}
	}

	/**
	 * One figure of the file.
	 *
	 * @param section    "read", "write" or "mix"
	 * @param random     RND (else SEQ)
	 * @param blockSize  bytes
	 * @param latencyUs  the mean latency in µs, or NaN when the version prints none
	 * @param iops       NaN when the version prints none
	 * @param text       the line as written, trimmed
	 * @param line       its line number (1-based)
	 */
	public record Figure(String section, boolean random, long blockSize, int queues, int threads, double mbps, double iops,
			double latencyUs, String text, int line) {
		/** CrystalDiskMark's short name: "SEQ1M Q8T1", "RND4K Q32T16". */
		public String shortName() {
			String size = blockSize % (1024 * 1024) == 0 ? blockSize / (1024 * 1024) + "M" : blockSize / 1024 + "K";
			return (random ? "RND" : "SEQ") + size + " Q" + queues + "T" + threads;
		}
	}

	/**
	 * What a file holds.
	 *
	 * @param version     the tool's version, e.g. "8.0.4"
	 * @param fioVersion  KDiskMark's fio ("fio-3.33"), else empty
	 * @param mix         the [Mix] section's ratio as written ("Read 70%/Write 30%"), else empty
	 * @param testBytes   the test size (file size) in bytes, 0 when the file does not say
	 * @param loops       passes per figure, 0 when the file does not say
	 * @param footer      the footer's lines by key (Profile, Test, Mode, Time, Date, OS, Comment), as written
	 */
	public record Report(Tool tool, String version, String fioVersion, List<Figure> figures, String mix, long testBytes,
			int loops, Map<String, String> footer) {
		public @Nullable String footer(String key) {
			return footer.get(key);
		}
	}

	private static final Pattern CDM = Pattern.compile("CrystalDiskMark\\s+(\\d+\\.\\d+(?:\\.\\d+)?)\\b.*");
	private static final Pattern KDM = Pattern.compile("KDiskMark\\s*\\(([^)]+)\\).*");
	private static final Pattern FIO = Pattern.compile("Flexible I/O Tester\\s*\\(([^)]+)\\).*");
	private static final Pattern SECTION = Pattern.compile("\\[(Read|Write|Mix)\\]\\s*(.*)");
	private static final String NUMBER = "(\\d+(?:\\.\\d+)?)";
	private static final Pattern FIGURE = Pattern.compile("(SEQ|RND|Sequential|Random)\\s+(\\d+)\\s*(KiB|MiB)\\s*\\(Q=\\s*(\\d+)\\s*,\\s*T=\\s*(\\d+)\\)\\s*:\\s*"
			+ NUMBER + "\\s*MB/s\\s*\\[\\s*" + NUMBER + "\\s*IOPS\\]\\s*<\\s*" + NUMBER + "\\s*us>");
	private static final Pattern OLD_FIGURE = Pattern.compile("(Sequential|Random)\\s+(Read|Write)(?:\\s+(\\d+)\\s*(KiB|MiB))?\\s*\\((?:Q=\\s*(\\d+)\\s*,\\s*)?T=\\s*(\\d+)\\)\\s*:\\s*"
			+ NUMBER + "\\s*MB/s(?:\\s*\\[\\s*" + NUMBER + "\\s*IOPS\\])?");
	private static final Pattern FOOTER = Pattern.compile("(Profile|Test|Mode|Time|Date|OS|Comment)\\s*:\\s?(.*)");
	private static final Pattern TEST_SIZE = Pattern.compile(NUMBER + "\\s*(KiB|MiB|GiB|TiB)");
	private static final Pattern LOOPS = Pattern.compile("\\(x(\\d+)\\)");

	private DiskMarkText() {
	}

	/** Whether {@code text} looks like one of the two tools' exports (for telling formats apart). */
	public static boolean recognises(String text) {
		for (String line : text.lines().limit(6).toList()) {
			String l = line.strip();
			if (CDM.matcher(l).matches() || KDM.matcher(l).matches()) {
				return true;
			}
		}
		return false;
	}

	/** @param source the file's name, for messages */
	public static Report parse(String text, String source) throws ImportFormatException {
		Tool tool = null;
		String version = "";
		String fio = "";
		String section = "";
		String mix = "";
		List<Figure> figures = new ArrayList<>();
		Map<String, String> footer = new LinkedHashMap<>();
		String[] lines = text.replace("\r", "").split("\n", -1);
		for (int i = 0; i < lines.length; i++) {
			int n = i + 1;
			String line = lines[i].strip();
			if (line.isEmpty() || line.chars().allMatch(c -> c == '-') || line.startsWith("* ") || line.startsWith("Crystal Dew World")) {
				continue;
			}
			Matcher m;
			if (tool == null) {
				if ((m = CDM.matcher(line)).matches()) {
					tool = Tool.CRYSTALDISKMARK;
					version = m.group(1);
					continue;
				}
				if ((m = KDM.matcher(line)).matches()) {
					tool = Tool.KDISKMARK;
					version = m.group(1).strip();
					continue;
				}
				throw new ImportFormatException(source + " line " + n + ": expected CrystalDiskMark's or KDiskMark's title line"
						+ " (\"CrystalDiskMark 8.0.4 x64 ...\" or \"KDiskMark (3.1.4): ...\"), found '" + line + "'");
			}
			if (tool == Tool.KDISKMARK && (m = FIO.matcher(line)).matches()) {
				fio = m.group(1).strip();
			} else if ((m = SECTION.matcher(line)).matches()) {
				section = m.group(1).toLowerCase(Locale.ROOT);
				if (section.equals("mix")) {
					mix = m.group(2).strip();
				}
			} else if ((m = FIGURE.matcher(line)).matches()) {
				if (section.isEmpty()) {
					throw new ImportFormatException(source + " line " + n + ": a figure before any [Read], [Write] or [Mix] heading: '"
							+ line + "'");
				}
				long unit = m.group(3).equals("MiB") ? 1024 * 1024 : 1024;
				figures.add(new Figure(section, m.group(1).startsWith("R"), Long.parseLong(m.group(2)) * unit,
						Integer.parseInt(m.group(4)), Integer.parseInt(m.group(5)), number(m.group(6)), number(m.group(7)),
						number(m.group(8)), line, n));
			} else if ((m = OLD_FIGURE.matcher(line)).matches()) {
				boolean random = m.group(1).equals("Random");
				int queues = m.group(5) == null ? 1 : Integer.parseInt(m.group(5));
				long block;
				if (m.group(3) != null) {
					block = Long.parseLong(m.group(3)) * (m.group(4).equals("MiB") ? 1024 * 1024 : 1024);
				} else if (random) {
					throw new ImportFormatException(source + " line " + n + ": a random figure without its block size: '" + line + "'");
				} else {
					block = m.group(5) != null ? 128 * 1024 : 1024 * 1024; // the queued test, else 5's Q1T1 test
				}
				figures.add(new Figure(m.group(2).toLowerCase(Locale.ROOT), random, block, queues, Integer.parseInt(m.group(6)),
						number(m.group(7)), m.group(8) == null ? Double.NaN : number(m.group(8)), Double.NaN, line, n));
			} else if ((m = FOOTER.matcher(line)).matches()) {
				footer.put(m.group(1), m.group(2).strip());
			} else if (tool == Tool.CRYSTALDISKMARK && major(version) < 7 && footer.containsKey("OS") && !footer.containsKey("Comment")) {
				// 5.x and 6.x write the comment as it is, indented, on the line under OS (7.0 added "Comment: ")
				footer.put("Comment", line);
			} else {
				throw new ImportFormatException(source + " line " + n + ": not a line of a " + tool.label + " text export: '"
						+ line + "'");
			}
		}
		if (tool == null) {
			throw new ImportFormatException(source + " is empty: it holds no CrystalDiskMark or KDiskMark text export");
		}
		if (figures.isEmpty()) {
			throw new ImportFormatException(source + " holds no figures: no line like '  SEQ    1MiB (Q=  8, T= 1): ... MB/s'");
		}
		long testBytes = 0;
		int loops = 0;
		String test = footer.get("Test");
		if (test != null) {
			Matcher size = TEST_SIZE.matcher(test);
			if (size.find()) {
				int power = List.of("KiB", "MiB", "GiB", "TiB").indexOf(size.group(2)) + 1;
				testBytes = Math.round(Double.parseDouble(size.group(1)) * Math.pow(1024, power));
			}
			Matcher x = LOOPS.matcher(test);
			if (x.find()) {
				loops = Integer.parseInt(x.group(1));
			}
		}
		return new Report(tool, version, fio, List.copyOf(figures), mix, testBytes, loops, footer);
	}

	private static int major(String version) {
		int dot = version.indexOf('.');
		return Integer.parseInt(dot < 0 ? version : version.substring(0, dot));
	}

	private static double number(String text) {
		return Double.parseDouble(text);
	}
}
