package org.drivebench.core.testing;

import java.util.ArrayList;
import java.util.Date;
import java.util.List;

import org.drivebench.model.BetterDirection;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.Drive;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.DriveSelection;
import org.drivebench.model.Metric;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Run;
import org.drivebench.model.Series;
import org.drivebench.model.TestResult;
import org.drivebench.model.values.Samples;

/** Runs and reports for the report and export tests, written the way a test reads. */
public final class Fixtures {
	private static final DriveBenchFactory F = DriveBenchFactory.eINSTANCE;
	private final List<Run> runs = new ArrayList<>();
	private int counter;

	public List<Run> runs() {
		return runs;
	}

	/** A run of drive {@code key} (labelled {@code label}) on day {@code day}, holding the given results. */
	public Run run(String key, String label, int day, TestResult... results) {
		Run run = F.createRun();
		run.setId("run-" + ++counter);
		run.setStartedAt(new Date(1_700_000_000_000L + day * 86_400_000L));
		Drive drive = F.createDrive();
		drive.setKey(key);
		drive.setLabel(label);
		run.setDrive(drive);
		for (TestResult r : results) {
			run.getResults().add(r);
		}
		runs.add(run);
		return run;
	}

	public static TestResult result(String testId, String testName, Metric... metrics) {
		TestResult r = F.createTestResult();
		r.setTestId(testId);
		r.setTestName(testName);
		r.setStatus(ResultStatus.COMPLETED);
		for (Metric m : metrics) {
			r.getMetrics().add(m);
		}
		return r;
	}

	public static Metric metric(String key, String label, double value, String unit, BetterDirection direction) {
		Metric m = F.createMetric();
		m.setKey(key);
		m.setLabel(label);
		m.setValue(value);
		m.setUnit(unit);
		m.setDirection(direction);
		return m;
	}

	public static Metric mbps(double value) {
		return metric("read.mbps", "Read", value, "MB/s", BetterDirection.HIGHER);
	}

	public static Metric accessMs(double value) {
		return metric("access.ms", "Access time", value, "ms", BetterDirection.LOWER);
	}

	public static Series series(String key, double[] x, double[] y) {
		Series s = F.createSeries();
		s.setKey(key);
		s.setLabel("Transfer rate");
		s.setXLabel("Position");
		s.setXUnit("GB");
		s.setYLabel("Rate");
		s.setYUnit("MB/s");
		s.setXValues(Samples.of(x));
		s.setYValues(Samples.of(y));
		return s;
	}

	/** A report over the drives {@code keys} (empty: every drive). */
	public static ComparisonReport report(String title, String... keys) {
		ComparisonReport report = F.createComparisonReport();
		report.setTitle(title);
		for (String key : keys) {
			DriveSelection s = F.createDriveSelection();
			s.setDriveKey(key);
			report.getDrives().add(s);
		}
		return report;
	}
}
