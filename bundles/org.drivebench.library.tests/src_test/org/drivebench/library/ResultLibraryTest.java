package org.drivebench.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.drivebench.model.ComparisonReport;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.DriveSelection;
import org.drivebench.model.Run;
import org.drivebench.model.Suite;
import org.drivebench.model.SuiteEntry;
import org.drivebench.model.TableLayout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.drivebench.library.drives.Drives;

class ResultLibraryTest {
	@TempDir
	Path folder;

	@Test
	void aSavedRunIsReadBackAndItsFileNamesTheSchemaVersion() throws IOException {
		ResultLibrary library = ResultLibrary.open(folder);
		library.save(Runs.run("r1", "wd-green", "WD Green 2 TB"));
		String xml = Files.readString(folder.resolve("runs/r1.xmi"));
		assertTrue(xml.contains("schemaVersion=\"" + ResultLibrary.SCHEMA_VERSION + "\""), xml);

		ResultLibrary reopened = ResultLibrary.open(folder);
		Run run = reopened.run("r1").orElseThrow();
		assertEquals("WD Green 2 TB", run.getDrive().getLabel());
		assertEquals(150.5, run.getResults().get(0).getMetrics().get(0).getValue());
		assertTrue(reopened.problems().isEmpty());
	}

	@Test
	void nonAsciiDriveNamesSurvive() throws IOException {
		ResultLibrary library = ResultLibrary.open(folder);
		String name = "Seagate «Барракуда» 2 ТБ / 日本語ドライブ & <co>";
		library.save(Runs.run("r1", Drives.keyForName(name), name));
		Run run = ResultLibrary.open(folder).run("r1").orElseThrow();
		assertEquals(name, run.getDrive().getLabel());
		assertEquals("seagate-барракуда-2-тб-日本語ドライブ-co", run.getDrive().getKey());
	}

