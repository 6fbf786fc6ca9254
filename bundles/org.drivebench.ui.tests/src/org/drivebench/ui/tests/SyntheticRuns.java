package org.drivebench.ui.tests;

import java.util.Date;
import java.util.Random;

import org.HdrHistogram.Histogram;
import org.drivebench.core.results.LatencyHistograms;
import org.drivebench.core.api.SeriesRoles;
import org.drivebench.model.AxisScale;
import org.drivebench.model.BetterDirection;
import org.drivebench.model.Drive;
import org.drivebench.model.DriveHealth;
import org.drivebench.model.KernelCounters;
import org.drivebench.model.MeasuredStep;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.IntervalSeries;
import org.drivebench.model.Metric;
import org.drivebench.model.Parameter;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Run;
import org.drivebench.model.Series;
import org.drivebench.model.SeriesRole;
import org.drivebench.model.Severity;
import org.drivebench.model.TargetKind;
import org.drivebench.model.TestBench;
import org.drivebench.model.TestResult;
import org.drivebench.model.WorkerResult;
import org.drivebench.model.values.Samples;

/**
 * Runs with realistic, deterministic figures of the kinds the standard tests write (see docs/tests.md):
 * a zoned HDD surface scan, access times with seek and rotation, block-size and queue-depth sweeps,
 * per-interval figures, per-worker totals and latency histograms. The simulated drive is being built
 * on another branch; these stand in for its runs.
 */
public final class SyntheticRuns {
	public static final String HDD_KEY = "sim:hdd-7200";
	public static final String SSD_KEY = "sim:ssd-sata";
	public static final String HDD2_KEY = "sim:hdd-5400";
	public static final long HDD_CAPACITY = 2_000_398_934_016L;
	private static final DriveBenchFactory F = DriveBenchFactory.eINSTANCE;
	private static final double GB = 1e9;

	private SyntheticRuns() {
	}

	/** The desktop-hdd suite on a 7200 rpm 2 TB drive; the surface scan has {@code surfacePoints} points. */
	public static Run desktopHdd(String id, int surfacePoints) {
		Run run = run(id, "desktop-hdd", drive(HDD_KEY, "Simulated", "Simulated 7200 rpm 2 TB desktop HDD", "SIM7200-0001", HDD_CAPACITY, 7200),
				1_736_000_000_000L);
		Random random = new Random(7200);
		surface(run, random, surfacePoints, 205, 96);
		accessTime(run, random, 2000, 8.33, 12);
		blockSizeSweep(run, random, 190);
		queueDepthScaling(run, random, 85);
		sequential(run, random, 180);
		sustained(run, random, 600, 76);
		return run;
	}

	/** The quick suite on a SATA SSD: random figures with 8 workers. */
	public static Run quickSsd(String id) {
		Run run = run(id, "quick", drive(SSD_KEY, "Simulated", "Simulated SATA SSD 1 TB", "SIMSSD-0042", 1_000_204_886_016L, 0),
				1_736_100_000_000L);
		Random random = new Random(42);
		TestResult r = result(run, "random.random", "Random 4 KiB QD32", "random", 5);
		param(r, "blockSize", "Block size", "4096", "B");
		param(r, "queueDepth", "Queue depth", "32", "");
		param(r, "threads", "Threads", "8", "");
		metric(r, "read.iops", "Read", 96_500, "IOPS", BetterDirection.HIGHER);
		metric(r, "read.mbps", "Read", 395.3, "MB/s", BetterDirection.HIGHER);
		metric(r, "read.latency.mean", "Read mean latency", 0.331, "ms", BetterDirection.LOWER);
		intervals(r, random, 50, 0.1, 96_500, 4096, 331);
		workers(r, random, 8, 96_500, 4096);
		histogram(r, "read.latency", "Read latency", random, 50_000, 0.33, 0.08);
		return run;
	}

	/** A slower 5400 rpm drive with one surface scan, for lists of several drives. */
	public static Run greenHdd(String id) {
		Run run = run(id, "surface", drive(HDD2_KEY, "Simulated", "Simulated 5400 rpm 4 TB green HDD", "SIM5400-0007", 4_000_787_030_016L, 5400),
				1_736_200_000_000L);
		surface(run, new Random(5400), 2000, 160, 70);
		return run;
	}

