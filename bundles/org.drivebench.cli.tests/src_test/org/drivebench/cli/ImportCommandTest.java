package org.drivebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.drivebench.library.ResultLibrary;
import org.drivebench.model.Run;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code drivebench import}: each format recognised, figures in the matching tests, bad files exit 2 naming the line. */
class ImportCommandTest {
	/** The import bundle's samples (their origin is said there and in docs/library.md). */
	private static final Path SAMPLES = Path.of("../org.drivebench.imports.tests/samples");
	@TempDir
	Path folder;

	private final CliFixture cli = new CliFixture();

	private ImportCommand command() {
		return new ImportCommand(CliWorkload.registry(), new Libraries(() -> {
			throw new AssertionError("the tests name their library");
		}));
	}

	@Test
	void importsEachFormatIntoTheMatchingTests() throws Exception {
		Path fio = folder.resolve("nvme.json");
		Files.writeString(fio, CliFixture.FIO_JSON);
		String library = folder.resolve("lib").toString();
		assertEquals(ExitCode.OK, cli.run(command(), "import", SAMPLES.resolve("crystaldiskmark-8.0.4.txt").toString(),
				SAMPLES.resolve("kdiskmark-3.1.4.txt").toString(), fio.toString(), "--library", library, "--drive", "Samsung SSD 980 PRO 1TB"),
				cli.err());
		assertTrue(cli.out().contains("(CrystalDiskMark 8.0.4, 8 results) as run crystaldiskmark-"), cli.out());
		assertTrue(cli.out().contains("in the rows of DriveBench's tests: SEQ1M Q8T1 read, SEQ128K Q32T1 read"), cli.out());
		assertTrue(cli.out().contains("(KDiskMark 3.1.4, 8 results)"), cli.out());
		ResultLibrary lib = ResultLibrary.open(Path.of(library));
		assertTrue(cli.out().contains("(fio 3.33, 1 result)"), cli.out());
		assertEquals(3, lib.runs().size());
		Run cdm = lib.runs().stream().filter(r -> r.getSoftwareName().equals("CrystalDiskMark")).findFirst().orElseThrow();
		assertEquals("linear.sequential", cdm.getResults().get(0).getTestId());
	}

	@Test
	void aBadFileExits2NamingItsLineAndSavesNothing() throws Exception {
		Path bad = folder.resolve("bad.txt");
		Files.writeString(bad, Files.readString(SAMPLES.resolve("kdiskmark-3.1.4.txt")).replace("64.093 MB/s", "64.093 MB/z"));
		String library = folder.resolve("lib").toString();
		assertEquals(ExitCode.USAGE, cli.run(command(), "import", SAMPLES.resolve("crystaldiskmark-8.0.4.txt").toString(),
				bad.toString(), "--library", library));
		assertTrue(cli.err().contains("line 11: not a line of a KDiskMark text export"), cli.err());
		assertFalse(Files.exists(Path.of(library)), "nothing saved when one file is bad");
	}

	@Test
	void importsDiskSpdXmlAndTextIntoTheMatchingTests() throws Exception {
		String library = folder.resolve("lib").toString();
		assertEquals(ExitCode.OK, cli.run(command(), "import", SAMPLES.resolve("diskspd-2.2-seq1m-q8t1-write.xml").toString(),
				SAMPLES.resolve("diskspd-2.2-rnd4k-q32t16-read.txt").toString(), "--format", "diskspd", "--library", library, "--drive",
				"Samsung 990 PRO"), cli.err());
		assertTrue(cli.out().contains("(DiskSpd 2.2.0, 1 result) as run diskspd-"), cli.out());
		assertTrue(cli.out().contains("in the rows of DriveBench's tests: SEQ1M Q8T1 write"), cli.out());
		assertTrue(cli.out().contains("in the rows of DriveBench's tests: RND4K Q32T16 read"), cli.out());
		assertEquals(2, ResultLibrary.open(Path.of(library)).runs().size());
	}

	@Test
	void formatDiskspdOnAnotherToolsFileExits2NamingIt() throws Exception {
		String library = folder.resolve("lib").toString();
		assertEquals(ExitCode.USAGE, cli.run(command(), "import", SAMPLES.resolve("crystaldiskmark-8.0.4.txt").toString(), "--format",
				"diskspd", "--library", library, "--drive", "D"));
		assertTrue(cli.err().contains("crystaldiskmark-8.0.4.txt line 1: --format diskspd was asked for, but the file is CrystalDiskMark text"),
				cli.err());
		assertFalse(Files.exists(Path.of(library)));
	}
}
