package org.drivebench.core.testing;

import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import java.util.Random;

import org.HdrHistogram.Histogram;
import org.drivebench.core.results.LatencyHistograms;
import org.drivebench.model.AxisScale;
import org.drivebench.model.BetterDirection;
import org.drivebench.model.Drive;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.IntervalSeries;
import org.drivebench.model.Metric;
import org.drivebench.model.Parameter;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Run;
import org.drivebench.model.Series;
import org.drivebench.model.SeriesKind;
import org.drivebench.model.TargetKind;
import org.drivebench.model.TestBench;
import org.drivebench.model.TargetInfo;
import org.drivebench.model.TestResult;
import org.drivebench.model.WorkerResult;
import org.drivebench.model.values.Samples;

/**
 * Runs shaped like the ones a review produces, for the benchmark and tests: full drive identity and
 * bench, several tests per run, each with parameters, six metrics, a 1,000-point series, a latency
 * histogram of 20,000 I/Os, 60 one-second intervals and four workers. Deterministic for a seed.
 */
public final class RealisticRuns {
	private static final DriveBenchFactory F = DriveBenchFactory.eINSTANCE;
	public static final int SERIES_POINTS = 1000;

	private final Random random;

	public RealisticRuns(long seed) {
		this.random = new Random(seed);
	}

	/** The id of test number {@code index} (0..19 are the review's usual tests; more are numbered). */
	public static String testId(int index) {
		String[] names = { "linear.read", "linear.write", "random.read.4k", "random.write.4k", "random.read.512",
				"access.time", "blocksize.read", "blocksize.write", "mixed.rw.128k", "queue.depth.4k",
				"multistream.read", "multistream.write", "latency.4k.qd256", "filecopy.rar", "filecopy.mp3",
				"filecopy.system32", "server.database", "server.fileserver", "server.workstation", "server.webserver" };
		return index < names.length ? names[index] : "test." + index;
	}

	public static String driveKey(int index) {
		return "drive-" + index;
	}

	/** One run of drive {@code driveIndex} holding results of the tests {@code testIndexes}. */
	public Run run(int driveIndex, int runIndex, int... testIndexes) {
		Run run = F.createRun();
		run.setId("d" + driveIndex + "-r" + runIndex);
		long start = 1_600_000_000_000L + (driveIndex * 100L + runIndex) * 3_600_000L;
		run.setStartedAt(new Date(start));
		run.setFinishedAt(new Date(start + 1_800_000L));
		run.setSoftwareName("DriveBench");
		run.setSoftwareVersion("0.1.0");
		run.setEngineVersion("0.1.0");
		run.setSuiteName("classic-hdd");
		run.setDrive(drive(driveIndex));
		run.setBench(bench());
		run.setTarget(target(driveIndex));
		for (int t : testIndexes) {
			run.getResults().add(result(driveIndex, t));
		}
		return run;
	}

	private Drive drive(int index) {
		Drive d = F.createDrive();
		d.setKey(driveKey(index));
		d.setLabel("Vendor Model " + index);
		d.setVendor("Vendor");
		d.setModel("Model " + index);
		d.setSerial("SN" + (100000 + index));
		d.setFirmware("FW" + index % 7);
		d.setCapacityBytes(2_000_398_934_016L);
		d.setLogicalSectorSize(512);
		d.setPhysicalSectorSize(4096);
		d.setRotationalSpeedRpm(7200);
		d.setInterfaceName("SATA 6 Gb/s");
		d.setCacheBytes(64L << 20);
		return d;
	}

	private static TestBench bench() {
		TestBench b = F.createTestBench();
		b.setHost("lab-1");
		b.setOs("Debian GNU/Linux 12");
		b.setKernel("6.1.0-13-amd64");
		b.setCpu("Intel Xeon E3-1276 v3");
		b.setCpuCount(8);
		b.setMemoryBytes(32L << 30);
		b.setController("Intel C226 AHCI");
		b.setJavaRuntime("25");
		return b;
	}

	private static TargetInfo target(int driveIndex) {
		TargetInfo t = F.createTargetInfo();
		t.setKind(TargetKind.BLOCK_DEVICE);
		t.setPath("/dev/sd" + (char) ('b' + driveIndex % 20));
		t.setSizeBytes(2_000_398_934_016L);
		return t;
	}

