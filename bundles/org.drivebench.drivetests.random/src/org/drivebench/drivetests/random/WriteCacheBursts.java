package org.drivebench.drivetests.random;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.drivebench.core.api.DriveTest;
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
import org.drivebench.drivetests.random.api.RandomTests;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.Sizes;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.model.BetterDirection;
import org.drivebench.model.SeriesRole;
import org.osgi.service.component.annotations.Component;

/**
 * {@code random.write-bursts}: seed 000's experiment on Seagate's Smart Align, which showed that a drive
 * acknowledges a short burst of small writes from its write cache far faster than it writes them: for
 * each block size the drive rests (its cache empties), takes a short burst of random writes, then a
 * minute of them (the sustained rate, the cache full). Its own test rather than a parameter of
 * {@code random.bs-sweep}, since the rests and the pairing of burst and sustained figures are its
 * method; it lives in this bundle because it is a random-write block-size sweep like that one.
 */
@Component(service = DriveTest.class)
public class WriteCacheBursts implements DriveTest {
	static final String ID = RandomTests.WRITE_BURSTS;
	private static final String KEY = "write";
	static final TestDescriptor DESCRIPTOR = new TestDescriptor(ID, "1.0", "Write-cache bursts", "Random",
			"For each block size: the drive rests for 'rest' (nothing is written, so a write-back cache empties), "
					+ "then takes random writes at 'queueDepth' for 'burst' (seed 000's five seconds), then for 'sustained' "
					+ "(a minute, long enough for the cache to be full). Reports the burst's and the sustained IOPS and "
					+ "MB/s and their ratio per size, and both against block size: a drive that acknowledges writes from "
					+ "its cache shows bursts several times faster than it can write. Offsets are multiples of "
					+ "'alignment' (4k, as the review). On a simulated drive the rests take no time; on a real one the "
					+ "step counts them down. Overwrites blocks all over the target.", WriteAccess.WRITES);

	@Override
	public TestDescriptor descriptor() {
		return DESCRIPTOR;
	}

	@Override
	public List<ParameterSpec> parameters() {
		return List.of(
				StandardParameters.blockSizes().defaultValue("512, 1k, 2k, 4k, 8k, 16k, 32k, 64k, 128k, 256k, 512k, 1M").build(),
				ParameterSpec.duration(RandomTests.BURST, "Burst").defaultValue("5s").range(0.01, 3600)
						.help("how long each burst of writes runs, right after a rest, 0.01 s to 1 h").build(),
				ParameterSpec.duration(RandomTests.REST, "Rest").defaultValue("60s").range(0, 3600)
						.help("how long the drive rests before each burst, so its cache empties, 0 to 1 h").build(),
				StandardParameters.duration(RandomTests.SUSTAINED_TIME, "Sustained").defaultValue("1m")
						.help("how long each size is written after its burst: the sustained rate").build(),
				StandardParameters.queueDepth().defaultValue("1").build(), StandardParameters.alignment().defaultValue("4k").build(),
				StandardParameters.rampTime().build());
	}

	@Override
	public void run(TestContext context) throws IOException {
		ParameterValues v = context.parameters();
		int alignment = RandomPlacement.alignment(v, context.target());
		List<Long> sizes = StandardParameters.blockSizesFor(v, StandardParameters.BLOCK_SIZES, context.target(), context.results());
		ResultWriter results = context.results();
		WorkloadSteps steps = new WorkloadSteps(context, 3 * sizes.size());
		List<double[]> measured = new ArrayList<>(); // size, burst IOPS, burst MB/s, sustained IOPS, sustained MB/s
		try {
			for (long size : sizes) {
				String label = "Write " + Sizes.format(size);
				WorkloadSpec.Builder writes = WorkloadSpec.builder().blockSize(Math.toIntExact(size)).alignment(alignment)
						.readPercent(0).queueDepth(v.intValue(StandardParameters.QUEUE_DEPTH));
				if (!steps.rest("Rest " + v.format(RandomTests.REST) + " before " + label, v.duration(RandomTests.REST))) {
					break;
				}
				Optional<Measurement> burst = steps.runComplete(label + " burst", writes.duration(v.duration(RandomTests.BURST)).build());
				Optional<Measurement> sustained = burst.isEmpty() ? Optional.empty()
						: steps.runComplete(label + " sustained", writes.duration(v.duration(RandomTests.SUSTAINED_TIME)).build());
				if (sustained.isEmpty()) {
					break; // a size without both halves compares nothing
				}
				report(results, size, label, burst.get(), sustained.get());
				measured.add(new double[] { size, burst.get().iops(), burst.get().megabytesPerSecond(), sustained.get().iops(),
						sustained.get().megabytesPerSecond() });
			}
		} finally {
			series(results, measured);
		}
	}

	private static void report(ResultWriter results, long size, String label, Measurement burst, Measurement sustained) {
		results.metric(KEY + ".burst.iops." + size, label + " burst", burst.iops(), Units.IOPS, BetterDirection.HIGHER);
		results.metric(KEY + ".burst.mbps." + size, label + " burst", burst.megabytesPerSecond(), Units.MB_PER_S,
				BetterDirection.HIGHER);
		results.metric(KEY + ".sustained.iops." + size, label + " sustained", sustained.iops(), Units.IOPS,
				BetterDirection.HIGHER);
		results.metric(KEY + ".sustained.mbps." + size, label + " sustained", sustained.megabytesPerSecond(),
				Units.MB_PER_S, BetterDirection.HIGHER);
		if (sustained.iops() > 0) {
			// how much the cache flatters a short burst: describes the drive, neither higher nor lower is better
			results.metric(KEY + ".burst-ratio." + size, label + " burst / sustained", burst.iops() / sustained.iops(), Units.NUMBER,
					BetterDirection.NONE);
		}
	}

	private static void series(ResultWriter results, List<double[]> measured) {
		if (measured.isEmpty()) {
			return;
		}
		double[] x = measured.stream().mapToDouble(m -> m[0]).toArray();
		Axis sizes = Axis.log2("Block size", Units.BYTES);
		results.series(KEY + ".burst.iops", "Write burst IOPS", SeriesRole.BLOCK_SIZE_SWEEP, sizes, Axis.linear("IOPS", Units.IOPS),
				x, measured.stream().mapToDouble(m -> m[1]).toArray());
		results.series(KEY + ".sustained.iops", "Write sustained IOPS", SeriesRole.BLOCK_SIZE_SWEEP, sizes,
				Axis.linear("IOPS", Units.IOPS), x, measured.stream().mapToDouble(m -> m[3]).toArray());
		results.series(KEY + ".burst.mbps", "Write burst rate", SeriesRole.BLOCK_SIZE_SWEEP, sizes, Axis.linear("Rate", Units.MB_PER_S),
				x, measured.stream().mapToDouble(m -> m[2]).toArray());
		results.series(KEY + ".sustained.mbps", "Write sustained rate", SeriesRole.BLOCK_SIZE_SWEEP, sizes,
				Axis.linear("Rate", Units.MB_PER_S), x, measured.stream().mapToDouble(m -> m[4]).toArray());
	}
}
