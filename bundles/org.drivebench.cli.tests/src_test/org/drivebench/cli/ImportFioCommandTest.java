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

class ImportFioCommandTest {
	@TempDir
	Path folder;

	private final CliFixture cli = new CliFixture();

	private ImportFioCommand command() {
		return new ImportFioCommand(new org.drivebench.core.registry.TestRegistry(), new Libraries(() -> {
			throw new AssertionError("the tests name their library");
		}));
	}

	@Test
	void importsIntoTheNamedLibraryAndReplacesOnASecondImport() throws Exception {
		Path json = folder.resolve("nvme.json");
		Files.writeString(json, CliFixture.FIO_JSON);
		String library = folder.resolve("lib").toString();
		assertEquals(ExitCode.OK, cli.run(command(), "import-fio", json.toString(), "--drive", "Samsung 980 PRO", "--library", library,
				"--host", "lab-2"));
		assertTrue(cli.out().startsWith("Imported 1 fio job (4k-qd32) as run fio-"), cli.out());
		assertTrue(cli.out().contains("of drive 'Samsung 980 PRO'"), cli.out());
		Run run = ResultLibrary.open(Path.of(library)).runs().get(0);
		assertEquals("samsung-980-pro", run.getDrive().getKey());
		assertEquals("lab-2", run.getBench().getHost());

		assertEquals(ExitCode.OK, cli.run(command(), "import-fio", json.toString(), "--drive=Samsung 980 PRO", "--library=" + library));
		assertTrue(cli.out().contains("Replaced the earlier import"), cli.out());
		assertEquals(1, ResultLibrary.open(Path.of(library)).runs().size());
	}

	@Test
	void aDriveOfTheLibraryIsFoundByItsName() throws Exception {
		Path lib = folder.resolve("lib");
		ResultLibrary library = ResultLibrary.open(lib);
		Run native1 = CliFixture.run("n1", "ST2000DM001-SN123", "Seagate Barracuda 2 TB", 1, "linear", 150);
		native1.getDrive().setSerial("SN123");
		library.save(native1);
		Path json = folder.resolve("fio.json");
		Files.writeString(json, CliFixture.FIO_JSON);
		assertEquals(ExitCode.OK, cli.run(command(), "import-fio", json.toString(), "--drive", "seagate barracuda 2 tb",
				"--library", lib.toString()));
		library.refresh();
		assertEquals(2, library.runsOf("ST2000DM001-SN123").size(), "the import joins the drive's runs");
		assertEquals("SN123", library.runsOf("ST2000DM001-SN123").get(1).getDrive().getSerial());
	}

	@Test
	void badInputIsNamed() throws Exception {
		Path json = folder.resolve("notes.json");
		Files.writeString(json, "{\"hello\": 1}");
		assertEquals(ExitCode.USAGE, cli.run(command(), "import-fio", json.toString(), "--library", folder.toString()));
		assertTrue(cli.err().contains("name the drive fio measured with --drive <name>"), cli.err());
		assertEquals(ExitCode.USAGE, cli.run(command(), "import-fio", "missing.json", "--drive", "D"));
		assertTrue(cli.err().contains("no file 'missing.json'"), cli.err());
		assertEquals(ExitCode.USAGE, cli.run(command(), "import-fio", json.toString(), "--drive", "D", "--colour", "red"));
		assertTrue(cli.err().contains("import-fio has no option --colour"), cli.err());
		// a file that is no fio output is a bad input: exit 2, nothing saved, no library folder made
		assertEquals(ExitCode.USAGE, cli.run(command(), "import-fio", json.toString(), "--drive", "D", "--library",
				folder.resolve("lib").toString()));
		assertTrue(cli.err().contains("notes.json is not fio JSON output: it has no \"jobs\" list"), cli.err());
		assertFalse(Files.exists(folder.resolve("lib")), "no library folder for a refused import");
	}

	/** Issue 9, found 8: a job with no data, and a cut-short file, are refused in words; nothing is imported. */
	@Test
	void aFileWithNoDataOrCutShortIsRefusedWithoutAJavaException() throws Exception {
		Path empty = folder.resolve("empty.json");
		Files.writeString(empty, CliFixture.FIO_JSON.replace("\"io_bytes\" : 4096000000", "\"io_bytes\" : 0")
				.replace("\"total_ios\" : 1000000", "\"total_ios\" : 0"));
		String library = folder.resolve("lib").toString();
		assertEquals(ExitCode.USAGE, cli.run(command(), "import-fio", empty.toString(), "--drive", "D", "--library", library));
		assertTrue(cli.err().contains("holds no measurement: its job 4k-qd32 read and wrote nothing"), cli.err());
		Path cut = folder.resolve("cut.json");
		Files.writeString(cut, CliFixture.FIO_JSON.substring(0, CliFixture.FIO_JSON.length() / 2));
		assertEquals(ExitCode.USAGE, cli.run(command(), "import-fio", cut.toString(), "--drive", "D", "--library", library));
		assertTrue(cli.err().contains("cut.json is not valid fio JSON output: it ends at line "), cli.err());
		assertTrue(cli.err().contains("(the file is cut short: did fio finish writing it?)"), cli.err());
		assertFalse(cli.err().contains("Exception"), cli.err());
		assertFalse(Files.exists(Path.of(library)), "nothing imported, no library folder made");
	}
}
