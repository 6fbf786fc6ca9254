package org.drivebench.drivetests.ssd;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.TreeMap;

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
import org.drivebench.drivetests.ssd.SteadyStateRounds.Outcome;
import org.drivebench.drivetests.ssd.SteadyStateRounds.Tracking;
import org.drivebench.drivetests.ssd.SteadyStateRule.Window;
import org.drivebench.drivetests.ssd.api.SsdTests;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.Sizes;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.model.BetterDirection;
import org.drivebench.model.SeriesRole;
import org.osgi.service.component.annotations.Component;

/**
 * {@code ssd.pts-throughput}: SNIA PTS's throughput test. Each block size is a steady-state run of its
 * own ({@link SteadyStateRounds}: purge, preconditioning, rounds): a round reads the whole target
 * sequentially for {@code roundTime}, then writes it; the write rate is the tracking figure.
 */
@Component(service = DriveTest.class)
public class PtsThroughput extends SteadyStateTest {
	static final TestDescriptor DESCRIPTOR = new TestDescriptor(SsdTests.PTS_THROUGHPUT, "1.0", "PTS throughput (steady state)", "SSD",
			"SNIA PTS's throughput test, one steady-state run per block size in 'blockSizes' (PTS: 128 KiB, then 1 MiB): an "
					+ "optional 'purge', preconditioning ('preconditionPasses' times the capacity in 128 KiB sequential writes), "
					+ "then rounds of sequential reads and sequential writes from the start of the target, 'roundTime' each, at "
					+ "'threads' x 'queueDepth'. The round's write rate is the tracking figure, steady by the same rule as the "
					+ "IOPS test ('windowRounds', 'maxExcursion', 'maxSlopeChange', at most 'maxRounds'). Reports each size's read "
					+ "and write rate averaged over its window, the rates against block size, and each run's convergence. "
					+ "Overwrites the whole target, once per block size and more.",
			WriteAccess.WRITES);

	public PtsThroughput() {
		super(DESCRIPTOR, "1", "32");
	}

	@Override
	List<ParameterSpec> workloads() {
		return List.of(StandardParameters.blockSizes().defaultValue("128k, 1M")
				.help("the block sizes, each its own run to steady state (PTS: 128 KiB, then 1 MiB)").build());
	}

	@Override
	public void run(TestContext context) throws IOException {
		ParameterValues v = context.parameters();
		ResultWriter results = context.results();
		List<Long> sizes = StandardParameters.blockSizesFor(v, StandardParameters.BLOCK_SIZES, context.target(), results);
		SteadyStateRounds.rule(v);
		WorkloadSteps steps = new WorkloadSteps(context,
				sizes.size() * (SteadyStateRounds.PREPARATION_STEPS + 2 * v.intValue(SsdTests.MAX_ROUNDS)));
		SteadyStateRounds.notes(context);
		// each size's steady read and write rate, by size (the chart's x axis)
		TreeMap<Long, double[]> steady = new TreeMap<>();
		for (long size : sizes) {
			WorkloadSpec base = roundWorkload(v, context.target()).blockSize(Math.toIntExact(size)).sequential().build();
			String run = Sizes.format(size) + " sequential";
			List<double[]> rounds = new ArrayList<>();
			Optional<Outcome> outcome = SteadyStateRounds.run(context, steps, round -> {
				Optional<Measurement> read = steps.runComplete("Round " + round + ": " + run + " read", base.toBuilder().readPercent(100).build());
				Optional<Measurement> write = read.isEmpty() ? Optional.empty()
						: steps.runComplete("Round " + round + ": " + run + " write", base.toBuilder().readPercent(0).build());
				if (read.isEmpty() || write.isEmpty()) {
					return OptionalDouble.empty();
				}
				rounds.add(new double[] { read.get().megabytesPerSecond(), write.get().megabytesPerSecond() });
				return OptionalDouble.of(write.get().megabytesPerSecond());
			});
			if (outcome.isEmpty()) {
				break;
			}
			String prefix = MatrixCell.sizeKey(size) + ".";
			SteadyStateRounds.report(results, v, outcome.get(),
					new Tracking(prefix, run, "mbps.write", run + " write MB/s", Units.MB_PER_S, BetterDirection.HIGHER));
			Optional<Window> window = outcome.get().reported();
			if (window.isPresent()) {
				double[] mean = windowMean(rounds, window.get());
				results.metric(prefix + "mbps.read", "Steady-state " + run + " read", mean[0], Units.MB_PER_S, BetterDirection.HIGHER);
				results.metric(prefix + "mbps.write", "Steady-state " + run + " write", mean[1], Units.MB_PER_S, BetterDirection.HIGHER);
				steady.put(size, mean);
			}
			if (outcome.get().cancelled()) {
				break;
			}
		}
		if (steady.size() > 1) {
			Axis x = Axis.log2("Block size", Units.BYTES);
			Axis y = Axis.linear("Rate", Units.MB_PER_S);
			double[] xs = steady.keySet().stream().mapToDouble(Long::doubleValue).toArray();
			results.series("mbps.read", "Steady-state sequential read against block size", SeriesRole.BLOCK_SIZE_SWEEP, x, y, xs,
					steady.values().stream().mapToDouble(m -> m[0]).toArray());
			results.series("mbps.write", "Steady-state sequential write against block size", SeriesRole.BLOCK_SIZE_SWEEP, x, y, xs,
					steady.values().stream().mapToDouble(m -> m[1]).toArray());
		}
	}

	/** The read and write rates averaged over the window's rounds. */
	private static double[] windowMean(List<double[]> rounds, Window w) {
		double[] sum = new double[2];
		for (int r = w.firstRound(); r <= w.lastRound(); r++) {
			sum[0] += rounds.get(r - 1)[0];
			sum[1] += rounds.get(r - 1)[1];
		}
		int n = w.lastRound() - w.firstRound() + 1;
		return new double[] { sum[0] / n, sum[1] / n };
	}
}
