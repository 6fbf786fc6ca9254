package org.drivebench.core.runner;

import java.time.Duration;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

import org.HdrHistogram.Histogram;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.api.ResultWriter;
import org.drivebench.core.api.TestContext;
import org.drivebench.core.api.TestProgress;
import org.drivebench.engine.Backend;
import org.drivebench.engine.InvalidWorkloadException;
import org.drivebench.engine.IoEngine;
import org.drivebench.engine.IoTimes;
import org.drivebench.engine.IoTrace;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.RemoteTarget;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.Target;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.engine.run.DefaultIoEngine;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.TestResult;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Checks a plan against the target before anything runs: every test runs through once on the
 * target's shape with an engine that checks each workload it is given, exactly as the real engine
 * would before its first I/O, and answers with a made-up measurement instead of doing I/O. So every
 * parameter is checked against the target the way the test itself uses it (block sizes the target
 * cannot transfer, regions larger than it, lists that name a point twice, buffers too large), by the
 * test's own code and for tests of any plugin, in milliseconds.
 *
 * <p>Only what the checks find counts (a refused workload, an invalid parameter, an argument the test
 * refuses): a test that stumbles over the made-up figures fails for real later, if at all.
 */
public final class PlanRehearsal {
	private static final DriveBenchFactory MODEL = DriveBenchFactory.eINSTANCE;
	/** Workloads one test may hand over in a rehearsal: more means it loops on its figures, so stop it there. */
	private static final int MAX_WORKLOADS = 100_000;

	private PlanRehearsal() {
	}

	/**
	 * What is wrong with running {@code plan} on a target of this shape, each problem naming the entry
	 * and the parameter; empty when nothing is.
	 *
	 * @param shape the target as it will be (see {@code Targets.check}): size, sector sizes, writable
	 */
	public static List<String> problems(RunPlan plan, Target shape) {
		List<String> problems = new ArrayList<>();
		int n = 0;
		for (PlannedTest planned : plan.tests()) {
			n++;
			String where = plan.tests().size() == 1 ? planned.test().descriptor().id() : "entry " + n + " (" + planned.label() + ")";
			RehearsalEngine engine = new RehearsalEngine();
			ResultWriter scratch = new EmfResultWriter(MODEL.createTestResult(), () -> {
			});
			StepNames steps = new StepNames();
			try {
				planned.test().run(new Rehearsal(shape, engine, planned.values(), scratch, steps));
			} catch (IllegalArgumentException e) {
				// on a rig, a workload fio cannot express is named by its step: the test's parameters are fine
				String step = shape instanceof RemoteTarget && e instanceof InvalidWorkloadException && steps.current != null
						? "step '" + steps.current + "': " : "";
				problems.add(where + " on " + shape.name() + ": " + step + e.getMessage());
			} catch (Exception | LinkageError | AssertionError e) {
				// made-up figures tripped the test: not a problem of the plan, the real run decides
			}
		}
		return Collections.unmodifiableList(problems);
	}

	/**
	 * What {@code planned} reports when it runs on a target of this shape, as far as a rehearsal shows it:
	 * its metrics and series with their keys, labels and units (made-up values), for listing what a test
	 * measures ({@code drivebench list-tests --verbose}). A test the rehearsal trips reports what it had.
	 */
	public static TestResult rehearse(PlannedTest planned, Target shape) {
		TestResult result = MODEL.createTestResult();
		ResultWriter scratch = new EmfResultWriter(result, () -> {
		});
		try {
			planned.test().run(new Rehearsal(shape, new RehearsalEngine(), planned.values(), scratch, new StepNames()));
		} catch (Exception | LinkageError | AssertionError e) {
			// what it reported until then is what it reports
		}
		return result;
	}

	/** The step a test announced last, to name it in a problem. */
	private static final class StepNames {
		private @Nullable String current;
	}