	/**
	 * A quick random read on a real drive read through a block device: its identity and health from
	 * smartctl, and its step with what the kernel counted meanwhile.
	 */
	public static Run realDrive(String id) {
		Drive drive = drive("wdc-wd20ears", "", "WDC WD20EARS-00MVWB0", "WD-WMAZA1234567", 2_000_398_934_016L, 5400);
		drive.setSimulated(false);
		drive.setFirmware("51.0AB51");
		drive.setInterfaceName("SATA 2.6, 3.0 Gb/s");
		drive.setIdentitySource("smartctl 7.3");
		drive.setCacheBytes(64L << 20);
		Run run = run(id, "random.random", drive, 1_736_300_000_000L);
		run.getTarget().setKind(TargetKind.BLOCK_DEVICE);
		run.getTarget().setPath("/dev/sdb");
		run.setHealthBefore(health(34, 23_456, run.getStartedAt()));
		run.setHealthAfter(health(36, 23_456, run.getFinishedAt()));
		TestResult r = result(run, "random.random", "Random 4 KiB QD32", "random", 5);
		r.setEngineBackend("io_uring");
		metric(r, "read.iops", "Read", 182.4, "IOPS", BetterDirection.HIGHER);
		MeasuredStep step = F.createMeasuredStep();
		step.setName("Read 4 KiB QD32 T1");
		step.setBackend("io_uring");
		step.setCompleted(true);
		step.setElapsedNanos(5_000_000_000L);
		step.setReadIos(912);
		step.setReadBytes(912L * 4096);
		KernelCounters kernel = F.createKernelCounters();
		kernel.getDevices().add("sdb");
		kernel.setReadIos(919); // the 7 still in flight when the measured time ended, completed after it
		kernel.setReadBytes(919L * 4096);
		kernel.setProcessReadBytes(919L * 4096);
		step.setKernel(kernel);
		r.getSteps().add(step);
		return run;
	}

	private static DriveHealth health(int celsius, long hours, Date at) {
		DriveHealth h = F.createDriveHealth();
		h.setSource("smartctl 7.3");
		h.setReadAt(at);
		h.setTemperatureCelsius(celsius);
		h.setPowerOnHours(hours);
		return h;
	}

	private static Run run(String id, String suite, Drive drive, long startMillis) {
		Run run = F.createRun();
		run.setId(id);
		run.setSuiteName(suite);
		run.setStartedAt(new Date(startMillis));
		run.setFinishedAt(new Date(startMillis + 3_600_000));
		run.setSoftwareVersion("0.1.0");
		run.setEngineVersion("0.1.0");
		run.setDrive(drive);
		TestBench bench = F.createTestBench();
		bench.setHost("bench-01");
		bench.setOs("Debian GNU/Linux 12");
		bench.setKernel("6.1.0-26-amd64");
		bench.setCpu("AMD Ryzen 7 5700G");
		bench.setCpuCount(16);
		bench.setMemoryBytes(32L << 30);
		bench.setController("AMD FCH SATA controller (AHCI)");
		bench.setJavaRuntime("Temurin 25");
		bench.setIoBuffers("2 MiB transparent huge pages");
		run.setBench(bench);
		var target = F.createTargetInfo();
		target.setKind(TargetKind.SIMULATED);
		target.setPath(drive.getKey());
		target.setSizeBytes(drive.getCapacityBytes());
		run.setTarget(target);
		return run;
	}

	private static Drive drive(String key, String vendor, String model, String serial, long capacity, int rpm) {
		Drive d = F.createDrive();
		d.setKey(key);
		d.setVendor(vendor);
		d.setModel(model);
		d.setSerial(serial);
		d.setFirmware("SIM1.0");
		d.setCapacityBytes(capacity);
		d.setRotationalSpeedRpm(rpm);
		d.setInterfaceName("SATA 6 Gb/s");
		d.setCacheBytes(rpm > 0 ? 256L << 20 : 0);
		d.setPhysicalSectorSize(4096);
		d.setSimulated(true);
		return d;
	}

	private static TestResult result(Run run, String id, String name, String category, long seconds) {
		TestResult r = F.createTestResult();
		r.setTestId(id);
		r.setTestName(name);
		r.setTestVersion("1.0");
		r.setCategory(category);
		r.setStatus(ResultStatus.COMPLETED);
		long start = run.getStartedAt().getTime() + run.getResults().size() * 600_000L;
		r.setStartedAt(new Date(start));
		r.setFinishedAt(new Date(start + seconds * 1000));
		r.setEngineBackend("virtual-clock");
		run.getResults().add(r);
		return r;
	}