	@Test
	void unreadableFilesAreNamedWithTheirReasonAndSkippedWhileTheRestLoads() throws IOException {
		ResultLibrary library = ResultLibrary.open(folder);
		library.save(Runs.run("good", "a", "A"));
		library.save(Runs.run("cut", "a", "A"));
		Path runs = folder.resolve("runs");
		byte[] whole = Files.readAllBytes(runs.resolve("cut.xmi"));
		Files.write(runs.resolve("cut.xmi"), java.util.Arrays.copyOf(whole, whole.length / 2));
		Files.write(runs.resolve("garbage.xmi"), new byte[] { (byte) 0x89, 'P', 'N', 'G', 0, 1, 2, 3 });
		Files.writeString(runs.resolve("empty.xmi"), "");
		Files.writeString(runs.resolve("foreign.xmi"), """
				<?xml version="1.0" encoding="UTF-8"?>
				<other:Invoice xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI" xmlns:other="http://example.com/invoices" total="3"/>
				""");
		Files.writeString(runs.resolve("ecore.xmi"), """
				<?xml version="1.0" encoding="UTF-8"?>
				<ecore:EPackage xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI" xmlns:ecore="http://www.eclipse.org/emf/2002/Ecore" name="x" nsURI="http://x" nsPrefix="x"/>
				""");
		// a newer DriveBench may add features this build does not know: the version must be the reason given
		Files.writeString(runs.resolve("newer.xmi"), """
				<?xml version="1.0" encoding="UTF-8"?>
				<db:Run xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI" xmlns:db="http://drivebench.org/model/1" schemaVersion="7" id="newer" featureOfTheFuture="x"/>
				""");
		Files.writeString(runs.resolve("newer-same-features.xmi"), """
				<?xml version="1.0" encoding="UTF-8"?>
				<db:Run xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI" xmlns:db="http://drivebench.org/model/1" schemaVersion="2" id="newer-same-features"/>
				""");
		Files.writeString(runs.resolve("newer-model.xmi"), """
				<?xml version="1.0" encoding="UTF-8"?>
				<db:Run xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI" xmlns:db="http://drivebench.org/model/2" schemaVersion="9" id="newer-model"/>
				""");
		Files.writeString(runs.resolve("report.xmi"), """
				<?xml version="1.0" encoding="UTF-8"?>
				<db:ComparisonReport xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI" xmlns:db="http://drivebench.org/model/1" id="report"/>
				""");
		Files.writeString(runs.resolve("renamed.xmi"), """
				<?xml version="1.0" encoding="UTF-8"?>
				<db:Run xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI" xmlns:db="http://drivebench.org/model/1" schemaVersion="1" id="original"/>
				""");
		Files.writeString(runs.resolve("badvalue.xmi"), """
				<?xml version="1.0" encoding="UTF-8"?>
				<db:Run xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI" xmlns:db="http://drivebench.org/model/1" schemaVersion="1" id="badvalue">
				  <results testId="t"><series yValues="1 2 x3"/></results>
				</db:Run>
				""");

		library.reload();
		assertEquals(List.of("good"), library.runs().stream().map(Run::getId).toList());
		Map<String, String> reasons = library.problems().stream()
				.collect(Collectors.toMap(p -> p.file().getFileName().toString(), LibraryProblem::reason));
		assertEquals(Set.of("cut.xmi", "garbage.xmi", "empty.xmi", "foreign.xmi", "ecore.xmi", "newer.xmi",
				"newer-same-features.xmi", "newer-model.xmi", "report.xmi", "renamed.xmi", "badvalue.xmi"), reasons.keySet());
		assertTrue(reasons.get("cut.xmi").startsWith("truncated or malformed XML (line "), reasons.get("cut.xmi"));
		assertTrue(reasons.get("garbage.xmi").startsWith("malformed XML"), reasons.get("garbage.xmi"));
		assertEquals("the file is empty", reasons.get("empty.xmi"));
		assertEquals("not a DriveBench Run: its root element is {http://example.com/invoices}Invoice", reasons.get("foreign.xmi"));
		assertEquals("the file holds a EPackage, not a Run", reasons.get("ecore.xmi"));
		assertEquals("written with schema version 7 by a newer DriveBench; this one reads up to version 1", reasons.get("newer.xmi"));
		assertEquals("written with schema version 2 by a newer DriveBench; this one reads up to version 1",
				reasons.get("newer-same-features.xmi"));
		assertEquals("written by a newer DriveBench (model http://drivebench.org/model/2); this one reads http://drivebench.org/model/1",
				reasons.get("newer-model.xmi"));
		assertEquals("the file holds a ComparisonReport, not a Run", reasons.get("report.xmi"));
		assertEquals("it holds Run 'original' but is named renamed.xmi; rename it to original.xmi", reasons.get("renamed.xmi"));
		assertTrue(reasons.get("badvalue.xmi").matches(
				"Value '1 2 x3' is not legal \\(line 3, column \\d+\\): samples: 'x3' \\(value 3\\) is not a number"),
				reasons.get("badvalue.xmi"));
		assertTrue(library.problems().get(0).toString().matches("[a-z-]+\\.xmi: .+"), library.problems().get(0).toString());
		// skipped files are left where they are
		assertTrue(Files.exists(runs.resolve("newer.xmi")));
	}

	@Test
	void aFileThatWasUnreadableIsReadOnceItIsRepaired() throws IOException {
		ResultLibrary library = ResultLibrary.open(folder);
		library.save(Runs.run("r1", "a", "A"));
		Path file = folder.resolve("runs/r1.xmi");
		String whole = Files.readString(file);
		Files.writeString(file, whole.substring(0, 40));
		library.refresh();
		assertEquals(1, library.problems().size());
		assertTrue(library.run("r1").isEmpty());
		Files.writeString(file, whole);
		LibraryChange change = library.refresh();
		assertEquals(Set.of("r1"), change.runs());
		assertTrue(library.problems().isEmpty());
		assertTrue(library.run("r1").isPresent());
	}

