package org.drivebench.engine.sim;

import static org.drivebench.engine.sim.DriveModel.require;

import org.drivebench.engine.DeviceIdentity;

/**
 * The parameters of a simulated SATA SSD with TLC flash and an SLC write cache. Times are nanoseconds,
 * rates decimal megabytes (10^6 bytes) per second, sizes bytes. {@link #slcSata()} is the shipped
 * model.
 *
 * @param name                       the name the target is opened by, e.g. {@code ssd-slc}
 * @param model                      the model string of the drive's identity
 * @param serial                     its serial number
 * @param capacityBytes              usable size
 * @param logicalSectorBytes         the sector the host addresses
 * @param mappingUnitBytes           the flash translation layer's unit; writes are rounded out to whole
 *                                   units (reported as the physical sector)
 * @param parallelUnits              flash dies (channels x dies per channel) that read and program at the
 *                                   same time; consecutive pages go to consecutive units
 * @param pageBytes                  the bytes one unit reads in {@link #pageReadNanos}; the striping unit
 *                                   (a power of two)
 * @param pageReadNanos              time a unit takes to read a page (tR plus its transfer to the controller)
 * @param commandOverheadNanos       controller time per command, one command at a time (it caps IOPS)
 * @param queueDepth                 commands the drive accepts (NCQ: 32); the host queues the rest in order
 * @param writeBufferBytes           controller buffer a write lands in before it is programmed; a write
 *                                   completes as soon as it is in the buffer
 * @param slcCacheBytes              flash run in SLC mode that absorbs writes at the SLC rate
 * @param slcWriteMegabytesPerSecond program rate while the SLC cache has room
 * @param tlcWriteMegabytesPerSecond program rate once the SLC cache is full (direct to TLC)
 * @param foldMegabytesPerSecond     rate at which idle time moves SLC data to TLC, freeing the cache
 * @param foldIdleNanos              write-idle time before folding starts
 * @param interfaceMegabytesPerSecond link payload rate
 * @param interfaceName              e.g. "SATA 6Gb/s"
 */
public record SsdParameters(String name, String model, String serial, long capacityBytes, int logicalSectorBytes,
		int mappingUnitBytes, int parallelUnits, int pageBytes, long pageReadNanos, long commandOverheadNanos,
		int queueDepth, long writeBufferBytes, long slcCacheBytes, double slcWriteMegabytesPerSecond,
		double tlcWriteMegabytesPerSecond, double foldMegabytesPerSecond, long foldIdleNanos,
		double interfaceMegabytesPerSecond, String interfaceName) implements DriveModel {

	private static final long MIB = 1L << 20;

	public SsdParameters {
		require(capacityBytes >= 1L << 30, "capacityBytes", capacityBytes, "must be at least 1 GiB");
		require(logicalSectorBytes == 512 || logicalSectorBytes == 4096, "logicalSectorBytes", logicalSectorBytes,
				"must be 512 or 4096");
		require(mappingUnitBytes >= logicalSectorBytes && mappingUnitBytes % logicalSectorBytes == 0,
				"mappingUnitBytes", mappingUnitBytes, "must be a multiple of the logical sector");
		require(parallelUnits >= 1 && parallelUnits <= 1024, "parallelUnits", parallelUnits, "must be 1 to 1024");
		require(pageBytes >= mappingUnitBytes && Integer.bitCount(pageBytes) == 1, "pageBytes", pageBytes,
				"must be a power of two, at least the mapping unit");
		require(pageReadNanos > 0, "pageReadNanos", pageReadNanos, "must be above 0");
		require(commandOverheadNanos >= 0, "commandOverheadNanos", commandOverheadNanos, "must be 0 or more");
		require(queueDepth >= 1 && queueDepth <= 1024, "queueDepth", queueDepth, "must be 1 to 1024");
		require(writeBufferBytes >= 1 * MIB, "writeBufferBytes", writeBufferBytes, "must be at least 1 MiB");
		require(slcCacheBytes >= 0 && slcCacheBytes < capacityBytes, "slcCacheBytes", slcCacheBytes,
				"must be 0 to the capacity");
		require(tlcWriteMegabytesPerSecond > 0 && tlcWriteMegabytesPerSecond <= slcWriteMegabytesPerSecond,
				"tlcWriteMegabytesPerSecond", tlcWriteMegabytesPerSecond, "must be above 0 and at most the SLC rate");
		require(foldMegabytesPerSecond > 0, "foldMegabytesPerSecond", foldMegabytesPerSecond, "must be above 0");
		require(foldIdleNanos >= 0, "foldIdleNanos", foldIdleNanos, "must be 0 or more");
		require(interfaceMegabytesPerSecond > 0, "interfaceMegabytesPerSecond", interfaceMegabytesPerSecond,
				"must be above 0");
	}

	/**
	 * {@code ssd-slc}: a 1 TB SATA TLC SSD with a 12 GB SLC cache (in the manner of a Crucial MX500 or
	 * Samsung 860 EVO): 16 dies, 16 KiB pages read in 60 us, 10 us per command (about 100k IOPS at
	 * QD32), writes at 520 MB/s into the SLC cache, then 130 MB/s; one second of write idle starts
	 * folding at 130 MB/s.
	 */
	public static SsdParameters slcSata() {
		return new SsdParameters("ssd-slc", "Simulated 1 TB SATA TLC SSD with SLC cache", "SIM-SSDSLC-0001",
				1_953_525_168L * 512, 512, 4096, 16, 16384, 60_000, 10_000, 32, 16 * MIB, 12_000_000_000L, 520, 130, 130,
				1_000_000_000L, 570, "SATA 6Gb/s");
	}

	/** The same drive with another SLC cache size. */
	public SsdParameters withSlcCacheBytes(long bytes) {
		return new SsdParameters(name, model, serial, capacityBytes, logicalSectorBytes, mappingUnitBytes, parallelUnits,
				pageBytes, pageReadNanos, commandOverheadNanos, queueDepth, writeBufferBytes, bytes,
				slcWriteMegabytesPerSecond, tlcWriteMegabytesPerSecond, foldMegabytesPerSecond, foldIdleNanos,
				interfaceMegabytesPerSecond, interfaceName);
	}

	@Override
	public int physicalSectorBytes() {
		return mappingUnitBytes;
	}

	@Override
	public DeviceIdentity identity() {
		return new DeviceIdentity(SimulatedDrives.VENDOR, model, serial, SimulatedDrives.MODEL_VERSION, capacityBytes,
				logicalSectorBytes, mappingUnitBytes, false, 0, interfaceName);
	}
}
