package org.drivebench.engine.sim;

import org.eclipse.jdt.annotation.Nullable;

/**
 * A simulated SSD, kept from workload to workload of a run. Every command takes the controller's
 * per-command time (varied by the command jitter), one at a time. A read splits into pages; page
 * {@code n} lives on unit {@code n mod units}, and each unit reads one page at a time (varied by the
 * media jitter), so reads spread over the units in parallel, and more of them run at once as the
 * queue deepens. The data crosses the link in command order. A write is rounded out to whole mapping
 * units, which the {@link FlashTranslationLayer} maps (collecting garbage when free blocks run short),
 * crosses the link into the {@link SlcWriteBuffer}, and is acknowledged {@code writeOverheadNanos} after
 * the buffer has taken it. The {@link ThermalModel} heats the drive with the energy of its work and
 * throttles it. Now and then the controller pauses for its own housekeeping. Commands need no
 * reordering, so each one's completion is known when it is accepted.
 */
final class SsdDevice extends SimulatedDevice {
	private final SsdParameters p;
	private final Variation variation;
	private final double fullLinkBytesPerNano;
	private double linkBytesPerNano;
	private final long[] unitFree;
	private final int pageShift;
	/** units - 1 when the unit count is a power of two (a mask instead of a division), else -1 */
	private final int unitMask;
	private final SlcWriteBuffer writes;
	private final ThermalModel thermal;
	private final boolean dynamicSlc;
	private @Nullable FlashTranslationLayer ftl;
	private long relocatedBefore;
	private long erasedBefore;
	/** the layer's valid units when the dynamic SLC cache was last sized */
	private long validBefore;
	private long hostBytes;
	private long controllerFree;
	private long linkFree;
	private long nextPause = Long.MAX_VALUE;
	private final long commandSpan;
	private final long pageSpan;

	/**
	 * @param start the virtual time the drive starts at (idle, its temperature settled)
	 */
	SsdDevice(SsdParameters p, EventQueue events, int deviceIndex, long seed, long start) {
		super(events, deviceIndex, p.queueDepth(), seed);
		this.p = p;
		this.variation = p.variation();
		this.fullLinkBytesPerNano = p.interfaceMegabytesPerSecond() * 1e-3;
		this.linkBytesPerNano = fullLinkBytesPerNano;
		this.unitFree = new long[p.parallelUnits()];
		this.pageShift = Integer.numberOfTrailingZeros(p.pageBytes());
		this.unitMask = Integer.bitCount(p.parallelUnits()) == 1 ? p.parallelUnits() - 1 : -1;
		this.writes = new SlcWriteBuffer(p);
		this.thermal = new ThermalModel(p.thermal(), start);
		this.dynamicSlc = p.slcCache().dynamicBytes() > 0;
		this.commandSpan = span(p.commandOverheadNanos(), variation.commandJitter());
		this.pageSpan = span(p.pageReadNanos(), variation.mediaJitter());
		if (variation.pauses()) {
			nextPause = nextPauseAfter(0, variation.pauseIntervalNanos());
		}
	}

	@Override
	void accept(long now, int tag, long offset, int length, boolean write, int commands) {
		if (now >= thermal.stepEnd()) {
			advanceThermal(now);
		}
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
		writes.read(length);
		// the link streams the data as pages arrive; the last page's share goes after it is read
		long linkStart = Math.max(linkFree, firstReady);
		long done = Math.max(linkStart + linkNanos(length), allReady + linkNanos(Math.min(length, page)));
		linkFree = done;
		return done;
	}

	private long write(long at, long offset, int length) {
		int unit = p.mappingUnitBytes();
		long from = offset / unit;
		long to = (offset + length + unit - 1) / unit;
		long linkStart = Math.max(at, linkFree);
		writes.advance(linkStart);
		FlashTranslationLayer layer = ftl();
		layer.write(from, to - from);
		collected(layer);
		if (dynamicSlc && layer.validUnits() != validBefore) {
			validBefore = layer.validUnits();
			writes.slcCapacity(p.slcCacheBytes(p.capacityBytes() - validBefore * unit));
		}
		long bytes = (to - from) * unit;
		hostBytes += bytes;
		double absorbed = writes.write(linkStart, bytes);
		long taken = Math.max(linkStart + linkNanos(length), (long) Math.ceil(absorbed));
		linkFree = taken;
		return taken + p.writeOverheadNanos();
	}

