package org.drivebench.engine.sim;

/**
 * The earliest completion of commands that stand for several host commands (a striped set's strips on
 * one member): such a command completes no earlier than the last of them has had its firmware time.
 * A few entries at most (one per command in the drive); arrays only.
 */
final class CompletionFloors {
	private final int[] tag;
	private final long[] time;
	private int count;

	CompletionFloors(int capacity) {
		tag = new int[capacity];
		time = new long[capacity];
	}

	/** Command {@code commandTag} completes no earlier than {@code at}. */
	void add(int commandTag, long at) {
		tag[count] = commandTag;
		time[count++] = at;
	}

	/** The time command {@code commandTag} may complete at, were it done at {@code at}; forgets its floor. */
	long apply(int commandTag, long at) {
		for (int i = 0; i < count; i++) {
			if (tag[i] == commandTag) {
				long floor = time[i];
				tag[i] = tag[--count];
				time[i] = time[count];
				return Math.max(at, floor);
			}
		}
		return at;
	}
}