	/** Zoned transfer rate from {@code outer} down to {@code inner} MB/s, with noise and a few dips. */
	private static void surface(Run run, Random random, int points, double outer, double inner) {
		TestResult r = result(run, "linear.surface", "Surface read", "linear", 1800);
		param(r, "direction", "Direction", "read", "");
		param(r, "samples", "Samples", Integer.toString(points), "");
		param(r, "blockSize", "Block size", "65536", "B");
		double capacityGb = run.getDrive().getCapacityBytes() / GB;
		double[] x = new double[points];
		double[] y = new double[points];
		int zones = 16;
		for (int i = 0; i < points; i++) {
			double f = i / (double) Math.max(1, points - 1);
			double zone = Math.floor(f * zones) / zones;
			double rate = inner + (outer - inner) * Math.sqrt(1 - zone * 0.98);
			rate *= 1 + random.nextGaussian() * 0.012;
			if (random.nextInt(7000) == 0) {
				rate *= 0.45;
			}
			x[i] = f * capacityGb;
			y[i] = rate;
		}
		series(r, "read.mbps", "Read rate against position", SeriesRole.SURFACE, "Position", "GB", AxisScale.LINEAR, "Rate", "MB/s", x, y);
		Samples s = Samples.wrap(y.clone());
		metric(r, "read.mbps.min", "Minimum rate", s.min(), "MB/s", BetterDirection.HIGHER);
		metric(r, "read.mbps.mean", "Mean rate", s.mean(), "MB/s", BetterDirection.HIGHER);
		metric(r, "read.mbps.max", "Maximum rate", s.max(), "MB/s", BetterDirection.HIGHER);
		metric(r, "read.mbps.start", "Rate at the start", y[0], "MB/s", BetterDirection.HIGHER);
		metric(r, "read.mbps.end", "Rate at the end", y[points - 1], "MB/s", BetterDirection.HIGHER);
		metric(r, "read.mbps.ratio", "End/start ratio", y[points - 1] / y[0], "", BetterDirection.HIGHER);
	}

	private static void accessTime(Run run, Random random, int ios, double rotationMs, double fullSeekMs) {
		TestResult r = result(run, "random.access-time", "Random access time", "random", 30);
		param(r, "blockSize", "Block size", "4096", "B");
		param(r, "ios", "I/Os", Integer.toString(ios), "");
		double capacityGb = run.getDrive().getCapacityBytes() / GB;
		double[] x = new double[ios];
		double[] y = new double[ios];
		Histogram h = new Histogram(3_600_000_000_000L, 3);
		double previous = 0.5;
		for (int i = 0; i < ios; i++) {
			double f = random.nextDouble();
			double seek = 0.8 + (fullSeekMs - 0.8) * Math.sqrt(Math.abs(f - previous));
			double ms = seek + random.nextDouble() * rotationMs + (random.nextInt(400) == 0 ? 40 * random.nextDouble() : 0);
			previous = f;
			x[i] = f * capacityGb;
			y[i] = ms;
			h.recordValue((long) (ms * 1e6));
		}
		series(r, "read.access", "Access time against position", SeriesRole.SCATTER, "Position", "GB", AxisScale.LINEAR, "Access time", "ms",
				x, y);
		metric(r, "read.access.mean", "Mean access time", h.getMean() / 1e6, "ms", BetterDirection.LOWER);
		metric(r, "read.iops", "Read", 1000 / (h.getMean() / 1e6), "IOPS", BetterDirection.HIGHER);
		r.getHistograms().add(LatencyHistograms.toModel("read.latency", "Access time", h));
	}

