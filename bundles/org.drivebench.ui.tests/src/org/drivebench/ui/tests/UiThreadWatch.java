package org.drivebench.ui.tests;

import java.util.concurrent.atomic.AtomicLong;

import org.eclipse.swt.widgets.Display;

/**
 * How long the UI thread kept the event loop waiting at most while it was watched: a probe due every
 * {@value #PERIOD_MS} ms ({@link Display#timerExec}) notes how late it ran against when it was due, and
 * posts itself again. A probe runs only when the event loop gets to it, so its lateness is how long the
 * UI thread was busy with something else (a layout, a paint, a task posted with asyncExec or syncExec),
 * to within the timer's granularity (about a millisecond): what a user feels as a window that does not
 * answer.
 */
final class UiThreadWatch {
	static final int PERIOD_MS = 5;
	private final Display display;
	private final AtomicLong longest = new AtomicLong();
	private volatile boolean running = true;
	/** When the next probe is due ({@link System#nanoTime()}); read and written on the UI thread alone. */
	private long due;

	private UiThreadWatch(Display display) {
		this.display = display;
	}

	/** Starts watching the UI thread of {@code display}; the first probe is armed when this returns. */
	static UiThreadWatch start(Display display) {
		UiThreadWatch watch = new UiThreadWatch(display);
		display.syncExec(watch::arm);
		return watch;
	}

	private void arm() {
		due = System.nanoTime() + PERIOD_MS * 1_000_000L;
		display.timerExec(PERIOD_MS, this::probe);
	}

	private void probe() {
		longest.accumulateAndGet(System.nanoTime() - due, Math::max);
		if (running && !display.isDisposed()) {
			arm();
		}
	}

	/** Stops watching; the longest the UI thread kept a probe waiting, in milliseconds. */
	double stop() {
		running = false;
		return longest.get() / 1e6;
	}
}
