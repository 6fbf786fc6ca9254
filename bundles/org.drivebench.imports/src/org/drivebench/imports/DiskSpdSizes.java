package org.drivebench.imports;

import java.text.ParseException;
import java.text.SimpleDateFormat;
import java.util.Date;
import java.util.List;
import java.util.Locale;
import java.util.TimeZone;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.jdt.annotation.Nullable;

/** How DiskSpd writes sizes, times and its command line's size options, read back. */
final class DiskSpdSizes {
	/** Sizes as DiskSpd's text prints them: "4KiB", "1.50MiB", "65536", and before 2.1 "894GB" (cut to whole units). */
	private static final Pattern SIZE = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(KiB|MiB|GiB|TiB|KB|MB|GB|TB)?");
	private static final Pattern CREATE = Pattern.compile("(?:^|\\s)[-/]c(\\d+)([KMGTkmgt]?)(?=\\s|$)");
	private static final Pattern BLOCK = Pattern.compile("(?:^|\\s)[-/]b(\\d+)([KMGTkmgt]?)(?=\\s|$)");

	private DiskSpdSizes() {
	}

	/**
	 * The exact bytes {@code text} stands for, or -1 when DiskSpd printed the size rounded (two
	 * decimals, or whole units before version 2.1), or null when {@code text} is no size at all.
	 */
	static @Nullable Long exactBytes(String text) {
		Matcher m = SIZE.matcher(text.strip());
		if (!m.matches()) {
			return null;
		}
		String unit = m.group(2);
		if (unit == null) {
			return m.group(1).contains(".") ? null : Long.valueOf(m.group(1));
		}
		if (m.group(1).contains(".") || !unit.endsWith("iB")) {
			return -1L; // rounded: 2.1's two decimals, or 2.0's sizes cut down to whole KB, MB, GB
		}
		int power = List.of("KiB", "MiB", "GiB", "TiB").indexOf(unit) + 1;
		return Long.parseLong(m.group(1)) << (10 * power);
	}

	/** The size of {@code -c<size>} (the file DiskSpd created), or -1 when the command line has none. */
	static long createdFileSize(String commandLine) {
		return option(CREATE, commandLine);
	}

	/** The size of {@code -b<size>}, or -1 when the command line has none. */
	static long blockSize(String commandLine) {
		return option(BLOCK, commandLine);
	}

	private static long option(Pattern pattern, String commandLine) {
		Matcher m = pattern.matcher(commandLine);
		if (!m.find()) {
			return -1;
		}
		int power = "KMGT".indexOf(m.group(2).toUpperCase(Locale.ROOT)) + 1;
		return Long.parseLong(m.group(1)) << (10 * power);
	}

	/** DiskSpd's "2019/03/25 08:38:12 UTC", or null when {@code text} is empty. */
	static @Nullable Date time(String text, String source, int line) throws ImportFormatException {
		if (text.isBlank()) {
			return null;
		}
		SimpleDateFormat format = new SimpleDateFormat("yyyy/MM/dd HH:mm:ss 'UTC'", Locale.ROOT);
		format.setTimeZone(TimeZone.getTimeZone("UTC"));
		format.setLenient(false);
		try {
			return format.parse(text.strip());
		} catch (ParseException e) {
			throw new ImportFormatException(source + " line " + line + ": '" + text.strip() + "' is no time like 2024/06/03 08:38:12 UTC");
		}
	}
}
