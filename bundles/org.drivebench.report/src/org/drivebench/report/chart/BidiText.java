package org.drivebench.report.chart;

/**
 * Text from outside (a drive's name, a test's) in a document that others read: its bidirectional
 * embeddings, overrides and isolates closed where it ends. A name with an unterminated RIGHT-TO-LEFT
 * OVERRIDE (U+202E) would otherwise reverse whatever follows it on the line, e.g. the next drive's name
 * in a legend. Exporters close every text with this, and HTML isolates names besides ({@code <bdi>}).
 */
public final class BidiText {
	private static final char LRE = '\u202a', RLE = '\u202b', PDF = '\u202c', LRO = '\u202d', RLO = '\u202e';
	private static final char LRI = '\u2066', RLI = '\u2067', FSI = '\u2068', PDI = '\u2069';

	private BidiText() {
	}

	/**
	 * {@code text} with every embedding or override it opens and does not close closed (PDF), and every
	 * isolate closed (PDI), innermost first, as Unicode's bidirectional algorithm (UAX #9) pairs them.
	 */
	public static String closed(String text) {
		StringBuilder open = null; // the openers not yet closed, innermost last
		for (int i = 0; i < text.length(); i++) {
			char c = text.charAt(i);
			if (c == LRE || c == RLE || c == LRO || c == RLO || c == LRI || c == RLI || c == FSI) {
				open = open == null ? new StringBuilder() : open;
				open.append(c);
			} else if (c == PDF && open != null && open.length() > 0 && !isIsolate(open.charAt(open.length() - 1))) {
				open.setLength(open.length() - 1); // a PDF closes an embedding, never across an isolate
			} else if (c == PDI && open != null) {
				int isolate = lastIsolate(open);
				if (isolate >= 0) {
					open.setLength(isolate); // a PDI closes its isolate and every embedding inside it
				}
			}
		}
		if (open == null || open.length() == 0) {
			return text;
		}
		StringBuilder closed = new StringBuilder(text);
		for (int i = open.length() - 1; i >= 0; i--) {
			closed.append(isIsolate(open.charAt(i)) ? PDI : PDF);
		}
		return closed.toString();
	}

	private static boolean isIsolate(char c) {
		return c == LRI || c == RLI || c == FSI;
	}

	private static int lastIsolate(CharSequence open) {
		for (int i = open.length() - 1; i >= 0; i--) {
			if (isIsolate(open.charAt(i))) {
				return i;
			}
		}
		return -1;
	}
}
