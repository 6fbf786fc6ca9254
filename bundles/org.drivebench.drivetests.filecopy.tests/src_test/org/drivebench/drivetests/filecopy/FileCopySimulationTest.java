package org.drivebench.drivetests.filecopy;

import static org.drivebench.core.testing.SimulatedTestRuns.completed;
import static org.drivebench.core.testing.SimulatedTestRuns.run;
import static org.drivebench.core.testing.SimulatedTestRuns.series;
import static org.drivebench.core.testing.SimulatedTestRuns.value;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.runner.PlannedTest;
import org.drivebench.core.runner.RunListener;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.core.runner.SuiteRunner;
import org.drivebench.core.testing.SimulatedTestRuns;
import org.drivebench.engine.Target;
import org.drivebench.engine.sim.HddParameters;
import org.drivebench.engine.sim.SimulatedDrives;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.TestResult;
import org.junit.jupiter.api.Test;
import org.drivebench.drivetests.filecopy.files.FileSet;
import org.drivebench.drivetests.filecopy.files.FileSetKind;

/** The copy test on the simulated drives: figures derived from the drive model and the file system model. */
class FileCopySimulationTest {
	private static final HddParameters HDD = HddParameters.desktop7200();
	/** The partitions lie in the first 100 GB of 2 TB: the outer zone, where the drive streams at its outer rate. */
	private static final double OUTER_MB_PER_S = HDD.outerMegabytesPerSecond();

	@Test
	void theArchiveCopiesAtHalfTheOuterRate() {
		TestResult r = completed(new FileCopyTest(), "hdd-7200", "archiveSize=1G", "musicSize=0", "systemSize=0");
		// every byte passes the head twice (read, then written back in 64 MiB batches), so at best R/2; the
		// seeks between source, copy and journal (a few ms per 64 MiB batch) cost a few percent
		for (String direction : new String[] { "within", "across" }) {
			double mbps = value(r, "archive." + direction + ".mbps");
			assertTrue(mbps <= OUTER_MB_PER_S / 2 * 1.001 && mbps >= OUTER_MB_PER_S / 2 * 0.9,
					direction + ": " + mbps + " MB/s, expected just under " + OUTER_MB_PER_S / 2);
		}
	}

	@Test
	void theSystemSetPaysHalfARevolutionPerFileAndCopiesFarSlowerPerMegabyte() {
		long bytes = 1L << 30;
		FileSet set = FileSets.generate(FileSetKind.SYSTEM, bytes, 1);
		TestResult r = completed(new FileCopyTest(), "hdd-7200", "archiveSize=1G", "musicSize=0", "systemSize=1G");
		// the model: data read and written once each at the outer rate, as the archive's, plus for each file
		// the wait for its first sector: files are read in hash order, scattered over their folder's blocks,
		// so each read starts at a random angle, half a revolution on average (the seeks inside a folder of a
		// few hundred MB are short next to it, and some reads find the drive's read-ahead instead)
		double streaming = 2 * bytes / 1e6 / OUTER_MB_PER_S;
		double halfRevolution = 60.0 / HDD.rpm() / 2;
		double perFile = (value(r, "system.within.seconds") - streaming) / set.fileCount();
		assertTrue(perFile > 0.8 * halfRevolution && perFile < 1.1 * halfRevolution,
				"per file " + perFile * 1e3 + " ms beyond streaming; half a revolution is " + halfRevolution * 1e3 + " ms");
		assertEquals(set.fileCount() / value(r, "system.within.seconds"), value(r, "system.within.files-per-second"), 1e-6);
		double slower = value(r, "archive.within.mbps") / value(r, "system.within.mbps");
		assertTrue(slower > 1.6, "the system set copies only " + slower + " times slower per MB than the archive");
	}

	@Test
	void onTheSsdAFileCostsAFractionOfWhatItCostsOnTheDisk() {
		// no head to move and no platter to wait for: what a small file costs beyond its bytes is a command
		// or two at queue depth 1, far less than the half revolution a disk waits
		assertTrue(perFileBeyondTheArchive("ssd-slc") < perFileBeyondTheArchive("hdd-7200") / 5);
	}

