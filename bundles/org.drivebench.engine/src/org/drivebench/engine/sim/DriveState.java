package org.drivebench.engine.sim;

/**
 * What a simulated drive (or set) carries from one workload to the next, as a real drive does: its
 * virtual clock, the events still pending (destaging a dirty cache, folding SLC), and each device's
 * caches, head, platter and random generator. The next workload starts at {@link #clock}, the moment
 * the last one's I/Os had all completed.
 */
final class DriveState {
	final EventQueue events;
	final SimulatedDevice[] devices;
	/** The RAID-0 controller of a set, null for a single drive. */
	final Raid0Controller controller;
	/** The host's time per request (a single drive's; a set's controller adds its own). */
	final long hostNanos;
	/** Virtual time at which the next workload starts. */
	long clock;

	DriveState(EventQueue events, SimulatedDevice[] devices, Raid0Controller controller, long hostNanos) {
		this.events = events;
		this.devices = devices;
		this.controller = controller;
		this.hostNanos = hostNanos;
	}
}