	/** Hands the work of the garbage collection {@code layer} did since last time to the flash. */
	private void collected(FlashTranslationLayer layer) {
		long relocated = layer.relocatedFollowed();
		long erased = layer.erasedBlocks();
		if (relocated != relocatedBefore || erased != erasedBefore) {
			double unitBytes = (double) layer.unitsPerFollowed() * p.mappingUnitBytes();
			writes.collected((relocated - relocatedBefore) * unitBytes,
					(erased - erasedBefore) * layer.unitsPerBlock() * unitBytes);
			relocatedBefore = relocated;
			erasedBefore = erased;
		}
	}

	/** The translation layer, made at the first write or discard (a drive only read needs none). */
	private FlashTranslationLayer ftl() {
		FlashTranslationLayer layer = ftl;
		if (layer == null) {
			int unit = p.mappingUnitBytes();
			layer = new FlashTranslationLayer(p.capacityBytes() / unit, p.mappedFlashBytes() / unit);
			ftl = layer;
		}
		return layer;
	}

	private long linkNanos(int bytes) {
		return Math.round(bytes / linkBytesPerNano);
	}

	/** Takes the heating equation through every step that ended by {@code now}, throttling as it says. */
	private void advanceThermal(long now) {
		while (thermal.stepEnd() <= now) {
			if (writes.quiet()) {
				// nothing to do but cool down: no need to ask the flash step by step
				do {
					thermal.endStep(writes.takeJoules());
				} while (thermal.stepEnd() <= now);
			} else {
				writes.advance(thermal.stepEnd());
				thermal.endStep(writes.takeJoules());
			}
			double limit = thermal.limitBytesPerNano();
			writes.limit(limit);
			linkBytesPerNano = Math.min(fullLinkBytesPerNano, limit);
		}
	}

	/**
	 * Brings the drive's own work (programming, folding, collecting, heating) up to {@code t}, which the
	 * simulation has reached: no command comes before it.
	 */
	void advanceTo(long t) {
		advanceThermal(t);
		writes.advance(t);
	}

	/** The host discards (trims) {@code length} bytes at {@code offset}: whole mapping units in it. */
	void discard(long offset, long length) {
		FlashTranslationLayer layer = ftl;
		if (layer == null) {
			return; // nothing was ever written
		}
		int unit = p.mappingUnitBytes();
		long from = (offset + unit - 1) / unit;
		long to = (offset + length) / unit;
		if (to > from) {
			layer.discard(from, to - from);
			writes.discarded(layer.validUnits() * (double) unit);
			if (dynamicSlc) {
				validBefore = layer.validUnits();
				writes.slcCapacity(p.slcCacheBytes(p.capacityBytes() - validBefore * unit));
			}
		}
	}

	/** The drive's health log at {@code t} (which the simulation has reached). */
	SsdStatus status(long t) {
		advanceTo(t);
		FlashTranslationLayer layer = ftl;
		long valid = layer == null ? 0 : layer.validUnits() * p.mappingUnitBytes();
		SsdThermal th = p.thermal();
		return new SsdStatus(t, thermal.celsius(), th.warningCelsius(), th.criticalCelsius(), thermal.level(),
				thermal.transitions(), thermal.throttledNanos(), thermal.warningNanos(), thermal.criticalNanos(), hostBytes,
				Math.round(writes.flashBytes()), valid, Math.round(writes.slcCapacity()), Math.round(writes.slcUsed(t)));
	}

	/** The drive's sensor at {@code t}, which the simulation has reached. */
	double celsiusAt(long t) {
		advanceTo(t);
		return thermal.celsiusAt(t);
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
