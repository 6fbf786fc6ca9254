package org.drivebench.engine.sim;

/**
 * One simulated drive's state during one run. The drive accepts up to its queue depth of commands;
 * the host (the block layer in front of a real drive) holds the rest in order and hands the next one
 * over when a command completes. A device posts {@link EventQueue#COMPLETE} events for its commands'
 * tags and {@link EventQueue#WAKE} events for itself.
 */
abstract class SimulatedDevice {
	protected final EventQueue events;
	protected final int deviceIndex;
	private final int queueDepth;
	private int inDevice;

	private int[] waitingTag;
	private long[] waitingOffset;
	private int[] waitingLength;
	private boolean[] waitingWrite;
	private int waitingHead;
	private int waitingCount;

	SimulatedDevice(EventQueue events, int deviceIndex, int queueDepth) {
		this.events = events;
		this.deviceIndex = deviceIndex;
		this.queueDepth = queueDepth;
		waitingTag = new int[16];
		waitingOffset = new long[16];
		waitingLength = new int[16];
		waitingWrite = new boolean[16];
	}

	/** The host sends a command at {@code now}; it completes with a COMPLETE event for {@code tag}. */
	final void submit(long now, int tag, long offset, int length, boolean write) {
		if (inDevice < queueDepth) {
			inDevice++;
			accept(now, tag, offset, length, write);
			return;
		}
		if (waitingCount == waitingTag.length) {
			growWaiting();
		}
		int i = (waitingHead + waitingCount++) % waitingTag.length;
		waitingTag[i] = tag;
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
			accept(now, waitingTag[i], waitingOffset[i], waitingLength[i], waitingWrite[i]);
		}
	}

	/** The drive receives a command at {@code now} (its queue has room). */
	abstract void accept(long now, int tag, long offset, int length, boolean write);

	/** A WAKE event this device scheduled fired at {@code now}. */
	abstract void wake(long now);

	/** Whether written data waits in a volatile cache, not yet on the medium (what a cache flush waits for). */
	abstract boolean holdsUnwrittenData();

	private void growWaiting() {
		int n = waitingTag.length * 2;
		int[] tag = new int[n];
		long[] offset = new long[n];
		int[] length = new int[n];
		boolean[] write = new boolean[n];
		for (int k = 0; k < waitingCount; k++) {
			int i = (waitingHead + k) % waitingTag.length;
			tag[k] = waitingTag[i];
			offset[k] = waitingOffset[i];
			length[k] = waitingLength[i];
			write[k] = waitingWrite[i];
		}
		waitingTag = tag;
		waitingOffset = offset;
		waitingLength = length;
		waitingWrite = write;
		waitingHead = 0;
	}
}
