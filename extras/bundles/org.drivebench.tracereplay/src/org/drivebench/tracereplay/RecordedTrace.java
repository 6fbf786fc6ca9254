package org.drivebench.tracereplay;

import java.util.List;

/**
 * The data I/Os of a recording, in issue order: what was asked of the device, when, and (when the
 * recording has completions) how long the device took.
 *
 * @param source        what was read, for messages ("sqlite.blktrace.0, sqlite.blktrace.1")
 * @param format        "blktrace" or "fio iolog v2" / "fio iolog v3"
 * @param offsets       byte offset of each I/O
 * @param sizes         bytes of each I/O
 * @param writes        whether each I/O writes
 * @param issueNanos    when each I/O was issued, nanoseconds from the first one
 * @param serviceNanos  how long each took, issue to completion, as recorded; -1 where unknown
 * @param notes         what was left out and why (flushes, discards, other devices), one line each
 */
public record RecordedTrace(String source, String format, long[] offsets, int[] sizes, boolean[] writes, long[] issueNanos,
		long[] serviceNanos, List<String> notes) {

	public int count() {
		return sizes.length;
	}

	/** Whether every I/O's recorded service time is known (a blktrace recording with its completions). */
	public boolean hasServiceTimes() {
		for (long s : serviceNanos) {
			if (s < 0) {
				return false;
			}
		}
		return count() > 0;
	}

	public long totalBytes() {
		long sum = 0;
		for (int s : sizes) {
			sum += s;
		}
		return sum;
	}

	public int writeCount() {
		int n = 0;
		for (boolean w : writes) {
			n += w ? 1 : 0;
		}
		return n;
	}

	/** From the first issue to the last completion (or the last issue when completions are unknown). */
	public long durationNanos() {
		long end = 0;
		for (int i = 0; i < count(); i++) {
			end = Math.max(end, issueNanos[i] + Math.max(0, serviceNanos[i]));
		}
		return end;
	}
}
