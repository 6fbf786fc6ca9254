package org.drivebench.engine.sim;

import static org.drivebench.engine.sim.DriveModel.require;

/**
 * The NAND flash behind a simulated SSD's write path: how fast its dies program and erase, how much raw
 * flash there is, and the controller's own limit on writes. With the dies and page size of
 * {@link SsdParameters}, these give the write rates: a die programs {@code planes} pages at once, so the
 * dies program TLC at {@code dies x planes x pageBytes / tlcProgramNanos} bytes per nanosecond. Where
 * each shipped value comes from is in SIMULATION.md ("The SSD models").
 *
 * @param planes                      pages a die programs at once (multi-plane program)
 * @param tlcProgramNanos             time a die takes to program one page per plane in TLC mode (the
 *                                    effective time of a one-shot word-line program, per page)
 * @param slcProgramNanos             the same in SLC mode (one bit per cell: the SLC cache)
 * @param eraseNanos                  time a die takes to erase one block
 * @param blockBytes                  the bytes one die's block holds (all planes), what an erase frees
 * @param rawBytes                    all flash, counted in TLC mode: user capacity, over-provisioning
 *                                    and the cells of the static SLC cache
 * @param bitsPerCell                 bits a cell holds in TLC mode (3); an SLC byte takes the cells of
 *                                    this many TLC bytes
 * @param writePathMegabytesPerSecond the controller's limit on host writes, whatever the flash could
 *                                    take (a SATA controller's front end, ECC and buffer bandwidth)
 */
public record SsdFlash(int planes, long tlcProgramNanos, long slcProgramNanos, long eraseNanos, long blockBytes,
		long rawBytes, int bitsPerCell, double writePathMegabytesPerSecond) {

	public SsdFlash {
		require(planes >= 1 && planes <= 16, "planes", planes, "must be 1 to 16");
		require(tlcProgramNanos > 0, "tlcProgramNanos", tlcProgramNanos, "must be above 0");
		require(slcProgramNanos > 0 && slcProgramNanos <= tlcProgramNanos, "slcProgramNanos", slcProgramNanos,
				"must be above 0 and at most the TLC program time");
		require(eraseNanos >= 0, "eraseNanos", eraseNanos, "must be 0 or more");
		require(blockBytes >= 1 << 20, "blockBytes", blockBytes, "must be at least 1 MiB");
		require(rawBytes > 0, "rawBytes", rawBytes, "must be above 0");
		require(bitsPerCell >= 2 && bitsPerCell <= 4, "bitsPerCell", bitsPerCell, "must be 2 (MLC) to 4 (QLC)");
		require(writePathMegabytesPerSecond > 0, "writePathMegabytesPerSecond", writePathMegabytesPerSecond,
				"must be above 0");
	}
}
