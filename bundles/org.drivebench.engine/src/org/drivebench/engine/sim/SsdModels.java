package org.drivebench.engine.sim;

import java.util.List;

import org.drivebench.engine.sim.SsdThermal.ThrottleStep;

/**
 * The shipped SSD models: a SATA one and an NVMe one (CrystalDiskMark's two presets). Where each
 * parameter comes from is in SIMULATION.md of this bundle ("The SSD models").
 */
public final class SsdModels {
	private static final long US = 1_000L;
	private static final long MS = 1_000_000L;
	private static final long S = 1_000_000_000L;
	private static final long MIB = 1L << 20;
	private static final long TIB = 1L << 40;

	private SsdModels() {
	}

	/**
	 * {@code ssd-slc}: a 1 TB SATA TLC SSD with a 12 GB static SLC cache (in the manner of a Samsung 860 EVO
	 * or Crucial MX500): 16 dies of 2 planes, 16 KiB pages read in 75 us, 10 us per command (about 100k IOPS
	 * at QD32), 4 KiB at QD1 about 10k IOPS read and 30k write; writes at 520 MB/s (the controller) into the
	 * SLC cache, then 130 MB/s (TLC program, 4.0 ms a page per plane); one second of write idle starts
	 * folding. 1 TiB of raw flash: 6.3 % spare for garbage collection. A 2.5-inch drive in a case: it warms
	 * slowly and settles below its warning temperature under any load.
	 */
	public static SsdParameters sataTlc() {
		return SsdParameters.builder().name("ssd-slc").model("Simulated 1 TB SATA TLC SSD with SLC cache")
				.serial("SIM-SSDSLC-0001").driveClass("SATA TLC SSD, 1 TB, SLC write cache (2018)")
				.capacityBytes(1_953_525_168L * 512).sectors(512, 4096).flash(16, 16384, 75 * US).hostOverheadNanos(10 * US)
				.commandOverheadNanos(10 * US).writeOverheadNanos(5 * US).queueDepth(32).writeBufferBytes(16 * MIB)
				.flash(new SsdFlash(2, 4_033_000, 200 * US, 3_500 * US, 24 * MIB, TIB, 3, 520))
				.slcCache(SlcCache.fixed(12_000_000_000L, 1 * S))
				.thermal(new SsdThermal(30, 60, 6, 0.05, 4.98, 0.20, 0.87, 29.2, 70, 85, 2,
						List.of(new ThrottleStep(70, 200), new ThrottleStep(85, 50))))
				.link(570, "SATA 6Gb/s").variation(new Variation(0.2, 0.1, 20 * S, 1 * MS, 0)).build();
	}

	/**
	 * {@code ssd-nvme}: a 1 TB NVMe TLC SSD on PCIe 3.0 x4 with an SLC cache of 6 GB static and up to 36 GB
	 * dynamic (a Samsung 970 EVO Plus): 32 dies of 2 planes, 16 KiB pages read in 46 us, 1.6 us per command,
	 * 4 KiB at QD1 about 19k IOPS read and 60k write; 3,500 MB/s reads, writes at 3,300 MB/s into the SLC
	 * cache, then 1,700 MB/s (TLC program, 617 us a page per plane); 1 TiB of raw flash, 8.1 % spare for
	 * garbage collection. An M.2 drive without a heatsink: 6 W when writing, throttling at 81 C after about
	 * three minutes of sustained writes (not when reading).
	 */
	public static SsdParameters nvmeTlc() {
		return SsdParameters.builder().name("ssd-nvme").model("Simulated 1 TB NVMe TLC SSD with SLC cache")
				.serial("SIM-SSDNVME-0001").driveClass("NVMe PCIe 3.0 x4 TLC SSD, 1 TB, SLC write cache (2019)")
				.capacityBytes(1_953_525_168L * 512).sectors(512, 4096).flash(32, 16384, 46 * US).hostOverheadNanos(4 * US)
				.commandOverheadNanos(1_600).writeOverheadNanos(10 * US).queueDepth(1024).writeBufferBytes(32 * MIB)
				.flash(new SsdFlash(2, 616_809, 160 * US, 3_500 * US, 24 * MIB, TIB, 3, 3300))
				.slcCache(new SlcCache(6_000_000_000L, 36_000_000_000L, 1 * S))
				.thermal(new SsdThermal(33, 7.14, 8.4, 0.03, 1.36, 0.20, 0.45, 2.15, 81, 82, 2,
						List.of(new ThrottleStep(81, 800), new ThrottleStep(82, 200))))
				.link(3500, "NVMe PCIe 3.0 x4").variation(new Variation(0.2, 0.1, 20 * S, MS / 2, 0)).build();
	}
}
