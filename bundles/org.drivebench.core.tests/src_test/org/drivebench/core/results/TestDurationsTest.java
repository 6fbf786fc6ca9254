package org.drivebench.core.results;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.Date;

import org.drivebench.model.Drive;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.MeasuredStep;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.junit.jupiter.api.Test;

/** How long a test took: on a simulated drive's clock, elsewhere on the wall. */
class TestDurationsTest {
	private static final DriveBenchFactory F = DriveBenchFactory.eINSTANCE;

	private static MeasuredStep step(String backend, long nanos) {
		MeasuredStep s = F.createMeasuredStep();
		s.setBackend(backend);
		s.setElapsedNanos(nanos);
		return s;
	}

	@Test
	void aSimulatedTenMinuteTestLastsTenMinutesThoughItRanInASecond() {
		TestResult result = F.createTestResult();
		result.setStartedAt(new Date(0));
		result.setFinishedAt(new Date(400)); // 0.4 s on the wall
		result.getSteps().add(step("virtual-clock", 600_000_000_000L)); // ten minutes on the drive's clock
		assertEquals(Duration.ofMinutes(10), TestDurations.of(result).orElseThrow());
		assertEquals("10 min 0 s", TestDurations.format(Duration.ofMinutes(10)));
		Run run = F.createRun();
		Drive drive = F.createDrive();
		drive.setSimulated(true);
		run.setDrive(drive);
		run.setStartedAt(new Date(0));
		run.setFinishedAt(new Date(900));
		run.getResults().add(result);
		TestResult second = F.createTestResult();
		second.getSteps().add(step("virtual-clock", 5_000_000_000L));
		second.getSteps().add(step("virtual-clock", 5_000_000_000L));
		run.getResults().add(second);
		assertEquals(Duration.ofSeconds(610), TestDurations.of(run).orElseThrow(), "the run: its tests' time on the drive");
	}

	@Test
	void aTestOnARealDriveLastsFromItsStartToItsEnd() {
		TestResult result = F.createTestResult();
		result.setStartedAt(new Date(1_000));
		result.setFinishedAt(new Date(13_400));
		result.getSteps().add(step("io_uring", 5_000_000_000L)); // the measured time; the file was written before it
		assertEquals(Duration.ofMillis(12_400), TestDurations.of(result).orElseThrow());
		assertEquals("12.4 s", TestDurations.format(Duration.ofMillis(12_400)));
		assertEquals("1 h 2 min", TestDurations.format(Duration.ofMinutes(62)));
	}
}
