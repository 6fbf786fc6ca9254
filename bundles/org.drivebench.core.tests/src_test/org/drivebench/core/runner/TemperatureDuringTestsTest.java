package org.drivebench.core.runner;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import org.drivebench.core.api.DriveTemperature;
import org.drivebench.core.testing.SimulatedTestRuns;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.engine.sim.SimulatedDrives;
import org.drivebench.engine.sim.SimulatedTarget;
import org.drivebench.model.Run;
import org.drivebench.model.Series;
import org.drivebench.model.SeriesRole;
import org.drivebench.model.TestResult;
import org.junit.jupiter.api.Test;

/**
 * The runner samples the drive's temperature during every test when the drive has a sensor, and says
 * once a run that it has none otherwise. On a simulated SSD the sensor is the thermal model on the
 * virtual clock, whose readings can be had afterwards: the series must be exactly those readings.
 */
class TemperatureDuringTestsTest {
	private static final WorkloadSpec WRITE = WorkloadSpec.builder().blockSize(1 << 20).sequential().readPercent(0).queueDepth(8)
			.region(0, 64L << 30).duration(Duration.ofSeconds(20)).build();

	private static Run run(SimulatedTarget drive, List<ScriptedTest> tests) {
		return new SuiteRunner(SimulatedTestRuns.ENGINE, "test").run(
				new RunPlan("temperature", tests.stream().map(ScriptedTest::planned).toList(), RunOptions.DEFAULT.withSeed(7)), drive,
				RunListener.NONE, r -> {
				});
	}

	private static Series series(TestResult r, String key) {
		return r.getSeries().stream().filter(s -> s.getKey().equals(key)).findFirst()
				.orElseThrow(() -> new AssertionError("no series " + key + " in " + r.getSeries().stream().map(Series::getKey).toList()));
	}

	@Test
	void onASimulatedSsdEveryTestRecordsTheModelsTemperatureAndTheRateOnTheTestsClock() throws IOException {
		AtomicReference<DriveTemperature> seenByTest = new AtomicReference<>();
		List<Measurement> measured = new ArrayList<>();
		ScriptedTest write = new ScriptedTest("write", true, context -> {
			measured.add(context.engine().run(context.target(), WRITE, null));
			context.engine().rest(context.target(), Duration.ofSeconds(5), new org.drivebench.engine.RunObserver() {
			});
			seenByTest.set(context.temperature().orElseThrow().readings());
		});
		try (SimulatedTarget drive = (SimulatedTarget) SimulatedDrives.open("ssd-nvme")) {
			Run run = run(drive, List.of(write));
			TestResult r = run.getResults().get(0);
			Series temperature = series(r, "drive.temperature");
			assertEquals(SeriesRole.TEMPERATURE, temperature.getRole());
			assertEquals("°C", temperature.getYUnit());
			double[] t = temperature.getXValues().toArray();
			double[] c = temperature.getYValues().toArray();
			// the first test starts at the fresh drive's time 0; a reading every 100 ms through the write and the rest
			assertTrue(t[t.length - 1] >= 25, "through the 20 s write and the 5 s rest: " + t[t.length - 1]);
			assertEquals(0.1, t[1] - t[0], 1e-9);
			for (int i = 0; i < t.length; i++) {
				assertEquals(drive.temperatureCelsius(0, Math.round(t[i] * 1e9)), c[i], 1e-12, "reading at " + t[i] + " s");
			}
			assertTrue(c[200] > c[0] + 10, "20 s of writing at 6 W warm the drive: " + c[0] + " -> " + c[200]);
			// the rate on the same clock: the workload's intervals from when it started on the drive
			Series rate = series(r, "drive.rate");
			assertEquals(SeriesRole.PER_INTERVAL, rate.getRole());
			assertArrayEquals(measured.get(0).intervals().megabytesPerSecond(), rate.getYValues().toArray());
			double[] starts = measured.get(0).intervals().startSeconds();
			assertEquals(starts[3] - starts[0], rate.getXValues().get(3) - rate.getXValues().get(0), 1e-9);
			assertTrue(rate.getXValues().get(0) >= 0 && rate.getXValues().get(0) < 0.2,
					"the first test's workload starts as the test does: " + rate.getXValues().get(0));
			assertTrue(r.getMetrics().isEmpty(), "the temperature is a series, no test's figure");
			String said = String.format(java.util.Locale.ROOT, "drive temperature from the simulator's thermal model (sim:ssd-nvme): "
					+ "%.1f to %.1f °C (warning 81.0 °C, critical 82.0 °C)", c[0], java.util.Arrays.stream(c).max().orElseThrow());
			assertTrue(r.getMessages().stream().anyMatch(m -> m.getText().equals(said)),
					said + " in " + r.getMessages().stream().map(m -> m.getText()).toList());
			assertEquals(81, seenByTest.get().warningCelsius());
			assertEquals(82, seenByTest.get().criticalCelsius());
			assertFalse(seenByTest.get().throttling().isPresent(), "20 s do not bring the drive to 81 C");
		}
	}

	@Test
	void aDriveWithoutASensorIsSaidOnceARunAndNothingIsRecorded() throws IOException {
		ScriptedTest first = new ScriptedTest("first", false, context -> context.engine().run(context.target(),
				WRITE.toBuilder().readPercent(100).duration(Duration.ofSeconds(1)).build(), null));
		ScriptedTest second = new ScriptedTest("second", false, context -> assertTrue(context.temperature().isEmpty()));
		try (SimulatedTarget set = SimulatedDrives.open("raid0:ssd-nvmex2:64k")) {
			Run run = run(set, List.of(first, second));
			assertTrue(run.getResults().stream().allMatch(r -> r.getStatus() == org.drivebench.model.ResultStatus.COMPLETED),
					run.getResults().stream().flatMap(r -> r.getMessages().stream()).map(m -> m.getText()).toList().toString());
			assertEquals(List.of("no temperature sensor: sim:raid0:ssd-nvmex2:64k is a striped set of several drives"),
					noSensor(run));
			assertTrue(run.getResults().stream().allMatch(r -> r.getSeries().isEmpty() && r.getMetrics().isEmpty()));
		}
	}

	@Test
	void aSimulatedHddWhoseModelHasNoTemperatureRecordsNothingAndSaysNothingOfIt() throws IOException {
		ScriptedTest first = new ScriptedTest("first", false, context -> context.engine().run(context.target(),
				WRITE.toBuilder().readPercent(100).duration(Duration.ofSeconds(1)).build(), null));
		try (SimulatedTarget drive = (SimulatedTarget) SimulatedDrives.open("hdd-7200")) {
			Run run = run(drive, List.of(first));
			assertEquals(List.of(), noSensor(run));
			assertTrue(run.getResults().stream().allMatch(r -> r.getSeries().isEmpty() && r.getMetrics().isEmpty()));
		}
	}

	private static List<String> noSensor(Run run) {
		return run.getResults().stream().flatMap(r -> r.getMessages().stream()).map(m -> m.getText())
				.filter(text -> text.startsWith("no temperature sensor")).toList();
	}
}
