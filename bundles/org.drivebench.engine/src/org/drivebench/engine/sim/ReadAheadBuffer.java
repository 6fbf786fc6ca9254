package org.drivebench.engine.sim;

/**
 * An HDD's read cache: segments of recently read data, one of which may be the active stream, the
 * data the head is reading right now. After a read the head goes on reading the following bytes into
 * the stream's segment (read-ahead) until it is needed elsewhere or has read {@code readAhead} bytes
 * past the last request, so a sequential reader finds its next block already read or on its way and
 * pays no positioning. A segment keeps at most {@code segmentBytes} behind its end. Once the host has
 * read a segment in order twice it is a sequential stream, and when the head leaves it the drive lets
 * go of what the host has read from it (a stream's segment is a ring for data still to come:
 * sequential data is not read twice), so a sequential pass leaves no trail of cached data behind.
 * Segments are reused least recently used first. Arrays only.
 */
final class ReadAheadBuffer {
	private final ZonedLayout layout;
	private final long capacity;
	private final long segmentBytes;
	private final long[] start;
	private final long[] end;
	private final long[] lastUse;
	/** End of the last in-order host read a segment served, and how many such reads it has served. */
	private final long[] hostEnd;
	private final int[] hostReads;
	/** Where the host's in-order reads of a segment began. */
	private final long[] runStart;
	private int count;

	private int active = -1;
	private long origin;
	private long originTime;
	private long limit;

	ReadAheadBuffer(ZonedLayout layout, long capacity, int segments, long segmentBytes) {
		this.layout = layout;
		this.capacity = capacity;
		this.segmentBytes = segmentBytes;
		start = new long[segments];
		end = new long[segments];
		lastUse = new long[segments];
		hostEnd = new long[segments];
		hostReads = new int[segments];
		runStart = new long[segments];
	}

	boolean streaming() {
		return active >= 0;
	}

	/** The byte under the head at {@code now} while streaming: the stream's end. */
	long position(long now) {
		if (now <= originTime) {
			return origin;
		}
		return Math.min(limit, layout.positionAfter(origin, now - originTime));
	}

	private long end(int i, long now) {
		return i == active ? position(now) : end[i];
	}

	private long validStart(int i, long now) {
		return Math.max(start[i], end(i, now) - segmentBytes);
	}

	/**
	 * Whether bytes {@code offset} to {@code offset + length} are cached at {@code now}; if so, the host
	 * reads them from there.
	 */
	boolean holds(long offset, int length, long now) {
		for (int i = 0; i < count; i++) {
			if (offset >= validStart(i, now) && offset + length <= end(i, now)) {
				lastUse[i] = now;
				served(i, offset, length);
				return true;
			}
		}
		return false;
	}

	/** How many bytes the host has read from the active stream in order: how sure the drive is that it is sequential. */
	long streamRun() {
		return hostEnd[active] - runStart[active];
	}

	/** The host reads bytes {@code offset} to {@code offset + length} from the active stream. */
	void servedByStream(long offset, int length) {
		served(active, offset, length);
	}

	/** The host reads bytes {@code offset} to {@code offset + length} from segment {@code i}. */
	void served(int i, long offset, int length) {
		if (offset >= hostEnd[i]) {
			hostReads[i]++;
			hostEnd[i] = offset + length;
		}
	}

	/** First byte the active stream's segment still holds at {@code now} (the stream must be active). */
	long streamStart(long now) {
		return validStart(active, now);
	}

	/** Whether a read at {@code offset} lies in the active stream's way, cached or still to come. */
	boolean continues(long offset, long now) {
		return active >= 0 && offset >= validStart(active, now) && offset <= limit;
	}

	/** When the active stream has read up to byte {@code offset}. */
	long timeAt(long offset) {
		return originTime + Math.round(layout.transferNanos(origin, offset));
	}

	/** Lets the active stream read on to at least {@code newLimit}. */
	void extend(long newLimit) {
		limit = Math.max(limit, Math.min(capacity, newLimit));
	}

	/**
	 * The head leaves the stream at {@code now}: its segment keeps what was read so far, but of a
	 * sequential stream only what the host has not read yet.
	 */
	void stop(long now) {
		if (active >= 0) {
			end[active] = position(now);
			if (hostReads[active] >= 2) {
				start[active] = Math.max(start[active], Math.min(hostEnd[active], end[active]));
			}
			lastUse[active] = now;
			active = -1;
		}
	}

	/**
	 * The static segment whose cached data reaches to {@code offset} (holding the bytes just before it,
	 * or its start), or ends at most {@code maxGap} bytes before it, or -1. A read there follows on from
	 * cached data: it is sequential, and the head reads on from the segment's end (through the gap) so
	 * one stream keeps one segment, as the drive's sequential detection does.
	 */
	int segmentReaching(long offset, long maxGap, long now) {
		for (int i = 0; i < count; i++) {
			if (i != active && offset >= validStart(i, now) && offset <= end[i] + maxGap) {
				return i;
			}
		}
		return -1;
	}

	long segmentEnd(int i) {
		return end[i];
	}

	long segmentStart(int i) {
		return start[i];
	}

	/**
	 * The head starts reading at {@code from} at {@code time}; the data from {@code segmentStart} on is
	 * the stream's segment ({@code reuse}, or the least recently used one).
	 */
	void startStream(long segmentStart, long from, long time, long streamLimit, int reuse, long now) {
		int i = reuse;
		if (i < 0) {
			if (count < start.length) {
				i = count++;
			} else {
				i = 0;
				for (int k = 1; k < count; k++) {
					if (lastUse[k] < lastUse[i]) {
						i = k;
					}
				}
			}
		}
		if (i != reuse) {
			hostEnd[i] = from;
			hostReads[i] = 0;
			runStart[i] = from;
		}
		start[i] = segmentStart;
		end[i] = from;
		lastUse[i] = now;
		active = i;
		origin = from;
		originTime = time;
		limit = Math.min(capacity, streamLimit);
	}

	/** A write to bytes {@code from} to {@code to} makes cached copies of them stale. */
	void invalidate(long from, long to, long now) {
		for (int i = 0; i < count; i++) {
			if (from < end(i, now) && to > start[i]) {
				if (i == active) {
					stop(now);
				}
				int last = --count;
				start[i] = start[last];
				end[i] = end[last];
				lastUse[i] = lastUse[last];
				hostEnd[i] = hostEnd[last];
				hostReads[i] = hostReads[last];
				runStart[i] = runStart[last];
				if (active == last) {
					active = i;
				}
				i--;
			}
		}
	}
}
