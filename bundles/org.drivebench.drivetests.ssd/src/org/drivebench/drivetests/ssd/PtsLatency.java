package org.drivebench.drivetests.ssd;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;

import org.HdrHistogram.Histogram;
import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.ParameterSpec;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.api.ResultWriter;
import org.drivebench.core.api.ResultWriter.Axis;
import org.drivebench.core.api.TestContext;
import org.drivebench.core.api.TestDescriptor;
import org.drivebench.core.api.WorkloadSteps;
import org.drivebench.core.api.WriteAccess;
import org.drivebench.core.units.Units;
import org.drivebench.drivetests.ssd.SteadyStateRounds.Outcome;
import org.drivebench.drivetests.ssd.SteadyStateRounds.Tracking;
import org.drivebench.drivetests.ssd.api.SsdTests;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.model.BetterDirection;
import org.drivebench.model.SeriesRole;
import org.osgi.service.component.annotations.Component;

/**
 * {@code ssd.pts-latency}: SNIA PTS's latency test. After the purge and preconditioning of
 * {@link SteadyStateRounds}, each round runs random I/O at queue depth 1 for every read/write mix and
 * block size; the round's mean 4 KiB random write latency is the tracking figure. Each combination's
 * latencies over the window's rounds are merged: their mean, maximum and 99.99th percentile.
 */
@Component(service = DriveTest.class)
public class PtsLatency extends SteadyStateTest {
	static final TestDescriptor DESCRIPTOR = new TestDescriptor(SsdTests.PTS_LATENCY, "1.0", "PTS latency (steady state)", "SSD",
			"SNIA PTS's latency test: an optional 'purge', preconditioning ('preconditionPasses' times the capacity in 128 KiB "
					+ "sequential writes), then rounds: each runs random I/O over the whole target for 'roundTime' per combination "
					+ "of read share ('readShares', PTS: 100/0, 65/35, 0/100) and block size ('blockSizes', PTS: 8 KiB, 4 KiB, "
					+ "512 B) at 'threads' x 'queueDepth' (PTS: 1 x 1). The mean 4 KiB random write latency of each round is the "
					+ "tracking figure, steady by the same rule as the IOPS test ('windowRounds', 'maxExcursion', "
					+ "'maxSlopeChange', at most 'maxRounds'). Reports each combination's mean, maximum and 99.99th percentile "
					+ "latency over the window's rounds, and the convergence. Overwrites the whole target.",
			WriteAccess.WRITES);
	/** The percentile PTS reports besides the mean and the maximum. */
	static final double PERCENTILE = 99.99;

	public PtsLatency() {
		super(DESCRIPTOR, "1", "1");
	}

	@Override
	List<ParameterSpec> workloads() {
		return MatrixCell.parameters("8k, 4k, 512", "8 KiB, 4 KiB, 512 B", "100, 65, 0", "100/0, 65/35, 0/100");
	}

	@Override
	public void run(TestContext context) throws IOException {
		ParameterValues v = context.parameters();
		List<MatrixCell> cells = PtsIops.matrix(v, context, "the 4 KiB random writes whose mean latency the rounds track");
		int window = SteadyStateRounds.rule(v).window();
		WorkloadSteps steps = new WorkloadSteps(context,
				SteadyStateRounds.PREPARATION_STEPS + v.intValue(SsdTests.MAX_ROUNDS) * cells.size());
		WorkloadSpec base = roundWorkload(v, context.target()).build();
		// the latencies of the last rounds, a window's worth: the window reported always ends at the last round
		Deque<Histogram[]> last = new ArrayDeque<>();
		SteadyStateRounds.notes(context);
		Optional<Outcome> outcome = SteadyStateRounds.run(context, steps, round -> {
			Histogram[] latencies = new Histogram[cells.size()];
			for (int k = 0; k < cells.size(); k++) {
				Optional<Measurement> m = cells.get(k).run(steps, base, round, k);
				if (m.isEmpty()) {
					return OptionalDouble.empty();
				}
				latencies[k] = m.get().latency().copy();
			}
			last.addLast(latencies);
			if (last.size() > window) {
				last.removeFirst();
			}
			return OptionalDouble.of(latencies[cells.indexOf(MatrixCell.TRACKED)].getMean() / 1e6);
		});
		if (outcome.isEmpty()) {
			return;
		}
		ResultWriter results = context.results();
		SteadyStateRounds.report(results, v, outcome.get(),
				new Tracking("latency.4k.write.mean", "4 KiB random write mean latency", Units.MILLISECONDS, BetterDirection.LOWER));
		if (outcome.get().reported().isPresent()) {
			table(results, cells, v.list(SsdTests.READ_SHARES), List.copyOf(last));
		}
	}

	/** Each cell's latency over the window's rounds, merged: metrics, and mean latency against block size per mix. */
	private static void table(ResultWriter results, List<MatrixCell> cells, List<Long> shares, List<Histogram[]> window) {
		double[] mean = new double[cells.size()];
		for (int k = 0; k < cells.size(); k++) {
			Histogram merged = window.get(0)[k].copy();
			for (int r = 1; r < window.size(); r++) {
				merged.add(window.get(r)[k]);
			}
			MatrixCell c = cells.get(k);
			mean[k] = merged.getMean() / 1e6;
			String key = "latency." + c.key();
			results.metric(key + ".mean", "Steady-state mean latency, " + c.label(), mean[k], Units.MILLISECONDS, BetterDirection.LOWER);
			results.metric(key + ".max", "Steady-state maximum latency, " + c.label(), merged.getMaxValue() / 1e6, Units.MILLISECONDS,
					BetterDirection.LOWER);
			results.metric(key + ".p99.99", "Steady-state 99.99th percentile latency, " + c.label(),
					merged.getValueAtPercentile(PERCENTILE) / 1e6, Units.MILLISECONDS, BetterDirection.LOWER);
		}
		Axis x = Axis.log2("Block size", Units.BYTES);
		Axis y = Axis.linear("Mean latency", Units.MILLISECONDS);
		for (long share : shares) {
			List<Integer> ks = PtsIops.bySize(cells, (int) share);
			results.series("latency.r" + share, "Mean latency against block size, " + MatrixCell.mixLabel((int) share),
					SeriesRole.BLOCK_SIZE_SWEEP, x, y, ks.stream().mapToDouble(k -> cells.get(k).blockSize()).toArray(),
					ks.stream().mapToDouble(k -> mean[k]).toArray());
		}
	}
}
