package org.drivebench.engine.sim;

import java.util.SplittableRandom;

/**
 * One simulated drive's state, kept from workload to workload of a run. The drive accepts up to its
 * queue depth of commands; the host (the block layer in front of a real drive) holds the rest in
 * order and hands the next one over when a command completes. A device posts
 * {@link EventQueue#COMPLETE} events for its commands' tags and {@link EventQueue#WAKE} events for
 * itself. Its random choices (jitter, pauses) come from its own generator, seeded from the run.
 */
abstract class SimulatedDevice {
	protected final EventQueue events;
	protected final int deviceIndex;
	protected final SplittableRandom random;
	private final int queueDepth;
	private int inDevice;

	private int[] waitingTag;
	private int[] waitingCommands;
	private long[] waitingAt;
	private long[] waitingOffset;
	private int[] waitingLength;
	private boolean[] waitingWrite;
	private int waitingHead;
	private int waitingCount;

	SimulatedDevice(EventQueue events, int deviceIndex, int queueDepth, long seed) {
		this.events = events;
		this.deviceIndex = deviceIndex;
		this.queueDepth = queueDepth;
		this.random = new SplittableRandom(seed);
		waitingTag = new int[16];
		waitingCommands = new int[16];
		waitingAt = new long[16];
		waitingOffset = new long[16];
		waitingLength = new int[16];
		waitingWrite = new boolean[16];
	}

	/**
	 * The host sends a command that reaches the drive at {@code at} (now, or later by the host's own
	 * time); it completes with a COMPLETE event for {@code tag}. Calls come in order of {@code at}.
	 *
	 * @param commands how many host commands for this contiguous data it stands for (a striped set's
	 *                 strips on this member): the drive's per-command time is spent on each
	 */
	final void submit(long at, int tag, long offset, int length, boolean write, int commands) {
		if (inDevice < queueDepth) {
			inDevice++;
			accept(at, tag, offset, length, write, commands);
			return;
		}
		if (waitingCount == waitingTag.length) {
			growWaiting();
		}
		int i = (waitingHead + waitingCount++) % waitingTag.length;
		waitingTag[i] = tag;
		waitingCommands[i] = commands;
		waitingAt[i] = at;
		waitingOffset[i] = offset;
		waitingLength[i] = length;
		waitingWrite[i] = write;
	}

	/** One of this device's commands completed at {@code now}: its queue slot goes to the next waiting one. */
	final void retire(long now) {
		inDevice--;
		if (waitingCount > 0) {
			int i = waitingHead;
			waitingHead = (waitingHead + 1) % waitingTag.length;
			waitingCount--;
			inDevice++;
			accept(Math.max(now, waitingAt[i]), waitingTag[i], waitingOffset[i], waitingLength[i], waitingWrite[i],
					waitingCommands[i]);
		}
	}

	/** Commands in the drive or waiting for it. */
	final int outstanding() {
		return inDevice + waitingCount;
	}

	/** The drive receives a command, standing for {@code commands} host commands, at {@code now} (its queue has room). */
	abstract void accept(long now, int tag, long offset, int length, boolean write, int commands);

	/** A WAKE event this device scheduled fired at {@code now}. */
	abstract void wake(long now);

	/** Whether written data waits in a volatile cache, not yet on the medium (what a cache flush waits for). */
	abstract boolean holdsUnwrittenData();

	/** {@code nanos} varied uniformly by up to {@code fraction} either way (the mean stays {@code nanos}). */
	final double jittered(double nanos, double fraction) {
		return fraction == 0 ? nanos : nanos * (1 + fraction * (2 * random.nextDouble() - 1));
	}

	/** The span of {@code nanos} varied by up to {@code fraction} either way, for {@link #jittered(long, long)}. */
	static long span(long nanos, double fraction) {
		return 2 * Math.round(nanos * fraction);
	}

	/**
	 * {@code nanos} varied uniformly over {@code span} around it by the 32 random bits {@code bits}, in
	 * whole nanoseconds (the hot path of fast drives: one random draw serves two jitters).
	 */
	static long jittered(long nanos, long span, long bits) {
		return nanos - (span >>> 1) + ((bits & 0xFFFF_FFFFL) * (span + 1) >>> 32);
	}

	/** The time from {@code now} to the drive's next pause: exponential with mean {@code meanNanos}. */
	final long nextPauseAfter(long now, long meanNanos) {
		return now + Math.max(1, Math.round(-Math.log(1 - random.nextDouble()) * meanNanos));
	}

	private void growWaiting() {
		int n = waitingTag.length * 2;
		int[] tag = new int[n];
		int[] commands = new int[n];
		long[] arrival = new long[n];
		long[] offset = new long[n];
		int[] length = new int[n];
		boolean[] write = new boolean[n];
		for (int k = 0; k < waitingCount; k++) {
			int i = (waitingHead + k) % waitingTag.length;
			tag[k] = waitingTag[i];
			commands[k] = waitingCommands[i];
			arrival[k] = waitingAt[i];
			offset[k] = waitingOffset[i];
			length[k] = waitingLength[i];
			write[k] = waitingWrite[i];
		}
		waitingTag = tag;
		waitingCommands = commands;
		waitingAt = arrival;
		waitingOffset = offset;
		waitingLength = length;
		waitingWrite = write;
		waitingHead = 0;
	}
}
