package org.drivebench.drivetests.filecopy.sim;

import org.drivebench.engine.IoTrace;

/**
 * The archive steps' I/Os on the simulated file system: packing reads the set as a copy does and
 * writes the archive as one new file on the same partition (written back and committed like a copy's
 * files); unpacking reads the archive sequentially and writes the set as a copy writes it.
 */
final class ArchiveTraces {
	private ArchiveTraces() {
	}

	static IoTrace pack(PlacedTree set, SimulatedPartition partition, long archiveBytes) {
		PlacedTree.Node archive = new PlacedTree.Node("archive.zip", false, partition.newInode(), archiveBytes);
		PlacedTree.allocate(archive, archiveBytes, partition);
		// read as a copy reads (its writes go to a scratch partition and are dropped), then the archive's writes
		IoTrace.Builder trace = IoTrace.builder();
		IoTrace reads = new CopyTraceBuilder(partition, partition, Long.MAX_VALUE).copy(set);
		for (int i = 0; i < reads.size(); i++) {
			if (!reads.write(i) && !reads.flush(i)) {
				trace.read(reads.offset(i), reads.length(i));
			}
		}
		appendWrites(trace, archive, partition);
		return trace.build();
	}

	static IoTrace unpack(PlacedTree set, SimulatedPartition partition, long archiveBytes) {
		PlacedTree.Node archive = new PlacedTree.Node("archive.zip", false, partition.newInode(), archiveBytes);
		PlacedTree.allocate(archive, archiveBytes, partition);
		IoTrace.Builder trace = IoTrace.builder();
		for (long[] e : archive.extents) {
			for (long at = e[0]; at < e[0] + e[1]; at += CopyTraceBuilder.READ_BYTES) {
				trace.read(at, (int) Math.min(CopyTraceBuilder.READ_BYTES, e[0] + e[1] - at));
			}
		}
		IoTrace copy = new CopyTraceBuilder(partition, partition, CopyTraceBuilder.WRITE_BYTES * 64L).copy(set);
		for (int i = 0; i < copy.size(); i++) {
			if (copy.flush(i)) {
				trace.flush();
			} else if (copy.write(i)) {
				trace.write(copy.offset(i), copy.length(i));
			}
		}
		return trace.build();
	}

	private static void appendWrites(IoTrace.Builder trace, PlacedTree.Node file, SimulatedPartition partition) {
		for (long[] e : file.extents) {
			for (long at = e[0]; at < e[0] + e[1]; at += CopyTraceBuilder.WRITE_BYTES) {
				trace.write(at, (int) Math.min(CopyTraceBuilder.WRITE_BYTES, e[0] + e[1] - at));
			}
		}
		long journal = partition.journal(3L * SimulatedPartition.BLOCK);
		trace.write(journal, 2 * SimulatedPartition.BLOCK);
		trace.flush();
		trace.write(journal + 2 * SimulatedPartition.BLOCK, SimulatedPartition.BLOCK);
		trace.flush();
	}
}
