package org.drivebench.engine.sim;

import static org.drivebench.engine.sim.DriveModel.require;

import org.drivebench.engine.DeviceIdentity;

/**
 * The parameters of a simulated SSD with TLC flash and an SLC write cache (SATA or NVMe). Times are
 * nanoseconds, rates decimal megabytes (10^6 bytes) per second, sizes bytes. The shipped models are
 * {@link SsdModels}; a variant is made with {@link #toBuilder()}.
 *
 * @param name                       the name the target is opened by, e.g. {@code ssd-slc}
 * @param model                      the model string of the drive's identity
 * @param serial                     its serial number
 * @param driveClass                 the class of real drives it stands for, for lists
 * @param capacityBytes              usable size
 * @param logicalSectorBytes         the sector the host addresses
 * @param mappingUnitBytes           the flash translation layer's unit; writes are rounded out to whole
 *                                   units (reported as the physical sector)
 * @param parallelUnits              flash dies (channels x dies per channel) that read and program at the
 *                                   same time; consecutive pages go to consecutive units
 * @param pageBytes                  the bytes one unit reads in {@link #pageReadNanos}; the striping unit
 *                                   (a power of two)
 * @param pageReadNanos              time a unit takes to read a page (tR plus its transfer to the controller)
 * @param hostOverheadNanos          the host's time per command (driver, AHCI or NVMe queues, interrupt):
 *                                   on every command's path, many commands on their way at once
 * @param commandOverheadNanos       controller time per command, one command at a time (it caps IOPS)
 * @param writeOverheadNanos         further time a write takes before it is acknowledged (mapping lookup,
 *                                   buffer allocation); commands overlap in it
 * @param queueDepth                 commands the drive accepts (NCQ: 32; NVMe: the host's queue); the
 *                                   host queues the rest in order
 * @param writeBufferBytes           controller buffer a write lands in before it is programmed; a write
 *                                   completes as soon as it is in the buffer
 * @param slcCacheBytes              flash run in SLC mode that absorbs writes at the SLC rate
 * @param slcWriteMegabytesPerSecond program rate while the SLC cache has room
 * @param tlcWriteMegabytesPerSecond program rate once the SLC cache is full (direct to TLC)
 * @param foldMegabytesPerSecond     rate at which idle time moves SLC data to TLC, freeing the cache
 * @param foldIdleNanos              write-idle time before folding starts
 * @param interfaceMegabytesPerSecond link payload rate
 * @param interfaceName              e.g. "SATA 6Gb/s"
 * @param variation                  what varies from run to run (see {@link Variation})
 */
public record SsdParameters(String name, String model, String serial, String driveClass, long capacityBytes,
		int logicalSectorBytes, int mappingUnitBytes, int parallelUnits, int pageBytes, long pageReadNanos,
		long hostOverheadNanos, long commandOverheadNanos, long writeOverheadNanos, int queueDepth,
		long writeBufferBytes, long slcCacheBytes, double slcWriteMegabytesPerSecond, double tlcWriteMegabytesPerSecond,
		double foldMegabytesPerSecond, long foldIdleNanos, double interfaceMegabytesPerSecond, String interfaceName,
		Variation variation) implements DriveModel {

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
		require(hostOverheadNanos >= 0, "hostOverheadNanos", hostOverheadNanos, "must be 0 or more");
		require(commandOverheadNanos >= 0, "commandOverheadNanos", commandOverheadNanos, "must be 0 or more");
		require(writeOverheadNanos >= 0, "writeOverheadNanos", writeOverheadNanos, "must be 0 or more");
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
		require(variation != null, "variation", variation, "must be given (Variation.NONE for none)");
	}

	/** {@code ssd-slc}: see {@link SsdModels#sataTlc()}. */
	public static SsdParameters slcSata() {
		return SsdModels.sataTlc();
	}

	/** The same drive with another SLC cache size. */
	public SsdParameters withSlcCacheBytes(long bytes) {
		return toBuilder().slcCacheBytes(bytes).build();
	}

	/** The same drive with other run-to-run variation ({@link Variation#NONE}: none). */
	public SsdParameters withVariation(Variation v) {
		return toBuilder().variation(v).build();
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
		b.mappingUnitBytes = mappingUnitBytes;
		b.parallelUnits = parallelUnits;
		b.pageBytes = pageBytes;
		b.pageReadNanos = pageReadNanos;
		b.writeBufferBytes = writeBufferBytes;
		b.slcCacheBytes = slcCacheBytes;
		b.slcWriteMegabytesPerSecond = slcWriteMegabytesPerSecond;
		b.tlcWriteMegabytesPerSecond = tlcWriteMegabytesPerSecond;
		b.foldMegabytesPerSecond = foldMegabytesPerSecond;
		b.foldIdleNanos = foldIdleNanos;
		return b;
	}

	/** Sets {@link SsdParameters}' fields by name; {@link #build()} checks them. */
	public static final class Builder extends DriveModelBuilder<Builder> {
		private int logicalSectorBytes = 512;
		private int mappingUnitBytes = 4096;
		private int parallelUnits;
		private int pageBytes;
		private long pageReadNanos;
		private long writeBufferBytes = 16 * MIB;
		private long slcCacheBytes;
		private double slcWriteMegabytesPerSecond;
		private double tlcWriteMegabytesPerSecond;
		private double foldMegabytesPerSecond;
		private long foldIdleNanos;

		private Builder() {
			queueDepth = 32;
		}

		@Override
		protected Builder self() {
			return this;
		}

		public Builder sectors(int logical, int mappingUnit) {
			logicalSectorBytes = logical;
			mappingUnitBytes = mappingUnit;
			return this;
		}

		/** Dies, page size and the time to read a page. */
		public Builder flash(int units, int page, long readNanos) {
			parallelUnits = units;
			pageBytes = page;
			pageReadNanos = readNanos;
			return this;
		}

		public Builder writeBufferBytes(long v) {
			writeBufferBytes = v;
			return this;
		}

		public Builder slcCacheBytes(long v) {
			slcCacheBytes = v;
			return this;
		}

		/** Program rates into SLC and, once it is full, into TLC, MB/s. */
		public Builder writeRates(double slc, double tlc) {
			slcWriteMegabytesPerSecond = slc;
			tlcWriteMegabytesPerSecond = tlc;
			return this;
		}

		/** Folding: its rate, MB/s, and the write-idle time before it starts. */
		public Builder folding(double megabytesPerSecond, long idleNanos) {
			foldMegabytesPerSecond = megabytesPerSecond;
			foldIdleNanos = idleNanos;
			return this;
		}

		public SsdParameters build() {
			return new SsdParameters(name, model, serial, driveClass, capacityBytes, logicalSectorBytes, mappingUnitBytes,
					parallelUnits, pageBytes, pageReadNanos, hostOverheadNanos, commandOverheadNanos, writeOverheadNanos,
					queueDepth, writeBufferBytes, slcCacheBytes, slcWriteMegabytesPerSecond, tlcWriteMegabytesPerSecond,
					foldMegabytesPerSecond, foldIdleNanos, interfaceMegabytesPerSecond, interfaceName, variation);
		}
	}
}
