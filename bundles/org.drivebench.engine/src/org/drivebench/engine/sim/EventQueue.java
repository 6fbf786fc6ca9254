package org.drivebench.engine.sim;

import java.util.Arrays;

/**
 * The virtual clock's pending events: a binary min-heap of (time, sequence, kind, index) in primitive
 * arrays, so scheduling allocates nothing once the arrays have grown to the run's size. Events at the
 * same time come out in the order they were scheduled, which keeps a run deterministic.
 */
final class EventQueue {
	/** A worker's command slot issues its next I/O; index: the slot. */
	static final int ISSUE = 0;
	/** A device's command completes; index: the command's tag. */
	static final int COMPLETE = 1;
	/** A device has something to do; index: the device. */
	static final int WAKE = 2;

	private static final int KIND_SHIFT = 29;
	private static final int INDEX_MASK = (1 << KIND_SHIFT) - 1;

	private long[] time = new long[64];
	private long[] sequence = new long[64];
	private int[] payload = new int[64];
	private int size;
	private long nextSequence;

	void schedule(long at, int kind, int index) {
		if (size == time.length) {
			int n = size * 2;
			time = Arrays.copyOf(time, n);
			sequence = Arrays.copyOf(sequence, n);
			payload = Arrays.copyOf(payload, n);
		}
		long seq = nextSequence++;
		int p = (kind << KIND_SHIFT) | index;
		int i = size++;
		while (i > 0) {
			int parent = (i - 1) >>> 1;
			if (time[parent] < at || (time[parent] == at && sequence[parent] < seq)) {
				break;
			}
			time[i] = time[parent];
			sequence[i] = sequence[parent];
			payload[i] = payload[parent];
			i = parent;
		}
		time[i] = at;
		sequence[i] = seq;
		payload[i] = p;
	}

	boolean isEmpty() {
		return size == 0;
	}

	/** Time of the earliest event; the queue must not be empty. */
	long peekTime() {
		return time[0];
	}

	/** Removes the earliest event and returns its kind and index packed: use {@link #kind} and {@link #index}. */
	int pop() {
		int result = payload[0];
		size--;
		if (size > 0) {
			long t = time[size];
			long s = sequence[size];
			int p = payload[size];
			int i = 0;
			int half = size >>> 1;
			while (i < half) {
				int child = 2 * i + 1;
				int right = child + 1;
				if (right < size && (time[right] < time[child]
						|| (time[right] == time[child] && sequence[right] < sequence[child]))) {
					child = right;
				}
				if (t < time[child] || (t == time[child] && s < sequence[child])) {
					break;
				}
				time[i] = time[child];
				sequence[i] = sequence[child];
				payload[i] = payload[child];
				i = child;
			}
			time[i] = t;
			sequence[i] = s;
			payload[i] = p;
		}
		return result;
	}

	/** Drops every pending event of {@code kind} (a finished workload's issue events); the rest keep their order. */
	void removeKind(int kind) {
		int kept = 0;
		for (int i = 0; i < size; i++) {
			if (kind(payload[i]) != kind) {
				time[kept] = time[i];
				sequence[kept] = sequence[i];
				payload[kept] = payload[i];
				kept++;
			}
		}
		size = kept;
		for (int i = (size >>> 1) - 1; i >= 0; i--) {
			siftDown(i);
		}
	}

	private boolean before(int a, int b) {
		return time[a] < time[b] || time[a] == time[b] && sequence[a] < sequence[b];
	}

	private void siftDown(int i) {
		while (true) {
			int child = 2 * i + 1;
			if (child >= size) {
				return;
			}
			if (child + 1 < size && before(child + 1, child)) {
				child++;
			}
			if (!before(child, i)) {
				return;
			}
			long t = time[i];
			long s = sequence[i];
			int p = payload[i];
			time[i] = time[child];
			sequence[i] = sequence[child];
			payload[i] = payload[child];
			time[child] = t;
			sequence[child] = s;
			payload[child] = p;
			i = child;
		}
	}

	static int kind(int packed) {
		return packed >>> KIND_SHIFT;
	}

	static int index(int packed) {
		return packed & INDEX_MASK;
	}
}
