package org.drivebench.core.drive;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import org.drivebench.core.api.DriveTemperature;
import org.drivebench.core.api.DriveTemperature.RateInterval;
import org.drivebench.core.api.TemperatureLog;
import org.drivebench.engine.IoEngine;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.Target;
import org.drivebench.engine.WorkloadSpec;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Samples a drive's temperature while one test runs, on the sensor's clock from the test's start, and
 * keeps the rate of each workload the test runs through {@link #engine} on the same clock. A real
 * drive's sensor is read by a thread of its own at the sensor's interval; a simulated drive's sensor,
 * whose past readings can be had, is read for every interval of virtual time up to the drive's present
 * at the end of each of a workload's intervals, when a workload or a rest ends and when the test ends
 * (its clock runs only then).
 */
public final class TemperatureSampler implements TemperatureLog {
	private final TemperatureSensor sensor;
	private final long start;
	private final long interval;
	private final long throttleBefore;
	private final double warning;
	private final double critical;
	private final List<RateInterval> rates = new ArrayList<>();
	private final List<String> notes = new ArrayList<>();
	private double[] seconds = new double[64];
	private double[] celsius = new double[64];
	private int count;
	/** the next time to read a past-readable sensor at */
	private long next;
	private int workloads;
	private long throttleAfter = -2;
	private @Nullable Thread poller;
	private volatile boolean stopped;

	private TemperatureSampler(TemperatureSensor sensor) {
		this.sensor = sensor;
		this.start = sensor.nowNanos();
		this.interval = sensor.intervalNanos();
		this.next = start;
		this.throttleBefore = sensor.throttleEvents();
		this.warning = sensor.warningCelsius();
		this.critical = sensor.criticalCelsius();
	}

	/** Starts sampling now: the test's time 0. */
	public static TemperatureSampler start(TemperatureSensor sensor) {
		TemperatureSampler s = new TemperatureSampler(sensor);
		if (sensor.pastReadable()) {
			s.catchUp();
		} else {
			Thread t = new Thread(s::poll, "drivebench-temperature");
			t.setDaemon(true);
			s.poller = t;
			t.start();
		}
		return s;
	}

	/** {@code engine} with every workload's intervals kept on the test's clock and the sensor read after each. */
	public IoEngine engine(IoEngine engine) {
		return new IoEngine() {
			@Override
			public Measurement run(Target target, WorkloadSpec spec, @Nullable RunObserver observer) throws IOException {
				long handedOver = sensor.nowNanos();
				try {
					Measurement m = engine.run(target, spec, sensor.pastReadable() ? readingAtIntervals(observer) : observer);
					workloadEnded(sensor.workloadStartNanos(handedOver) + spec.rampTime().toNanos(), m);
					return m;
				} finally {
					catchUpIfPast();
				}
			}

			@Override
			public boolean rest(Target target, Duration time, RunObserver observer) throws IOException {
				try {
					return engine.rest(target, time, observer);
				} finally {
					catchUpIfPast();
				}
			}
		};
	}

	/**
	 * {@code observer}, the sensor read up to the present at each interval's end as well: a simulated drive's
	 * sensor remembers only so far back (about 1.8 hours), and a long workload (a slow drive's whole fill)
	 * would outrun it. The interval is reported on the workload's own thread, where the drive may be read.
	 */
	private RunObserver readingAtIntervals(@Nullable RunObserver observer) {
		RunObserver inner = observer == null ? RunObserver.NONE : observer;
		return new RunObserver() {
			@Override
			public boolean cancelled() {
				return inner.cancelled();
			}

			@Override
			public void interval(IntervalSnapshot snapshot) {
				inner.interval(snapshot);
				catchUp();
			}

			@Override
			public void progress(double fraction) {
				inner.progress(fraction);
			}
		};
	}

	@Override
	public synchronized DriveTemperature readings() {
		catchUpIfPast();
		return new DriveTemperature(sensor.source(), warning, critical, Arrays.copyOf(seconds, count), Arrays.copyOf(celsius, count),
				rates, throttleBefore, throttleAfter == -2 ? sensor.throttleEvents() : throttleAfter, notes);
	}

	/** Ends sampling: the last readings, the throttle count read once more. */
	public DriveTemperature stop() {
		abandon();
		Thread t = poller;
		if (t != null) {
			try {
				t.join(Duration.ofSeconds(5));
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
			}
		}
		synchronized (this) {
			catchUpIfPast();
			throttleAfter = sensor.throttleEvents();
		}
		return readings();
	}

	/** Keeps the intervals of a workload that started measuring at {@code measuringFrom} (the last one may be partial). */
	/**
	 * Stops reading without touching the drive again: for a test abandoned while it may still hold the
	 * drive (a simulated one is read on its own thread).
	 */
	public void abandon() {
		stopped = true;
		Thread t = poller;
		if (t != null) {
			t.interrupt();
		}
	}

	private synchronized void workloadEnded(long measuringFrom, Measurement m) {
		Measurement.Intervals intervals = m.intervals();
		double length = intervals.intervalNanos() / 1e9;
		double offset = (measuringFrom - start) / 1e9;
		double elapsed = m.elapsedNanos() / 1e9;
		for (int i = 0; i < intervals.count(); i++) {
			double from = intervals.startSeconds()[i];
			double to = Math.min(from + length, Math.max(elapsed, from));
			rates.add(new RateInterval(workloads, offset + from, offset + to, intervals.megabytesPerSecond()[i]));
		}
		workloads++;
	}

	private synchronized void catchUpIfPast() {
		if (sensor.pastReadable()) {
			catchUp();
		}
	}

	/** Reads a past-readable sensor at every interval up to its present. */
	private synchronized void catchUp() {
		long now = sensor.nowNanos();
		for (; next <= now; next += interval) {
			try {
				add(next, sensor.celsiusAt(next));
			} catch (IllegalArgumentException e) {
				// the sensor no longer remembers that far back: the samples are lost, never made up
				long resume = Math.max(next, now - interval * 1000);
				notes.add(String.format(Locale.ROOT, "no temperature from %.1f s to %.1f s: %s", (next - start) / 1e9,
						(resume - start) / 1e9, e.getMessage()));
				next = resume - interval;
			}
		}
	}

	private void poll() {
		while (!stopped) {
			long at = sensor.nowNanos();
			double c = sensor.celsiusAt(at);
			synchronized (this) {
				add(at, c);
			}
			try {
				Thread.sleep(Duration.ofNanos(interval));
			} catch (InterruptedException e) {
				return; // stopped
			}
		}
	}

	private void add(long at, double c) {
		if (Double.isNaN(c)) {
			return; // the sensor gave no reading this time
		}
		if (count == seconds.length) {
			seconds = Arrays.copyOf(seconds, count * 2);
			celsius = Arrays.copyOf(celsius, count * 2);
		}
		seconds[count] = (at - start) / 1e9;
		celsius[count] = c;
		count++;
	}
}
