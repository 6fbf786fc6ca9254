package org.drivebench.model.values;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;

import org.eclipse.jdt.annotation.Nullable;

/**
 * An immutable array of doubles: the x or y values of a series, the figures of an interval series.
 *
 * <p>EMF stores it through {@link #toString()} and reads it back through {@link #valueOf(String)}.
 * Short arrays are written as decimal text, which a reader can check by eye; long ones (a surface
 * scan of 100,000 points) as {@code b64:} followed by the base64 of the little-endian IEEE 754
 * doubles, which is exact, about a third of the size and much faster to parse.
 */
public final class Samples {
	/** Arrays up to this length are written as decimal text. */
	static final int TEXT_LIMIT = 32;
	private static final String BASE64_PREFIX = "b64:";
	/** The characters of base64 (RFC 4648's basic alphabet), by their Latin-1 code. */
	private static final boolean[] BASE64_ALPHABET = new boolean[256];
	static {
		for (char c : "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".toCharArray()) {
			BASE64_ALPHABET[c] = true;
		}
	}

	public static final Samples EMPTY = new Samples(new double[0]);

	private final double[] values;

	private Samples(double[] values) {
		this.values = values;
	}

	/** Samples holding a copy of {@code values}. */
	public static Samples of(double... values) {
		return values.length == 0 ? EMPTY : new Samples(values.clone());
	}

	/** Samples that take ownership of {@code values}: the caller must not change the array afterwards. */
	public static Samples wrap(double[] values) {
		return values.length == 0 ? EMPTY : new Samples(values);
	}

	public int size() {
		return values.length;
	}

	public boolean isEmpty() {
		return values.length == 0;
	}

	public double get(int index) {
		return values[index];
	}

	/** A copy of the values. */
	public double[] toArray() {
		return values.clone();
	}

	public double min() {
		return Arrays.stream(values).min().orElse(Double.NaN);
	}

	public double max() {
		return Arrays.stream(values).max().orElse(Double.NaN);
	}

	public double mean() {
		return Arrays.stream(values).average().orElse(Double.NaN);
	}

	/**
	 * Parses what {@link #toString()} wrote: decimal numbers separated by white space, or
	 * {@code b64:} and base64. Called by EMF when it loads a library file.
	 *
	 * @throws IllegalArgumentException naming what could not be read
	 */
	public static Samples valueOf(String text) {
		String s = text.strip();
		if (s.isEmpty()) {
			return EMPTY;
		}
		if (s.startsWith(BASE64_PREFIX)) {
			byte[] bytes;
			try {
				bytes = Base64.getDecoder().decode(s.substring(BASE64_PREFIX.length()));
			} catch (IllegalArgumentException e) {
				throw new IllegalArgumentException("samples: invalid base64 (" + e.getMessage() + ")", e);
			}
			if (bytes.length % Double.BYTES != 0) {
				throw new IllegalArgumentException(
						"samples: " + bytes.length + " bytes is not a whole number of 8-byte doubles");
			}
			double[] values = new double[bytes.length / Double.BYTES];
			ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).asDoubleBuffer().get(values);
			return wrap(values);
		}
		String[] parts = s.split("\\s+");
		double[] values = new double[parts.length];
		for (int i = 0; i < parts.length; i++) {
			try {
				values[i] = Double.parseDouble(parts[i]);
			} catch (NumberFormatException e) {
				throw new IllegalArgumentException("samples: '" + parts[i] + "' (value " + (i + 1) + ") is not a number", e);
			}
		}
		return wrap(values);
	}

	/**
	 * Whether {@link #valueOf(String)} reads {@code text} without an error, told without decoding it: for a
	 * reader that checks a value it does not keep (a run's summary passes over its series). True only for
	 * {@code b64:} and well-formed, padded base64 of whole doubles, which the decoder takes; false for
	 * anything else, which {@link #valueOf(String)} must then judge (it may still read it).
	 */
	public static boolean isWellFormedBase64(String text) {
		// one bulk copy, then a table look-up a byte: a char loop costs several times that where the
		// code is not optimised (the command line runs without C2); a char past Latin-1 becomes '?'
		byte[] bytes = text.getBytes(StandardCharsets.ISO_8859_1);
		return bytes.length == text.length() && isWellFormedBase64(bytes, 0, bytes.length); // else past the BMP: not base64
	}

	/**
	 * {@link #isWellFormedBase64(String)} of the text in {@code bytes} from {@code from} to {@code to}, each
	 * byte one Latin-1 character: for a reader that checks a value in a file without making a string of it.
	 */
	public static boolean isWellFormedBase64(byte[] bytes, int from, int to) {
		int end = to;
		while (end > from && Character.isWhitespace((char) (bytes[end - 1] & 0xff))) {
			end--;
		}
		int start = from;
		while (start < end && Character.isWhitespace((char) (bytes[start] & 0xff))) {
			start++;
		}
		if (end - start < BASE64_PREFIX.length()) {
			return false;
		}
		for (int k = 0; k < BASE64_PREFIX.length(); k++) {
			if (bytes[start + k] != BASE64_PREFIX.charAt(k)) {
				return false;
			}
		}
		start += BASE64_PREFIX.length();
		int length = end - start;
		if (length % 4 != 0) {
			return false;
		}
		int padding = 0;
		while (padding < 2 && padding < length && bytes[end - 1 - padding] == '=') {
			padding++;
		}
		for (int i = start; i < end - padding; i++) {
			if (!BASE64_ALPHABET[bytes[i] & 0xff]) {
				return false;
			}
		}
		long decoded = (long) length / 4 * 3 - padding;
		return decoded % Double.BYTES == 0;
	}

	@Override
	public String toString() {
		if (values.length <= TEXT_LIMIT) {
			StringBuilder sb = new StringBuilder(values.length * 8);
			for (int i = 0; i < values.length; i++) {
				if (i > 0) {
					sb.append(' ');
				}
				sb.append(values[i]);
			}
			return sb.toString();
		}
		ByteBuffer buffer = ByteBuffer.allocate(values.length * Double.BYTES).order(ByteOrder.LITTLE_ENDIAN);
		buffer.asDoubleBuffer().put(values);
		return BASE64_PREFIX + Base64.getEncoder().encodeToString(buffer.array());
	}

	@Override
	public boolean equals(@Nullable Object o) {
		return o instanceof Samples other && Arrays.equals(values, other.values);
	}

	@Override
	public int hashCode() {
		return Arrays.hashCode(values);
	}
}
