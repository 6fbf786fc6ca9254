package org.drivebench.cli;

import java.io.PrintStream;
import java.util.Locale;

import org.drivebench.core.results.TestDurations;
import org.drivebench.core.runner.PlannedTest;
import org.drivebench.core.runner.RunListener;
import org.drivebench.engine.RunObserver;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.TestResult;

/**
 * Shows a run's progress on standard error: on a terminal one bar redrawn in place (overall share,
 * test n of m, its step, the last interval's figures), otherwise one plain line per test and step so
 * that logs stay readable.
 */
final class ProgressPrinter implements RunListener {
	private static final int BAR = 24;
	private static final long REDRAW_NANOS = 200_000_000L;

	private final Console console;
	private final PrintStream err;
	private final boolean terminal;
	private final CancelSignal cancel;
	private volatile String test = "";
	private volatile String step = "";
	private volatile int index;
	/** The step last printed as a line (off a terminal a step announced again, a rest counting down, prints once). */
	private volatile int printedStep = -1;
	private volatile int count;
	private volatile double runFraction;
	private volatile String figures = "";
	private long lastDraw;
	private int drawnWidth;

	ProgressPrinter(Console console, CancelSignal cancel) {
		this.console = console;
		this.err = console.err();
		this.terminal = console.interactive();
		this.cancel = cancel;
	}

	@Override
	public void testStarted(int i, int n, PlannedTest planned) {
		index = i;
		count = n;
		test = planned.label();
		step = "";
		printedStep = -1;
		figures = "";
		if (!terminal) {
			err.printf(Locale.ROOT, "[%d/%d] %s%n", i + 1, n, test);
		}
		draw(true);
	}

	@Override
	public void step(String name, int i, int n) {
		step = n > 1 ? name + " (" + (i + 1) + "/" + n + ")" : name;
		if (!terminal && n > 1 && i != printedStep) {
			printedStep = i;
			err.printf(Locale.ROOT, "      %s%n", step);
		}
		draw(false);
	}

	@Override
	public void progress(double testFraction, double run) {
		runFraction = run;
		draw(false);
	}

	@Override
	public void interval(RunObserver.IntervalSnapshot s) {
		figures = String.format(Locale.ROOT, "%.1f MB/s %.0f IOPS %.2f ms", s.megabytesPerSecond(), s.iops(),
				s.meanLatencyMicros() / 1000);
		draw(false);
	}

	@Override
	public synchronized void testFinished(int i, int n, TestResult result) {
		// how long it took: on a simulated drive its clock's time, not the moment the model took to compute it
		String took = TestDurations.of(result).map(d -> " in " + TestDurations.format(d)).orElse("");
		String status = result.getStatus() == ResultStatus.COMPLETED ? "done" + took
				: result.getStatus().getLiteral().toLowerCase(Locale.ROOT);
		String message = result.getMessages().isEmpty() ? "" : ": " + result.getMessages().get(result.getMessages().size() - 1).getText();
		clear();
		if (terminal || result.getStatus() != ResultStatus.COMPLETED) {
			err.printf(Locale.ROOT, "[%d/%d] %s: %s%s%n", i + 1, n, result.getTestName(), status,
					result.getStatus() == ResultStatus.COMPLETED ? "" : message);
		} else {
			err.printf(Locale.ROOT, "      %s%n", status);
		}
	}

	@Override
	public boolean cancelRequested() {
		return cancel.requested();
	}

	/** Removes the bar before other output. */
	synchronized void clear() {
		if (terminal && drawnWidth > 0) {
			console.clearRedrawn(drawnWidth);
			drawnWidth = 0;
		}
	}

	private synchronized void draw(boolean force) {
		if (!terminal) {
			return;
		}
		long now = System.nanoTime();
		if (!force && now - lastDraw < REDRAW_NANOS) {
			return;
		}
		lastDraw = now;
		int filled = (int) Math.round(Math.max(0, Math.min(1, runFraction)) * BAR);
		String line = String.format(Locale.ROOT, "[%s%s] %3.0f%%  %d/%d %s%s%s", "#".repeat(filled), ".".repeat(BAR - filled),
				runFraction * 100, index + 1, count, test, step.isEmpty() ? "" : " - " + step,
				figures.isEmpty() ? "" : "  " + figures);
		if (line.length() > 150) {
			line = line.substring(0, 150);
		}
		console.redraw(line, drawnWidth);
		drawnWidth = line.length();
	}
}
