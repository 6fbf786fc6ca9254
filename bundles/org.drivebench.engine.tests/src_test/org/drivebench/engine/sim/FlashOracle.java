package org.drivebench.engine.sim;

/**
 * Figures of a simulated SSD computed from its parameters alone, as a reviewer would from a datasheet
 * and the literature: what the truth tests expect. Nothing here calls the simulator.
 */
final class FlashOracle {
	private final SsdParameters p;
	private final SsdFlash f;

	FlashOracle(SsdParameters p) {
		this.p = p;
		this.f = p.flash();
	}

	/** Bytes all dies program at once. */
	private double programBytes() {
		return (double) p.parallelUnits() * f.planes() * p.pageBytes();
	}

	/** ns the dies spend programming one byte in TLC mode. */
	double tlcNanosPerByte() {
		return f.tlcProgramNanos() / programBytes();
	}

	/** ns the dies spend reading one byte (a page per die at a time). */
	double readNanosPerByte() {
		return (double) p.pageReadNanos() / ((double) p.parallelUnits() * p.pageBytes());
	}

	/** ns the dies spend erasing per byte erased. */
	double eraseNanosPerByte() {
		return (double) f.eraseNanos() / ((double) p.parallelUnits() * f.blockBytes());
	}

	/** Host writes into the SLC cache, MB/s: the dies in SLC mode, at most the controller's write path. */
	double slcMegabytesPerSecond() {
		return Math.min(f.writePathMegabytesPerSecond(), programBytes() / f.slcProgramNanos() * 1e3);
	}

	/** Host writes straight to TLC, MB/s. */
	double tlcMegabytesPerSecond() {
		return Math.min(f.writePathMegabytesPerSecond(), 1e3 / tlcNanosPerByte());
	}

	/** The spare factor: flash for the mapped data (raw less the static SLC cache's cells) over the capacity, less one. */
	double rho() {
		return (double) (f.rawBytes() - (long) f.bitsPerCell() * p.slcCache().staticBytes()) / p.capacityBytes() - 1;
	}

	/**
	 * Steady-state random writes of {@code blockBytes} on a full drive: each host byte costs its own TLC
	 * program and, through greedy collection's write amplification A, A - 1 bytes read and programmed
	 * again and A bytes' share of an erase.
	 */
	double steadyRandomWriteIops(int blockBytes) {
		double a = GreedyWriteAmplification.of(rho());
		double nanosPerByte = a * tlcNanosPerByte() + (a - 1) * readNanosPerByte() + a * eraseNanosPerByte();
		return 1e9 / (blockBytes * nanosPerByte);
	}

	/**
	 * The SLC cache a sequential fill finds when the host's data leaves {@code free} bytes free: x such
	 * that x = static + min(dynamic, (free - x) / bitsPerCell) (the cache shrinks as the fill itself takes
	 * free space).
	 */
	double cacheFoundByFill(double free) {
		SlcCache c = p.slcCache();
		double x = c.staticBytes();
		for (int i = 0; i < 200; i++) {
			x = c.staticBytes() + Math.min(c.dynamicBytes(), Math.max(0, free - x) / f.bitsPerCell());
		}
		return x;
	}

	/**
	 * The rate at the end of a fill, MB/s: each host byte goes to TLC and takes 1 / bitsPerCell bytes of
	 * free space from the dynamic cache, whose data must be folded (read from SLC, programmed to TLC).
	 */
	double foldingPhaseMegabytesPerSecond() {
		double fold = readNanosPerByte() + tlcNanosPerByte();
		return 1e3 / (tlcNanosPerByte() + fold / f.bitsPerCell());
	}
}
