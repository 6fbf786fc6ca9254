package org.drivebench.engine.sim;

/**
 * The mean access time of QD1 random I/O on an HDD model, computed analytically rather than by
 * running it: host time + command overhead + mean seek between two independent uniformly random
 * offsets (a double integral over the region on a grid, using the model's cylinder map and seek curve,
 * which their own tests tie to the parameters) + half a revolution + mean transfer time + the link's
 * share. The model's jitter varies command and seek times around these means, so the means stand.
 */
final class AccessTimeOracle {
	private static final int GRID = 3000;

	private AccessTimeOracle() {
	}

	/** Mean seek, nanoseconds, between two uniformly random offsets in the region. */
	static double meanSeekNanos(SimulatedTarget target, long regionOffset, long regionLength) {
		ZonedLayout layout = target.layout();
		SeekCurve seek = target.seekCurve();
		long[] cylinder = new long[GRID];
		for (int i = 0; i < GRID; i++) {
			cylinder[i] = layout.cylinderOf(regionOffset + (long) ((i + 0.5) / GRID * regionLength));
		}
		double sum = 0;
		for (int i = 0; i < GRID; i++) {
			for (int j = 0; j < GRID; j++) {
				sum += seek.seekNanos(Math.abs(cylinder[i] - cylinder[j]));
			}
		}
		return sum / ((double) GRID * GRID);
	}

	/** Mean time the medium takes for {@code bytes} at a uniformly random offset in the region. */
	static double meanTransferNanos(ZoneOracle zones, long regionOffset, long regionLength, int bytes) {
		double sum = 0;
		for (int i = 0; i < GRID; i++) {
			double at = regionOffset + (i + 0.5) / GRID * regionLength;
			sum += bytes / (zones.megabytesPerSecondAt(at) * 1e6) * 1e9;
		}
		return sum / GRID;
	}

	/**
	 * Mean latency of a random read of {@code bytes} at QD1 over the whole drive: host time, overhead,
	 * seek, half a revolution, transfer and the link time of the last physical sector.
	 */
	static double meanRandomReadNanos(SimulatedTarget target, int bytes) {
		HddParameters p = (HddParameters) target.model();
		long size = p.capacityBytes();
		double tail = Math.min(bytes, p.physicalSectorBytes()) / (p.interfaceMegabytesPerSecond() * 1e6) * 1e9;
		return p.hostOverheadNanos() + p.commandOverheadNanos() + meanSeekNanos(target, 0, size) + p.revolutionNanos() / 2
				+ meanTransferNanos(new ZoneOracle(p), 0, size, bytes) + tail;
	}

	/**
	 * Mean latency of a random write-through write of {@code bytes} at QD1 over the whole drive, the
	 * write covering whole physical sectors: host time, overhead (a write's included), seek, half a
	 * revolution, transfer.
	 */
	static double meanRandomWriteNanos(SimulatedTarget target, int bytes) {
		HddParameters p = (HddParameters) target.model();
		long size = p.capacityBytes();
		return p.hostOverheadNanos() + p.commandOverheadNanos() + p.writeOverheadNanos() + meanSeekNanos(target, 0, size)
				+ p.revolutionNanos() / 2 + meanTransferNanos(new ZoneOracle(p), 0, size, bytes);
	}
}
