package org.drivebench.engine.sim;

import static org.drivebench.engine.sim.DriveModel.require;

import org.drivebench.engine.DeviceIdentity;

/**
 * The parameters of a simulated hard disk drive. Times are nanoseconds, rates decimal megabytes
 * (10^6 bytes) per second, sizes bytes. {@link #desktop7200()} and {@link #sas15k()} are the shipped
 * models; a variant is derived with the {@code with...} methods.
 *
 * @param name                     the name the target is opened by, e.g. {@code hdd-7200}
 * @param model                    the model string of the drive's identity
 * @param serial                   its serial number
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
 * @param commandOverheadNanos     firmware time per command before it can move the head or the data;
 *                                 one command at a time (it caps cached IOPS)
 * @param queueDepth               commands the drive accepts (NCQ 32, SAS TCQ deeper); the host queues
 *                                 the rest in order
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
 * @param interfaceMegabytesPerSecond link payload rate (SATA or SAS 6 Gb/s: 600 MB/s less framing)
 * @param interfaceName            e.g. "SATA 6Gb/s"
 */
public record HddParameters(String name, String model, String serial, long capacityBytes, int logicalSectorBytes,
		int physicalSectorBytes, int rpm, int heads, int zones, double outerMegabytesPerSecond,
		double innerMegabytesPerSecond, long trackToTrackSeekNanos, long averageSeekNanos, long fullStrokeSeekNanos,
		long commandOverheadNanos, int queueDepth, long agingNanos, long writeCacheBytes, int writeCacheEntries,
		int readSegments, long segmentBytes, long readAheadBytes, long sequentialPrefetchBytes,
		double interfaceMegabytesPerSecond, String interfaceName) implements DriveModel {

	private static final long MS = 1_000_000L;
	private static final long MIB = 1L << 20;
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
		require(commandOverheadNanos >= 0, "commandOverheadNanos", commandOverheadNanos, "must be 0 or more");
		require(queueDepth >= 1 && queueDepth <= 1024, "queueDepth", queueDepth, "must be 1 to 1024");
		require(agingNanos > 0, "agingNanos", agingNanos, "must be above 0");
		require(writeCacheBytes >= 0, "writeCacheBytes", writeCacheBytes, "must be 0 (write-through) or more");
		require(writeCacheEntries >= 1, "writeCacheEntries", writeCacheEntries, "must be 1 or more");
		require(readSegments >= 1 && readSegments <= 256, "readSegments", readSegments, "must be 1 to 256");
		require(segmentBytes >= 64 * KIB, "segmentBytes", segmentBytes, "must be at least 64 KiB");
		require(readAheadBytes >= 0, "readAheadBytes", readAheadBytes, "must be 0 or more");
		require(sequentialPrefetchBytes >= 0 && sequentialPrefetchBytes <= readAheadBytes, "sequentialPrefetchBytes",
				sequentialPrefetchBytes, "must be 0 to readAheadBytes");
		require(interfaceMegabytesPerSecond > 0, "interfaceMegabytesPerSecond", interfaceMegabytesPerSecond,
				"must be above 0");
	}

	/**
	 * {@code hdd-7200}: a 2 TB 7200 rpm desktop drive with 4 KiB physical sectors (512e) of the 500 GB
	 * per platter generation (2011, e.g. Caviar Black WD2002FAEX, Barracuda XT): 150 MB/s outer to 70
	 * MB/s inner, 8.5 ms average seek, NCQ 32, 64 MiB cache, SATA 6 Gb/s.
	 */
	public static HddParameters desktop7200() {
		return new HddParameters("hdd-7200", "Simulated 7200 rpm 2 TB desktop HDD", "SIM-HDD7200-0001",
				3_907_029_168L * 512, 512, 4096, 7200, 8, 20, 150, 70, 1 * MS, 8_500_000, 17 * MS, 100_000, 32,
				1000 * MS, 64 * MIB, 64, 16, 4 * MIB, 1 * MIB, 512 * KIB, 570, "SATA 6Gb/s");
	}

	/**
	 * {@code sas-15k}: a 600 GB 15,000 rpm SAS drive with 512-byte native sectors (e.g. Cheetah 15K.7,
	 * Ultrastar 15K600): 204 MB/s outer to 122 MB/s inner, 3.4 ms average seek, a 128-command queue,
	 * 16 MiB cache, SAS 6 Gb/s.
	 */
	public static HddParameters sas15k() {
		return new HddParameters("sas-15k", "Simulated 15K rpm 600 GB SAS HDD", "SIM-SAS15K-0001",
				1_172_123_568L * 512, 512, 512, 15000, 8, 16, 204, 122, 200_000, 3_400_000, 7 * MS, 50_000, 128,
				1000 * MS, 16 * MIB, 64, 16, 2 * MIB, 1 * MIB, 256 * KIB, 570, "SAS 6Gb/s");
	}

	/** The same drive with another write cache size; 0 turns write-back caching off (write-through). */
	public HddParameters withWriteCacheBytes(long bytes) {
		return new HddParameters(name, model, serial, capacityBytes, logicalSectorBytes, physicalSectorBytes, rpm, heads,
				zones, outerMegabytesPerSecond, innerMegabytesPerSecond, trackToTrackSeekNanos, averageSeekNanos,
				fullStrokeSeekNanos, commandOverheadNanos, queueDepth, agingNanos, bytes, writeCacheEntries,
				readSegments, segmentBytes, readAheadBytes, sequentialPrefetchBytes, interfaceMegabytesPerSecond,
				interfaceName);
	}

	/** The same drive with another command queue depth (1 turns queueing, and so reordering, off). */
	public HddParameters withQueueDepth(int depth) {
		return new HddParameters(name, model, serial, capacityBytes, logicalSectorBytes, physicalSectorBytes, rpm, heads,
				zones, outerMegabytesPerSecond, innerMegabytesPerSecond, trackToTrackSeekNanos, averageSeekNanos,
				fullStrokeSeekNanos, commandOverheadNanos, depth, agingNanos, writeCacheBytes, writeCacheEntries,
				readSegments, segmentBytes, readAheadBytes, sequentialPrefetchBytes, interfaceMegabytesPerSecond,
				interfaceName);
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
}