	private static void blockSizeSweep(Run run, Random random, double peak) {
		TestResult r = result(run, "linear.bs-sweep", "Sequential rate by block size", "linear", 780);
		param(r, "queueDepth", "Queue depth", "4", "");
		param(r, "blockSizes", "Block sizes", "512,1k,2k,4k,8k,16k,32k,64k,128k,256k,512k,1M,2M", "B");
		double[] sizes = new double[13];
		double[] rate = new double[13];
		double[] iops = new double[13];
		for (int i = 0; i < sizes.length; i++) {
			sizes[i] = 512L << i;
			rate[i] = peak * (1 - Math.exp(-sizes[i] / 24_000.0)) * (1 + random.nextGaussian() * 0.01);
			iops[i] = rate[i] * 1e6 / sizes[i];
			metric(r, "read.mbps." + (long) sizes[i], "Read " + (long) sizes[i] + " B", rate[i], "MB/s", BetterDirection.HIGHER);
		}
		series(r, "read.mbps", "Sequential read rate by block size", SeriesRole.BLOCK_SIZE_SWEEP, "Block size", "B", AxisScale.LOG2, "Rate", "MB/s", sizes,
				rate);
		series(r, "read.iops", "Sequential read IOPS by block size", SeriesRole.BLOCK_SIZE_SWEEP, "Block size", "B", AxisScale.LOG2, "IOPS", "", sizes, iops);
	}

	private static void queueDepthScaling(Run run, Random random, double qd1Iops) {
		TestResult r = result(run, "random.qd-scaling", "Random 4 KiB IOPS by queue depth", "random", 540);
		param(r, "blockSize", "Block size", "4096", "B");
		double[] depths = new double[9];
		double[] iops = new double[9];
		double[] latency = new double[9];
		for (int i = 0; i < depths.length; i++) {
			depths[i] = 1 << i;
			iops[i] = qd1Iops * (1 + 1.6 * Math.log(depths[i]) / Math.log(2) / 3) * (1 + random.nextGaussian() * 0.01);
			latency[i] = depths[i] / iops[i] * 1000;
			metric(r, "read.iops.qd" + (int) depths[i], "IOPS at QD " + (int) depths[i], iops[i], "IOPS", BetterDirection.HIGHER);
		}
		series(r, "read.iops", "IOPS by queue depth", SeriesRole.QUEUE_DEPTH_SWEEP, "Queue depth", "", AxisScale.LOG2, "IOPS", "IOPS", depths, iops);
		series(r, "read.latency.mean", "Mean latency by queue depth", SeriesRole.QUEUE_DEPTH_SWEEP, "Queue depth", "", AxisScale.LOG2, "Mean latency", "ms",
				depths, latency);
	}

	private static void sequential(Run run, Random random, double rate) {
		TestResult r = result(run, "linear.sequential", "Sequential 1 MiB QD8", "linear", 5);
		param(r, "blockSize", "Block size", "1048576", "B");
		param(r, "queueDepth", "Queue depth", "8", "");
		param(r, "threads", "Threads", "4", "");
		param(r, "duration", "Duration", "5s", "s");
		metric(r, "read.mbps", "Read", rate, "MB/s", BetterDirection.HIGHER);
		metric(r, "read.iops", "Read", rate * 1e6 / 1_048_576, "IOPS", BetterDirection.HIGHER);
		histogram(r, "read.latency", "Read latency", random, 900, 43.6, 6);
		var latency = r.getHistograms().get(0);
		metric(r, "read.latency.mean", "Read mean latency", latency.getMeanNanos() / 1e6, "ms", BetterDirection.LOWER);
		metric(r, "read.latency.p99", "Read 99th percentile latency",
				latency.getPercentiles().stream().filter(p -> p.getPercent() == 99).findFirst().orElseThrow().getNanos() / 1e6, "ms",
				BetterDirection.LOWER);
		message(r, Severity.INFO, "The region covers the first 1 GiB of the drive, its fastest zone.");
		intervals(r, random, 50, 0.1, rate * 1e6 / 1_048_576, 1_048_576, 43_600);
		workers(r, random, 4, rate * 1e6 / 1_048_576, 1_048_576);
	}

	private static void sustained(Run run, Random random, int seconds, double iops) {
		TestResult r = result(run, "random.sustained", "Sustained random 512 B QD1", "random", seconds);
		param(r, "blockSize", "Block size", "512", "B");
		param(r, "duration", "Duration", "10m", "s");
		metric(r, "read.iops", "Read", iops, "IOPS", BetterDirection.HIGHER);
		metric(r, "read.latency.mean", "Read mean latency", 1000 / iops, "ms", BetterDirection.LOWER);
		message(r, Severity.WARNING, "Recalibration pauses at 212 s and 431 s.");
		intervals(r, random, seconds, 1, iops, 512, 1e6 / iops);
		histogram(r, "read.latency", "Read latency", random, 45_000, 1000 / iops, 4);
	}

