package org.drivebench.engine.sim;

/**
 * A simulated SSD, kept from workload to workload of a run. Every command takes the controller's
 * per-command time (varied by the command jitter), one at a time. A read splits into pages; page
 * {@code n} lives on unit {@code n mod units}, and each unit reads one page at a time (varied by the
 * media jitter), so reads spread over the units in parallel, and more of them run at once as the
 * queue deepens. The data crosses the link in command order. A write crosses the link into the
 * {@link SlcWriteBuffer}, is rounded out to whole mapping units, and is acknowledged
 * {@code writeOverheadNanos} after the buffer has taken it. Now and then the controller pauses for
 * its own housekeeping. Commands need no reordering, so each one's completion is known when it is
 * accepted.
 */
final class SsdDevice extends SimulatedDevice {
	private final SsdParameters p;
	private final Variation variation;
	private final double linkBytesPerNano;
	private final long[] unitFree;
	private final int pageShift;
	/** units - 1 when the unit count is a power of two (a mask instead of a division), else -1 */
	private final int unitMask;
	private final SlcWriteBuffer writes;
	private long controllerFree;
	private long linkFree;
	private long nextPause = Long.MAX_VALUE;
	private final long commandSpan;
	private final long pageSpan;

	SsdDevice(SsdParameters p, EventQueue events, int deviceIndex, long seed) {
		super(events, deviceIndex, p.queueDepth(), seed);
		this.p = p;
		this.variation = p.variation();
		this.linkBytesPerNano = p.interfaceMegabytesPerSecond() * 1e-3;
		this.unitFree = new long[p.parallelUnits()];
		this.pageShift = Integer.numberOfTrailingZeros(p.pageBytes());
		this.unitMask = Integer.bitCount(p.parallelUnits()) == 1 ? p.parallelUnits() - 1 : -1;
		this.writes = new SlcWriteBuffer(p);
		this.commandSpan = span(p.commandOverheadNanos(), variation.commandJitter());
		this.pageSpan = span(p.pageReadNanos(), variation.mediaJitter());
		if (variation.pauses()) {
			nextPause = nextPauseAfter(0, variation.pauseIntervalNanos());
		}
	}

	@Override
	void accept(long now, int tag, long offset, int length, boolean write, int commands) {
		long start = Math.max(now, controllerFree);
		while (start >= nextPause) {
			// a pause that ended before the command came cost nothing; one under way holds it
			long pauseEnd = nextPause + variation.pauseNanos();
			start = Math.max(start, pauseEnd);
			nextPause = nextPauseAfter(pauseEnd, variation.pauseIntervalNanos());
		}
		long bits = random.nextLong();
		long at = start + jittered(p.commandOverheadNanos(), commandSpan, bits >>> 32);
		// the further commands this one stands for take the controller's time one after another
		controllerFree = at + (commands - 1) * p.commandOverheadNanos();
		long done = write ? write(at, offset, length) : read(at, offset, length, bits);
		done = Math.max(done, controllerFree);
		events.schedule(done, EventQueue.COMPLETE, tag);
	}

	/** @param bits random bits whose lower half varies the first page's read time */
	private long read(long at, long offset, int length, long bits) {
		int page = p.pageBytes();
		long firstPage = offset >>> pageShift;
		long lastPage = (offset + length - 1) >>> pageShift;
		long firstReady = Long.MAX_VALUE;
		long allReady = 0;
		for (long n = firstPage; n <= lastPage; n++) {
			int unit = unitMask >= 0 ? (int) (n & unitMask) : (int) (n % unitFree.length);
			long done = Math.max(at, unitFree[unit]) + jittered(p.pageReadNanos(), pageSpan, bits);
			bits = n < lastPage ? random.nextLong() : 0;
			unitFree[unit] = done;
			firstReady = Math.min(firstReady, done);
			allReady = Math.max(allReady, done);
		}
		// the link streams the data as pages arrive; the last page's share goes after it is read
		long linkStart = Math.max(linkFree, firstReady);
		long done = Math.max(linkStart + linkNanos(length), allReady + linkNanos(Math.min(length, page)));
		linkFree = done;
		return done;
	}

	private long write(long at, long offset, int length) {
		int unit = p.mappingUnitBytes();
		long from = offset / unit * unit;
		long to = (offset + length + unit - 1) / unit * unit;
		long linkStart = Math.max(at, linkFree);
		double absorbed = writes.write(linkStart, to - from);
		long taken = Math.max(linkStart + linkNanos(length), (long) Math.ceil(absorbed));
		linkFree = taken;
		return taken + p.writeOverheadNanos();
	}

	private long linkNanos(int bytes) {
		return Math.round(bytes / linkBytesPerNano);
	}

	@Override
	boolean holdsUnwrittenData() {
		return false; // its SLC cache is flash: written data is safe there
	}

	@Override
	void wake(long now) {
		// every completion is scheduled when its command is accepted: nothing to do later
	}
}
