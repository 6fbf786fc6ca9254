package org.drivebench.drivetests.ssd;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;

import org.drivebench.core.api.InvalidParameterException;
import org.drivebench.core.api.ParameterSpec;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.api.ResultWriter;
import org.drivebench.core.api.ResultWriter.Axis;
import org.drivebench.core.api.StandardParameters;
import org.drivebench.core.api.TestContext;
import org.drivebench.core.api.WorkloadSteps;
import org.drivebench.core.units.Unit;
import org.drivebench.core.units.Units;
import org.drivebench.drivetests.ssd.SteadyStateRule.Window;
import org.drivebench.drivetests.ssd.api.SsdTests;
import org.drivebench.engine.Sizes;
import org.drivebench.engine.Target;
import org.drivebench.engine.TargetType;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.engine.sim.SimulatedTarget;
import org.drivebench.engine.targets.BlockDeviceTarget;
import org.drivebench.model.BetterDirection;
import org.drivebench.model.SeriesRole;
import org.drivebench.model.Severity;

/**
 * What every SNIA PTS test does around its own workloads: an optional purge, the workload-independent
 * preconditioning (the target's capacity written {@code preconditionPasses} times in 128 KiB sequential
 * writes), then rounds of the test's workloads until its tracking figure is steady by the
 * {@link SteadyStateRule} or {@code maxRounds} have run; and the report of that: whether and when, the
 * convergence series (the figure per round, the window, its mean, its band and fitted line, all of role
 * {@link SeriesRole#ROUNDS}).
 */
final class SteadyStateRounds {
	/** The preconditioning's writes: PTS's 128 KiB sequential, at a depth that keeps any drive busy. */
	static final int PRECONDITION_BLOCK = 128 * 1024;
	static final int PRECONDITION_QUEUE_DEPTH = 32;
	/** Steps before the rounds: the preconditioning. */
	static final int PREPARATION_STEPS = 1;

	private SteadyStateRounds() {
	}

	/** One round of a test's workloads. */
	interface Round {
		/**
		 * Runs round {@code round} (from 1).
		 *
		 * @return the round's tracking figure; empty when the user cancelled during it
		 */
		OptionalDouble run(int round) throws IOException;
	}

	/**
	 * What the rounds found.
	 *
	 * @param figures   the tracking figure of each round run, in order
	 * @param steady    the first steady window, when there was one
	 * @param reported  the window the test's figures are averaged over: the steady one, else the last
	 *                  (empty when fewer rounds than a window ran)
	 * @param cancelled whether the user stopped the rounds
	 * @param applies   whether steady state applies to the target (not to a rotating drive, which is measured
	 *                  in one round)
	 */
	record Outcome(double[] figures, Optional<Window> steady, Optional<Window> reported, boolean cancelled, boolean applies) {
	}

	/** Whether steady state applies to {@code t}: not to a rotating drive (a test file on one is a file: it does). */
	static boolean applies(Target t) {
		return !t.rotational() || t.kind() == TargetType.FILE;
	}

	/** The parameters every PTS test takes, with PTS's values as defaults. */
	static List<ParameterSpec> parameters() {
		return List.of(
				ParameterSpec.choice(SsdTests.PURGE, "Purge", SsdTests.PURGE_NONE, SsdTests.PURGE_DISCARD).defaultValue(SsdTests.PURGE_NONE)
						.help("before preconditioning: none, or discard (TRIM) the whole target: a device (writes to it are "
								+ "confirmed with its serial) or a simulated SSD; a test file cannot be discarded")
						.build(),
				ParameterSpec.integer(SsdTests.PRECONDITION_PASSES, "Preconditioning").defaultValue("2").range(0, 10)
						.help("times the target's capacity written in 128 KiB sequential writes before the rounds (PTS: 2); 0 for none")
						.build(),
				StandardParameters.duration(SsdTests.ROUND_TIME, "Time per workload").defaultValue("60s")
						.help("how long each workload of a round runs (PTS: 1 minute)").build(),
				ParameterSpec.integer(SsdTests.WINDOW_ROUNDS, "Window").defaultValue("5").range(2, 25)
						.help("rounds in the steady-state window (PTS: 5)").build(),
				ParameterSpec.percent(SsdTests.MAX_EXCURSION, "Largest range").defaultValue("20").range(0, 100)
						.help("steady when the tracking figure's max - min over the window is at most this share of its mean (PTS: 20 %)")
						.build(),
				ParameterSpec.percent(SsdTests.MAX_SLOPE_CHANGE, "Largest slope").defaultValue("10").range(0, 100)
						.help("and the line fitted to the window changes across it by at most this share of the mean (PTS: 10 %)")
						.build(),
				ParameterSpec.integer(SsdTests.MAX_ROUNDS, "Most rounds").defaultValue("25").range(2, 1000)
						.help("the rounds run at most; the test stops there, steady or not (PTS: 25)").build());
	}