	private record Rehearsal(Target target, IoEngine engine, ParameterValues parameters, ResultWriter results,
			StepNames steps) implements TestContext {
		@Override
		public boolean rehearsal() {
			return true; // also on a shape that is not a TargetShape (a target on a rig)
		}

		@Override
		public TestProgress progress() {
			return new TestProgress() {
				@Override
				public void step(String name, int index, int count) {
					steps.current = name;
				}

				@Override
				public RunObserver observer() {
					return RunObserver.NONE;
				}

				@Override
				public boolean cancelled() {
					return false;
				}
			};
		}
	}

	/** Checks each workload as the engine would, and answers with one second of made-up, plausible figures. */
	private static final class RehearsalEngine implements IoEngine {
		private int workloads;

		@Override
		public Measurement run(Target target, WorkloadSpec spec, @Nullable RunObserver observer) {
			if (++workloads > MAX_WORKLOADS) {
				throw new IllegalStateException("more than " + MAX_WORKLOADS + " workloads in a rehearsal");
			}
			DefaultIoEngine.check(target, spec);
			return measurement(target, spec);
		}

		/** For a trace: every I/O issued at its time (or 1 ms after the one before) and done 1 ms later. */
		private static @Nullable IoTimes rehearsedTimes(WorkloadSpec spec) {
			IoTrace trace = spec.trace();
			if (trace == null) {
				return null;
			}
			long[] issue = new long[trace.size()];
			long[] completion = new long[trace.size()];
			for (int i = 0; i < issue.length; i++) {
				boolean io = !trace.flush(i);
				issue[i] = !io ? -1 : trace.timed() ? trace.issueNanos(i) : i * 1_000_000L;
				completion[i] = !io ? -1 : issue[i] + 1_000_000L;
			}
			return new IoTimes(issue, completion);
		}

		/** A rehearsal waits for nothing: a rest has no parameters the target could refuse. */
		@Override
		public boolean rest(Target target, Duration time, RunObserver observer) {
			return true;
		}

		private static Measurement measurement(Target target, WorkloadSpec spec) {
			long elapsed = 1_000_000_000L;
			int size = spec.maxIoBytes();
			long ios = 1000;
			Measurement.Totals total = new Measurement.Totals(ios, ios * size);
			Measurement.Totals read = spec.reads() ? total : new Measurement.Totals(0, 0);
			Measurement.Totals write = spec.writes() ? total : new Measurement.Totals(0, 0);
			Histogram latency = new Histogram(3);
			latency.recordValueWithCount(1_000_000, ios);
			Measurement.Intervals intervals = new Measurement.Intervals(elapsed, new double[] { 0 }, new double[] { ios },
					new double[] { total.bytes() / 1e6 }, new double[] { 1000 }, new double[] { 1000 });
			List<Measurement.WorkerStats> workers = new ArrayList<>();
			for (int w = 0; w < spec.workers(); w++) {
				WorkloadSpec.Region r = spec.regionOf(w, target.sizeBytes());
				workers.add(new Measurement.WorkerStats(w, r.offset(), r.length(), ios, total.bytes(), elapsed, 1e6, 1_000_000));
			}
			Optional<Measurement.PositionProfile> positions = Optional.empty();
			if (spec.positionBuckets() > 0) {
				int buckets = spec.positionBuckets();
				double[] starts = new double[buckets];
				double[] rates = new double[buckets];
				long length = spec.regionLength(target.sizeBytes());
				for (int b = 0; b < buckets; b++) {
					starts[b] = spec.regionOffset() + (double) length * b / buckets;
					rates[b] = 100;
				}
				positions = Optional.of(new Measurement.PositionProfile(starts, rates));
			}
			Optional<Measurement.Scatter> scatter = spec.scatterSamples() > 0
					? Optional.of(new Measurement.Scatter(new double[] { spec.regionOffset() }, new double[] { 1_000_000 }))
					: Optional.empty();
			return new Measurement(Measurement.Status.COMPLETED, Backend.THREADS, elapsed, 0, total, read, write, latency,
					read.ios() > 0 ? latency : new Histogram(3), write.ios() > 0 ? latency : new Histogram(3), intervals, workers,
					positions, scatter, Optional.empty(), Optional.ofNullable(rehearsedTimes(spec)));
		}
	}
}
