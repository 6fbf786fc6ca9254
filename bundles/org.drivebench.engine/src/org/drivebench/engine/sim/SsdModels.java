package org.drivebench.engine.sim;

/**
 * The shipped SSD models: a SATA one and an NVMe one (CrystalDiskMark's two presets). Where each
 * parameter comes from is in SIMULATION.md of this bundle ("The SSD models").
 */
public final class SsdModels {
	private static final long US = 1_000L;
	private static final long MS = 1_000_000L;
	private static final long S = 1_000_000_000L;
	private static final long MIB = 1L << 20;

	private SsdModels() {
	}

	/**
	 * {@code ssd-slc}: a 1 TB SATA TLC SSD with a 12 GB SLC cache (in the manner of a Samsung 860 EVO or
	 * Crucial MX500): 16 dies, 16 KiB pages read in 75 us, 10 us per command (about 100k IOPS at QD32),
	 * 4 KiB at QD1 about 10k IOPS read and 30k write; writes at 520 MB/s into the SLC cache, then 130
	 * MB/s; one second of write idle starts folding at 130 MB/s.
	 */
	public static SsdParameters sataTlc() {
		return SsdParameters.builder().name("ssd-slc").model("Simulated 1 TB SATA TLC SSD with SLC cache")
				.serial("SIM-SSDSLC-0001").driveClass("SATA TLC SSD, 1 TB, SLC write cache (2018)")
				.capacityBytes(1_953_525_168L * 512).sectors(512, 4096).flash(16, 16384, 75 * US).hostOverheadNanos(10 * US)
				.commandOverheadNanos(10 * US).writeOverheadNanos(5 * US).queueDepth(32).writeBufferBytes(16 * MIB)
				.slcCacheBytes(12_000_000_000L).writeRates(520, 130).folding(130, 1 * S).link(570, "SATA 6Gb/s")
				.variation(new Variation(0.2, 0.1, 20 * S, 1 * MS, 0)).build();
	}

	/**
	 * {@code ssd-nvme}: a 1 TB NVMe TLC SSD on PCIe 3.0 x4 with a 42 GB SLC cache (in the manner of a
	 * Samsung 970 EVO Plus): 32 dies, 16 KiB pages read in 46 us, 1.6 us per command, 4 KiB at QD1 about
	 * 19k IOPS read and 60k write; 3,500 MB/s reads, writes at 3,300 MB/s into the SLC cache, then 1,700
	 * MB/s.
	 */
	public static SsdParameters nvmeTlc() {
		return SsdParameters.builder().name("ssd-nvme").model("Simulated 1 TB NVMe TLC SSD with SLC cache")
				.serial("SIM-SSDNVME-0001").driveClass("NVMe PCIe 3.0 x4 TLC SSD, 1 TB, SLC write cache (2019)")
				.capacityBytes(1_953_525_168L * 512).sectors(512, 4096).flash(32, 16384, 46 * US).hostOverheadNanos(4 * US)
				.commandOverheadNanos(1_600).writeOverheadNanos(10 * US).queueDepth(1024).writeBufferBytes(32 * MIB)
				.slcCacheBytes(42_000_000_000L).writeRates(3300, 1700).folding(1700, 1 * S)
				.link(3500, "NVMe PCIe 3.0 x4").variation(new Variation(0.2, 0.1, 20 * S, MS / 2, 0)).build();
	}
}
