package org.drivebench.engine.run;

/** One I/O a worker has claimed, reused for every I/O of its slot (no allocation per I/O). */
final class Ticket {
	long offset;
	int size;
	boolean write;
	/** When the I/O should start: now, or later under a rate limit or a rest. */
	long startAt;
	/** The start its latency counts from under a rate limit (coordinated omission); else unused. */
	long intended;
	/** Unique per write of a worker, for the verify pattern. */
	long generation;
	/** The I/O's index in a replayed trace; -1 for a drawn workload. */
	int traceIndex = -1;
}
