package org.drivebench.library;

import java.util.Date;

import org.drivebench.model.BetterDirection;
import org.drivebench.model.Drive;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.Metric;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;

/** Small runs for library tests. */
final class Runs {
	private static final DriveBenchFactory F = DriveBenchFactory.eINSTANCE;

	private Runs() {
	}

	static Run run(String id, String driveKey, String driveLabel) {
		Run run = F.createRun();
		run.setId(id);
		run.setStartedAt(new Date(1_700_000_000_000L));
		Drive drive = F.createDrive();
		drive.setKey(driveKey);
		drive.setLabel(driveLabel);
		run.setDrive(drive);
		TestResult result = F.createTestResult();
		result.setTestId("linear.read");
		result.setStatus(ResultStatus.COMPLETED);
		Metric m = F.createMetric();
		m.setKey("read.mbps");
		m.setValue(150.5);
		m.setUnit("MB/s");
		m.setDirection(BetterDirection.HIGHER);
		result.getMetrics().add(m);
		run.getResults().add(result);
		return run;
	}
}
