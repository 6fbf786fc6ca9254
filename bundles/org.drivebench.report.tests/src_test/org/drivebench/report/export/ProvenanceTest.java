package org.drivebench.report.export;

import static org.drivebench.core.testing.Fixtures.mbps;
import static org.drivebench.core.testing.Fixtures.result;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.drivebench.core.io.ProductVersion;
import org.drivebench.core.testing.Fixtures;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.drivebench.report.ComparisonData;
import org.drivebench.report.NumberPolicy;
import org.drivebench.report.OverlayBuilder;
import org.drivebench.report.ReportBuilder;
import org.drivebench.report.ReviewTable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every export says where its figures come from: each run (id, start), the program that measured it,
 * the seed of a simulated run, each test's version, and the DriveBench that wrote the file.
 */
class ProvenanceTest {
	@TempDir
	Path out;

	private static ComparisonData comparison() {
		Fixtures f = new Fixtures();
		TestResult seq = result("linear.sequential", "SEQ1M Q8T1 read", mbps(150));
		seq.setTestVersion("1.2");
		Run sim = f.run("sim", "hdd-7200 2 TB (sim)", 1, seq);
		sim.getDrive().setSimulated(true);
		sim.setRandomSeed(4902912566089005274L);
		sim.setSoftwareName("DriveBench");
		sim.setSoftwareVersion("0.1.0");
		TestResult fio = result("linear.sequential", "SEQ1M Q8T1 read", mbps(3000));
		fio.setTestVersion("1.2");
		Run real = f.run("nvme", "Samsung 990 PRO", 2, fio);
		real.setRandomSeed(17); // a real drive's seed repeats nothing: not shown
		ComparisonReport report = Fixtures.report("Quick", "sim", "nvme");
		ReviewTable table = new ReportBuilder().build(report, f.runs());
		return new ComparisonData(report, table, new OverlayBuilder().build(report, f.runs()), 2);
	}

	@Test
	void everyExportNamesItsRunsTestVersionsSeedAndDriveBench() throws Exception {
		ComparisonData data = comparison();
		List<String> lines = data.table().provenance().lines();
		assertEquals("Made with DriveBench " + ProductVersion.current() + ".", lines.get(0));
		assertEquals("Run run-1 of hdd-7200 2 TB (sim), started 2023-11-15 22:13 UTC, DriveBench 0.1.0, seed 4902912566089005274.",
				lines.get(1));
		assertEquals("Run run-2 of Samsung 990 PRO, started 2023-11-16 22:13 UTC, DriveBench.", lines.get(2));
		assertEquals("Test versions: linear.sequential 1.2.", lines.get(3));
		for (ExportFormat format : ExportFormat.values()) {
			String text = format.exporter(NumberPolicy.standard()).export(data.table());
			if (format == ExportFormat.JSON) {
				var versions = com.google.gson.JsonParser.parseString(text).getAsJsonObject().getAsJsonObject("provenance")
						.getAsJsonObject("testVersions").getAsJsonArray("linear.sequential");
				assertEquals("1.2", versions.get(0).getAsString());
			}
			String version = format == ExportFormat.JSON ? "\"linear.sequential\": [" : "linear.sequential 1.2";
			for (String id : List.of("run-1", "run-2", "4902912566089005274", version, "DriveBench " + ProductVersion.current())) {
				assertTrue(text.contains(id), format + " lacks " + id + ":\n" + text);
			}
		}
		List<Path> charts = ReportExport.write(new ExportRequest(ExportKind.CHARTS, "svg", 600, 400, out), data, NumberPolicy.standard());
		List<Path> pngs = ReportExport.write(new ExportRequest(ExportKind.CHARTS, "png", 600, 400, out), data, NumberPolicy.standard());
		for (Path chart : charts) {
			String svg = Files.readString(chart);
			assertTrue(svg.contains("<desc>") && svg.contains("run-1 of hdd-7200"), svg.substring(0, 400));
		}
		for (Path png : pngs) {
			String latin = new String(Files.readAllBytes(png), StandardCharsets.ISO_8859_1);
			assertTrue(latin.contains("tEXtComment\0Made with DriveBench") && latin.contains("seed 4902912566089005274"), png.toString());
			assertTrue(javax.imageio.ImageIO.read(png.toFile()) != null, "still a PNG a reader opens");
		}
	}
}
