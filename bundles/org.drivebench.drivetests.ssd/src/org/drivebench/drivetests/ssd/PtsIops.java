package org.drivebench.drivetests.ssd;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;

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
import org.drivebench.drivetests.ssd.SteadyStateRounds.Outcome;
import org.drivebench.drivetests.ssd.SteadyStateRounds.Tracking;
import org.drivebench.drivetests.ssd.SteadyStateRule.Window;
import org.drivebench.drivetests.ssd.api.SsdTests;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.model.BetterDirection;
import org.drivebench.model.SeriesRole;
import org.osgi.service.component.annotations.Component;

/**
 * {@code ssd.pts-iops}: SNIA PTS's IOPS test. After the purge and preconditioning of
 * {@link SteadyStateRounds}, each round runs random I/O for every read/write mix and block size (mix by
 * mix, each mix's sizes in the order given: PTS's 1 MiB down to 512 B), and the round's 4 KiB random
 * write IOPS is the tracking figure. The steady-state table is each combination's mean over the window.
 */
@Component(service = DriveTest.class)
public class PtsIops extends SteadyStateTest {
	static final TestDescriptor DESCRIPTOR = new TestDescriptor(SsdTests.PTS_IOPS, "1.0", "PTS IOPS (steady state)", "SSD",
			"SNIA PTS's IOPS test: an optional 'purge' (discard of the whole target), preconditioning ('preconditionPasses' "
					+ "times the capacity in 128 KiB sequential writes), then rounds: each runs random I/O over the whole target "
					+ "for 'roundTime' per combination of read share ('readShares', mix by mix) and block size ('blockSizes'), with "
					+ "'threads' workers at 'queueDepth' each. The 4 KiB random write IOPS of each round is the tracking figure: "
					+ "steady state is reached when, over the last 'windowRounds' rounds, its range is at most 'maxExcursion' of "
					+ "the window's mean and the fitted line changes across the window by at most 'maxSlopeChange' of it; at "
					+ "most 'maxRounds' rounds. Reports the round steady state was reached in (or that it was not), the "
					+ "convergence chart, and each combination's IOPS averaged over the window. Overwrites the whole target.",
			WriteAccess.WRITES);

	public PtsIops() {
		super(DESCRIPTOR, "2", "16");
	}

	@Override
	List<ParameterSpec> workloads() {
		return MatrixCell.parameters("1M, 128k, 64k, 32k, 16k, 8k, 4k, 512", "1 MiB down to 512 B", "100, 95, 65, 50, 35, 5, 0",
				"100/0 to 0/100");
	}

	@Override
	public void run(TestContext context) throws IOException {
		ParameterValues v = context.parameters();
		ResultWriter results = context.results();
		List<MatrixCell> cells = matrix(v, context, "the 4 KiB random writes the rounds track");
		SteadyStateRounds.rule(v);
		WorkloadSteps steps = new WorkloadSteps(context,
				SteadyStateRounds.PREPARATION_STEPS + v.intValue(SsdTests.MAX_ROUNDS) * cells.size());
		WorkloadSpec base = roundWorkload(v, context.target()).build();
		List<double[]> rounds = new ArrayList<>();
		SteadyStateRounds.notes(context);
		Optional<Outcome> outcome = SteadyStateRounds.run(context, steps, round -> {
			double[] iops = new double[cells.size()];
			for (int k = 0; k < cells.size(); k++) {
				Optional<Measurement> m = cells.get(k).run(steps, base, round, k);
				if (m.isEmpty()) {
					return OptionalDouble.empty();
				}
				iops[k] = m.get().iops();
			}
			rounds.add(iops);
			return OptionalDouble.of(iops[cells.indexOf(MatrixCell.TRACKED)]);
		});
		if (outcome.isEmpty()) {
			return;
		}
		SteadyStateRounds.report(results, v, outcome.get(),
				new Tracking("iops.4k.write", "4 KiB random write IOPS", Units.IOPS, BetterDirection.HIGHER));
		Optional<Window> window = outcome.get().reported();
		if (window.isPresent()) {
			table(results, cells, v.list(SsdTests.READ_SHARES), rounds, window.get());
		}
	}

	/**
	 * The matrix of read shares and block sizes the parameters give, which must hold the tracked 4 KiB
	 * random writes.
	 *
	 * @param tracked what the tracked combination is, for the message
	 */
	static List<MatrixCell> matrix(ParameterValues v, TestContext context, String tracked) {
		List<Long> sizes = StandardParameters.blockSizesFor(v, StandardParameters.BLOCK_SIZES, context.target(), context.results());
		List<Long> shares = v.list(SsdTests.READ_SHARES);
		if (!sizes.contains((long) MatrixCell.TRACKED.blockSize())) {
			throw new InvalidParameterException(StandardParameters.BLOCK_SIZES, StandardParameters.BLOCK_SIZES + " = "
					+ v.format(StandardParameters.BLOCK_SIZES) + ": must include 4k, the block size of " + tracked);
		}
		if (!shares.contains((long) MatrixCell.TRACKED.readShare())) {
			throw new InvalidParameterException(SsdTests.READ_SHARES, SsdTests.READ_SHARES + " = " + v.format(SsdTests.READ_SHARES)
					+ ": must include 0, the read share of " + tracked);
		}
		return MatrixCell.of(shares, sizes);
	}

	/** Each cell's IOPS averaged over the window's rounds, as metrics and as IOPS against block size per mix. */
	private static void table(ResultWriter results, List<MatrixCell> cells, List<Long> shares, List<double[]> rounds, Window w) {
		double[] mean = new double[cells.size()];
		for (int k = 0; k < cells.size(); k++) {
			double sum = 0;
			for (int r = w.firstRound(); r <= w.lastRound(); r++) {
				sum += rounds.get(r - 1)[k];
			}
			mean[k] = sum / (w.lastRound() - w.firstRound() + 1);
			MatrixCell c = cells.get(k);
			results.metric("iops." + c.key(), "Steady-state IOPS, " + c.label(), mean[k], Units.IOPS, BetterDirection.HIGHER);
		}
		Axis x = Axis.log2("Block size", Units.BYTES);
		Axis y = Axis.linear("IOPS", Units.IOPS);
		for (long share : shares) {
			List<Integer> ks = bySize(cells, (int) share);
			results.series("iops.r" + share, "IOPS against block size, " + MatrixCell.mixLabel((int) share), SeriesRole.BLOCK_SIZE_SWEEP,
					x, y, ks.stream().mapToDouble(k -> cells.get(k).blockSize()).toArray(), ks.stream().mapToDouble(k -> mean[k]).toArray());
		}
	}

	/** The indices of the cells of {@code share}, by increasing block size (a chart's x axis). */
	static List<Integer> bySize(List<MatrixCell> cells, int share) {
		List<Integer> ks = new ArrayList<>();
		for (int k = 0; k < cells.size(); k++) {
			if (cells.get(k).readShare() == share) {
				ks.add(k);
			}
		}
		ks.sort(Comparator.comparingInt(k -> cells.get(k).blockSize()));
		return ks;
	}
}
