package org.drivebench.engine.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;

import org.drivebench.engine.Measurement;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.WorkloadSpec;
import org.junit.jupiter.api.Test;

/**
 * Whole-drive sequential fills of {@code ssd-nvme} (AnandTech's and TechPowerUp's cache test): the rate
 * in the SLC cache, the cache's size (which shrinks with the free space), the TLC rate after it and the
 * folding phase at the end, each against the value the parameters give ({@link FlashOracle}). The drive
 * has a heatsink here (a fifth of the thermal resistance), so that throttling does not cut into the phases.
 */
class SlcCacheFillTest {
	private static final double INTERVAL_SECONDS = 0.1;
	private static final SsdParameters NVME = cooled(SsdModels.nvmeTlc());

	static SsdParameters cooled(SsdParameters p) {
		SsdThermal t = p.thermal();
		return p.withThermal(new SsdThermal(t.ambientCelsius(), t.heatCapacityJoulesPerKelvin(), t.kelvinPerWatt() / 5,
				t.idleWatts(), t.hostJoulesPerGigabyte(), t.readJoulesPerGigabyte(), t.slcProgramJoulesPerGigabyte(),
				t.tlcProgramJoulesPerGigabyte(), t.warningCelsius(), t.criticalCelsius(), t.hysteresisKelvin(), t.steps()))
				.withVariation(Variation.NONE);
	}

	private static Measurement fill(SimulatedTarget t, long from, long length) {
		return t.run(WorkloadSpec.builder().blockSize(131072).sequential().readPercent(0).queueDepth(32)
				.region(from, length).amountBytes(length).interval(Duration.ofMillis(100)).build(), RunObserver.NONE);
	}

	/** Bytes written before the rate first falls below half way between the cache's rate and the TLC rate. */
	private static double cacheFound(Measurement m, double slc, double tlc) {
		double[] rate = m.intervals().megabytesPerSecond();
		double written = 0;
		for (double r : rate) {
			if (r < (slc + tlc) / 2) {
				return written;
			}
			written += r * 1e6 * INTERVAL_SECONDS;
		}
		throw new AssertionError("the rate never fell");
	}

	/** The mean rate while the fill wrote bytes {@code from} to {@code to} of it, MB/s. */
	private static double meanRate(Measurement m, double from, double to) {
		double written = 0;
		double bytes = 0;
		double seconds = 0;
		for (double r : m.intervals().megabytesPerSecond()) {
			double next = written + r * 1e6 * INTERVAL_SECONDS;
			if (written >= from && next <= to) {
				bytes += next - written;
				seconds += INTERVAL_SECONDS;
			}
			written = next;
		}
		return bytes / seconds / 1e6;
	}

	@Test
	void aFillOfTheEmptyDriveFindsTheWholeCacheThenTlcThenFolding() {
		FlashOracle o = new FlashOracle(NVME);
		long capacity = NVME.capacityBytes();
		Measurement m = fill(SimulatedDrives.open(NVME), 0, capacity);
		double cache = o.cacheFoundByFill(capacity);
		assertEquals(42e9, cache, 1e6, "the class's 6 GB static and 36 GB dynamic cache, all of it on an empty drive");
		assertEquals(cache, cacheFound(m, o.slcMegabytesPerSecond(), o.tlcMegabytesPerSecond()), cache * 0.02);
		assertEquals(o.slcMegabytesPerSecond(), meanRate(m, 1e9, cache - 1e9), o.slcMegabytesPerSecond() * 0.02,
				"in the cache");
		// the dynamic cache holds 36 GB until the free space is three times that: then each byte written
		// takes a third of a byte of cache, whose data is folded first
		double foldFrom = capacity - NVME.flash().bitsPerCell() * (double) NVME.slcCache().dynamicBytes();
		assertEquals(o.tlcMegabytesPerSecond(), meanRate(m, cache + 2e9, foldFrom - 2e9), o.tlcMegabytesPerSecond() * 0.02,
				"after the cache");
		assertEquals(o.foldingPhaseMegabytesPerSecond(), meanRate(m, foldFrom + 2e9, capacity - 2e9),
				o.foldingPhaseMegabytesPerSecond() * 0.02, "folding at the end");
	}

	@Test
	void aFillOfTheLastTenthFindsTheCacheThatItsFreeSpaceLeaves() {
		FlashOracle o = new FlashOracle(NVME);
		long capacity = NVME.capacityBytes();
		long used = 900_000_000_000L / 131072 * 131072; // whole mapping units: no write is rounded out
		SimulatedTarget t = SimulatedDrives.open(NVME);
		fill(t, 0, used);
		t.rest(Duration.ofMinutes(2)); // folds the SLC cache's data into TLC
		assertEquals(0, t.ssdStatus().slcUsedBytes());
		Measurement m = fill(t, used, capacity - used);
		double cache = o.cacheFoundByFill(capacity - used);
		assertEquals(29.5e9, cache, 0.1e9, "6 GB static and a third of the 100 GB free, less what the fill takes");
		assertEquals(cache, cacheFound(m, o.slcMegabytesPerSecond(), o.foldingPhaseMegabytesPerSecond()), cache * 0.02);
	}

	@Test
	void theSataDrivesStaticCacheIsTheSameWhateverTheFreeSpace() {
		SsdParameters sata = SsdModels.sataTlc().withCapacityBytes(200_000_000_000L).withSlcCacheBytes(4_000_000_000L)
				.withVariation(Variation.NONE);
		FlashOracle o = new FlashOracle(sata);
		SimulatedTarget t = SimulatedDrives.open(sata);
		long used = 150_000_000_000L / 131072 * 131072;
		fill(t, 0, used);
		t.rest(Duration.ofMinutes(2));
		Measurement m = fill(t, used, sata.capacityBytes() - used);
		assertEquals(4e9, cacheFound(m, o.slcMegabytesPerSecond(), o.tlcMegabytesPerSecond()), 4e9 * 0.02);
	}
}
