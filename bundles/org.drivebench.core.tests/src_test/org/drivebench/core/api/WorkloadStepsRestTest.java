package org.drivebench.core.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;

import org.drivebench.core.testing.FakeTarget;
import org.drivebench.core.runner.PlannedTest;
import org.drivebench.core.runner.RunListener;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.core.runner.SuiteRunner;
import org.drivebench.core.units.Units;
import org.drivebench.model.BetterDirection;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.TestResult;
import org.junit.jupiter.api.Test;

/**
 * A rest between workloads (seed 000's minute after each write burst) is a step of its own: on a real
 * target it takes its time, counting down in the step's name, and the user can cancel it.
 */
class WorkloadStepsRestTest {
	/** Rests for 'rest', then reports whether the rest passed whole. */
	private static ScriptedPlugin resting() {
		return new ScriptedPlugin(List.of(StandardParameters.direction().build(),
				ParameterSpec.duration("rest", "Rest").defaultValue("2s").range(0, 60).build()), context -> {
					WorkloadSteps steps = new WorkloadSteps(context, 1);
					boolean whole = steps.rest("Rest before the burst", context.parameters().duration("rest"));
					context.results().metric("rested", "Rested whole", whole ? 1 : 0, Units.NUMBER, BetterDirection.NONE);
				});
	}

	private static TestResult run(RunListener listener, String rest) {
		ScriptedPlugin test = resting();
		PlannedTest planned = new PlannedTest(test, ParameterValues.resolve(test.descriptor().id(), test.parameters(), java.util.Map.of("rest", rest)),
				test.descriptor().name());
		return new SuiteRunner(new ServiceTimeEngine(spec -> 1000), "test").run(new RunPlan(test.descriptor().id(), List.of(planned)),
				FakeTarget.sized(1L << 30, 512), listener, r -> {
				}).getResults().get(0);
	}

	@Test
	void aRestOnARealTargetTakesItsTimeCountingDown() {
		List<String> steps = new CopyOnWriteArrayList<>();
		long start = System.nanoTime();
		TestResult r = run(new RunListener() {
			@Override
			public void step(String name, int index, int count) {
				steps.add(name);
			}
		}, "2s");
		double seconds = (System.nanoTime() - start) / 1e9;
		assertEquals(ResultStatus.COMPLETED, r.getStatus());
		assertEquals(1, PluginHelperRuns.metric(r, "rested").getValue());
		assertTrue(seconds >= 2 && seconds < 10, "the rest took " + seconds + " s");
		assertEquals(List.of("Rest before the burst", "Rest before the burst: 1 s left"), steps);
	}

	@Test
	void theUserCanCancelARest() {
		AtomicBoolean cancel = new AtomicBoolean();
		long start = System.nanoTime();
		TestResult r = run(new RunListener() {
			@Override
			public void step(String name, int index, int count) {
				cancel.set(true);
			}

			@Override
			public boolean cancelRequested() {
				return cancel.get();
			}
		}, "60s");
		assertTrue((System.nanoTime() - start) / 1e9 < 5, "a cancelled rest stops within a poll");
		assertEquals(ResultStatus.CANCELLED, r.getStatus());
		assertFalse(r.getMetrics().stream().anyMatch(m -> m.getKey().equals("rested") && m.getValue() == 1));
	}
}