	/** The rule the parameters give. */
	static SteadyStateRule rule(ParameterValues v) {
		int window = v.intValue(SsdTests.WINDOW_ROUNDS);
		if (v.intValue(SsdTests.MAX_ROUNDS) < window) {
			throw new InvalidParameterException(SsdTests.MAX_ROUNDS, SsdTests.MAX_ROUNDS + " = " + v.format(SsdTests.MAX_ROUNDS)
					+ ": fewer rounds than the window of " + window + " (" + SsdTests.WINDOW_ROUNDS + ")");
		}
		return new SteadyStateRule(window, v.percent(SsdTests.MAX_EXCURSION) / 100.0, v.percent(SsdTests.MAX_SLOPE_CHANGE) / 100.0);
	}

	/**
	 * Purges and preconditions the target, then runs rounds until steady state.
	 *
	 * @return what the rounds found; empty when the user cancelled before the first round
	 */
	static Optional<Outcome> run(TestContext context, WorkloadSteps steps, Round round) throws IOException {
		ParameterValues v = context.parameters();
		SteadyStateRule rule = rule(v);
		purge(context);
		if (!precondition(context, steps)) {
			return Optional.empty();
		}
		boolean applies = applies(context.target());
		// a rotating drive's figures do not drift: one round measures them
		int maxRounds = applies ? v.intValue(SsdTests.MAX_ROUNDS) : 1;
		List<Double> figures = new ArrayList<>();
		Optional<Window> steady = Optional.empty();
		boolean cancelled = false;
		for (int r = 1; r <= maxRounds; r++) {
			OptionalDouble figure = round.run(r);
			if (figure.isEmpty()) {
				cancelled = true;
				break;
			}
			figures.add(figure.getAsDouble());
			if (r >= rule.window()) {
				Window w = rule.windowEndingAt(array(figures), r);
				if (rule.steady(w)) {
					steady = Optional.of(w);
					break;
				}
			}
		}
		double[] all = array(figures);
		Optional<Window> reported = steady.isPresent() ? steady
				: all.length >= rule.window() ? Optional.of(rule.windowEndingAt(all, all.length)) : Optional.empty();
		if (!applies && all.length == 1) {
			reported = Optional.of(new Window(1, 1, all[0], all[0], all[0], 0, all[0]));
		}
		return Optional.of(new Outcome(all, steady, reported, cancelled, applies));
	}

	/** What a PTS test does on a target of {@code type}, for the launcher ({@link org.drivebench.core.api.DriveTest#targetNote}). */
	static String targetNote(TargetType type) {
		return switch (type) {
		case BLOCK_DEVICE -> "Overwrites the whole device several times (twice in preconditioning, then every round); purge=discard "
				+ "discards all of it first. On a real drive PTS's defaults take hours.";
		case FILE -> "On a test file nothing is purged and the drive under the file system is not brought to a known state: "
				+ "steady state is normally immediate and the figures are the file's.";
		case SIMULATED -> "A simulated SSD is purged and preconditioned on its virtual clock; a simulated hard disk skips both "
				+ "and is measured in one round.";
		case STRIPED -> "Overwrites every member of the set several times; purge is not done on a set.";
		};
	}

	/** What the target's kind means for a steady-state test, said once in the result before the first run. */
	static void notes(TestContext context) {
		Target t = context.target();
		if (t.kind() == TargetType.FILE) {
			context.results().message(Severity.INFO, "on a test file the drive under the file system is not brought to a known state: "
					+ "the preconditioning writes the file, not the drive, so there is no flash state to converge and steady state is "
					+ "immediate in that sense; what the rule judges is whether the file's figures hold still from round to round "
					+ "(the file system, the host's caches and other work on the machine move them), and the figures are the file's, "
					+ "not the drive's steady state");
		} else if (t.rotational()) {
			context.results().message(Severity.INFO, t.name() + " is a rotating drive: purge, preconditioning and steady state do not "
					+ "apply (it has no flash translation layer whose state depends on what was written before): they are skipped, and "
					+ "one round of the workloads measures what does not drift from round to round");
		}
	}