	private static void intervals(TestResult r, Random random, int count, double seconds, double iops, double blockBytes, double meanMicros) {
		IntervalSeries in = F.createIntervalSeries();
		in.setKey("read");
		in.setLabel("Read per interval");
		in.setIntervalNanos((long) (seconds * 1e9));
		double[] t = new double[count];
		double[] io = new double[count];
		double[] mbps = new double[count];
		double[] mean = new double[count];
		double[] max = new double[count];
		for (int i = 0; i < count; i++) {
			t[i] = i * seconds;
			double pause = count > 100 && (i == 212 || i == 431) ? 0.35 : 1;
			io[i] = iops * pause * (1 + random.nextGaussian() * 0.03);
			mbps[i] = io[i] * blockBytes / 1e6;
			mean[i] = meanMicros / pause * (1 + random.nextGaussian() * 0.03);
			max[i] = mean[i] * (2.5 + random.nextDouble());
		}
		in.setStartSeconds(Samples.wrap(t));
		in.setIops(Samples.wrap(io));
		in.setMegabytesPerSecond(Samples.wrap(mbps));
		in.setMeanLatencyMicros(Samples.wrap(mean));
		in.setMaxLatencyMicros(Samples.wrap(max));
		r.getIntervals().add(in);
	}

	private static void workers(TestResult r, Random random, int count, double totalIops, double blockBytes) {
		long region = 1L << 30;
		for (int i = 0; i < count; i++) {
			WorkerResult w = F.createWorkerResult();
			w.setIndex(i);
			w.setRegionOffset(i * region / count);
			w.setRegionLength(region / count);
			double iops = totalIops / count * (1 + random.nextGaussian() * 0.04);
			w.setIops(iops);
			w.setIos((long) (iops * 5));
			w.setBytes((long) (iops * 5 * blockBytes));
			w.setMegabytesPerSecond(iops * blockBytes / 1e6);
			w.setMeanLatencyNanos(1e9 / iops);
			w.setMaxLatencyNanos((long) (3e9 / iops));
			r.getWorkers().add(w);
		}
	}

	private static void histogram(TestResult r, String key, String label, Random random, int count, double meanMs, double sdMs) {
		Histogram h = new Histogram(3_600_000_000_000L, 3);
		for (int i = 0; i < count; i++) {
			double ms = Math.max(0.01, meanMs + random.nextGaussian() * sdMs + (random.nextInt(1000) == 0 ? meanMs * 5 : 0));
			h.recordValue((long) (ms * 1e6));
		}
		r.getHistograms().add(LatencyHistograms.toModel(key, label, h));
	}

	private static void series(TestResult r, String key, String label, SeriesRole role, String xLabel, String xUnit, AxisScale xScale,
			String yLabel, String yUnit, double[] x, double[] y) {
		Series s = F.createSeries();
		s.setKey(key);
		s.setLabel(label);
		s.setRole(role);
		s.setKind(SeriesRoles.defaultKind(role));
		s.setXLabel(xLabel);
		s.setXUnit(xUnit);
		s.setXScale(xScale);
		s.setYLabel(yLabel);
		s.setYUnit(yUnit);
		s.setYScale(AxisScale.LINEAR);
		s.setXValues(Samples.wrap(x));
		s.setYValues(Samples.wrap(y));
		r.getSeries().add(s);
	}

	private static void metric(TestResult r, String key, String label, double value, String unit, BetterDirection direction) {
		Metric m = F.createMetric();
		m.setKey(key);
		m.setLabel(label);
		m.setValue(value);
		m.setUnit(unit);
		m.setDirection(direction);
		r.getMetrics().add(m);
	}

	private static void param(TestResult r, String key, String label, String value, String unit) {
		Parameter p = F.createParameter();
		p.setKey(key);
		p.setLabel(label);
		p.setValue(value);
		p.setUnit(unit);
		r.getParameters().add(p);
	}

	private static void message(TestResult r, Severity severity, String text) {
		var m = F.createMessage();
		m.setSeverity(severity);
		m.setText(text);
		r.getMessages().add(m);
	}
}
