package org.drivebench.imports;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One target setting of DiskSpd's text output ("Input parameters"), as ResultParser.cpp prints it in
 * versions 2.0.17 to 2.2, into a {@link DiskSpdTarget}. Settings that change the workload beyond
 * what a DriveBench test does (rate limits, think time, strides, distributions, a setting not known
 * here) are kept as differences, which keep the figure out of DriveBench's rows.
 */
final class DiskSpdSettings {
	private static final Pattern MIX = Pattern.compile("performing mix test \\((?:read/write ratio: (\\d+)/(\\d+)|write/read ratio: (\\d+)/100)\\)");
	private static final Pattern BLOCK = Pattern.compile("block size: (\\S+)");
	private static final Pattern RANDOM = Pattern.compile("using random I/O \\(alignment: (\\S+)\\)");
	private static final Pattern MIXED = Pattern.compile("using mixed random/sequential I/O \\((\\d+)% random\\) \\(alignment/stride: (\\S+)\\)");
	private static final Pattern SEQUENTIAL = Pattern.compile("using (interlocked )?sequential I/O \\(stride: (\\S+)\\)");
	private static final Pattern OUTSTANDING = Pattern.compile("number of outstanding I/O operations(?: per thread)?: (\\d+)");
	private static final Pattern THREADS = Pattern.compile("threads per file: (\\d+)");
	private static final Pattern SIZE_SETTING = Pattern.compile("(base file offset|max file size|thread stride size|stride size): (\\S+)");
	private static final Pattern ZERO_OR_MORE = Pattern.compile("(think time|burst size): (\\d+)(ms)?");
	/** Settings that say how DiskSpd issues I/O but not what the drive sees. */
	private static final List<String> HARMLESS = List.of("using I/O Completion Ports", "using completion routines (ReadFileEx/WriteFileEx)",
			"IO priority: normal", "using parallel async I/O", "zeroing write buffers", "using FILE_FLAG_SEQUENTIAL_SCAN hint",
			"using FILE_FLAG_RANDOM_ACCESS hint", "using FILE_ATTRIBUTE_TEMPORARY hint", "using hardware write cache, writethrough off",
			"using software and hardware write cache");

	private DiskSpdSettings() {
	}

	/** Reads one setting line (stripped) of {@code t}; {@code number} is its line number for messages. */
	static void target(DiskSpdTarget t, String line, int number, String source) throws ImportFormatException {
		t.settings.add(line);
		Matcher m;
		if (HARMLESS.contains(line) || line.startsWith("write buffer size:") || line.startsWith("write buffer source:")
				|| line.startsWith("relative IO weight in thread pool:")) {
			return;
		}
		if (line.equals("software cache disabled")) {
			t.directIo = true;
		} else if (line.equals("software and hardware write cache disabled")) {
			t.directIo = true; // 2.0's -h: no OS cache, writes through
			t.writeThrough = true;
		} else if (line.equals("hardware write cache disabled, writethrough on")
				|| line.equals("hardware and software write caches disabled, writethrough on")) {
			t.writeThrough = true;
		} else if (line.equals("using software cache") || line.equals("local software cache disabled, remote cache enabled")) {
			t.directIo = false;
		} else if (line.equals("performing read test")) {
			t.writePercent = 0;
		} else if (line.equals("performing write test")) {
			t.writePercent = 100;
		} else if ((m = MIX.matcher(line)).matches()) {
			t.writePercent = Integer.parseInt(m.group(3) != null ? m.group(3) : m.group(2));
		} else if ((m = BLOCK.matcher(line)).matches()) {
			t.blockSize = size(m.group(1), line, number, source);
		} else if ((m = RANDOM.matcher(line)).matches()) {
			t.randomPercent = 100;
			alignment(t, size(m.group(1), line, number, source), "alignment");
		} else if ((m = MIXED.matcher(line)).matches()) {
			t.randomPercent = Integer.parseInt(m.group(1));
			t.differences.add("a mix of random and sequential I/O (-rs" + m.group(1) + ")");
		} else if ((m = SEQUENTIAL.matcher(line)).matches()) {
			t.randomPercent = 0;
			alignment(t, size(m.group(2), line, number, source), "stride");
			if (m.group(1) != null) {
				t.differences.add("one sequential stream shared by the threads (-si)");
			}
		} else if ((m = OUTSTANDING.matcher(line)).matches()) {
			t.outstanding = Integer.parseInt(m.group(1));
		} else if ((m = THREADS.matcher(line)).matches()) {
			t.threads = Integer.parseInt(m.group(1));
		} else if ((m = SIZE_SETTING.matcher(line)).matches()) {
			long value = size(m.group(2), line, number, source);
			switch (m.group(1)) {
				case "base file offset" -> t.baseOffset = value == 0 ? 0 : Math.max(1, value);
				case "max file size" -> t.maxFileSize = value;
				case "thread stride size" -> {
					if (value != 0) {
						t.differences.add("threads offset from each other (-T): " + m.group(2));
					}
				}
				default -> alignment(t, value, "stride");
			}
		} else if ((m = ZERO_OR_MORE.matcher(line)).matches()) {
			if (!m.group(2).equals("0")) {
				t.differences.add(line);
			}
		} else {
			// rate limits, memory-mapped I/O, distributions, priorities: not a DriveBench test's workload
			t.differences.add(line);
		}
	}

	/** A stride or alignment other than the block size is not the plain workload a DriveBench test runs. */
	private static void alignment(DiskSpdTarget t, long bytes, String what) {
		if (bytes != t.blockSize || bytes < 0) {
			t.differences.add(what + " of " + (bytes < 0 ? "a rounded size" : bytes + " bytes") + ", not the block size");
		}
	}

	private static long size(String text, String line, int number, String source) throws ImportFormatException {
		Long bytes = DiskSpdSizes.exactBytes(text);
		if (bytes == null) {
			throw new ImportFormatException(source + " line " + number + ": '" + text + "' is no size: '" + line + "'");
		}
		return bytes;
	}
}
