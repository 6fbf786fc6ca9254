package org.drivebench.engine.sim;

/**
 * Where a byte lies on a zoned-recording platter stack, and how long the medium takes to pass under
 * the head. The LBA space runs from the outermost cylinder inwards; each of the {@code zones} zones
 * spans the same number of cylinders, and a zone's tracks hold {@code rate x revolution} bytes, so
 * its transfer rate is constant; zone rates step linearly from the outer to the inner rate (bits per
 * track grow with the radius, and radius is linear in cylinder number). Within a cylinder the LBAs
 * fill one track per head, then move on to the next cylinder; a byte's angle is its place on its
 * track. Track and head switches are folded into the sustained rate, so a transfer that crosses a
 * track costs only its bytes.
 */
final class ZonedLayout {
	private final long capacity;
	private final int heads;
	private final double revolutionNanos;
	private final long[] zoneStart;
	private final double[] rateBytesPerNano;
	private final double[] trackBytes;
	private final double[] zoneCylinderStart;
	private final long cylinders;

	ZonedLayout(HddParameters p) {
		capacity = p.capacityBytes();
		heads = p.heads();
		revolutionNanos = p.revolutionNanos();
		int zones = p.zones();
		zoneStart = new long[zones + 1];
		rateBytesPerNano = new double[zones];
		trackBytes = new double[zones];
		zoneCylinderStart = new double[zones + 1];
		double trackSum = 0;
		for (int z = 0; z < zones; z++) {
			double mbps = zones == 1 ? p.outerMegabytesPerSecond()
					: p.outerMegabytesPerSecond()
							- (p.outerMegabytesPerSecond() - p.innerMegabytesPerSecond()) * z / (zones - 1);
			rateBytesPerNano[z] = mbps * 1e-3;
			trackBytes[z] = rateBytesPerNano[z] * revolutionNanos;
			trackSum += trackBytes[z];
		}
		// equal cylinders per zone: a zone's share of the capacity is its share of the track sizes
		double cylindersPerZone = capacity / (heads * trackSum);
		double cumulative = 0;
		int sector = p.physicalSectorBytes();
		for (int z = 0; z < zones; z++) {
			zoneStart[z] = Math.round(capacity * (cumulative / trackSum) / sector) * sector;
			zoneCylinderStart[z] = z * cylindersPerZone;
			cumulative += trackBytes[z];
		}
		zoneStart[zones] = capacity;
		zoneCylinderStart[zones] = zones * cylindersPerZone;
		cylinders = (long) Math.ceil(zones * cylindersPerZone);
	}

	int zones() {
		return rateBytesPerNano.length;
	}

	long cylinders() {
		return cylinders;
	}

	double revolutionNanos() {
		return revolutionNanos;
	}

	/** The zone holding byte {@code offset}. */
	int zoneOf(long offset) {
		int lo = 0;
		int hi = rateBytesPerNano.length - 1;
		while (lo < hi) {
			int mid = (lo + hi + 1) >>> 1;
			if (zoneStart[mid] <= offset) {
				lo = mid;
			} else {
				hi = mid - 1;
			}
		}
		return lo;
	}

	/** First byte of zone {@code z} ({@code z == zones()} gives the capacity). */
	long zoneStart(int z) {
		return zoneStart[z];
	}

	/** Media rate of zone {@code z}, bytes per nanosecond (= GB/s). */
	double rate(int z) {
		return rateBytesPerNano[z];
	}

	/** Media rate at byte {@code offset}, MB/s. */
	double megabytesPerSecondAt(long offset) {
		return rateBytesPerNano[zoneOf(offset)] * 1e3;
	}

	/** The cylinder holding byte {@code offset}, 0 outermost. */
	long cylinderOf(long offset) {
		int z = zoneOf(offset);
		return (long) (zoneCylinderStart[z] + (offset - zoneStart[z]) / (heads * trackBytes[z]));
	}

	/** The track holding byte {@code offset}, counted over all surfaces from the outermost cylinder's first. */
	long trackOf(long offset) {
		int z = zoneOf(offset);
		return (long) (zoneCylinderStart[z] * heads + (offset - zoneStart[z]) / trackBytes[z]);
	}

	/** Where byte {@code offset} lies on its track, as a fraction of a revolution from the track's start. */
	double angleOf(long offset) {
		int z = zoneOf(offset);
		double tracks = (offset - zoneStart[z]) / trackBytes[z];
		return tracks - Math.floor(tracks);
	}

	/** Nanoseconds the bytes {@code from} to {@code to} take to pass under the head. */
	double transferNanos(long from, long to) {
		if (to <= from) {
			return 0;
		}
		int z = zoneOf(from);
		double nanos = 0;
		long at = from;
		while (true) {
			long end = Math.min(to, zoneStart[z + 1]);
			nanos += (end - at) / rateBytesPerNano[z];
			if (end >= to || z == rateBytesPerNano.length - 1) {
				return nanos;
			}
			at = end;
			z++;
		}
	}

	/** The byte the head reaches after reading {@code nanos} from byte {@code from} (at most the capacity). */
	long positionAfter(long from, double nanos) {
		int z = zoneOf(from);
		long at = from;
		double left = nanos;
		while (true) {
			long zoneEnd = zoneStart[z + 1];
			double zoneNanos = (zoneEnd - at) / rateBytesPerNano[z];
			if (left < zoneNanos || z == rateBytesPerNano.length - 1) {
				return Math.min(zoneEnd, at + (long) (left * rateBytesPerNano[z]));
			}
			left -= zoneNanos;
			at = zoneEnd;
			z++;
		}
	}
}