	/** Seconds per file the system set takes beyond what its bytes take at the archive's rate. */
	private static double perFileBeyondTheArchive(String drive) {
		long bytes = 512L << 20;
		FileSet set = FileSets.generate(FileSetKind.SYSTEM, bytes, 1);
		TestResult r = completed(new FileCopyTest(), drive, "archiveSize=512M", "musicSize=0", "systemSize=512M");
		double atArchiveRate = set.totalBytes() / 1e6 / value(r, "archive.within.mbps");
		return (value(r, "system.within.seconds") - atArchiveRate) / set.fileCount();
	}

	@Test
	void everySetHasItsFiguresAndABarChartOfBothDirections() {
		TestResult r = completed(new FileCopyTest(), "hdd-7200", "archiveSize=64M", "musicSize=64M", "systemSize=32M");
		for (FileSetKind kind : FileSetKind.values()) {
			assertArrayEquals(new double[] { 1, 2 }, series(r, kind.key() + ".mbps").getXValues().toArray());
			assertEquals(List.of("within", "across"), series(r, kind.key() + ".mbps").getCategories());
			assertEquals(org.drivebench.model.SeriesRole.PER_CASE, series(r, kind.key() + ".mbps").getRole());
			assertEquals(value(r, kind.key() + ".within.mbps"), series(r, kind.key() + ".mbps").getYValues().toArray()[0], 1e-9);
			assertTrue(value(r, kind.key() + ".across.seconds") > 0);
		}
		assertEquals(3 * 4 + 2, r.getMetrics().size(), "MB/s and seconds per set and direction, files/s for the system set");
	}

	@Test
	void cancellingKeepsTheCopiesThatFinished() throws Exception {
		// steps: the archive set written (1), copied within (2), across (3); the user cancels as the third is
		// announced, and the step waits until the runner has seen it, so the copy starts cancelled (a simulated
		// copy is over before the runner's next look otherwise)
		AtomicInteger steps = new AtomicInteger();
		RunListener cancelAtSecondCopy = new RunListener() {
			@Override
			public void step(String name, int index, int count) {
				if (steps.incrementAndGet() >= 3) {
					try {
						Thread.sleep(300);
					} catch (InterruptedException e) {
						Thread.currentThread().interrupt();
					}
				}
			}

			@Override
			public boolean cancelRequested() {
				return steps.get() >= 3;
			}
		};
		FileCopyTest test = new FileCopyTest();
		PlannedTest planned = new PlannedTest(test, ParameterValues.resolve(test.descriptor().id(), test.parameters(),
				Map.of("archiveSize", "64M", "musicSize", "64M", "systemSize", "32M")), test.descriptor().name());
		TestResult r;
		try (Target drive = SimulatedDrives.open("hdd-7200")) {
			r = new SuiteRunner(SimulatedTestRuns.ENGINE, "test").run(new RunPlan(test.descriptor().id(), List.of(planned)), drive,
					cancelAtSecondCopy, run -> {
					}).getResults().get(0);
		}
		assertEquals(ResultStatus.CANCELLED, r.getStatus());
		assertTrue(value(r, "archive.within.mbps") > 0);
		assertTrue(r.getMetrics().stream().noneMatch(m -> m.getKey().startsWith("archive.across")), "cut short: no figure");
		assertTrue(r.getMetrics().stream().noneMatch(m -> m.getKey().startsWith("music")));
	}

	@Test
	void partitionsLargerThanTheDriveAreRefusedNamingThem() {
		TestResult r = run(new FileCopyTest(), "hdd-7200", "partitionSize=1500G", "archiveSize=64M");
		assertEquals(ResultStatus.FAILED, r.getStatus());
		assertTrue(r.getMessages().get(0).getText().contains("partitionSize"), r.getMessages().get(0).getText());
	}

	@Test
	void theArchiveTestPacksAndUnpacksOnTheModel() {
		TestResult r = completed(new ArchiveTest(), "hdd-7200", "systemSize=256M");
		assertEquals(37.3, value(r, "archive.ratio"), 0.1);
		assertTrue(value(r, "pack.seconds") > 0 && value(r, "unpack.seconds") > 0);
	}
}
