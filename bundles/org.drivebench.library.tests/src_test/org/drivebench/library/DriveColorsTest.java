package org.drivebench.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;

import org.drivebench.library.drives.DriveColors;
import org.drivebench.library.drives.DrivePalette;
import org.drivebench.report.ComparisonBuilder;
import org.drivebench.report.NumberPolicy;
import org.drivebench.report.ReportDrafts;
import org.drivebench.report.ReportDrive;
import org.drivebench.library.LibraryCheckpoint;
import org.drivebench.model.Run;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A drive has one colour in every comparison: stored with it when it is first measured, kept, changed on purpose. */
class DriveColorsTest {
	@TempDir
	Path folder;

	private static Run run(String id, String key, int minute) {
		Run run = Runs.run(id, key, null);
		run.setStartedAt(new Date(1_700_000_000_000L + minute * 60_000L));
		return run;
	}

	private static void checkpoint(ResultLibrary library, Run run) {
		new LibraryCheckpoint(library, null, (saved, failure) -> {
		}).accept(run);
	}

	@Test
	void aNewDriveTakesThePalettesFirstFreeColourAndKeepsItInLaterRuns() throws IOException {
		ResultLibrary library = ResultLibrary.open(folder);
		checkpoint(library, run("a1", "a", 1));
		checkpoint(library, run("b1", "b", 2));
		checkpoint(library, run("a2", "a", 3));
		assertEquals(DrivePalette.DEFAULT.get(0), library.run("a1").orElseThrow().getDrive().getColor(), "the first drive: the first colour");
		assertEquals(DrivePalette.DEFAULT.get(1), library.run("b1").orElseThrow().getDrive().getColor(), "the second drive: the next one");
		assertEquals(DrivePalette.DEFAULT.get(0), library.run("a2").orElseThrow().getDrive().getColor(), "a's later run keeps a's colour");
	}

	@Test
	void drivesMeasuredBeforeColoursWereStoredGetThemInTheOrderTheyJoinedTheLibrary() throws IOException {
		ResultLibrary library = ResultLibrary.open(folder);
		library.save(run("c1", "c", 5));
		library.save(run("a1", "a", 1));
		library.save(run("b1", "b", 3));
		Run chosen = run("b2", "b", 4);
		chosen.getDrive().setColor("#123456");
		library.save(chosen);
		// a first (minute 1), b stored its own, c next: the palette's first and second colours for a and c
		assertEquals(List.of("a", "b", "c"), List.copyOf(DriveColors.of(library.runs(), DrivePalette.DEFAULT).keySet()));
		assertEquals(List.of(DrivePalette.DEFAULT.get(0), "#123456", DrivePalette.DEFAULT.get(1)),
				new ArrayList<>(DriveColors.of(library.runs(), DrivePalette.DEFAULT).values()));
	}

	@Test
	void aDriveHasOneColourInEveryComparisonAndAChosenOneIsStoredInEachOfItsRuns() throws IOException {
		ResultLibrary library = ResultLibrary.open(folder);
		for (String[] r : new String[][] { { "a1", "a" }, { "b1", "b" }, { "c1", "c" }, { "a2", "a" } }) {
			library.save(run(r[0], r[1], library.runs().size()));
		}
		ComparisonBuilder builder = new ComparisonBuilder(library, NumberPolicy.standard());
		List<String> all = colors(builder.build(ReportDrafts.of(library, List.of("a", "b", "c"), DrivePalette.DEFAULT), false).table().drives());
		List<String> cOnly = colors(builder.build(ReportDrafts.of(library, List.of("c"), DrivePalette.DEFAULT), false).table().drives());
		assertEquals(all.get(2), cOnly.get(0), "c's colour when compared alone, as beside a and b");

		assertEquals(2, library.recolorDrive("a", "#AA00CC"));
		assertEquals(List.of("#aa00cc", "#aa00cc"), ResultLibrary.open(folder).runsOf("a").stream().map(r -> r.getDrive().getColor()).toList());
		assertEquals("#aa00cc", colors(builder.build(ReportDrafts.of(library, List.of("a", "b"), DrivePalette.DEFAULT), false).table()
				.drives()).get(0), "the stored colour in a new comparison");
		assertThrows(IllegalArgumentException.class, () -> library.recolorDrive("a", "purple"));
	}

	private static List<String> colors(List<ReportDrive> drives) {
		return drives.stream().map(ReportDrive::color).toList();
	}
}
