package org.drivebench.engine.sim;

import static org.drivebench.engine.sim.DriveModel.require;

import org.drivebench.engine.DeviceIdentity;

/**
 * The parameters of a simulated hard disk drive. Times are nanoseconds, rates decimal megabytes
 * (10^6 bytes) per second, sizes bytes. The shipped models are {@link HddModels}; a variant is made
 * with {@link #toBuilder()} (or the {@code with...} shortcuts).
 *
 * @param name                     the name the target is opened by, e.g. {@code hdd-7200}
 * @param model                    the model string of the drive's identity
 * @param serial                   its serial number
 * @param driveClass               the class of real drives it stands for, for lists
 * @param capacityBytes            usable size
 * @param logicalSectorBytes       the sector the host addresses (512 on 512e and 512n drives)
 * @param physicalSectorBytes      the sector on the platter; writes that do not cover whole physical
 *                                 sectors cost a read-modify-write (one extra revolution)
 * @param rpm                      spindle speed; one revolution takes 60/rpm seconds
 * @param heads                    recording surfaces; a cylinder is one track on each
 * @param zones                    recording zones of equal cylinder count, outer to inner
 * @param outerMegabytesPerSecond  sustained media rate of the outermost zone (zone 0, LBA 0)
 * @param innerMegabytesPerSecond  sustained media rate of the innermost zone; zones in between step
 *                                 linearly in cylinder number, as bits per track grow with the radius
 * @param trackToTrackSeekNanos    seek to the neighbouring cylinder, settle included
 * @param averageSeekNanos         mean seek over uniformly random pairs of cylinders (the datasheet's
 *                                 "average seek"); shapes the curve between the other two
 * @param fullStrokeSeekNanos      seek from the outermost to the innermost cylinder
 * @param hostOverheadNanos        the host's time per command (driver, host adapter, interrupt): on every
 *                                 command's path, but many commands may be on their way at once
 * @param commandOverheadNanos     firmware time per command before it can move the head or the data;
 *                                 one command at a time (it caps cached IOPS)
 * @param writeOverheadNanos       further firmware time per write command (cache allocation), one at a time
 * @param queueDepth               commands the drive accepts and reorders (NCQ 32; what SAS drives
 *                                 reorder); the host queues the rest in order
 * @param agingNanos               waiting this long makes a queued command (or dirty extent) as
 *                                 attractive as one a revolution closer: aged shortest positioning
 *                                 time first, so nothing starves and the order stays mostly by position
 * @param writeCacheBytes          write-back cache for host writes; 0 writes through to the medium
 * @param writeCacheEntries        dirty commands the cache can hold (writes that follow on from the
 *                                 last one merge into it)
 * @param readSegments             read cache segments, each holding one stream's data
 * @param segmentBytes             data a segment keeps behind its stream's read position
 * @param readAheadBytes           how far the drive reads past the last request while nothing else waits
 * @param sequentialPrefetchBytes  how far it reads past a request that follows on from cached data
 *                                 before it serves anything else
 * @param writeSettleNanos         extra time per track switch while writing (write settle is stricter
 *                                 than read settle), so sustained writes run slower than reads; 0: none
 * @param interfaceMegabytesPerSecond link payload rate (SATA or SAS 6 Gb/s: 600 MB/s less framing)
 * @param interfaceName            e.g. "SATA 6Gb/s"
 * @param variation                what varies from run to run (see {@link Variation})
 */
