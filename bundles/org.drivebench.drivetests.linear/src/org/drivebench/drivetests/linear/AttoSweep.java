package org.drivebench.drivetests.linear;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.InvalidParameterException;
import org.drivebench.core.api.ParameterSpec;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.api.ResultWriter;
import org.drivebench.core.api.ResultWriter.Axis;
import org.drivebench.core.api.StandardParameters;
import org.drivebench.core.api.TestContext;
import org.drivebench.core.api.TestDescriptor;
import org.drivebench.core.api.WorkloadSteps;
import org.drivebench.core.api.WriteAccess;
import org.drivebench.core.units.Units;
import org.drivebench.drivetests.linear.api.LinearTests;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.Sizes;
import org.drivebench.engine.Target;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.model.BetterDirection;
import org.drivebench.model.SeriesRole;
import org.osgi.service.component.annotations.Component;

/**
 * {@code linear.atto}: ATTO Disk Benchmark 3.05 with its defaults, as seed 003 ran it on each strip size:
 * for every transfer size from 512 B to 64 MiB, the total length (256 MB) is written sequentially at queue
 * depth 4 with direct I/O, then read back the same way; one chart of read and write MB/s against the
 * size. Bounded by bytes, not time, as ATTO is, so it takes no ramp.
 */
@Component(service = DriveTest.class)
public class AttoSweep implements DriveTest {
	static final String ID = LinearTests.ATTO;
	/** ATTO 3.05's transfer sizes: powers of two from 0.5 KB to 64 MB. */
	static final String TRANSFER_SIZES = LinearTests.ATTO_BLOCK_SIZES;
	static final TestDescriptor DESCRIPTOR = new TestDescriptor(ID, "1.0", "ATTO transfer-size sweep", "Linear",
			"ATTO Disk Benchmark 3.05's method with its defaults: for each transfer size in 'blockSizes' (512 B to "
					+ "64 MiB), 'totalLength' bytes from the start of the target are written sequentially at 'queueDepth' "
					+ "(4, ATTO's overlapped I/O), then read back the same way; every I/O bypasses the page cache (ATTO's "
					+ "Direct I/O). Reports write and read MB/s and IOPS per size, and one chart of read and write MB/s "
					+ "against transfer size. Overwrites the first 'totalLength' bytes of the target.", WriteAccess.WRITES);

	@Override
	public TestDescriptor descriptor() {
		return DESCRIPTOR;
	}

	@Override
	public List<ParameterSpec> parameters() {
		return List.of(StandardParameters.blockSizes().defaultValue(TRANSFER_SIZES)
				.help("the transfer sizes, in order (ATTO: 512 B to 64 MiB); sizes the target cannot transfer are skipped")
				.build(),
				ParameterSpec.size(LinearTests.TOTAL_LENGTH, "Total length").defaultValue("256M").range(1 << 20, 1L << 40)
						.help("bytes written and then read at each transfer size, from the start of the target (ATTO's "
								+ "total length, 256 MB), 1 MiB to 1 TiB")
						.build(),
				StandardParameters.queueDepth().defaultValue("4").build());
	}

	@Override
	public void run(TestContext context) throws IOException {
		ParameterValues v = context.parameters();
		Target target = context.target();
		List<Long> sizes = StandardParameters.blockSizesFor(v, StandardParameters.BLOCK_SIZES, target, context.results());
		long total = StandardParameters.sizeWithin(v, LinearTests.TOTAL_LENGTH, target);
		long largest = sizes.stream().mapToLong(Long::longValue).max().orElseThrow();
		if (total < largest || total % target.logicalBlockSize() != 0) {
			throw new InvalidParameterException(LinearTests.TOTAL_LENGTH, "totalLength = " + v.format(LinearTests.TOTAL_LENGTH)
					+ ": must hold the largest transfer, " + Sizes.format(largest) + ", and be a multiple of "
					+ target.logicalBlockSize() + " B");
		}
		ResultWriter results = context.results();
		WorkloadSteps steps = new WorkloadSteps(context, 2 * sizes.size());
		List<double[]> measured = new ArrayList<>(); // size, write MB/s, read MB/s
		try {
			for (long size : sizes) {
				String label = Sizes.format(size);
				WorkloadSpec.Builder pass = WorkloadSpec.builder().blockSize(Math.toIntExact(size)).sequential()
						.queueDepth(v.intValue(StandardParameters.QUEUE_DEPTH)).region(0, total).amountBytes(total);
				Optional<Measurement> write = steps.runComplete("Write " + label, pass.readPercent(0).build());
				Optional<Measurement> read = write.isEmpty() ? Optional.empty()
						: steps.runComplete("Read " + label, pass.readPercent(100).build());
				if (read.isEmpty()) {
					break; // a size without both passes is not ATTO's row
				}
				figures(results, "write", "Write " + label, size, write.get());
				figures(results, "read", "Read " + label, size, read.get());
				measured.add(new double[] { size, write.get().megabytesPerSecond(), read.get().megabytesPerSecond() });
			}
		} finally {
			if (!measured.isEmpty()) {
				double[] x = measured.stream().mapToDouble(m -> m[0]).toArray();
				Axis sizeAxis = Axis.log2("Transfer size", Units.BYTES);
				Axis rate = Axis.linear("Rate", Units.MB_PER_S);
				results.series("write.mbps", "Write rate", SeriesRole.BLOCK_SIZE_SWEEP, sizeAxis, rate, x,
						measured.stream().mapToDouble(m -> m[1]).toArray());
				results.series("read.mbps", "Read rate", SeriesRole.BLOCK_SIZE_SWEEP, sizeAxis, rate, x,
						measured.stream().mapToDouble(m -> m[2]).toArray());
			}
		}
	}

	private static void figures(ResultWriter results, String key, String label, long size, Measurement m) {
		results.metric(key + ".mbps." + size, label, m.megabytesPerSecond(), Units.MB_PER_S, BetterDirection.HIGHER);
		results.metric(key + ".iops." + size, label, m.iops(), Units.IOPS, BetterDirection.HIGHER);
	}
}
