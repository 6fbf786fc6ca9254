package org.drivebench.engine;

import java.util.Arrays;

/**
 * When each I/O of a replayed {@link IoTrace} was issued and completed, nanoseconds from the start of
 * the replay, indexed as the trace; -1 for an I/O that did not complete (a cancelled replay).
 *
 * @param issueNanos      when each I/O was handed to the device (its latency counts from here)
 * @param completionNanos when it completed
 */
public record IoTimes(long[] issueNanos, long[] completionNanos) {
	public int count() {
		return issueNanos.length;
	}

	public boolean completed(int index) {
		return completionNanos[index] >= 0;
	}

	/** How long I/O {@code index} took, issue to completion; -1 when it did not complete. */
	public long serviceNanos(int index) {
		return completed(index) ? completionNanos[index] - issueNanos[index] : -1;
	}

	/** Completion of the last I/O to complete, from the start; 0 when none did. */
	public long lastCompletionNanos() {
		long last = 0;
		for (long c : completionNanos) {
			last = Math.max(last, c);
		}
		return last;
	}

	/**
	 * Time during which at least one I/O was outstanding: the union of every completed I/O's
	 * issue-to-completion span (iostat's "busy", PCMark's busy time).
	 */
	public long busyNanos() {
		int n = 0;
		long[][] spans = new long[count()][];
		for (int i = 0; i < count(); i++) {
			if (completed(i)) {
				spans[n++] = new long[] { issueNanos[i], completionNanos[i] };
			}
		}
		long[][] done = Arrays.copyOf(spans, n);
		Arrays.sort(done, (a, b) -> Long.compare(a[0], b[0]));
		long busy = 0;
		long from = Long.MIN_VALUE;
		long to = Long.MIN_VALUE;
		for (long[] s : done) {
			if (s[0] > to) {
				busy += to - from;
				from = s[0];
				to = s[1];
			} else {
				to = Math.max(to, s[1]);
			}
		}
		return n == 0 ? 0 : busy + (to - from);
	}
}
