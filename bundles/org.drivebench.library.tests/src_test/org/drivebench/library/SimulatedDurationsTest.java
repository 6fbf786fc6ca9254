package org.drivebench.library;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Date;

import org.drivebench.core.results.TestDurations;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.MeasuredStep;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Durations on the drive's clock: a simulated drive's ten-minute test took ten minutes, though the model
 * computed it in 0.3 s, in the run as the library lists it (its summary, which the run summary, the
 * explorer and review tables show), not only in the whole run the result editor reads.
 */
class SimulatedDurationsTest {
	@TempDir
	Path folder;

	private static Run tenMinuteRun() {
		Run run = Runs.run("sim-run", "sim-hdd", "hdd-7200");
		run.getDrive().setSimulated(true);
		TestResult result = run.getResults().get(0);
		result.setStartedAt(new Date(1_700_000_000_000L));
		result.setFinishedAt(new Date(1_700_000_000_300L)); // 0.3 s on the wall
		MeasuredStep step = DriveBenchFactory.eINSTANCE.createMeasuredStep();
		step.setName("Random 512 B QD1");
		step.setBackend("virtual-clock");
		step.setCompleted(true);
		step.setElapsedNanos(Duration.ofMinutes(10).toNanos());
		result.getSteps().add(step);
		return run;
	}

	@Test
	void aRunAsTheLibraryListsItTookTheTimeOnTheDrivesClock() throws Exception {
		ResultLibrary library = ResultLibrary.open(folder);
		library.save(tenMinuteRun());
		Run listed = library.runs().get(0);
		assertEquals(Duration.ofMinutes(10), TestDurations.of(listed.getResults().get(0)).orElseThrow(), "as saved");
		assertEquals(Duration.ofMinutes(10), TestDurations.of(listed).orElseThrow());

		Run read = ResultLibrary.open(folder).runs().get(0); // from the file
		assertEquals("10 min 0 s", TestDurations.format(TestDurations.of(read.getResults().get(0)).orElseThrow()));
		Run indexed = ResultLibrary.read(folder).runs().get(0); // from the run index
		assertEquals("10 min 0 s", TestDurations.format(TestDurations.of(indexed.getResults().get(0)).orElseThrow()));
		assertEquals("10 min 0 s", TestDurations.format(TestDurations.of(indexed).orElseThrow()));
	}
}
