package org.drivebench.drivetests.ssd;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.drivebench.core.api.ParameterSpec;
import org.drivebench.core.api.StandardParameters;
import org.drivebench.core.api.WorkloadSteps;
import org.drivebench.drivetests.ssd.api.SsdTests;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.Sizes;
import org.drivebench.engine.WorkloadSpec;

/**
 * One combination of a PTS round's matrix: random I/O of a read share and a block size. The IOPS and
 * latency tests run them mix by mix, each mix's block sizes in the order given.
 *
 * @param readShare percent of reads
 * @param blockSize bytes per I/O
 */
record MatrixCell(int readShare, int blockSize) {
	/** The tracked combination of the IOPS and latency tests: 4 KiB random writes. */
	static final MatrixCell TRACKED = new MatrixCell(0, 4096);

	/**
	 * The parameters of a matrix: {@code blockSizes} and {@code readShares} with these defaults, each run in
	 * the order given.
	 *
	 * @param pts what PTS prescribes, for the help, e.g. "8 KiB, 4 KiB, 512 B"
	 */
	static List<ParameterSpec> parameters(String sizes, String ptsSizes, String shares, String ptsShares) {
		return List.of(StandardParameters.blockSizes().defaultValue(sizes)
				.help("the block sizes of each round, in the order run (PTS: " + ptsSizes + "); must include 4k").build(),
				ParameterSpec.integers(SsdTests.READ_SHARES, "Read shares").defaultValue(shares).range(0, 100)
						.help("the read/write mixes of each round by their percentage of reads, in the order run (PTS: " + ptsShares
								+ "); must include 0, the 4 KiB random writes the rounds track")
						.build());
	}

	/** The matrix, mix by mix. */
	static List<MatrixCell> of(List<Long> readShares, List<Long> blockSizes) {
		List<MatrixCell> cells = new ArrayList<>();
		for (long share : readShares) {
			for (long size : blockSizes) {
				cells.add(new MatrixCell((int) share, Math.toIntExact(size)));
			}
		}
		return cells;
	}

	/** "4k.r65": the combination in a key. */
	String key() {
		return sizeKey(blockSize) + ".r" + readShare;
	}

	/** "4 KiB random 65/35 read/write". */
	String label() {
		return Sizes.format(blockSize) + " random " + mixLabel(readShare);
	}

	/**
	 * Runs the combination as a step of round {@code round}, as combination {@code index} of it.
	 *
	 * @return the measurement; empty when the user cancelled
	 */
	Optional<Measurement> run(WorkloadSteps steps, WorkloadSpec base, int round, int index) throws IOException {
		// every round and combination draws offsets of its own: a round that wrote the offsets of the one
		// before would find its own blocks to collect
		WorkloadSpec spec = base.toBuilder().blockSize(blockSize).readPercent(readShare)
				.seed((round * 4096L + index + 1) * 0x9E37_79B9_7F4A_7C15L).build();
		return steps.runComplete(String.format(Locale.ROOT, "Round %d: %s", round, label()), spec);
	}

	/** "65/35 read/write". */
	static String mixLabel(int readShare) {
		return readShare + "/" + (100 - readShare) + " read/write";
	}

	/** "512", "4k", "1m": a block size in a key. */
	static String sizeKey(long bytes) {
		return bytes % (1 << 20) == 0 ? bytes / (1 << 20) + "m" : bytes % 1024 == 0 ? bytes / 1024 + "k" : Long.toString(bytes);
	}
}
