package org.drivebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.drivebench.library.ResultLibrary;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.Run;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.DriveSelection;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReportCommandTest {
	@TempDir
	Path folder;

	private final CliFixture cli = new CliFixture();
	private ResultLibrary library;

	@BeforeEach
	void aLibraryOfThreeDrives() throws Exception {
		library = ResultLibrary.open(folder.resolve("lib"));
		library.save(CliFixture.run("a1", "wd", "WD Green, 2 TB", 1, "linear", 100));
		library.save(CliFixture.run("a2", "wd", "WD Green, 2 TB", 2, "linear", 110));
		library.save(CliFixture.run("a3", "wd", "WD Green, 2 TB", 3, "linear", 120));
		library.save(CliFixture.run("b1", "st", "Seagate «Барракуда»", 4, "linear", 150));
		library.save(CliFixture.run("c1", "hgst", "HGST", 5, "other", 1));
	}

	private ReportCommand command() {
		return new ReportCommand(new Libraries(() -> folder.resolve("lib")));
	}

	@Test
	void markdownToStandardOutputFromTheLibraryInUse() {
		assertEquals(ExitCode.OK, cli.run(command(), "report", "--format", "md", "--drives", "WD Green\\, 2 TB,st",
				"--baseline", "wd", "--tests", "linear"), cli.err());
		String md = cli.out();
		assertTrue(md.contains("| Test | Metric | WD Green, 2 TB (baseline) | Seagate «Барракуда» |"), md);
		assertTrue(md.contains("| Linear read | Read, MB/s ↑ | 110.0 ± 24.8 (n = 3) | **150.0 (+36.4 %)** |"), md);
	}

	@Test
	void anOverallFigureIsTheGeometricMeanRelativeToTheBaselineWithItsFormulaInTheNotes() {
		assertEquals(ExitCode.OK, cli.run(command(), "report", "--format", "md", "--drives", "wd,st", "--baseline", "wd", "--tests",
				"linear", "--overall"), cli.err());
		String md = cli.out();
		// one figure: the Seagate's 150 MB/s over the WD's mean of 100, 110 and 120 MB/s, times 100
		assertTrue(md.contains("| Overall | Geometric mean relative to the baseline (baseline = 100) ↑ | 100.0 | **136.4 (+36.4 %)** |"), md);
		assertTrue(md.contains("its one figure relative to WD Green, 2 TB's, (r1 × r2 × … × rn)\\^(1/n) × 100"), md);
		assertEquals(ExitCode.USAGE, cli.run(command(), "report", "--format", "md", "--overall"));
		assertTrue(cli.err().contains("an overall figure is relative to a baseline drive"), cli.err());
	}

	@Test
	void csvToAFileWithDrivesAsRows() throws Exception {
		Path out = Files.createDirectories(folder.resolve("out")).resolve("table.csv"); // DriveBench makes no folders for its output
		assertEquals(ExitCode.OK, cli.run(command(), "report", "--library", folder.resolve("lib").toString(), "--format=csv",
				"--layout", "rows", "--output", out.toString()), cli.err());
		assertTrue(cli.err().contains("Wrote 2 rows x 3 drives to " + out), cli.err());
		// the CSV's parsing back is the core's export tests' business; here: the layout and the quoting
		List<String> lines = Files.readAllLines(out, StandardCharsets.UTF_8);
		assertTrue(lines.get(0).startsWith("Drive,"), lines.get(0));
		List<String> table = lines.subList(0, lines.indexOf(""));
		assertEquals(List.of("HGST", "Seagate «Барракуда»", "\"WD Green", "Best"),
				table.stream().skip(1).map(l -> l.split(",")[0]).toList());
		assertTrue(lines.get(lines.indexOf("") + 1).startsWith("Made with DriveBench"), "the provenance below the table");
	}

	@Test
	void aSavedReportWithOptionsOnTop() throws Exception {
		ComparisonReport saved = DriveBenchFactory.eINSTANCE.createComparisonReport();
		saved.setId("review");
		saved.setTitle("Saved review");
		for (String key : List.of("st", "wd")) {
			DriveSelection s = DriveBenchFactory.eINSTANCE.createDriveSelection();
			s.setDriveKey(key);
			saved.getDrives().add(s);
		}
		saved.setBaselineDriveKey("st");
		library.saveReport(saved);
		assertEquals(ExitCode.OK, cli.run(command(), "report", "--report", "review", "--relative", "--format", "json"), cli.err());
		String json = cli.out();
		assertTrue(json.contains("\"title\": \"Saved review\""), json);
		assertTrue(json.contains("\"normalisation\": \"RELATIVE_TO_BASELINE\""), json);
		assertTrue(json.contains("\"baseline\": \"st\""), json);
		assertTrue(json.contains("\"Read (MB/s), % of Seagate «Барракуда» ↑\""), json);
		assertTrue(!json.contains("\"key\": \"hgst\""), "only the saved report's drives");
	}

	/**
	 * A saved comparison is printed as it was saved: a later run of one of its drives is not in it, and
	 * the command says so and how to take it in.
	 */
	@Test
	void aSavedComparisonIsPrintedAsSavedAndSaysWhenNewerRunsExist() throws Exception {
		ComparisonReport saved = DriveBenchFactory.eINSTANCE.createComparisonReport();
		saved.setId("pinned");
		saved.setTitle("Pinned");
		for (String key : List.of("wd", "st")) {
			DriveSelection s = DriveBenchFactory.eINSTANCE.createDriveSelection();
			s.setDriveKey(key);
			saved.getDrives().add(s);
		}
		org.drivebench.report.ReportPins.pin(saved, library.runs(), new java.util.Date(1_700_000_000_000L + 10 * 86_400_000L));
		library.saveReport(saved);
		library.save(CliFixture.run("a4", "wd", "WD Green, 2 TB", 11, "linear", 400));
		assertEquals(ExitCode.OK, cli.run(command(), "report", "--report", "pinned", "--format", "md"), cli.err());
		assertTrue(cli.out().contains("110.0 ± 24.8 (n = 3)"), "the three runs it was saved with: " + cli.out());
		assertTrue(cli.err().contains("the comparison 'Pinned' is shown as it was saved; 1 newer run of WD Green, 2 TB (made after this "
				+ "comparison was saved) is not in it: add --update to include them"), cli.err());
		cli.out.reset();
		cli.err.reset();
		assertEquals(ExitCode.OK, cli.run(command(), "report", "--report", "pinned", "--format", "md", "--update"), cli.err());
		assertTrue(cli.out().contains("(n = 4)"), cli.out());
		assertTrue(cli.err().contains("included 1 newer run of WD Green, 2 TB"), cli.err());
		assertEquals(3, library.report("pinned").orElseThrow().getDrives().get(0).getRunIds().size(), "the saved report stays as saved");
		assertEquals(ExitCode.USAGE, cli.run(command(), "report", "--format", "md", "--update"));
		assertTrue(cli.err().contains("--update applies to a saved comparison"), cli.err());
	}

	@Test
	void htmlAndLatexAreWritten() {
		assertEquals(ExitCode.OK, cli.run(command(), "report", "--format", "html", "--title", "A & B"), cli.err());
		assertTrue(cli.out().startsWith("<!DOCTYPE html>") && cli.out().contains("<h1>A &amp; B</h1>"), cli.out());
		cli.out.reset();
		assertEquals(ExitCode.OK, cli.run(command(), "report", "--format", "tex"), cli.err());
		assertTrue(cli.out().contains("\\toprule"), cli.out());
	}

	@Test
	void aDriveIsNamedByTheFirstWordsOfItsNameWhenTheyNameOneDriveOnly() throws IOException {
		assertEquals(ExitCode.OK, cli.run(command(), "report", "--format", "csv", "--drives", "seagate,hgst", "--baseline", "Seagate"),
				cli.err());
		assertTrue(cli.out().lines().findFirst().orElseThrow().indexOf("Seagate") < cli.out().lines().findFirst().orElseThrow()
				.indexOf("HGST"), "the drives in the order named: " + cli.out());
		cli.out.reset();
		assertEquals(ExitCode.USAGE, cli.run(command(), "report", "--format", "md", "--baseline", "Seag"));
		assertTrue(cli.err().contains("the library holds no drive 'Seag'"), "a part of a word names nothing: " + cli.err());
		cli.err.reset();
		// as its run's target was named: sim: names a simulated drive only
		assertEquals(ExitCode.USAGE, cli.run(command(), "report", "--format", "md", "--drives", "sim:HGST"));
		assertTrue(cli.err().contains("the library holds no drive 'sim:HGST'"), "HGST is no simulated drive: " + cli.err());
		Run simulated = CliFixture.run("s1", "sim-hgst", "HGST 1 TB (sim)", 6, "other", 2);
		simulated.getDrive().setSimulated(true);
		library.save(simulated);
		cli.err.reset();
		assertEquals(ExitCode.OK, cli.run(command(), "report", "--format", "csv", "--drives", "sim:HGST"), cli.err());
		assertTrue(cli.out().contains("HGST 1 TB (sim)"), cli.out());
	}

	@Test
	void wrongChoicesAreNamedWithWhatThereIs() {
		assertEquals(ExitCode.USAGE, cli.run(command(), "report"));
		assertTrue(cli.err().contains("choose an output format with --format md|csv|html|tex|json"), cli.err());
		assertEquals(ExitCode.USAGE, cli.run(command(), "report", "--format", "docx"));
		assertTrue(cli.err().contains("--format: unknown format 'docx'; formats: csv, md, html, tex, json"), cli.err());
		assertEquals(ExitCode.USAGE, cli.run(command(), "report", "--format", "md", "--drives", "nope"));
		assertTrue(cli.err().contains("the library holds no drive 'nope'; drives: HGST (hgst), Seagate «Барракуда» (st), "
				+ "WD Green, 2 TB (wd)"), cli.err());
		assertEquals(ExitCode.USAGE, cli.run(command(), "report", "--format", "md", "--tests", "random"));
		assertTrue(cli.err().contains("--tests: no run holds test 'random'; tests: linear, other"), cli.err());
		assertEquals(ExitCode.USAGE, cli.run(command(), "report", "--format", "md", "--layout", "diagonal"));
		assertTrue(cli.err().contains("--layout must be columns or rows, got 'diagonal'"), cli.err());
		assertEquals(ExitCode.USAGE, cli.run(command(), "report", "--format", "md", "--relative"));
		assertTrue(cli.err().contains("figures relative to a baseline need a baseline drive"), cli.err());
		assertEquals(ExitCode.USAGE, cli.run(command(), "report", "--format", "md", "--report", "nope"));
		assertTrue(cli.err().contains("the library holds no report 'nope'; reports: none"), cli.err());
	}
}