public record HddParameters(String name, String model, String serial, String driveClass, long capacityBytes,
		int logicalSectorBytes, int physicalSectorBytes, int rpm, int heads, int zones, double outerMegabytesPerSecond,
		double innerMegabytesPerSecond, long trackToTrackSeekNanos, long averageSeekNanos, long fullStrokeSeekNanos,
		long hostOverheadNanos, long commandOverheadNanos, long writeOverheadNanos, int queueDepth, long agingNanos,
		long writeCacheBytes, int writeCacheEntries, int readSegments, long segmentBytes, long readAheadBytes,
		long sequentialPrefetchBytes, long writeSettleNanos, double interfaceMegabytesPerSecond, String interfaceName,
		Variation variation) implements DriveModel {

	private static final long KIB = 1L << 10;

	public HddParameters {
		require(capacityBytes >= 1L << 30, "capacityBytes", capacityBytes, "must be at least 1 GiB");
		require(logicalSectorBytes == 512 || logicalSectorBytes == 4096, "logicalSectorBytes", logicalSectorBytes,
				"must be 512 or 4096");
		require(physicalSectorBytes >= logicalSectorBytes && physicalSectorBytes % logicalSectorBytes == 0
				&& physicalSectorBytes <= 65536, "physicalSectorBytes", physicalSectorBytes,
				"must be a multiple of the logical sector, at most 64 KiB");
		require(capacityBytes % physicalSectorBytes == 0, "capacityBytes", capacityBytes,
				"must be a whole number of physical sectors");
		require(rpm >= 3600 && rpm <= 20000, "rpm", rpm, "must be 3600 to 20000");
		require(heads >= 1 && heads <= 32, "heads", heads, "must be 1 to 32");
		require(zones >= 1 && zones <= 256, "zones", zones, "must be 1 to 256");
		require(innerMegabytesPerSecond > 0 && innerMegabytesPerSecond <= outerMegabytesPerSecond,
				"innerMegabytesPerSecond", innerMegabytesPerSecond, "must be above 0 and at most the outer rate");
		require(outerMegabytesPerSecond <= 10_000, "outerMegabytesPerSecond", outerMegabytesPerSecond,
				"must be at most 10000");
		require(trackToTrackSeekNanos > 0 && trackToTrackSeekNanos < averageSeekNanos, "trackToTrackSeekNanos",
				trackToTrackSeekNanos, "must be above 0 and below the average seek");
		require(averageSeekNanos < fullStrokeSeekNanos, "averageSeekNanos", averageSeekNanos,
				"must be below the full-stroke seek");
		require(hostOverheadNanos >= 0, "hostOverheadNanos", hostOverheadNanos, "must be 0 or more");
		require(commandOverheadNanos >= 0, "commandOverheadNanos", commandOverheadNanos, "must be 0 or more");
		require(writeOverheadNanos >= 0, "writeOverheadNanos", writeOverheadNanos, "must be 0 or more");
		require(queueDepth >= 1 && queueDepth <= 1024, "queueDepth", queueDepth, "must be 1 to 1024");
		require(agingNanos > 0, "agingNanos", agingNanos, "must be above 0");
		require(writeCacheBytes >= 0, "writeCacheBytes", writeCacheBytes, "must be 0 (write-through) or more");
		require(writeCacheEntries >= 1, "writeCacheEntries", writeCacheEntries, "must be 1 or more");
		require(readSegments >= 1 && readSegments <= 256, "readSegments", readSegments, "must be 1 to 256");
		require(segmentBytes >= 64 * KIB, "segmentBytes", segmentBytes, "must be at least 64 KiB");
		require(readAheadBytes >= 0 && readAheadBytes <= segmentBytes, "readAheadBytes", readAheadBytes,
				"must be 0 to segmentBytes (read-ahead lands in the stream's segment)");
		require(sequentialPrefetchBytes >= 0 && sequentialPrefetchBytes <= readAheadBytes, "sequentialPrefetchBytes",
				sequentialPrefetchBytes, "must be 0 to readAheadBytes");
		require(writeSettleNanos >= 0, "writeSettleNanos", writeSettleNanos, "must be 0 or more");
		require(interfaceMegabytesPerSecond > 0, "interfaceMegabytesPerSecond", interfaceMegabytesPerSecond,
				"must be above 0");
		require(variation != null, "variation", variation, "must be given (Variation.NONE for none)");
	}

	/** {@code hdd-7200}: see {@link HddModels#desktop7200()}. */
	public static HddParameters desktop7200() {
		return HddModels.desktop7200();
	}

	/** {@code sas-15k}: see {@link HddModels#sas15k()}. */
	public static HddParameters sas15k() {
		return HddModels.sas15k();
	}

	/** The same drive with another write cache size; 0 turns write-back caching off (write-through). */
	public HddParameters withWriteCacheBytes(long bytes) {
		return toBuilder().writeCacheBytes(bytes).build();
	}

	/** The same drive with another command queue depth (1 turns queueing, and so reordering, off). */
	public HddParameters withQueueDepth(int depth) {
		return toBuilder().queueDepth(depth).build();
	}

	/** The same drive with other run-to-run variation ({@link Variation#NONE}: none). */
	public HddParameters withVariation(Variation v) {
		return toBuilder().variation(v).build();
	}

	/** Nanoseconds per revolution. */
	public double revolutionNanos() {
		return 60e9 / rpm;
	}

	@Override
	public int physicalSectorBytes() {
		return physicalSectorBytes;
	}

	@Override
	public DeviceIdentity identity() {
		return new DeviceIdentity(SimulatedDrives.VENDOR, model, serial, SimulatedDrives.MODEL_VERSION, capacityBytes,
				logicalSectorBytes, physicalSectorBytes, true, rpm, interfaceName);
	}

	public static Builder builder() {
		return new Builder();
	}

	/** A builder holding every parameter of this drive, to derive a variant. */
	public Builder toBuilder() {
		Builder b = new Builder().copyShared(this, commandOverheadNanos, writeOverheadNanos, interfaceMegabytesPerSecond,
				interfaceName);
		b.model = model;
		b.serial = serial;
		b.logicalSectorBytes = logicalSectorBytes;
		b.physicalSectorBytes = physicalSectorBytes;
		b.rpm = rpm;
		b.heads = heads;
		b.zones = zones;
		b.outerMegabytesPerSecond = outerMegabytesPerSecond;
		b.innerMegabytesPerSecond = innerMegabytesPerSecond;
		b.trackToTrackSeekNanos = trackToTrackSeekNanos;
		b.averageSeekNanos = averageSeekNanos;
		b.fullStrokeSeekNanos = fullStrokeSeekNanos;
		b.agingNanos = agingNanos;
		b.writeCacheBytes = writeCacheBytes;
		b.writeCacheEntries = writeCacheEntries;
		b.readSegments = readSegments;
		b.segmentBytes = segmentBytes;
		b.readAheadBytes = readAheadBytes;
		b.sequentialPrefetchBytes = sequentialPrefetchBytes;
		b.writeSettleNanos = writeSettleNanos;
		return b;
	}

	/** Sets {@link HddParameters}' fields by name; {@link #build()} checks them. */
	public static final class Builder extends DriveModelBuilder<Builder> {
		private int logicalSectorBytes = 512;
		private int physicalSectorBytes = 512;
		private int rpm;
		private int heads;
		private int zones;
		private double outerMegabytesPerSecond;
		private double innerMegabytesPerSecond;
		private long trackToTrackSeekNanos;
		private long averageSeekNanos;
		private long fullStrokeSeekNanos;
		private long agingNanos = 1_000_000_000L;
		private long writeCacheBytes;
		private int writeCacheEntries = 64;
		private int readSegments = 16;
		private long segmentBytes = 1 << 20;
		private long readAheadBytes = 1 << 20;
		private long sequentialPrefetchBytes = 256 << 10;
		private long writeSettleNanos;

		private Builder() {
		}

		@Override
		protected Builder self() {
			return this;
		}

		public Builder sectors(int logical, int physical) {
			logicalSectorBytes = logical;
			physicalSectorBytes = physical;
			return this;
		}

		public Builder rpm(int v) {
			rpm = v;
			return this;
		}

		public Builder heads(int v) {
			heads = v;
			return this;
		}

		public Builder zones(int v) {
			zones = v;
			return this;
		}

		/** Media rates of the outermost and innermost zones, MB/s. */
		public Builder mediaRates(double outer, double inner) {
			outerMegabytesPerSecond = outer;
			innerMegabytesPerSecond = inner;
			return this;
		}

		/** Track-to-track, average and full-stroke seek, ns. */
		public Builder seeks(long trackToTrack, long average, long fullStroke) {
			trackToTrackSeekNanos = trackToTrack;
			averageSeekNanos = average;
			fullStrokeSeekNanos = fullStroke;
			return this;
		}

		public Builder agingNanos(long v) {
			agingNanos = v;
			return this;
		}

		public Builder writeCacheBytes(long v) {
			writeCacheBytes = v;
			return this;
		}

		public Builder writeCacheEntries(int v) {
			writeCacheEntries = v;
			return this;
		}

		/** Read cache: segments, bytes each, read-ahead and sequential prefetch. */
		public Builder readCache(int segments, long bytesEach, long readAhead, long sequentialPrefetch) {
			readSegments = segments;
			segmentBytes = bytesEach;
			readAheadBytes = readAhead;
			sequentialPrefetchBytes = sequentialPrefetch;
			return this;
		}

		public Builder writeSettleNanos(long v) {
			writeSettleNanos = v;
			return this;
		}

		public HddParameters build() {
			return new HddParameters(name, model, serial, driveClass, capacityBytes, logicalSectorBytes,
					physicalSectorBytes, rpm, heads, zones, outerMegabytesPerSecond, innerMegabytesPerSecond,
					trackToTrackSeekNanos, averageSeekNanos, fullStrokeSeekNanos, hostOverheadNanos, commandOverheadNanos,
					writeOverheadNanos, queueDepth, agingNanos, writeCacheBytes, writeCacheEntries, readSegments,
					segmentBytes, readAheadBytes, sequentialPrefetchBytes, writeSettleNanos, interfaceMegabytesPerSecond,
					interfaceName, variation);
		}
	}
}
