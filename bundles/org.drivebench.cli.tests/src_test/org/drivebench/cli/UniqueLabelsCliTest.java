package org.drivebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Date;
import java.util.List;
import java.util.stream.Stream;

import org.drivebench.core.testing.Fixtures;
import org.drivebench.engine.DeviceIdentity;
import org.drivebench.library.ResultLibrary;
import org.drivebench.library.drives.DrivePalette;
import org.drivebench.library.drives.Drives;
import org.drivebench.model.BetterDirection;
import org.drivebench.model.Drive;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two different targets never share a label: three loop devices of one size, which all go by "Loop device
 * 2.15 GB", are told apart by their backing files in every export of {@code drivebench report} (Markdown,
 * CSV, HTML, LaTeX, JSON and the charts' legends) and in the "Best" column.
 */
class UniqueLabelsCliTest {
	@TempDir
	Path folder;

	private static final List<String> BACKING = List.of("/srv/bench/a.img", "/srv/bench/b.img", "/srv/bench/c.img");
	private static final List<String> LABELS = BACKING.stream().map(b -> "Loop device 2.15 GB (" + b + ")").toList();

	private Path library() throws Exception {
		Path folder = this.folder.resolve("library");
		ResultLibrary library = ResultLibrary.open(folder);
		for (int i = 0; i < BACKING.size(); i++) {
			DeviceIdentity id = new DeviceIdentity("", "Loop device", BACKING.get(i) + ",inode=" + (100 + i), "", 2_147_483_648L,
					512, 512, false, 0, "loop");
			Run run = DriveBenchFactory.eINSTANCE.createRun();
			run.setId("loop-" + i);
			run.setStartedAt(new Date(1_700_000_000_000L + i * 60_000L));
			Drive drive = DriveBenchFactory.eINSTANCE.createDrive();
			drive.setKey(id.key());
			drive.setModel(id.model());
			drive.setSerial(id.serial());
			drive.setCapacityBytes(id.capacityBytes());
			drive.setInterfaceName(id.interfaceName());
			run.setDrive(drive);
			TestResult r = Fixtures.result("linear", "Linear read",
					Fixtures.metric("read.mbps", "Read", 100 + 10 * i, "MB/s", BetterDirection.HIGHER));
			r.getSeries().add(Fixtures.series("transfer", new double[] { 0, 1, 2 }, new double[] { 90 + i, 100 + i, 95 + i }));
			run.getResults().add(r);
			library.save(run);
		}
		return folder;
	}

	private String report(Path library, String format, String... more) {
		CliFixture cli = new CliFixture();
		List<String> args = new java.util.ArrayList<>(List.of("report", "--format", format, "--library", library.toString()));
		args.addAll(List.of(more));
		assertEquals(ExitCode.OK, cli.run(new ReportCommand(new Libraries(() -> library)), args.toArray(String[]::new)), cli.err());
		return cli.out();
	}

	@Test
	void threeLoopDevicesOfOneSizeHaveThreeNamesInEveryExport() throws Exception {
		Path library = library();
		for (String format : List.of("md", "csv", "html", "tex", "json")) {
			String out = report(library, format);
			for (String label : LABELS) {
				String shown = format.equals("tex") ? label.replace("_", "\\_") : label;
				assertTrue(out.contains(shown), () -> format + " names " + label + ":\n" + out);
			}
		}
		// the title a new comparison of them gets (the workbench's Compare…) names them as its table does
		ResultLibrary opened = ResultLibrary.open(library);
		String title = org.drivebench.report.ReportDrafts.of(opened, java.util.stream.IntStream.range(0, 3)
				.mapToObj(i -> Drives.keyOf(opened.run("loop-" + i).orElseThrow())).toList(),
				DrivePalette.DEFAULT).getTitle();
		assertEquals(LABELS.get(0) + ", " + LABELS.get(1) + " and " + LABELS.get(2), title);
		String csv = report(library, "csv");
		String header = csv.lines().findFirst().orElseThrow();
		for (String label : LABELS) {
			assertTrue(header.contains(label), header);
		}
		String best = csv.lines().filter(l -> l.contains("Read")).findFirst().orElseThrow();
		assertTrue(best.endsWith(LABELS.get(2)) || best.endsWith("\"" + LABELS.get(2) + "\""), "the best drive by its own name: " + best);

		Path charts = Files.createDirectory(folder.resolve("charts"));
		report(library, "md", "--charts", charts.toString(), "--chart-format", "svg");
		List<Path> svgs;
		try (Stream<Path> files = Files.list(charts)) {
			svgs = files.filter(p -> p.toString().endsWith(".svg")).toList();
		}
		assertFalse(svgs.isEmpty());
		for (Path svg : svgs) {
			String text = Files.readString(svg);
			for (String label : LABELS) {
				assertTrue(text.contains(label), () -> svg.getFileName() + " has " + label + " in its legend");
			}
		}
	}

	@Test
	void aDriveIsChosenByTheNameThatTellsItApart() throws Exception {
		Path library = library();
		String out = report(library, "md", "--drives", LABELS.get(1));
		assertTrue(out.contains("| 110.0 |") && !out.contains("100.0") && !out.contains("120.0"), "that drive alone: " + out);
		CliFixture cli = new CliFixture();
		assertEquals(ExitCode.USAGE, cli.run(new ReportCommand(new Libraries(() -> library)), "report", "--format", "md",
				"--library", library.toString(), "--drives", "Loop device 2.15 GB"));
		assertTrue(cli.err().contains("more than one drive is called 'Loop device 2.15 GB'; name one as comparisons do ("
				+ String.join("; ", LABELS) + ")"), cli.err());
	}
}
