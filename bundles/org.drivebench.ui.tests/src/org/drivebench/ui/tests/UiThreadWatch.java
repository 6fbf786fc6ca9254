package org.drivebench.ui.tests;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;

import org.eclipse.swt.widgets.Display;

/**
 * How long the UI thread kept the event loop waiting at most while it was watched: a probe due every
 * {@value #PERIOD_MS} ms ({@link Display#timerExec}) notes how late it ran against when it was due, and
 * posts itself again. A probe runs only when the event loop gets to it, so its lateness is how long the
 * UI thread was busy with something else (a layout, a paint, a task posted with asyncExec or syncExec),
 * to within the timer's granularity (about a millisecond): what a user feels as a window that does not
 * answer. Each block over {@value #LONG_MS} ms is also noted with when it began on the JVM's uptime
 * clock, the clock of {@code -Xlog:gc*:...:uptime} and of a flight recording, so that a long block can be
 * lined up with what the JVM did meanwhile (a collector's pause, a compilation), and with how the UI
 * thread spent it: its CPU time (a block it spent working uses about its length) and, where Linux tells
 * ({@code /proc/thread-self/schedstat}), its time ready to run but waiting for a core (a busy machine);
 * the rest it waited for something else (a collector's pause, the X server, a lock).
 */
final class UiThreadWatch {
	static final int PERIOD_MS = 5;
	static final int LONG_MS = 30;
	/** {@link System#nanoTime()} at the JVM's start, for uptimes to within a millisecond. */
	private static final long JVM_START_NANOS = System.nanoTime() - ManagementFactory.getRuntimeMXBean().getUptime() * 1_000_000L;
	private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
	/** Linux's scheduler figures of the thread that reads it: CPU time, time waiting for a core (ns), slices. */
	private static final Path SCHEDSTAT = Path.of("/proc/thread-self/schedstat");
	private final Display display;
	private final AtomicLong longest = new AtomicLong();
	private final List<String> longBlocks = new CopyOnWriteArrayList<>();
	private volatile boolean running = true;
	/** When the next probe is due ({@link System#nanoTime()}); read and written on the UI thread alone. */
	private long due;
	/** The UI thread's CPU time when the probe was armed (ns); read and written on the UI thread alone. */
	private long cpuAtArm;
	/** The UI thread's time waiting for a core when the probe was armed (ns; -1: unknown); UI thread alone. */
	private long queuedAtArm;

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
		cpuAtArm = THREADS.getCurrentThreadCpuTime();
		queuedAtArm = queuedNanos();
		due = System.nanoTime() + PERIOD_MS * 1_000_000L;
		display.timerExec(PERIOD_MS, this::probe);
	}

	private void probe() {
		long late = System.nanoTime() - due;
		longest.accumulateAndGet(late, Math::max);
		if (late > LONG_MS * 1_000_000L) {
			long queued = queuedNanos();
			longBlocks.add(String.format(Locale.ROOT, "%.3f s +%.0f ms (CPU %.0f ms, waiting for a core %s ms)", (due - JVM_START_NANOS) / 1e9,
					late / 1e6, (THREADS.getCurrentThreadCpuTime() - cpuAtArm) / 1e6,
					queued < 0 || queuedAtArm < 0 ? "?" : String.format(Locale.ROOT, "%.0f", (queued - queuedAtArm) / 1e6)));
		}
		if (running && !display.isDisposed()) {
			arm();
		}
	}

	/** The calling thread's time ready to run but waiting for a core so far (ns), or -1 where Linux does not say. */
	private static long queuedNanos() {
		try {
			String[] figures = Files.readString(SCHEDSTAT).trim().split(" ");
			return figures.length >= 2 ? Long.parseLong(figures[1]) : -1;
		} catch (IOException | RuntimeException unknown) {
			return -1;
		}
	}

	/** Stops watching; the longest the UI thread kept a probe waiting, in milliseconds. */
	double stop() {
		running = false;
		return longest.get() / 1e6;
	}

	/**
	 * The blocks over {@value #LONG_MS} ms so far: when each began (JVM uptime), how long it lasted, and
	 * the UI thread's CPU time and its time waiting for a core from the probe's arming until it ran.
	 */
	List<String> longBlocks() {
		return List.copyOf(longBlocks);
	}

	/**
	 * Prints the blocks over {@value #LONG_MS} ms during {@code what}, if any, each with when it began on the
	 * JVM's uptime clock: to line up with a GC log ({@code -Xlog:gc*:file=...:uptime}) or a flight recording
	 * taken with {@code -Dui.test.vmargs}.
	 */
	static void printLongBlocks(String what, List<String> longBlocks) {
		if (!longBlocks.isEmpty()) {
			System.out.printf(Locale.ROOT, "BENCHMARK %s: the UI thread's blocks over %d ms began at (JVM uptime) %s%n", what, LONG_MS,
					String.join(", ", longBlocks));
		}
	}
}
