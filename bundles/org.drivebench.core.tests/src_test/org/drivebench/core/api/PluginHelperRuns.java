package org.drivebench.core.api;

import java.util.List;
import java.util.Map;

import org.drivebench.core.runner.PlannedTest;
import org.drivebench.core.runner.RunListener;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.core.runner.SuiteRunner;
import org.drivebench.engine.Target;
import org.drivebench.model.Metric;
import org.drivebench.model.TestResult;

/** Runs a test through the suite runner on a stand-in engine and reads back its result. */
final class PluginHelperRuns {
	private PluginHelperRuns() {
	}

	static TestResult run(DriveTest test, Map<String, String> parameters, ServiceTimeEngine engine, Target target) {
		PlannedTest planned = new PlannedTest(test, ParameterValues.resolve(test.descriptor().id(), test.parameters(), parameters), test.descriptor().name());
		RunListener cancelWhenAsked = new RunListener() {
			@Override
			public boolean cancelRequested() {
				return engine.userCancels.get();
			}
		};
		return new SuiteRunner(engine, "test").run(new RunPlan(test.descriptor().id(), List.of(planned)), target, cancelWhenAsked, r -> {
		}).getResults().get(0);
	}

	static Metric metric(TestResult result, String key) {
		return result.getMetrics().stream().filter(m -> m.getKey().equals(key)).findFirst()
				.orElseThrow(() -> new AssertionError("no metric '" + key + "'; there are "
						+ result.getMetrics().stream().map(Metric::getKey).toList()));
	}

	static List<String> metricKeys(TestResult result) {
		return result.getMetrics().stream().map(Metric::getKey).toList();
	}
}