	@Test
	void reportsAndSuitesAreKeptInTheLibraryToo() throws IOException {
		ResultLibrary library = ResultLibrary.open(folder);
		DriveBenchFactory f = DriveBenchFactory.eINSTANCE;
		ComparisonReport report = f.createComparisonReport();
		report.setTitle("2 TB desktop drives");
		DriveSelection selection = f.createDriveSelection();
		selection.setDriveKey("wd-green");
		selection.setColor("#1f77b4");
		report.getDrives().add(selection);
		report.getTestIds().add("linear.read");
		report.setBaselineDriveKey("wd-green");
		report.setLayout(TableLayout.DRIVES_AS_ROWS);
		library.saveReport(report);
		assertNotNull(report.getId());
		assertNotNull(report.getModifiedAt());

		Suite suite = f.createSuite();
		suite.setId("classic-hdd");
		suite.setTitle("Classic HDD review");
		SuiteEntry entry = f.createSuiteEntry();
		entry.setTestId("random.read");
		entry.setLabel("4 KB QD1");
		suite.getEntries().add(entry);
		library.saveSuite(suite);

		ResultLibrary reopened = ResultLibrary.open(folder);
		ComparisonReport loaded = reopened.report(report.getId()).orElseThrow();
		assertEquals("2 TB desktop drives", loaded.getTitle());
		assertEquals(TableLayout.DRIVES_AS_ROWS, loaded.getLayout());
		assertEquals("#1f77b4", loaded.getDrives().get(0).getColor());
		assertEquals(0.95, loaded.getConfidenceLevel());
		assertEquals("4 KB QD1", reopened.suite("classic-hdd").orElseThrow().getEntries().get(0).getLabel());

		reopened.deleteReport(report.getId());
		reopened.deleteSuite("classic-hdd");
		assertTrue(reopened.reports().isEmpty());
		assertTrue(ResultLibrary.open(folder).suites().isEmpty());
		try (Stream<Path> trash = Files.walk(folder.resolve("trash"))) {
			assertEquals(2, trash.filter(Files::isRegularFile).count(), "deleted documents are moved to the trash");
		}
	}

	@Test
	void aReportShowingTheOverallFigureIsWrittenAtTheReportSchemaAndAnOlderReportStillReads() throws IOException {
		ResultLibrary library = ResultLibrary.open(folder);
		ComparisonReport report = DriveBenchFactory.eINSTANCE.createComparisonReport();
		report.setTitle("Quick suite");
		report.setOverall(true);
		library.saveReport(report);
		String xml = Files.readString(folder.resolve("reports/" + report.getId() + ".xmi"));
		assertTrue(xml.contains("schemaVersion=\"3\""), "a build that knows no overall figure must refuse it: " + xml);
		assertTrue(xml.contains("overall=\"true\""), xml);
		Files.writeString(folder.resolve("reports/pinned.xmi"), """
				<?xml version="1.0" encoding="UTF-8"?>
				<db:ComparisonReport xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI" xmlns:db="http://drivebench.org/model/1" schemaVersion="2" id="pinned" title="Pinned"/>
				""");

		ResultLibrary reopened = ResultLibrary.open(folder);
		assertTrue(reopened.report(report.getId()).orElseThrow().isOverall());
		ComparisonReport older = reopened.report("pinned").orElseThrow();
		assertEquals("Pinned", older.getTitle());
		assertFalse(older.isOverall());
		assertTrue(reopened.problems().isEmpty(), reopened.problems().toString());
	}

