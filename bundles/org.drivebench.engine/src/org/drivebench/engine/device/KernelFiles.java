package org.drivebench.engine.device;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/** Reads the small text and binary files of sysfs, procfs and udev, where absence is an answer. */
final class KernelFiles {
	private KernelFiles() {
	}

	/** The file's text with surrounding white space removed, or "" when it is absent or unreadable. */
	static String text(Path file) {
		return read(file).map(String::strip).orElse("");
	}

	/** The file's text, empty when it is absent or unreadable (permission, an attribute that fails). */
	static Optional<String> read(Path file) {
		try {
			return Optional.of(new String(Files.readAllBytes(file), StandardCharsets.UTF_8));
		} catch (IOException | SecurityException e) {
			return Optional.empty();
		}
	}

	static byte[] bytes(Path file) {
		try {
			return Files.readAllBytes(file);
		} catch (IOException | SecurityException e) {
			return new byte[0];
		}
	}

	/** A decimal number from a file, or {@code fallback} when it is absent or not a number. */
	static long number(Path file, long fallback) {
		String text = text(file);
		try {
			return text.isEmpty() ? fallback : Long.parseLong(text);
		} catch (NumberFormatException e) {
			return fallback;
		}
	}

	/**
	 * Undoes the octal escapes ({@code \040} for a space, {@code \011}, {@code \012}, {@code \134}) the
	 * kernel writes into paths in mountinfo and swaps.
	 */
	static String unescapeOctal(String field) {
		if (field.indexOf('\\') < 0) {
			return field;
		}
		StringBuilder out = new StringBuilder(field.length());
		for (int i = 0; i < field.length(); i++) {
			char c = field.charAt(i);
			if (c == '\\' && isOctal(field, i + 1)) {
				out.append((char) Integer.parseInt(field.substring(i + 1, i + 4), 8));
				i += 3;
			} else {
				out.append(c);
			}
		}
		return out.toString();
	}

	private static boolean isOctal(String s, int from) {
		for (int i = from; i < from + 3; i++) {
			if (i >= s.length() || s.charAt(i) < '0' || s.charAt(i) > '7') {
				return false;
			}
		}
		return true;
	}
}
