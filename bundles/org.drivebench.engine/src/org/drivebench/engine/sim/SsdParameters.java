package org.drivebench.engine.sim;

import static org.drivebench.engine.sim.DriveModel.require;

import org.drivebench.engine.DeviceIdentity;
import org.eclipse.jdt.annotation.Nullable;

/**
 * The parameters of a simulated SSD with TLC flash and an SLC write cache (SATA or NVMe). Times are
 * nanoseconds, rates decimal megabytes (10^6 bytes) per second, sizes bytes. The shipped models are
 * {@link SsdModels}; a variant is made with {@link #toBuilder()} or the {@code with...} shortcuts. The
 * write rates are not parameters but follow from the flash ({@link #tlcWriteMegabytesPerSecond()} and
 * its siblings).
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
 * @param flash                      program and erase times, raw flash, the controller's write limit
 * @param slcCache                   the SLC write cache: static and dynamic size, folding
 * @param thermal                    heating, cooling and throttling
 * @param interfaceMegabytesPerSecond link payload rate
 * @param interfaceName              e.g. "SATA 6Gb/s"
 * @param variation                  what varies from run to run (see {@link Variation})
 */
public record SsdParameters(String name, String model, String serial, String driveClass, long capacityBytes,
		int logicalSectorBytes, int mappingUnitBytes, int parallelUnits, int pageBytes, long pageReadNanos,
		long hostOverheadNanos, long commandOverheadNanos, long writeOverheadNanos, int queueDepth,
		long writeBufferBytes, SsdFlash flash, SlcCache slcCache, SsdThermal thermal, double interfaceMegabytesPerSecond,
		String interfaceName, Variation variation) implements DriveModel {

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
		require(slcCache.emptyDriveBytes() < capacityBytes, "slcCache", slcCache,
				"must be smaller than the capacity");
		long ftlBytes = flash.rawBytes() - flash.bitsPerCell() * slcCache.staticBytes();
		require(FlashTranslationLayer.fits(capacityBytes / mappingUnitBytes, ftlBytes / mappingUnitBytes), "flash",
				flash.rawBytes() + " raw bytes", "must hold the capacity, the static SLC cache's cells and a reserve of "
						+ "free blocks for garbage collection");
		require(interfaceMegabytesPerSecond > 0, "interfaceMegabytesPerSecond", interfaceMegabytesPerSecond,
				"must be above 0");
		require(variation != null, "variation", variation, "must be given (Variation.NONE for none)");
	}

	/** {@code ssd-slc}: see {@link SsdModels#sataTlc()}. */
	public static SsdParameters slcSata() {
		return SsdModels.sataTlc();
	}

	/**
	 * The same drive with a static SLC cache of {@code bytes} and no dynamic one; its cells are added to
	 * (or taken from) the raw flash, so the over-provisioning stays.
	 */
	public SsdParameters withSlcCacheBytes(long bytes) {
		long raw = flash.rawBytes() + flash.bitsPerCell() * (bytes - slcCache.staticBytes());
		SsdFlash f = flash;
		return toBuilder().slcCache(SlcCache.fixed(bytes, slcCache.foldIdleNanos()))
				.flash(new SsdFlash(f.planes(), f.tlcProgramNanos(), f.slcProgramNanos(), f.eraseNanos(), f.blockBytes(),
						raw, f.bitsPerCell(), f.writePathMegabytesPerSecond()))
				.build();
	}

	/**
	 * The same drive at another capacity: raw flash and both parts of the SLC cache scale with it, so the
	 * over-provisioning and the cache's share stay (a small drive for tests that fill it).
	 */
	public SsdParameters withCapacityBytes(long bytes) {
		double scale = (double) bytes / capacityBytes;
		SsdFlash f = flash;
		return toBuilder().capacityBytes(bytes)
				.slcCache(new SlcCache(Math.round(slcCache.staticBytes() * scale), Math.round(slcCache.dynamicBytes() * scale),
						slcCache.foldIdleNanos()))
				.flash(new SsdFlash(f.planes(), f.tlcProgramNanos(), f.slcProgramNanos(), f.eraseNanos(), f.blockBytes(),
						Math.round(f.rawBytes() * scale), f.bitsPerCell(), f.writePathMegabytesPerSecond()))
				.build();
	}

	/** The same drive with other run-to-run variation ({@link Variation#NONE}: none). */
	public SsdParameters withVariation(Variation v) {
		return toBuilder().variation(v).build();
	}

	/** The same drive with another thermal model (a hotter case, a heatsink). */
	public SsdParameters withThermal(SsdThermal t) {
		return toBuilder().thermal(t).build();
	}

	/** The SLC cache on an empty drive (static and all of the dynamic part). */
	public long slcCacheBytes() {
		return slcCache.emptyDriveBytes();
	}

	/**
	 * The SLC cache when the host's valid data leaves {@code freeBytes} of the capacity free: the static
	 * part and as much dynamic cache as the free TLC cells make, {@code freeBytes / bitsPerCell}, up to its
	 * most.
	 */
	public long slcCacheBytes(long freeBytes) {
		return slcCache.staticBytes() + Math.min(slcCache.dynamicBytes(), Math.max(0, freeBytes) / flash.bitsPerCell());
	}

	/** Write-idle time before the drive folds its SLC cache into TLC. */
	public long foldIdleNanos() {
		return slcCache.foldIdleNanos();
	}

	/** Flash the translation layer maps the capacity onto: raw flash less the static SLC cache's cells. */
	public long mappedFlashBytes() {
		return flash.rawBytes() - flash.bitsPerCell() * slcCache.staticBytes();
	}

	/**
	 * The spare factor garbage collection works with: {@code mappedFlashBytes / capacity - 1} (the
	 * literature's over-provisioning factor, physical over logical less one).
	 */
	public double overProvisioning() {
		return (double) mappedFlashBytes() / capacityBytes - 1;
	}

	/** Bytes the dies program at once: dies x planes x page. */
	private double programBytes() {
		return (double) parallelUnits * flash.planes() * pageBytes;
	}

	/** Host writes into the SLC cache: the dies' SLC program rate, at most the controller's write path. */
	public double slcWriteMegabytesPerSecond() {
		return Math.min(flash.writePathMegabytesPerSecond(), programBytes() / flash.slcProgramNanos() * 1e3);
	}

	/** Host writes straight to TLC (the SLC cache full): the dies' TLC program rate, at most the write path. */
	public double tlcWriteMegabytesPerSecond() {
		return Math.min(flash.writePathMegabytesPerSecond(), programBytes() / flash.tlcProgramNanos() * 1e3);
	}

	/** Folding: each byte read from SLC (a page per die at a time) and programmed to TLC. */
	public double foldMegabytesPerSecond() {
		double nanosPerByte = flash.tlcProgramNanos() / programBytes()
				+ (double) pageReadNanos / ((double) parallelUnits * pageBytes);
		return 1e3 / nanosPerByte;
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
		b.flash = flash;
		b.slcCache = slcCache;
		b.thermal = thermal;
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
		private @Nullable SsdFlash flash;
		private @Nullable SlcCache slcCache;
		private @Nullable SsdThermal thermal;

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

		/** Programming, erasing, raw flash and the write path. */
		public Builder flash(SsdFlash v) {
			flash = v;
			return this;
		}

		public Builder writeBufferBytes(long v) {
			writeBufferBytes = v;
			return this;
		}

		public Builder slcCache(SlcCache v) {
			slcCache = v;
			return this;
		}

		public Builder thermal(SsdThermal v) {
			thermal = v;
			return this;
		}

		public SsdParameters build() {
			return new SsdParameters(name, model, serial, driveClass, capacityBytes, logicalSectorBytes, mappingUnitBytes,
					parallelUnits, pageBytes, pageReadNanos, hostOverheadNanos, commandOverheadNanos, writeOverheadNanos,
					queueDepth, writeBufferBytes, given("flash", flash), given("slcCache", slcCache), given("thermal", thermal),
					interfaceMegabytesPerSecond, interfaceName, variation);
		}

		private static <T> T given(String field, @Nullable T value) {
			if (value == null) {
				throw new IllegalArgumentException(field + " = null: must be given");
			}
			return value;
		}
	}
}
