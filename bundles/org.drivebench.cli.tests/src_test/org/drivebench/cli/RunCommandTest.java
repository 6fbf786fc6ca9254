package org.drivebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import org.drivebench.core.registry.TestRegistry;
import org.drivebench.engine.nativeio.BufferMemory;
import org.drivebench.engine.run.DefaultIoEngine;
import org.drivebench.engine.testing.LoopDevice;
import org.drivebench.library.LibraryEdits;
import org.drivebench.library.ResultLibrary;
import org.drivebench.library.drives.Drives;
import org.drivebench.model.Drive;
import org.drivebench.model.Run;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The run, demo and list-targets commands with the real engine, on simulated drives and test files. */
class RunCommandTest {
	@TempDir
	Path folder;

	private final CliFixture cli = new CliFixture();
	// the two workloads the quick check needs, as the standard test bundles define them, and the reviews' suites
	private final TestRegistry registry = CliWorkload.registry();

	private Libraries libraries() {
		return new Libraries(() -> {
			throw new AssertionError("the tests name their library");
		});
	}

	private RunCommand run() {
		return new RunCommand(registry, libraries(), new RunExecutor(new DefaultIoEngine(), "test"));
	}

	private String library() {
		return folder.resolve("library").toString();
	}

	@Test
	void theQuickCheckOnASimulatedDriveIsSavedAndItsTablePrinted() throws Exception {
		int code = cli.run(run(), "run", "--target", "sim:hdd-7200", "--suite", "quick", "--library", library(), "--param",
				"duration=1s");
		assertEquals(ExitCode.OK, code, cli.err());
		assertTrue(cli.out().contains("SEQ1M Q8T1 read"), cli.out());
		assertTrue(cli.out().contains("MB/s"), cli.out());
		assertTrue(cli.err().contains("Saved run "), cli.err());
		ResultLibrary saved = ResultLibrary.open(Path.of(library()));
		assertEquals(1, saved.runs().size());
		assertEquals(8, saved.runs().get(0).getResults().size());
	}

	@Test
	void aDriveRenamedInTheWorkbenchKeepsItsNameAndNotesInARunFromTheCommandLine() throws Exception {
		assertEquals(ExitCode.OK, cli.run(run(), "run", "--target", "sim:hdd-7200", "--test", "random.random", "--library",
				library(), "--param", "duration=1s"), cli.err());
		ResultLibrary lib = ResultLibrary.open(Path.of(library()));
		String key = Drives.keyOf(lib.runs().get(0));
		// what the explorer's Rename (F2) and its notes field do
		LibraryEdits.rename(lib, key, "Bench HDD #3");
		LibraryEdits.setNotes(lib, key, "bought in March; firmware CC43");
		cli.out.reset();
		assertEquals(ExitCode.OK, cli.run(run(), "run", "--target", "sim:hdd-7200", "--test", "random.random", "--library",
				library(), "--param", "duration=1s"), cli.err());
		assertTrue(cli.out().contains("Bench HDD #3"), "the table names the drive as the reviewer does: " + cli.out());
		lib.refresh();
		List<Run> runs = lib.runsOf(key);
		assertEquals(2, runs.size(), "both runs are the one drive's");
		Drive newest = runs.get(1).getDrive();
		assertEquals("Bench HDD #3", newest.getLabel());
		assertEquals("bought in March; firmware CC43", newest.getNotes());
		cli.out.reset();
		assertEquals(ExitCode.OK, cli.run(run(), "run", "--target", "sim:hdd-7200", "--test", "random.random", "--library",
				library(), "--param", "duration=1s", "--label", "HDD for the May issue"), cli.err());
		lib.refresh();
		assertEquals("HDD for the May issue", lib.runsOf(key).get(2).getDrive().getLabel(), "a name given with the run wins");
		assertEquals("bought in March; firmware CC43", lib.runsOf(key).get(2).getDrive().getNotes());
	}

	@Test
	void jsonOutputCarriesEveryResultWithItsFigures() throws Exception {
		int code = cli.run(run(), "run", "--target", "sim:ssd-slc", "--test", "random.random", "--library", library(),
				"--param", "duration=1s", "--json");
		assertEquals(ExitCode.OK, code, cli.err());
		JsonObject json = JsonParser.parseString(cli.out()).getAsJsonObject();
		JsonObject result = json.getAsJsonArray("results").get(0).getAsJsonObject();
		assertEquals("COMPLETED", result.get("status").getAsString());
		assertEquals("virtual-clock", result.get("backend").getAsString());
		assertTrue(result.getAsJsonArray("metrics").size() > 0);
		assertEquals("sim:ssd-slc", json.getAsJsonObject("target").get("path").getAsString());
		assertEquals("simulator", json.getAsJsonObject("drive").get("identitySource").getAsString());
		assertTrue(json.getAsJsonObject("drive").get("healthBefore") == null, "a simulated drive has no health readings");
		assertTrue(json.get("ioBuffers") == null, "a simulated drive's run has no I/O buffers");
	}

	@Test
	void aTestFileIsCreatedMeasuredWithRealIoAndRemoved() throws Exception {
		Path file = folder.resolve("t.dat");
		int code = cli.run(run(), "run", "--target", file.toString(), "--test", "linear.sequential", "--library", library(),
				"--file-size", "32M", "--param", "duration=1s", "--param", "regionLength=16M", "--param", "direction=write");
		assertEquals(ExitCode.OK, code, cli.err());
		assertFalse(Files.exists(file), "the test file is removed afterwards");
		assertTrue(cli.err().contains("Preparing test file"), cli.err());
		Run saved = ResultLibrary.open(Path.of(library())).runs().get(0);
		assertEquals("FILE", saved.getTarget().getKind().getLiteral());
		// what large buffers lay on is kept with the run: it decides whether a large I/O is one request
		assertEquals(BufferMemory.describe(), saved.getBench().getIoBuffers());
	}

