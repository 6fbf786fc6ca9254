package org.drivebench.cli;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Objects;

import org.eclipse.jdt.annotation.Nullable;

/**
 * Text for a terminal, with every character a terminal would obey instead of show made visible: the C0
 * controls but line feed and tab (ESC starts the sequences that retitle a terminal or rewrite its
 * screen, carriage return and backspace hide what came before), DEL, the C1 controls (U+0080 to U+009F,
 * CSI among them) and the bidirectional embeddings, overrides and isolates (U+202A to U+202E, U+2066 to
 * U+2069), which reorder what follows them. Each becomes {@code \xNN} or {@code \\uNNNN}. A carriage
 * return right before a line feed is a line ending (CSV's, Windows'), hides nothing and passes as it is.
 */
final class TerminalText {
	private TerminalText() {
	}

	/** {@code text} with every such character escaped. */
	static String escape(String text) {
		StringBuilder sb = null;
		for (int i = 0; i < text.length(); i++) {
			char c = text.charAt(i);
			if (obeyed(c) && !(c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n')) {
				if (sb == null) {
					sb = new StringBuilder(text.length() + 8).append(text, 0, i);
				}
				sb.append(c < 0x80 ? String.format(Locale.ROOT, "\\x%02x", (int) c) : String.format(Locale.ROOT, "\\u%04x", (int) c));
			} else if (sb != null) {
				sb.append(c);
			}
		}
		return sb == null ? text : sb.toString();
	}

	/** Whether a terminal acts on {@code c} rather than showing it. */
	static boolean obeyed(int c) {
		return c < 0x20 && c != '\n' && c != '\t' || c == 0x7f || c >= 0x80 && c <= 0x9f || c >= 0x202a && c <= 0x202e
				|| c >= 0x2066 && c <= 0x2069;
	}

	/**
	 * A stream that prints into {@code target} with every obeyed character escaped, in {@code target}'s
	 * charset. It works on the encoded bytes, so nothing printed (println, printf, a Writer over it)
	 * passes around it.
	 */
	static PrintStream escaping(PrintStream target) {
		Charset charset = target.charset();
		return new PrintStream(new EscapingStream(target, StandardCharsets.UTF_8.equals(charset)), true, charset);
	}

	/**
	 * Escapes obeyed characters in a byte stream: single bytes below 0x80 in any ASCII-based charset, and
	 * in UTF-8 the two- and three-byte forms of the C1 and bidirectional controls too (a character split
	 * between two writes is held back until its last byte comes).
	 */
	private static final class EscapingStream extends FilterOutputStream {
		private final boolean utf8;
		private final byte[] pending = new byte[3];
		private int pendingLength;
		/** A carriage return waiting for the next byte: before a line feed it is a line ending and passes. */
		private boolean pendingReturn;

		EscapingStream(OutputStream target, boolean utf8) {
			super(target);
			this.utf8 = utf8;
		}

		@Override
		public void write(int b) throws IOException {
			write(new byte[] { (byte) b }, 0, 1);
		}

		@Override
		public synchronized void write(byte @Nullable [] bytes, int offset, int length) throws IOException {
			Objects.requireNonNull(bytes, "bytes"); // OutputStream's contract: null throws
			java.io.ByteArrayOutputStream escaped = new java.io.ByteArrayOutputStream(length + 16);
			for (int i = offset; i < offset + length; i++) {
				accept(bytes[i] & 0xff, escaped);
			}
			out.write(escaped.toByteArray());
		}

		private void accept(int b, java.io.ByteArrayOutputStream escaped) {
			if (pendingReturn) {
				pendingReturn = false;
				if (b == '\n') {
					escaped.write('\r');
					escaped.write(b);
					return;
				}
				escaped.writeBytes("\\x0d".getBytes(StandardCharsets.US_ASCII));
			}
			if (b == '\r' && pendingLength == 0) {
				pendingReturn = true;
				return;
			}
			if (pendingLength > 0) {
				pending[pendingLength++] = (byte) b;
				int lead = pending[0] & 0xff;
				int needed = lead >= 0xe0 ? 3 : 2;
				if (pendingLength < needed && (b & 0xc0) == 0x80) {
					return;
				}
				int code = pendingLength == needed && (b & 0xc0) == 0x80 ? decode() : -1;
				if (code >= 0 && obeyed(code)) {
					escaped.writeBytes(String.format(Locale.ROOT, "\\u%04x", code).getBytes(StandardCharsets.US_ASCII));
					pendingLength = 0;
					return;
				}
				int held = pendingLength;
				pendingLength = 0;
				if (code >= 0) {
					escaped.write(pending, 0, held);
				} else {
					// not a character we watch: pass the bytes held, then look at the last one afresh
					escaped.write(pending, 0, held - 1);
					accept(b, escaped);
				}
				return;
			}
			if (utf8 && (b == 0xc2 || b == 0xe2)) {
				pending[0] = (byte) b;
				pendingLength = 1;
				return;
			}
			if (b < 0x80 && obeyed(b)) {
				escaped.writeBytes(String.format(Locale.ROOT, "\\x%02x", b).getBytes(StandardCharsets.US_ASCII));
			} else {
				escaped.write(b);
			}
		}

		private int decode() {
			int lead = pending[0] & 0xff;
			if (lead >= 0xe0) {
				return (lead & 0x0f) << 12 | (pending[1] & 0x3f) << 6 | pending[2] & 0x3f;
			}
			return (lead & 0x1f) << 6 | pending[1] & 0x3f;
		}

		@Override
		public synchronized void flush() throws IOException {
			// a character cut by a flush is completed by the next write; bytes that never complete one pass on close
			out.flush();
		}

		@Override
		public synchronized void close() throws IOException {
			if (pendingReturn) {
				out.write("\\x0d".getBytes(StandardCharsets.US_ASCII));
				pendingReturn = false;
			}
			if (pendingLength > 0) {
				out.write(pending, 0, pendingLength);
				pendingLength = 0;
			}
			super.close();
		}
	}
}
