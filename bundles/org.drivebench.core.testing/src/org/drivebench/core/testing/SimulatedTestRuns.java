package org.drivebench.core.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.runner.PlannedTest;
import org.drivebench.core.runner.RunListener;
import org.drivebench.core.runner.RunOptions;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.core.runner.SuiteRunner;
import org.drivebench.engine.IoEngine;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.RunnableTarget;
import org.drivebench.engine.Target;
import org.drivebench.engine.sim.DriveModel;
import org.drivebench.engine.sim.SimulatedDrives;
import org.drivebench.model.Metric;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Series;
import org.drivebench.model.TestResult;

/**
 * Runs a test plugin's test end to end, as a one-test run through the {@link SuiteRunner}, on a
 * simulated drive ({@code hdd-7200}, {@code ide-7200}, {@code ssd-slc}, ..., see
 * {@link SimulatedDrives}), and reads its result. Parameters are given as {@code "key=value"} text;
 * the others take their defaults. The run's seed is fixed ({@link #SEED}), so a test's figures are
 * the same on every run of it.
 */
public final class SimulatedTestRuns {
	/** Hands a simulated drive its workloads, as the engine does (no observer: nobody is told of progress). */
	public static final IoEngine ENGINE = (target, spec, observer) -> ((RunnableTarget) target)
			.run(spec.validateFor(target), observer == null ? RunObserver.NONE : observer);
	/** The seed of every run made here. */
	public static final long SEED = 20_110_011L;

	private SimulatedTestRuns() {
	}

	/** Runs {@code test} on simulated drive {@code drive}; the result says how it ended. */
	public static TestResult run(DriveTest test, String drive, String... parameters) {
		return run(test, drive, RunListener.NONE, parameters);
	}

	/** Like {@link #run}, failing (with the result's messages) unless the test completed. */
	public static TestResult completed(DriveTest test, String drive, String... parameters) {
		TestResult result = run(test, drive, parameters);
		if (result.getStatus() != ResultStatus.COMPLETED) {
			throw new AssertionError(test.descriptor().id() + " on " + drive + " ended " + result.getStatus() + ": "
					+ result.getMessages().stream().map(m -> m.getText()).toList());
		}
		return result;
	}

	/**
	 * Like {@link #completed(DriveTest, String, String...)}, on a variant of a shipped model (a smaller
	 * capacity, no variation) made with its {@code with...} methods.
	 */
	public static TestResult completed(DriveTest test, DriveModel model, String... parameters) {
		TestResult result;
		try (Target target = SimulatedDrives.open(model)) {
			result = run(test, target, RunListener.NONE, parameters);
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
		if (result.getStatus() != ResultStatus.COMPLETED) {
			throw new AssertionError(test.descriptor().id() + " on " + model.name() + " ended " + result.getStatus() + ": "
					+ result.getMessages().stream().map(m -> m.getText()).toList());
		}
		return result;
	}

	/** Runs {@code test} on {@code drive} and has the user cancel it once it has announced {@code steps} steps. */
	public static TestResult cancelledAfterSteps(DriveTest test, String drive, int steps, String... parameters) {
		AtomicInteger announced = new AtomicInteger();
		return run(test, drive, new RunListener() {
			@Override
			public void step(String name, int index, int count) {
				announced.incrementAndGet();
			}

			@Override
			public boolean cancelRequested() {
				return announced.get() >= steps;
			}
		}, parameters);
	}

	private static TestResult run(DriveTest test, String drive, RunListener listener, String... parameters) {
		try (Target target = SimulatedDrives.open(drive)) {
			return run(test, target, listener, parameters);
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}

	private static TestResult run(DriveTest test, Target target, RunListener listener, String... parameters) {
		Map<String, String> given = new LinkedHashMap<>();
		for (String p : parameters) {
			int eq = p.indexOf('=');
			given.put(p.substring(0, eq), p.substring(eq + 1));
		}
		PlannedTest planned = new PlannedTest(test, ParameterValues.resolve(test.descriptor().id(), test.parameters(), given), test.descriptor().name());
		RunPlan plan = new RunPlan(test.descriptor().id(), List.of(planned), RunOptions.DEFAULT.withSeed(SEED));
		return new SuiteRunner(ENGINE, "test").run(plan, target, listener, run -> {
		}).getResults().get(0);
	}

	/** The metric {@code key} of {@code result}; fails naming the keys there are. */
	public static Metric metric(TestResult result, String key) {
		return result.getMetrics().stream().filter(m -> m.getKey().equals(key)).findFirst()
				.orElseThrow(() -> new AssertionError("no metric '" + key + "'; there are "
						+ result.getMetrics().stream().map(Metric::getKey).toList()));
	}

	/** The value of metric {@code key}. */
	public static double value(TestResult result, String key) {
		return metric(result, key).getValue();
	}

	/** The series {@code key} of {@code result}; fails naming the keys there are. */
	public static Series series(TestResult result, String key) {
		return result.getSeries().stream().filter(s -> s.getKey().equals(key)).findFirst()
				.orElseThrow(() -> new AssertionError("no series '" + key + "'; there are "
						+ result.getSeries().stream().map(Series::getKey).toList()));
	}

	/** The messages of {@code result}, for assertion texts. */
	public static List<String> messages(TestResult result) {
		return result.getMessages().stream().map(m -> m.getText()).toList();
	}
}
