package org.drivebench.report.chart.kinds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Date;
import java.util.List;

import org.drivebench.report.chart.AxisSpec;
import org.drivebench.report.chart.ChartModel;
import org.drivebench.report.chart.DisplaySettings;
import org.drivebench.core.testing.Fixtures;
import org.drivebench.model.Drive;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.Run;
import org.drivebench.model.Series;
import org.drivebench.model.SeriesRole;
import org.drivebench.model.TestResult;
import org.drivebench.model.values.Samples;
import org.junit.jupiter.api.Test;

/** A single result's sweep: every figure that says something on an axis of its own, up to three; its drive named. */
class SweepChartTest {
	private static Series series(String key, String label, String unit, SeriesRole role, double[] x, double[] y) {
		Series s = Fixtures.series(key, x, y);
		s.setYLabel(label);
		s.setYUnit(unit);
		s.setXUnit(role == SeriesRole.BLOCK_SIZE_SWEEP ? "B" : "");
		s.setRole(role);
		return s;
	}

	private static ChartModel chart(TestResult result) {
		List<ChartPlan> plans = ResultCharts.choose(result);
		assertEquals(1, plans.size());
		return plans.get(0).model(DisplaySettings.DEFAULT);
	}

	@Test
	void latencyByQueueDepthGetsTheAxisTheMegabytesPerSecondTookTwice() {
		double[] depths = { 1, 4, 32 };
		double[] iops = { 80, 210, 380 };
		TestResult qd = Fixtures.result("random.qd-scaling", "4 KiB reads by queue depth");
		qd.getSeries().add(series("read.iops", "IOPS", "IOPS", SeriesRole.QUEUE_DEPTH_SWEEP, depths, iops));
		// 4 KiB per I/O: the rate is the IOPS times 0.004096 MB
		qd.getSeries().add(series("read.mbps", "Rate", "MB/s", SeriesRole.QUEUE_DEPTH_SWEEP, depths,
				new double[] { 80 * 0.004096, 210 * 0.004096, 380 * 0.004096 }));
		qd.getSeries().add(series("read.latency.mean", "Mean latency", "ms", SeriesRole.QUEUE_DEPTH_SWEEP, depths, new double[] { 12.5, 19, 84 }));
		ChartModel model = chart(qd);
		assertEquals(List.of("IOPS", "Mean latency (ms)"), model.y().stream().map(AxisSpec::title).toList());
		assertEquals(2, model.series().size());
	}

	@Test
	void rateIopsAndLatencyByBlockSizeEachGetAnAxis() {
		double[] sizes = { 4096, 65536, 1048576 };
		TestResult sweep = Fixtures.result("random.bs-sweep", "Random read by block size");
		sweep.getSeries().add(series("read.mbps", "Rate", "MB/s", SeriesRole.BLOCK_SIZE_SWEEP, sizes, new double[] { 0.5, 7, 60 }));
		sweep.getSeries().add(series("read.iops", "IOPS", "IOPS", SeriesRole.BLOCK_SIZE_SWEEP, sizes, new double[] { 120, 107, 57 }));
		sweep.getSeries().add(series("read.latency.mean", "Mean latency", "ms", SeriesRole.BLOCK_SIZE_SWEEP, sizes, new double[] { 8, 9, 17 }));
		ChartModel model = chart(sweep);
		assertEquals(List.of("Rate (MB/s)", "IOPS", "Mean latency (ms)"), model.y().stream().map(AxisSpec::title).toList());
		assertEquals(List.of(0, 1, 2), model.series().stream().map(s -> s.yAxis()).toList());
		assertTrue(ChartImagesSupport.drawsThirdAxis(model), "the third axis is drawn");
	}

	@Test
	void aResultsChartNamesItsDriveAndWhenItRan() {
		Run run = DriveBenchFactory.eINSTANCE.createRun();
		Drive drive = DriveBenchFactory.eINSTANCE.createDrive();
		drive.setKey("k");
		drive.setLabel("WD Green 2 TB");
		run.setDrive(drive);
		run.setStartedAt(new Date(0));
		TestResult surface = Fixtures.result("linear.surface", "Surface read");
		Series s = Fixtures.series("read.mbps", new double[] { 0, 1000, 2000 }, new double[] { 150, 120, 70 });
		s.setRole(SeriesRole.SURFACE);
		surface.getSeries().add(s);
		run.getResults().add(surface);
		ChartModel model = chart(surface);
		assertTrue(model.subtitle().startsWith("WD Green 2 TB, "), model.subtitle());
		assertTrue(model.subtitle().matches("WD Green 2 TB, \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d"), model.subtitle());
		assertEquals(Samples.of(new double[] { 150, 120, 70 }).max(), model.series().get(0).y()[0]);
	}
}
