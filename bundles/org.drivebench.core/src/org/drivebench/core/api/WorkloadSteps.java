package org.drivebench.core.api;

import java.io.IOException;
import java.time.Duration;
import java.util.Optional;

import org.drivebench.engine.Measurement;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.RunnableTarget;
import org.drivebench.engine.WorkloadSpec;

/**
 * A test's engine runs as announced steps: each run is named to the monitor ("Read 64 KiB", step 3 of
 * 13), gets the progress observer (so the run shows live figures and stops when the user cancels),
 * and records its backend in the result. A test that takes {@link StandardParameters#rampTime()} has
 * every step ramp that long before it is measured. Once the user has cancelled, no further step starts.
 */
public final class WorkloadSteps {
	private final TestContext context;
	private final int count;
	private int next;

	/**
	 * @param context the running test's context
	 * @param count   how many steps the test will announce (for the progress bar)
	 */
	public WorkloadSteps(TestContext context, int count) {
		this.context = context;
		this.count = Math.max(1, count);
	}

	/**
	 * Runs {@code spec} on the target as the next step.
	 *
	 * @return the measurement, partial (status CANCELLED) when the user cancelled during it; empty when
	 *         the test was cancelled before this step could start
	 */
	public Optional<Measurement> run(String name, WorkloadSpec spec) throws IOException {
		if (context.progress().cancelled()) {
			return Optional.empty();
		}
		context.progress().step(name, Math.min(next, count - 1), count);
		next++;
		Measurement m = context.engine().run(context.target(), withRamp(spec), context.progress().observer());
		context.results().backend(m.backend().label());
		context.results().step(name, m);
		return Optional.of(m);
	}

	/**
	 * Like {@link #run}, for steps whose figure means something only when the step ran its whole
	 * course (one point of a sweep): empty when cancelled before or during the step.
	 */
	public Optional<Measurement> runComplete(String name, WorkloadSpec spec) throws IOException {
		return run(name, spec).filter(m -> m.status() == Measurement.Status.COMPLETED);
	}

	/**
	 * Lets the target rest for {@code time} as the next step ({@link org.drivebench.engine.IoEngine#rest}):
	 * a simulated drive rests on its virtual clock at once; on a real target the step's name counts the
	 * rest down ("Rest before Write 4 KiB: 42 s left") and the user may cancel it.
	 *
	 * @return false when the test was cancelled, before or during the rest
	 */
	public boolean rest(String name, Duration time) throws IOException {
		int index = Math.min(next, count - 1);
		next++;
		return rest(name, time, index, false);
	}

	/**
	 * Rests {@code time} more as part of the step announced last, under a new name (a cool-down that
	 * idles until the drive has cooled, its temperature in the name): the steps that follow keep their numbers.
	 *
	 * @return false when the test was cancelled, before or during the rest
	 */
	public boolean restMore(String name, Duration time) throws IOException {
		return rest(name, time, Math.max(0, Math.min(next, count) - 1), true);
	}

	private boolean rest(String name, Duration time, int index, boolean continues) throws IOException {
		if (context.progress().cancelled()) {
			return false;
		}
		context.progress().step(name, index, count);
		RunObserver step = context.progress().observer();
		boolean countsDown = !(context.target() instanceof RunnableTarget);
		long seconds = (long) Math.ceil(time.toNanos() / 1e9);
		RunObserver countdown = new RunObserver() {
			private long shown = seconds;

			@Override
			public boolean cancelled() {
				return step.cancelled();
			}

			@Override
			public void progress(double fraction) {
				step.progress(fraction);
				long left = (long) Math.ceil(seconds * (1 - fraction) - 1e-9);
				if (countsDown && left != shown && left > 0) {
					shown = left;
					context.progress().step(name + ": " + left + " s left", index, count);
				}
			}
		};
		boolean rested = context.engine().rest(context.target(), time, countdown);
		if (rested && !countsDown && !time.isZero()) {
			// a simulated drive rested on its clock, which is the test's time on that drive (on a real target
			// the wall clock from the test's start to its end holds the rest already)
			context.results().rest(name, time, continues);
		}
		return rested;
	}

	/** The step's workload with the test's {@link StandardParameters#rampTime()}, when it takes one. */
	private WorkloadSpec withRamp(WorkloadSpec spec) {
		ParameterValues values = context.parameters();
		boolean ramps = values.specs().stream().anyMatch(p -> p.key().equals(StandardParameters.RAMP_TIME));
		return ramps ? spec.toBuilder().rampTime(values.duration(StandardParameters.RAMP_TIME)).build() : spec;
	}

	/** Whether the user cancelled: the test should report what it has and return. */
	public boolean cancelled() {
		return context.progress().cancelled();
	}
}