	@Test
	void idsThatAreNotSafeFileNamesAreRefused() throws IOException {
		ResultLibrary library = ResultLibrary.open(folder);
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
				() -> library.save(Runs.run("../escape", "a", "A")));
		assertTrue(e.getMessage().contains("Run id '../escape' must start with a letter or digit"), e.getMessage());
		assertThrows(IllegalArgumentException.class, () -> library.save(Runs.run(".hidden", "a", "A")));
		assertThrows(IllegalArgumentException.class, () -> library.saveSuite(DriveBenchFactory.eINSTANCE.createSuite()));
	}

	@Test
	void aRunWithoutIdGetsOne() throws IOException {
		ResultLibrary library = ResultLibrary.open(folder);
		Run run = Runs.run(null, "a", "A");
		library.save(run);
		assertNotNull(run.getId());
		assertTrue(Files.exists(folder.resolve("runs").resolve(run.getId() + ".xmi")));
	}

	@Test
	void renamingADriveRewritesEachOfItsRunsAndNoOther() throws IOException {
		ResultLibrary library = ResultLibrary.open(folder);
		library.save(Runs.run("a1", "a", "Old name"));
		library.save(Runs.run("a2", "a", "Old name"));
		library.save(Runs.run("b1", "b", "Other"));
		// a run of the drive that another process added since this library read the folder
		ResultLibrary other = ResultLibrary.open(folder);
		other.save(Runs.run("a3", "a", "Old name"));

		assertEquals(3, library.renameDrive("a", "WD Green 2 ТБ"));
		ResultLibrary reopened = ResultLibrary.open(folder);
		assertEquals(List.of("WD Green 2 ТБ", "WD Green 2 ТБ", "WD Green 2 ТБ"),
				reopened.runsOf("a").stream().map(r -> r.getDrive().getLabel()).toList());
		assertEquals("Other", reopened.run("b1").orElseThrow().getDrive().getLabel());
		assertEquals(List.of("Other", "WD Green 2 ТБ"), reopened.drives().stream().map(Drives::label).toList());
	}

	@Test
	void deletingADriveMovesItsRunsToTheTrash() throws IOException {
		ResultLibrary library = ResultLibrary.open(folder);
		library.save(Runs.run("a1", "a", "A"));
		library.save(Runs.run("a2", "a", "A"));
		library.save(Runs.run("b1", "b", "B"));
		assertEquals(2, library.deleteDrive("a"));
		assertEquals(List.of("b1"), ResultLibrary.open(folder).runs().stream().map(Run::getId).toList());
		try (Stream<Path> trash = Files.list(folder.resolve("trash/runs"))) {
			List<String> names = trash.map(p -> p.getFileName().toString()).sorted().toList();
			assertEquals(2, names.size());
			assertTrue(names.get(0).startsWith("a1.") && names.get(0).endsWith(".xmi"), names.toString());
		}
	}

	@Test
	void aSaveOverAFileAnotherProcessChangedIsRefusedUntilRefreshed() throws IOException {
		ResultLibrary cli = ResultLibrary.open(folder);
		cli.save(Runs.run("r1", "a", "A"));
		ResultLibrary workbench = ResultLibrary.open(folder);
		Run mine = workbench.fullRun("r1");

		cli.updateRun("r1", r -> r.setNotes("from the command line"));
		mine.setNotes("from the workbench");
		LibraryConflictException e = assertThrows(LibraryConflictException.class, () -> workbench.save(mine));
		assertEquals("r1.xmi was changed by another program since the library read it; refresh the library and apply the change again",
				e.getMessage());
		assertEquals("from the command line", ResultLibrary.open(folder).run("r1").orElseThrow().getNotes(),
				"the refused save wrote nothing");

		LibraryChange change = workbench.refresh();
		assertEquals(Set.of("r1"), change.runs());
		assertTrue(change.fromOutside());
		Run fresh = workbench.fullRun("r1");
		assertEquals("from the command line", fresh.getNotes());
		fresh.setNotes("from the workbench");
		workbench.save(fresh);
		assertEquals("from the workbench", ResultLibrary.open(folder).run("r1").orElseThrow().getNotes());
	}

	@Test
	void refreshFindsRunsAddedChangedAndRemovedByAnotherProcessAndTellsListeners() throws IOException {
		ResultLibrary mine = ResultLibrary.open(folder);
		ResultLibrary other = ResultLibrary.open(folder);
		other.save(Runs.run("r1", "a", "A"));
		other.save(Runs.run("r2", "a", "A"));
		List<LibraryChange> heard = new ArrayList<>();
		mine.addChangeListener(heard::add);
		assertEquals(Set.of("r1", "r2"), mine.refresh().runs());
		assertTrue(mine.refresh().isEmpty(), "nothing changed since");

		other.updateRun("r1", r -> r.setNotes("changed"));
		other.delete(other.run("r2").orElseThrow());
		LibraryChange change = mine.refresh();
		assertEquals(Set.of("r1", "r2"), change.runs());
		assertEquals("changed", mine.run("r1").orElseThrow().getNotes());
		assertTrue(mine.run("r2").isEmpty());
		assertEquals(2, heard.size(), "listeners heard of both refreshes that found something");
	}

	@Test
	void plainListenersHearOfSaves() throws IOException {
		ResultLibrary library = ResultLibrary.open(folder);
		int[] calls = { 0 };
		Runnable listener = () -> calls[0]++;
		library.addListener(listener);
		library.save(Runs.run("r1", "a", "A"));
		library.removeListener(listener);
		library.save(Runs.run("r2", "a", "A"));
		assertEquals(1, calls[0]);
	}

	@Test
	void temporaryFilesOfWritersAreIgnoredAndStaleOnesRemovedOnOpen() throws IOException {
		Path runs = folder.resolve("runs");
		Files.createDirectories(runs);
		Path inProgress = runs.resolve(".r1.xmi.1234.tmp");
		Path stale = runs.resolve(".r2.xmi.5678.tmp");
		Files.writeString(inProgress, "<partial", StandardCharsets.UTF_8);
		Files.writeString(stale, "<partial", StandardCharsets.UTF_8);
		Files.setLastModifiedTime(stale, java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() - 2 * 3_600_000L));
		ResultLibrary library = ResultLibrary.open(folder);
		assertTrue(library.problems().isEmpty());
		assertTrue(Files.exists(inProgress), "a writer may still be at work on a fresh temporary file");
		assertFalse(Files.exists(stale));
	}
}
