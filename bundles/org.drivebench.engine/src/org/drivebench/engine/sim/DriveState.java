package org.drivebench.engine.sim;

import java.util.SplittableRandom;
import org.eclipse.jdt.annotation.Nullable;

/**
 * What a simulated drive (or set) carries from one workload to the next, as a real drive does: its
 * virtual clock, the events still pending (destaging a dirty cache, folding SLC), and each device's
 * caches, head, platter and random generator. The next workload starts at {@link #clock}: when the last
 * one's I/Os had all completed, plus the host's turnaround between workloads ({@link #turnaround()}).
 */
final class DriveState {
	/** The host's turnaround between workloads: DriveBench saves the run and starts the next test. */
	static final long MIN_TURNAROUND_NANOS = 10_000_000L;
	static final long MAX_TURNAROUND_NANOS = 100_000_000L;

	final EventQueue events;
	final SimulatedDevice[] devices;
	/** The RAID-0 controller of a set, null for a single drive. */
	final @Nullable Raid0Controller controller;
	/** The host's time per request (a single drive's; a set's controller adds its own). */
	final long hostNanos;
	/** Virtual time at which the next workload starts. */
	long clock;
	/** During a run: the virtual time the simulation has reached (its next event's). */
	long now;
	/** The virtual time at which the workload running (or the last one) started. */
	long runStart;
	private final SplittableRandom random;

	DriveState(EventQueue events, SimulatedDevice[] devices, @Nullable Raid0Controller controller, long hostNanos, long seed) {
		this.events = events;
		this.devices = devices;
		this.controller = controller;
		this.hostNanos = hostNanos;
		this.random = new SplittableRandom(seed);
	}

	/**
	 * The drive's present: during a run, the time the simulation has reached (no event comes before it);
	 * between runs, when the next workload would start.
	 */
	long present() {
		return Math.max(clock, now);
	}

	/**
	 * The drive idles while the host turns from one workload to the next, 10 to 100 ms (the drive goes on
	 * with its own work meanwhile): the next workload meets the platters at an angle of its own.
	 */
	void turnaround() {
		clock += MIN_TURNAROUND_NANOS + random.nextLong(MAX_TURNAROUND_NANOS - MIN_TURNAROUND_NANOS);
	}

	/**
	 * The drive is left alone for {@code nanos}: it does its own work (its devices' events: destaging,
	 * folding) up to the end of the rest, so the next workload meets the drive as the rest left it.
	 * Between workloads no host command is in flight, so every pending event is a device's own.
	 */
	void rest(long nanos) {
		long until = clock + nanos;
		while (!events.isEmpty() && events.peekTime() <= until) {
			long t = events.peekTime();
			devices[EventQueue.index(events.pop())].wake(t);
		}
		clock = until;
	}
}