	private static void purge(TestContext context) throws IOException {
		ParameterValues v = context.parameters();
		Target t = context.target();
		ResultWriter results = context.results();
		if (SsdTests.PURGE_NONE.equals(v.text(SsdTests.PURGE))) {
			results.message(Severity.INFO, "purge: none (the target starts the rounds from the state the preconditioning leaves)");
			return;
		}
		if (context.rehearsal()) {
			return;
		}
		if (t.kind() == TargetType.FILE) {
			results.message(Severity.INFO, "purge: not done on a test file (its blocks are the file system's: a discard would punch "
					+ "holes in the file, not make the drive fresh); the file keeps its data");
		} else if (t.rotational()) {
			results.message(Severity.INFO, "purge: not done, a rotating drive has nothing to discard");
		} else if (t instanceof SimulatedTarget sim) {
			sim.purge();
			results.message(Severity.INFO, "purge: discard of the whole simulated drive (" + size(t.sizeBytes())
					+ "): no valid data left, the whole SLC cache free");
		} else if (t instanceof BlockDeviceTarget device) {
			device.discardAll();
			results.message(Severity.INFO, "purge: discard (BLKDISCARD) of the whole of " + t.name() + " (" + size(t.sizeBytes())
					+ "), confirmed with its serial as every write to it");
		} else {
			results.message(Severity.WARNING, "purge: not done, " + t.name() + " (" + t.kind() + ") cannot be discarded by DriveBench");
		}
	}

	/** The workload-independent preconditioning; false when the user cancelled. */
	private static boolean precondition(TestContext context, WorkloadSteps steps) throws IOException {
		Target t = context.target();
		int passes = context.parameters().intValue(SsdTests.PRECONDITION_PASSES);
		if (passes == 0 || t.rotational() && t.kind() != TargetType.FILE) {
			return !steps.cancelled();
		}
		long capacity = SequentialWriteTest.wholeBlocks(t.sizeBytes(), PRECONDITION_BLOCK);
		WorkloadSpec spec = SequentialWriteTest.sequentialWrite(PRECONDITION_BLOCK, PRECONDITION_QUEUE_DEPTH, capacity)
				.amountBytes(passes * capacity).build();
		return steps.runComplete(String.format(Locale.ROOT, "Precondition: %d x %s in 128 KiB sequential writes", passes,
				size(capacity)), spec).isPresent();
	}

	/** "4 GiB", "64 MiB"; a drive's capacity, rarely a whole number of MiB, in decimal GB: "1000.2 GB". */
	static String size(long bytes) {
		return bytes % (1 << 20) == 0 ? Sizes.format(bytes) : String.format(Locale.ROOT, "%.1f GB", bytes / 1e9);
	}

	/**
	 * The figure the rounds track, and where its report goes.
	 *
	 * @param prefix what the report's keys start with: "" for a test with one steady-state run, "128k." for
	 *               one of several
	 * @param run    the run's name among several ("128 KiB sequential"), "" for a test's only run
	 * @param key    the figure's key, e.g. {@code iops.4k.write}
	 * @param label  the figure's name, e.g. "4 KiB random write IOPS"
	 * @param unit   its unit
	 * @param better which way is better
	 */
	record Tracking(String prefix, String run, String key, String label, Unit unit, BetterDirection better) {
		/** The figure of a test's only steady-state run. */
		Tracking(String key, String label, Unit unit, BetterDirection better) {
			this("", "", key, label, unit, better);
		}

		/** The convergence chart's x axis: one per run, so the charts of several runs stay apart. */
		String roundAxis() {
			return run.isEmpty() ? "Round" : "Round of the " + run + " run";
		}
	}

