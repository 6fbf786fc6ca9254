package org.drivebench.tests.linear;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.runner.PlannedTest;
import org.drivebench.core.runner.RunListener;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.core.runner.SuiteRunner;
import org.drivebench.engine.IoEngine;
import org.drivebench.engine.RunnableTarget;
import org.drivebench.engine.Target;
import org.drivebench.engine.sim.SimulatedDrives;
import org.drivebench.model.Metric;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Series;
import org.drivebench.model.TestResult;

/** Runs a test end to end through the suite runner on a simulated drive, and reads its result. */
final class SimulatedRuns {
	/** Hands a simulated drive its workloads, as the engine does. */
	static final IoEngine ENGINE = (target, spec, observer) -> ((RunnableTarget) target).run(spec.validateFor(target),
			observer);

	private SimulatedRuns() {
	}

	/** Runs {@code test} on simulated drive {@code drive} with parameters "key=value" (the rest default). */
	static TestResult run(DriveTest test, String drive, String... parameters) {
		Map<String, String> given = new LinkedHashMap<>();
		for (String p : parameters) {
			given.put(p.substring(0, p.indexOf('=')), p.substring(p.indexOf('=') + 1));
		}
		PlannedTest planned = new PlannedTest(test, ParameterValues.resolve(test.id(), test.parameters(), given), test.name());
		try (Target target = SimulatedDrives.open(drive)) {
			return new SuiteRunner(ENGINE, "test").run(new RunPlan(test.id(), List.of(planned)), target, RunListener.NONE,
					run -> {
					}).getResults().get(0);
		} catch (IOException e) {
			throw new AssertionError(e);
		}
	}

	/**
	 * Runs {@code test} with its defaults on {@code drive} and has the user cancel it once it has
	 * announced {@code steps} steps.
	 */
	static TestResult cancelledAfterSteps(DriveTest test, String drive, int steps) {
		PlannedTest planned = new PlannedTest(test, ParameterValues.resolve(test.id(), test.parameters(), Map.of()), test.name());
		AtomicInteger announced = new AtomicInteger();
		RunListener cancelling = new RunListener() {
			@Override
			public void step(String name, int index, int count) {
				announced.incrementAndGet();
			}

			@Override
			public boolean cancelRequested() {
				return announced.get() >= steps;
			}
		};
		try (Target target = SimulatedDrives.open(drive)) {
			return new SuiteRunner(ENGINE, "test").run(new RunPlan(test.id(), List.of(planned)), target, cancelling, run -> {
			}).getResults().get(0);
		} catch (IOException e) {
			throw new AssertionError(e);
		}
	}

	/** Like {@link #run}, failing unless the test completed. */
	static TestResult completed(DriveTest test, String drive, String... parameters) {
		TestResult result = run(test, drive, parameters);
		if (result.getStatus() != ResultStatus.COMPLETED) {
			throw new AssertionError(test.id() + " on " + drive + " ended " + result.getStatus() + ": "
					+ result.getMessages().stream().map(m -> m.getText()).toList());
		}
		return result;
	}

	static Metric metric(TestResult result, String key) {
		return result.getMetrics().stream().filter(m -> m.getKey().equals(key)).findFirst()
				.orElseThrow(() -> new AssertionError("no metric '" + key + "'; there are "
						+ result.getMetrics().stream().map(Metric::getKey).toList()));
	}

	static double value(TestResult result, String key) {
		return metric(result, key).getValue();
	}

	static Series series(TestResult result, String key) {
		return result.getSeries().stream().filter(s -> s.getKey().equals(key)).findFirst()
				.orElseThrow(() -> new AssertionError("no series '" + key + "'; there are "
						+ result.getSeries().stream().map(Series::getKey).toList()));
	}
}
