package org.drivebench.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Date;
import java.util.List;

import org.drivebench.model.BetterDirection;
import org.drivebench.model.Drive;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.Metric;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;

/** A console that keeps what commands write, and runs to fill libraries with. */
final class CliFixture {
	final ByteArrayOutputStream out = new ByteArrayOutputStream();
	final ByteArrayOutputStream err = new ByteArrayOutputStream();
	final Console console = new Console(new PrintStream(out, true, StandardCharsets.UTF_8),
			new PrintStream(err, true, StandardCharsets.UTF_8), false);

	String out() {
		return out.toString(StandardCharsets.UTF_8);
	}

	String err() {
		return err.toString(StandardCharsets.UTF_8);
	}

	int run(Command command, String... args) {
		return new DriveBenchCli("1", List.of(command)).run(List.of(args), console);
	}

	static Run run(String id, String key, String label, int day, String testId, double mbps) {
		DriveBenchFactory f = DriveBenchFactory.eINSTANCE;
		Run run = f.createRun();
		run.setId(id);
		run.setStartedAt(new Date(1_700_000_000_000L + day * 86_400_000L));
		Drive drive = f.createDrive();
		drive.setKey(key);
		drive.setLabel(label);
		run.setDrive(drive);
		TestResult r = f.createTestResult();
		r.setTestId(testId);
		r.setTestName("Linear read");
		r.setStatus(ResultStatus.COMPLETED);
		Metric m = f.createMetric();
		m.setKey("read.mbps");
		m.setLabel("Read");
		m.setValue(mbps);
		m.setUnit("MB/s");
		m.setDirection(BetterDirection.HIGHER);
		r.getMetrics().add(m);
		run.getResults().add(r);
		return run;
	}

	static final String FIO_JSON = """
			{
			  "fio version" : "fio-3.33", "timestamp_ms" : 1700000000000,
			  "global options" : { "filename" : "/dev/nvme0n1", "direct" : "1" },
			  "jobs" : [ { "jobname" : "4k-qd32", "error" : 0, "elapsed" : 60, "job_runtime" : 60000,
			    "job options" : { "rw" : "randread", "bs" : "4k", "iodepth" : "32", "ioengine" : "libaio" },
			    "read" : { "io_bytes" : 4096000000, "bw_bytes" : 68266666, "iops" : 16666.6, "total_ios" : 1000000,
			      "clat_ns" : { "min" : 1000, "max" : 9000, "mean" : 5000.5, "stddev" : 10.0, "N" : 1000000 },
			      "lat_ns" : { "min" : 1100, "max" : 9100, "mean" : 5100.5, "stddev" : 10.0, "N" : 1000000 } } } ]
			}
			""";
}
