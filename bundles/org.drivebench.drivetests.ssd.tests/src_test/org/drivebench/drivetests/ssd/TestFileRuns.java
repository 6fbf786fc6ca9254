package org.drivebench.drivetests.ssd;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.runner.PlannedTest;
import org.drivebench.core.runner.RunListener;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.core.runner.SuiteRunner;
import org.drivebench.core.testing.SimulatedTestRuns;
import org.drivebench.engine.run.DefaultIoEngine;
import org.drivebench.engine.targets.FileTarget;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.TestResult;

/** Runs an SSD test on a real test file with the real engine, as the command line would. */
final class TestFileRuns {
	private TestFileRuns() {
	}

	/** Runs {@code test} with {@code parameters} on a new 64 MiB test file in {@code dir}; it must complete. */
	static TestResult completedOnTestFile(DriveTest test, Path dir, Map<String, String> parameters) throws IOException {
		PlannedTest planned = new PlannedTest(test,
				ParameterValues.resolve(test.descriptor().id(), test.parameters(), parameters), test.descriptor().name());
		TestResult r;
		try (FileTarget file = FileTarget.create(dir.resolve("t.dat"), 64L << 20, true, false, null)) {
			r = new SuiteRunner(new DefaultIoEngine(), "test").run(new RunPlan("file", List.of(planned)), file, RunListener.NONE,
					run -> {
					}).getResults().get(0);
		}
		assertEquals(ResultStatus.COMPLETED, r.getStatus(), SimulatedTestRuns.messages(r).toString());
		return r;
	}
}