	@Test
	void badParametersAndTargetsAreUsageErrorsNamingThem() {
		assertEquals(ExitCode.USAGE, cli.run(run(), "run", "--target", "sim:hdd-7200", "--test", "random.random",
				"--library", library(), "--param", "queueDepth=0"));
		assertTrue(cli.err().contains("queueDepth = \"0\""), cli.err());
		assertEquals(ExitCode.USAGE, cli.run(run(), "run", "--target", "sim:floppy", "--test", "random.random",
				"--library", library()));
		assertTrue(cli.err().contains("'floppy' is unknown"), cli.err());
		assertEquals(ExitCode.USAGE, cli.run(run(), "run", "--suite", "quick"));
		assertTrue(cli.err().contains("choose a target with --target"), cli.err());
		assertEquals(ExitCode.USAGE, cli.run(run(), "run", "--target", "sim:hdd-7200", "--suite", "nope", "--library",
				library()));
		assertTrue(cli.err().contains("no suite 'nope'; suites: quick, desktop-hdd"), cli.err());
	}

	/**
	 * Every step on a real target carries what the kernel counted for the device over the step's
	 * measured time: on a loop device of the test's own, the reads the run counted, plus at most the
	 * queue depth still in flight when the measured time ended; and the process's own block reads.
	 */
	@Test
	void jsonStepsCarryTheKernelsCountsOfTheDevice() throws Exception {
		org.junit.jupiter.api.Assumptions.assumeTrue(LoopDevice.unavailableReason() == null,
				() -> "skipped: " + LoopDevice.unavailableReason());
		try (LoopDevice loop = LoopDevice.create(folder, 16L << 20, 512, null)) {
			int code = cli.run(run(), "run", "--target", loop.device().toString(), "--test", "random.random", "--library",
					library(), "--param", "duration=1s", "--param", "regionLength=8M", "--param", "queueDepth=4", "--json");
			assertEquals(ExitCode.OK, code, cli.err());
			JsonObject step = JsonParser.parseString(cli.out()).getAsJsonObject().getAsJsonArray("results").get(0)
					.getAsJsonObject().getAsJsonArray("steps").get(0).getAsJsonObject();
			long product = step.get("readIos").getAsLong();
			JsonObject kernel = step.getAsJsonObject("kernel");
			assertEquals(loop.device().getFileName().toString(), kernel.getAsJsonArray("devices").get(0).getAsString());
			long counted = kernel.get("readIos").getAsLong();
			// plus at most the 4 in flight at the end, and a few reads of a device scan elsewhere (udev, blkid)
			assertTrue(product > 0 && counted >= product && counted <= product + 4 + 16, "kernel " + counted + ", run " + product);
			assertEquals(product * 4096, kernel.get("processReadBytes").getAsLong(), 4 * 4096, "the process's own reads");
			assertEquals(0, kernel.get("writeIos").getAsLong());
		}
	}

	@Test
	void writingToADeviceWithoutItsSerialIsRefused() throws Exception {
		org.junit.jupiter.api.Assumptions.assumeTrue(LoopDevice.unavailableReason() == null,
				() -> "skipped: " + LoopDevice.unavailableReason());
		try (LoopDevice loop = LoopDevice.create(folder, 16L << 20, 512, null)) {
			int code = cli.run(run(), "run", "--target", loop.device().toString(), "--test", "linear.sequential",
					"--library", library(), "--param", "direction=write", "--param", "duration=1s", "--param", "regionLength=8M");
			assertEquals(ExitCode.REFUSED, code, cli.err());
			assertTrue(cli.err().contains("Refusing to open " + loop.device()), cli.err());
			assertTrue(ResultLibrary.open(Path.of(library())).runs().isEmpty(), "nothing ran");
		}
	}

	@Test
	void theDemoComparesTheSimulatedDriveWithATestFile() throws Exception {
		DemoCommand demo = new DemoCommand(registry, libraries(), new RunExecutor(new DefaultIoEngine(), "test"));
		Path file = folder.resolve("demo.dat");
		int code = cli.run(demo, "demo", "--library", library(), "--file", file.toString(), "--file-size", "16M", "--param",
				"duration=1s", "--param", "regionLength=8M");
		assertEquals(ExitCode.OK, code, cli.err());
		String header = cli.out().lines().filter(l -> l.contains("hdd-7200 2 TB (sim)")).findFirst().orElse("");
		assertTrue(header.contains("test file on"), "both drives are columns of one table: " + cli.out());
		assertEquals(2, ResultLibrary.open(Path.of(library())).runs().size());
		assertFalse(Files.exists(file));
	}

	@Test
	void listTargetsShowsTheSimulatedDrivesAndTheBlockDevices() {
		assertEquals(ExitCode.OK, cli.run(new ListTargetsCommand(org.drivebench.engine.device.DeviceInspector::new),
				"list-targets"));
		assertTrue(cli.out().contains("sim:hdd-7200"), cli.out());
		assertTrue(cli.out().contains("sim:ssd-slc"), cli.out());
		// one per drive class of the seeds, with the class named
		for (String model : List.of("hdd-5400", "ide-7200", "sas-10k", "sas-15k", "ssd-nvme")) {
			assertTrue(cli.out().contains("sim:" + model), model + ": " + cli.out());
		}
		assertTrue(cli.out().contains("7200 rpm IDE HDD, 160 GB, 512-byte sectors, 8 MB buffer (2004)"), cli.out());
		assertTrue(cli.out().contains("CLASS"), cli.out());
		assertTrue(cli.out().contains("Block devices:"), cli.out());
	}
}