	/**
	 * Reports whether and when steady state was reached, the tracking figure's steady value, and the
	 * convergence chart's series.
	 */
	static void report(ResultWriter results, ParameterValues v, Outcome o, Tracking t) {
		String p = t.prefix();
		results.metric(p + "rounds", "Rounds run" + of(t), o.figures().length, Units.NUMBER, BetterDirection.NONE);
		if (o.figures().length == 0) {
			return;
		}
		Axis x = Axis.linear(t.roundAxis(), Units.NUMBER);
		Axis y = Axis.linear(t.label(), t.unit());
		double[] rounds = new double[o.figures().length];
		for (int r = 0; r < rounds.length; r++) {
			rounds[r] = r + 1;
		}
		results.series(p + "rounds." + t.key(), t.label() + " per round", SeriesRole.ROUNDS, x, y, rounds, o.figures());
		if (!o.applies()) {
			o.reported().ifPresent(w -> results.metric(p + "steady." + t.key(), t.label() + ", one round", w.mean(), t.unit(), t.better()));
			results.message(Severity.INFO, lead(t) + "steady state does not apply to a rotating drive: one round measured, and its "
					+ "figures are the table's");
			return;
		}
		if (o.reported().isEmpty()) {
			results.message(Severity.WARNING, String.format(Locale.ROOT, "%s%d rounds run, fewer than the window of %d: no steady-state figures",
					lead(t), o.figures().length, v.intValue(SsdTests.WINDOW_ROUNDS)));
			return;
		}
		Window w = o.reported().get();
		double mean = w.mean();
		double band = v.percent(SsdTests.MAX_EXCURSION) / 200.0;
		double[] ends = { w.firstRound(), w.lastRound() };
		results.series(p + "rounds.window.mean", "Window mean" + of(t), SeriesRole.ROUNDS, x, y, ends, new double[] { mean, mean });
		results.series(p + "rounds.window.high", String.format(Locale.ROOT, "Window mean +%.0f %%%s", band * 100, of(t)), SeriesRole.ROUNDS,
				x, y, ends, new double[] { mean * (1 + band), mean * (1 + band) });
		results.series(p + "rounds.window.low", String.format(Locale.ROOT, "Window mean -%.0f %%%s", band * 100, of(t)), SeriesRole.ROUNDS,
				x, y, ends, new double[] { mean * (1 - band), mean * (1 - band) });
		results.series(p + "rounds.window.fit", "Line fitted to the window" + of(t), SeriesRole.ROUNDS, x, y, ends,
				new double[] { w.fitAt(w.firstRound()), w.fitAt(w.lastRound()) });
		results.metric(p + "steady." + t.key(), String.format(Locale.ROOT, "%s, mean of rounds %d-%d", t.label(), w.firstRound(),
				w.lastRound()), mean, t.unit(), t.better());
		String figures = String.format(Locale.ROOT, "rounds %d-%d, %s mean %.6g, range %.1f %% of it (at most %d %%), fitted line's change "
				+ "%.1f %% (at most %d %%)", w.firstRound(), w.lastRound(), t.label(), mean, share(w.excursion(), mean),
				v.percent(SsdTests.MAX_EXCURSION), share(w.slopeChange(), mean), v.percent(SsdTests.MAX_SLOPE_CHANGE));
		if (o.steady().isPresent()) {
			results.metric(p + "steady.round", "Round steady state was reached in" + of(t), w.lastRound(), Units.NUMBER,
					BetterDirection.NONE);
			results.message(Severity.INFO, lead(t) + "steady state reached in round " + w.lastRound() + ": " + figures);
		} else if (o.cancelled()) {
			results.message(Severity.WARNING, lead(t) + "cancelled after " + o.figures().length + " rounds before steady state; the "
					+ "figures are of the last window: " + figures);
		} else {
			results.message(Severity.WARNING, lead(t) + "steady state not reached within " + o.figures().length + " rounds; the figures "
					+ "are of the last window: " + figures);
		}
	}

	/** " (128 KiB sequential)" after a label, for a test of several runs; "" for one. */
	private static String of(Tracking t) {
		return t.run().isEmpty() ? "" : " (" + t.run() + ")";
	}

	/** "128 KiB sequential: " before a message, for a test of several runs; "" for one. */
	private static String lead(Tracking t) {
		return t.run().isEmpty() ? "" : t.run() + ": ";
	}

	private static double share(double part, double whole) {
		return whole == 0 ? 0 : part / Math.abs(whole) * 100;
	}

	private static double[] array(List<Double> values) {
		return values.stream().mapToDouble(Double::doubleValue).toArray();
	}
}
