package org.drivebench.cli;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import org.eclipse.jdt.annotation.Nullable;

/**
 * Where a command writes: results to {@code out}, progress and messages to {@code err}, so that
 * {@code drivebench ... --json > file} gives clean output. Knows whether {@code err} is a terminal,
 * for progress bars.
 *
 * <p>Everything printed through it passes {@link TerminalText}: text from outside (a file name, a line of
 * a trace file, a drive's name) can hold control characters that a terminal obeys (ESC sequences that
 * retitle it or rewrite the screen, a carriage return that hides a line, bidirectional overrides), so
 * each is printed as a visible escape such as {@code \x1b}. This is the one place it happens; a line
 * redrawn in place (a progress bar) goes through {@link #redraw}.
 */
final class Console {
	private final PrintStream out;
	private final PrintStream rawOut;
	private final PrintStream err;
	private final PrintStream rawErr;
	private final boolean interactive;
	private final @Nullable BufferedReader input;

	/**
	 * @param out         where results go (escaped)
	 * @param err         where progress and messages go (escaped)
	 * @param interactive whether {@code err} is a terminal
	 */
	Console(PrintStream out, PrintStream err, boolean interactive) {
		this(out, err, interactive, null);
	}

	/**
	 * @param input where the user types answers to a question (a drive's serial); null when nobody can:
	 *              no terminal
	 */
	Console(PrintStream out, PrintStream err, boolean interactive, @Nullable BufferedReader input) {
		this.out = TerminalText.escaping(out);
		this.rawOut = out;
		this.err = TerminalText.escaping(err);
		this.rawErr = err;
		this.interactive = interactive;
		this.input = input;
	}

	static Console system() {
		java.io.Console terminal = System.console();
		if (terminal == null || !terminal.isTerminal()) {
			return new Console(System.out, System.err, false, null);
		}
		return new Console(System.out, System.err, true, new BufferedReader(terminal.reader()));
	}

	/**
	 * A console for one of several runs at once (a group test's rigs): every line of {@code err} starts
	 * with {@code prefix}, and nothing is redrawn in place, so the runs' lines interleave readably.
	 */
	Console prefixed(String prefix) {
		return new Console(rawOut, new PrintStream(new LinePrefixStream(rawErr, TerminalText.escape(prefix)), true,
				StandardCharsets.UTF_8), false, input);
	}

	PrintStream out() {
		return out;
	}

	PrintStream err() {
		return err;
	}

	boolean interactive() {
		return interactive;
	}

	/** Where the user types answers; null without a terminal, when only options can answer. */
	@Nullable
	BufferedReader input() {
		return input;
	}

	/**
	 * Redraws the current line of {@code err} in place on a terminal: back to its start, then
	 * {@code line} (escaped like all else), then enough blanks to cover {@code clearWidth} characters.
	 */
	synchronized void redraw(String line, int clearWidth) {
		err.flush();
		rawErr.print('\r');
		rawErr.flush();
		err.print(line);
		err.print(" ".repeat(Math.max(0, clearWidth - line.length())));
		err.flush();
	}

	/** Blanks {@code width} characters of the line redrawn in place and returns to its start. */
	synchronized void clearRedrawn(int width) {
		redraw("", width);
		rawErr.print('\r');
		rawErr.flush();
	}

	/** Writes whole lines to {@code target}, each after {@code prefix}; lines of several streams never mix. */
	private static final class LinePrefixStream extends OutputStream {
		private final PrintStream target;
		private final byte[] prefix;
		private final ByteArrayOutputStream line = new ByteArrayOutputStream();

		LinePrefixStream(PrintStream target, String prefix) {
			this.target = target;
			this.prefix = prefix.getBytes(StandardCharsets.UTF_8);
		}

		@Override
		public synchronized void write(int b) {
			line.write(b);
			if (b == '\n') {
				synchronized (target) {
					target.write(prefix, 0, prefix.length);
					target.write(line.toByteArray(), 0, line.size());
					target.flush();
				}
				line.reset();
			}
		}
	}
}
