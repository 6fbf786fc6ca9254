package org.drivebench.drivetests.filecopy.sim;

import java.io.IOException;
import java.util.Optional;

import org.drivebench.core.api.TestContext;
import org.drivebench.core.api.WorkloadSteps;
import org.drivebench.engine.IoTrace;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.drivetests.filecopy.files.FileSet;

/**
 * File copies and archive steps on a simulated drive: two partitions of {@code partitionSize} from its
 * first MiB (as "prepare the drive" makes them), the set placed on the first as its generator writes it,
 * each copy turned into its I/Os by {@link CopyTraceBuilder} and run as one traced workload on the
 * drive's virtual clock. Each step starts on fresh file systems (a real run removes each copy before the
 * next step).
 */
public final class SimulatedCopy {
	/** Copied data the page cache holds before writing it back; see docs/tests.md. */
	public static final long WRITEBACK_BYTES = 64L << 20;
	static final long FIRST_PARTITION = 1 << 20;

	private final TestContext context;
	private final long partitionSize;
	private final WorkloadSteps steps;

	/** What one simulated step measured. */
	public record Step(long dataBytes, long files, long nanos, boolean complete) {
	}

	public SimulatedCopy(TestContext context, long partitionSize, int stepCount) {
		this.context = context;
		this.partitionSize = partitionSize;
		this.steps = new WorkloadSteps(context, stepCount);
		long needed = FIRST_PARTITION + 2 * partitionSize;
		if (needed > context.target().sizeBytes()) {
			throw new IllegalArgumentException("partitionSize = " + partitionSize + " bytes: two partitions after the first MiB need "
					+ needed + " bytes; " + context.target().name() + " holds " + context.target().sizeBytes());
		}
	}

	/** The first partition, fresh. */
	public SimulatedPartition first() {
		return new SimulatedPartition(FIRST_PARTITION, partitionSize);
	}

	/** The second partition, right after the first, fresh. */
	public SimulatedPartition second() {
		return new SimulatedPartition(FIRST_PARTITION + partitionSize, partitionSize);
	}

	/**
	 * Writes {@code set} onto the first partition as its generator writes it, and flushes it (untimed, as
	 * on a real drive, where the source is written and synced before it is copied): the drive's caches
	 * and state are then what a copy meets.
	 *
	 * @return false when the test was cancelled
	 */
	public boolean writeSource(String name, FileSet set) throws IOException {
		IoTrace.Builder trace = IoTrace.builder();
		writeTree(PlacedTree.place(set, first()).root, trace);
		trace.flush();
		Optional<Measurement> m = steps.run(name, WorkloadSpec.builder().trace(trace.build()).queueDepth(1).build());
		return m.isPresent() && m.get().status() == Measurement.Status.COMPLETED;
	}

	private static void writeTree(PlacedTree.Node node, IoTrace.Builder trace) {
		for (long[] e : node.extents) {
			for (long at = e[0]; at < e[0] + e[1]; at += CopyTraceBuilder.WRITE_BYTES) {
				trace.write(at, (int) Math.min(CopyTraceBuilder.WRITE_BYTES, e[0] + e[1] - at));
			}
		}
		for (PlacedTree.Node child : node.children) {
			writeTree(child, trace);
		}
	}

	/**
	 * Copies {@code set} from the first partition to {@code destination} (the first itself: within).
	 *
	 * @return empty when the test was cancelled before the step
	 */
	public Optional<Step> copy(String name, FileSet set, boolean across) throws IOException {
		SimulatedPartition source = first();
		PlacedTree tree = PlacedTree.place(set, source);
		CopyTraceBuilder builder = new CopyTraceBuilder(source, across ? second() : source, WRITEBACK_BYTES);
		IoTrace trace = builder.copy(tree);
		return run(name, trace, builder.dataBytes(), builder.files());
	}

	/**
	 * The system set packed into an archive of {@code archiveBytes} on the same partition: the set read as
	 * a copy reads it, the archive written as one file; or unpacked: the archive read, the set written.
	 */
	public Optional<Step> archive(String name, FileSet set, long archiveBytes, boolean pack) throws IOException {
		SimulatedPartition partition = first();
		PlacedTree tree = PlacedTree.place(set, partition);
		IoTrace trace = pack ? ArchiveTraces.pack(tree, partition, archiveBytes) : ArchiveTraces.unpack(tree, partition, archiveBytes);
		return run(name, trace, set.totalBytes(), set.fileCount());
	}

	private Optional<Step> run(String name, IoTrace trace, long dataBytes, long files) throws IOException {
		WorkloadSpec spec = WorkloadSpec.builder().trace(trace).queueDepth(1).build();
		Optional<Measurement> m = steps.run(name, spec);
		return m.map(x -> new Step(dataBytes, files, x.elapsedNanos(), x.status() == Measurement.Status.COMPLETED));
	}
}
