package org.drivebench.fio;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A fio version as fio prints it ({@code fio-3.33}, {@code fio-3.36-14-g1bd0e}, {@code 3.28}),
 * compared by its major and minor number.
 *
 * @param text  as fio printed it
 */
public record FioVersion(int major, int minor, String text) implements Comparable<FioVersion> {
	private static final Pattern VERSION = Pattern.compile("(?:fio-)?(\\d+)\\.(\\d+).*");

	/**
	 * @throws IllegalArgumentException when {@code text} is no fio version
	 */
	public static FioVersion parse(String text) {
		Matcher m = VERSION.matcher(text.strip());
		if (!m.matches()) {
			throw new IllegalArgumentException("'" + text.strip() + "' is no fio version (fio prints e.g. fio-3.33)");
		}
		return new FioVersion(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), text.strip());
	}

	/** A version by its numbers, e.g. {@code of(3, 28)} for "fio 3.28". */
	public static FioVersion of(int major, int minor) {
		return new FioVersion(major, minor, "fio-" + major + "." + minor);
	}

	public boolean atLeast(FioVersion other) {
		return compareTo(other) >= 0;
	}

	@Override
	public int compareTo(FioVersion o) {
		return major != o.major ? Integer.compare(major, o.major) : Integer.compare(minor, o.minor);
	}

	/** "fio 3.28": how a requirement is named. */
	public String plain() {
		return "fio " + major + "." + minor;
	}

	@Override
	public String toString() {
		return text;
	}
}