	private TestResult result(int driveIndex, int testIndex) {
		TestResult r = F.createTestResult();
		r.setTestId(testId(testIndex));
		r.setTestVersion("1.0");
		r.setTestName("Test " + testId(testIndex));
		r.setCategory("Review");
		r.setStatus(ResultStatus.COMPLETED);
		r.setEngineBackend("io_uring");
		r.getParameters().add(parameter("bs", "Block size", "4096", "B"));
		r.getParameters().add(parameter("qd", "Queue depth", "4", ""));
		r.getParameters().add(parameter("workers", "Workers", "1", ""));
		r.getParameters().add(parameter("duration", "Duration", "60", "s"));
		r.getParameters().add(parameter("read", "Read share", "100", "%"));
		r.getParameters().add(parameter("random", "Random share", "100", "%"));
		double speed = 80 + driveIndex * 0.7 + testIndex + random.nextGaussian() * 2;
		r.getMetrics().add(metric("read.mbps", "Read", speed, "MB/s", BetterDirection.HIGHER));
		r.getMetrics().add(metric("write.mbps", "Write", speed * 0.9, "MB/s", BetterDirection.HIGHER));
		r.getMetrics().add(metric("iops", "IOPS", speed * 250, "IOPS", BetterDirection.HIGHER));
		r.getMetrics().add(metric("access.ms", "Access time", 12 + random.nextGaussian() * 0.2, "ms", BetterDirection.LOWER));
		r.getMetrics().add(metric("lat.p99", "Latency, 99th percentile", 30 + random.nextGaussian(), "ms", BetterDirection.LOWER));
		r.getMetrics().add(metric("cpu", "CPU per I/O", 2 + random.nextDouble(), "µs", BetterDirection.LOWER));
		r.getSeries().add(series(speed));
		Histogram h = new Histogram(3_600_000_000_000L, 3);
		for (int i = 0; i < 20_000; i++) {
			h.recordValue((long) (8_000_000 + Math.abs(random.nextGaussian()) * 4_000_000));
		}
		r.getHistograms().add(LatencyHistograms.toModel("all", "All I/O", h));
		r.getIntervals().add(intervals(speed));
		for (int w = 0; w < 4; w++) {
			WorkerResult wr = F.createWorkerResult();
			wr.setIndex(w);
			wr.setRegionOffset(w * 100_000_000_000L);
			wr.setRegionLength(100_000_000_000L);
			wr.setIos(100_000 + w);
			wr.setBytes(wr.getIos() * 4096);
			wr.setElapsedNanos(60_000_000_000L);
			wr.setIops(wr.getIos() / 60.0);
			wr.setMegabytesPerSecond(wr.getBytes() / 60e6);
			wr.setMeanLatencyNanos(9_000_000);
			wr.setMaxLatencyNanos(40_000_000);
			r.getWorkers().add(wr);
		}
		return r;
	}

	private Series series(double speed) {
		Series s = F.createSeries();
		s.setKey("rate");
		s.setLabel("Transfer rate");
		s.setKind(SeriesKind.LINE);
		s.setXLabel("Position");
		s.setXUnit("GB");
		s.setXScale(AxisScale.LINEAR);
		s.setYLabel("Rate");
		s.setYUnit("MB/s");
		s.setYScale(AxisScale.LINEAR);
		double[] x = new double[SERIES_POINTS];
		double[] y = new double[SERIES_POINTS];
		for (int i = 0; i < SERIES_POINTS; i++) {
			x[i] = i * 2.0;
			y[i] = speed * (1 - 0.45 * i / SERIES_POINTS) + random.nextGaussian();
		}
		s.setXValues(Samples.wrap(x));
		s.setYValues(Samples.wrap(y));
		return s;
	}

	private IntervalSeries intervals(double speed) {
		IntervalSeries s = F.createIntervalSeries();
		s.setKey("all");
		s.setIntervalNanos(1_000_000_000L);
		int n = 60;
		List<double[]> columns = new ArrayList<>();
		for (int c = 0; c < 5; c++) {
			columns.add(new double[n]);
		}
		for (int i = 0; i < n; i++) {
			columns.get(0)[i] = i;
			columns.get(1)[i] = speed * 250 + random.nextGaussian() * 10;
			columns.get(2)[i] = speed + random.nextGaussian();
			columns.get(3)[i] = 9000 + random.nextGaussian() * 100;
			columns.get(4)[i] = 40000 + random.nextGaussian() * 1000;
		}
		s.setStartSeconds(Samples.wrap(columns.get(0)));
		s.setIops(Samples.wrap(columns.get(1)));
		s.setMegabytesPerSecond(Samples.wrap(columns.get(2)));
		s.setMeanLatencyMicros(Samples.wrap(columns.get(3)));
		s.setMaxLatencyMicros(Samples.wrap(columns.get(4)));
		return s;
	}

	private static Parameter parameter(String key, String label, String value, String unit) {
		Parameter p = F.createParameter();
		p.setKey(key);
		p.setLabel(label);
		p.setValue(value);
		p.setUnit(unit);
		return p;
	}

	private static Metric metric(String key, String label, double value, String unit, BetterDirection direction) {
		Metric m = F.createMetric();
		m.setKey(key);
		m.setLabel(label);
		m.setValue(value);
		m.setUnit(unit);
		m.setDirection(direction);
		return m;
	}
}
