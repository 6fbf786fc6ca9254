package org.drivebench.tracereplay;

import java.io.BufferedReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Reads fio's I/O logs ({@code write_iolog}), versions 2 and 3. Version 2 lines are {@code filename
 * action [offset length]}, timed only by {@code wait} actions (microseconds after the previous wait);
 * version 3 puts a timestamp first, microseconds from the start of the run, as fio writes it. The
 * reads and writes are replayed; {@code add}, {@code open}, {@code close}, {@code sync},
 * {@code datasync} and {@code trim} are left out (counted in the notes). An iolog records no
 * completions, so there is no recorded service time to compare with.
 */
final class FioIologReader {
	static final String V2 = "fio version 2 iolog";
	static final String V3 = "fio version 3 iolog";

	private FioIologReader() {
	}

	/**
	 * @throws TraceFormatException naming the file and line of what is not an iolog line
	 */
	static RecordedTrace read(String name, BufferedReader in) throws IOException {
		String first = in.readLine();
		if (first == null) {
			throw new TraceFormatException(name + ": empty file: not a fio iolog");
		}
		first = first.strip();
		int version = first.equals(V3) ? 3 : first.equals(V2) ? 2 : 0;
		if (version == 0) {
			throw new TraceFormatException(name + " line 1: expected \"" + V2 + "\" or \"" + V3 + "\", got \"" + shorten(first)
					+ "\" (fio's version 1 logs, before fio 1.20, are not read; not a blktrace recording either: its first bytes"
					+ " are not blktrace's magic number)");
		}
		List<long[]> ios = new ArrayList<>();
		Set<String> files = new LinkedHashSet<>();
		int skipped = 0;
		long waited = 0;
		long lastTime = 0;
		String line;
		int number = 1;
		while ((line = in.readLine()) != null) {
			number++;
			String text = line.strip();
			if (text.isEmpty()) {
				continue;
			}
			String[] f = text.split("\\s+");
			String where = name + " line " + number;
			int at = 0;
			long time = waited;
			if (version == 3) {
				time = number(f[0], where, "timestamp (microseconds)") * 1000;
				if (time < lastTime) {
					throw new TraceFormatException(where + ": timestamp " + f[0] + " is before the line above's");
				}
				lastTime = time;
				at = 1;
			}
			if (f.length < at + 2) {
				throw new TraceFormatException(where + ": expected " + (version == 3 ? "timestamp " : "")
						+ "filename action [offset length], got \"" + shorten(text) + "\"");
			}
			String action = f[at + 1];
			switch (action) {
			case "add", "open", "close" -> files.add(f[at]);
			case "read", "write" -> {
				if (f.length != at + 4) {
					throw new TraceFormatException(where + ": a " + action + " needs an offset and a length, got \"" + shorten(text) + "\"");
				}
				long offset = number(f[at + 2], where, "offset");
				long length = number(f[at + 3], where, "length");
				if (length <= 0 || length > Integer.MAX_VALUE) {
					throw new TraceFormatException(where + ": length " + length + " must be 1 to " + Integer.MAX_VALUE + " bytes");
				}
				files.add(f[at]);
				ios.add(new long[] { offset, length, action.equals("write") ? 1 : 0, time });
			}
			case "wait" -> {
				if (version == 3) {
					throw new TraceFormatException(where + ": version 3 logs have no wait action (their timestamps time them)");
				}
				waited += number(f.length > at + 2 ? f[at + 2] : "", where, "wait time (microseconds)") * 1000;
			}
			case "sync", "datasync", "trim" -> skipped++;
			default -> throw new TraceFormatException(where + ": unknown action \"" + action
					+ "\" (add, open, close, read, write, wait, sync, datasync, trim)");
			}
		}
		if (ios.isEmpty()) {
			throw new TraceFormatException(name + ": the log holds no read or write");
		}
		List<String> notes = new ArrayList<>();
		if (files.size() > 1) {
			notes.add("the log's " + files.size() + " files (" + String.join(", ", files) + ") are replayed onto the one target,"
					+ " each I/O at its own offset");
		}
		if (skipped > 0) {
			notes.add(skipped + " sync, datasync or trim action" + (skipped == 1 ? "" : "s") + " left out");
		}
		int n = ios.size();
		long[] offsets = new long[n];
		int[] sizes = new int[n];
		boolean[] writes = new boolean[n];
		long[] issue = new long[n];
		long[] service = new long[n];
		long origin = ios.get(0)[3];
		for (int i = 0; i < n; i++) {
			long[] io = ios.get(i);
			offsets[i] = io[0];
			sizes[i] = (int) io[1];
			writes[i] = io[2] == 1;
			issue[i] = io[3] - origin;
			service[i] = -1;
		}
		return new RecordedTrace(name, "fio iolog v" + version, offsets, sizes, writes, issue, service, List.copyOf(notes));
	}

	private static long number(String text, String where, String what) throws TraceFormatException {
		try {
			long value = Long.parseLong(text);
			if (value < 0) {
				throw new NumberFormatException();
			}
			return value;
		} catch (NumberFormatException e) {
			throw new TraceFormatException(where + ": the " + what + " \"" + shorten(text) + "\" is not a whole number of 0 or more");
		}
	}

	private static String shorten(String text) {
		return text.length() <= 60 ? text : text.substring(0, 57) + "...";
	}
}
