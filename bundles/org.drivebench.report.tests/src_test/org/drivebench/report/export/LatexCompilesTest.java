package org.drivebench.report.export;

import static org.drivebench.core.testing.Fixtures.accessMs;
import static org.drivebench.core.testing.Fixtures.metric;
import static org.drivebench.core.testing.Fixtures.result;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.drivebench.core.testing.Fixtures;
import org.drivebench.model.BetterDirection;
import org.drivebench.model.ComparisonReport;
import org.drivebench.report.NumberPolicy;
import org.drivebench.report.ReportBuilder;
import org.drivebench.report.ReviewTable;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The LaTeX table compiles in an article as its header comment says, and fits the page: four drives
 * measured twice each, with intervals, n and percentages of a baseline, in the article class's column
 * (TeX reports no overfull line). Without pdflatex the test is skipped, saying so; on CI (CI=true, where
 * .ci/run installs the Debian packages texlive-latex-base and texlive-latex-recommended) it fails instead.
 */
class LatexCompilesTest {
	@TempDir
	Path folder;

	@Test
	void theTableOfFourDrivesCompilesAndFitsTheColumn() throws Exception {
		Path pdflatex = pdflatex();
		Fixtures f = new Fixtures();
		String[][] drives = { { "hdd", "WD Blue 1 TB (WD10EZEX)" }, { "sas", "Seagate Exos 10E2400 #2" },
				{ "slc", "Samsung 860 Pro 512 GB & co" }, { "nvme", "Samsung 970 EVO Plus 1 TB_x" } };
		double[] rates = { 140.2, 230.7, 545.1, 3499.9 };
		for (int d = 0; d < drives.length; d++) {
			for (int repeat = 0; repeat < 2; repeat++) {
				double spread = 1 + 0.013 * repeat;
				f.run(drives[d][0], drives[d][1], d * 2 + repeat, result("seq", "SEQ1M Q8T1 read",
						metric("read.mbps", "Read", rates[d] * spread, "MB/s", BetterDirection.HIGHER),
						metric("read.latency.mean", "Read mean latency", 2000 / rates[d] * spread, "µs", BetterDirection.LOWER)),
						result("rnd", "RND4K Q32T16 read 100% _burst_", accessMs(12.5 / (d + 1) * spread)));
			}
		}
		ComparisonReport report = Fixtures.report("Four drives, 50% full", "hdd", "sas", "slc", "nvme");
		report.setBaselineDriveKey("hdd");
		ReviewTable table = new ReportBuilder(NumberPolicy.standard()).build(report, f.runs());
		String tex = new LatexExporter(NumberPolicy.standard()).export(table);
		assertTrue(tex.contains("(n = 2, +"), "the wide cells this test is about: " + tex);
		Files.writeString(folder.resolve("table.tex"), tex, StandardCharsets.UTF_8);
		// the preamble the table's header comment asks for, in the default article class
		Files.writeString(folder.resolve("article.tex"), """
				\\documentclass{article}
				\\usepackage[utf8]{inputenc}
				\\usepackage[T1]{fontenc}
				\\usepackage{booktabs}
				\\usepackage{graphicx}
				\\begin{document}
				Some text of the review before the table.
				\\input{table}
				\\end{document}
				""", StandardCharsets.UTF_8);
		Process tex2pdf = new ProcessBuilder(pdflatex.toString(), "-interaction=nonstopmode", "-halt-on-error", "article.tex")
				.directory(folder.toFile()).redirectErrorStream(true).redirectOutput(folder.resolve("out.txt").toFile()).start();
		assertTrue(tex2pdf.waitFor(120, TimeUnit.SECONDS), "pdflatex took more than 2 minutes");
		String log = Files.readString(folder.resolve("article.log"), StandardCharsets.ISO_8859_1);
		assertEquals(0, tex2pdf.exitValue(), log);
		assertTrue(Files.size(folder.resolve("article.pdf")) > 0);
		assertFalse(log.contains("Overfull \\hbox"), "the table is wider than the column:\n" + log);
		assertFalse(log.contains("LaTeX Warning"), log);
	}

	private static Path pdflatex() throws IOException {
		for (String dir : System.getenv().getOrDefault("PATH", "/usr/bin:/bin").split(":")) {
			Path candidate = Path.of(dir, "pdflatex");
			if (Files.isExecutable(candidate)) {
				return candidate;
			}
		}
		String reason = "pdflatex is not installed (Debian: apt-get install texlive-latex-base texlive-latex-recommended; .ci/run "
				+ "installs them): the LaTeX table is not compiled";
		if ("true".equalsIgnoreCase(System.getenv("CI"))) {
			throw new AssertionError(reason);
		}
		Assumptions.abort("skipped: " + reason);
		throw new IllegalStateException(reason);
	}
}
