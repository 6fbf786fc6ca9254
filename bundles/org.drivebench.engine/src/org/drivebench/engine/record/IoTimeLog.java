package org.drivebench.engine.record;

import java.util.Arrays;

import org.drivebench.engine.IoTimes;

/**
 * When each I/O of a replayed trace was issued and completed, on the run's clock, by the I/O's index
 * in the trace. Allocated once per run; each I/O writes only its own elements, so the threads of a
 * worker may share it (their work is joined before {@link #times(long)} reads it).
 */
public final class IoTimeLog {
	private final long[] issue;
	private final long[] completion;

	public IoTimeLog(int count) {
		issue = new long[count];
		completion = new long[count];
		Arrays.fill(completion, -1);
	}

	/** I/O {@code index} was issued at {@code issued} and completed at {@code completed}. */
	public void set(int index, long issued, long completed) {
		issue[index] = issued;
		completion[index] = completed;
	}

	/** The times from {@code origin} (the start of measuring); -1 for I/Os that did not complete. */
	public IoTimes times(long origin) {
		long[] from = new long[issue.length];
		long[] to = new long[issue.length];
		for (int i = 0; i < issue.length; i++) {
			boolean done = completion[i] >= 0;
			from[i] = done ? issue[i] - origin : -1;
			to[i] = done ? completion[i] - origin : -1;
		}
		return new IoTimes(from, to);
	}
}
