package org.drivebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.imageio.ImageIO;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.ParameterSpec;
import org.drivebench.core.api.StandardParameters;
import org.drivebench.core.api.TestContext;
import org.drivebench.core.api.TestDescriptor;
import org.drivebench.core.api.WorkloadSweep;
import org.drivebench.core.api.WriteAccess;
import org.drivebench.report.chart.DisplaySettings;
import org.drivebench.report.chart.image.ImageFormat;
import org.drivebench.report.export.ReportExport;
import org.drivebench.library.ResultLibrary;
import org.drivebench.core.registry.TestRegistry;
import org.drivebench.report.ComparisonBuilder;
import org.drivebench.report.ComparisonData;
import org.drivebench.report.NumberPolicy;
import org.drivebench.report.ReportDrafts;
import org.drivebench.engine.Sizes;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.engine.run.DefaultIoEngine;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code drivebench report} draws the comparison's charts, the workbench's: two simulated drives
 * measured by a block-size sweep that reports its rate and its IOPS hold a line chart per series,
 * 1 test x 2 series = 2 charts (the sweep's figures at each block size are the points of those lines,
 * so no bar chart draws them again), inline as SVG in the HTML page, and as SVG and PNG files with --charts.
 */
class ReportChartsTest {
	@TempDir
	Path folder;

	private final CliFixture cli = new CliFixture();
	private final TestRegistry registry = new TestRegistry();

	/** A read sweep over three block sizes, 1 s each: its rate and its IOPS become a series each. */
	private static final class ShortSweep implements DriveTest {
		@Override
		public TestDescriptor descriptor() {
			return new TestDescriptor("chart.sweep", "1", "Short sweep", "Test", "Reads at three block sizes.", WriteAccess.READ_ONLY);
		}

		@Override
		public List<ParameterSpec> parameters() {
			return List.of();
		}

		@Override
		public void run(TestContext context) throws Exception {
			WorkloadSweep.overBlockSizes("read", "Read", List.of(4096L, 65536L, 1L << 20),
					size -> WorkloadSpec.builder().blockSize(size).sequential().readPercent(100).queueDepth(1).workers(1)
							.region(0, 256L << 20).duration(java.time.Duration.ofSeconds(1)).build(),
					WorkloadSweep.Figure.MBPS, WorkloadSweep.Figure.IOPS).run(context);
		}
	}

	@BeforeEach
	void twoSimulatedDrivesSweptOnce() {
		registry.addTest(new ShortSweep());
		RunCommand run = new RunCommand(registry, libraries(), new RunExecutor(new DefaultIoEngine(), "test"));
		for (String drive : List.of("sim:hdd-7200", "sim:ssd-slc")) {
			assertEquals(ExitCode.OK, cli.run(run, "run", "--target", drive, "--test", "chart.sweep", "--library", library()), cli.err());
		}
		cli.out.reset();
		cli.err.reset();
	}

	private Libraries libraries() {
		return new Libraries(() -> {
			throw new AssertionError("the tests name their library");
		});
	}

	private String library() {
		return folder.resolve("library").toString();
	}

	private ReportCommand report() {
		return new ReportCommand(libraries());
	}

	private static int count(String text, String pattern) {
		Matcher m = Pattern.compile(pattern).matcher(text);
		int n = 0;
		while (m.find()) {
			n++;
		}
		return n;
	}

	@Test
	void theHtmlPageHoldsAnSvgChartPerTestAndSeriesAsTheWorkbenchsReviewPageDoes() throws Exception {
		assertEquals(ExitCode.OK, cli.run(report(), "report", "--library", library(), "--format", "html"), cli.err());
		String page = cli.out();
		assertEquals(2, count(page, "<svg"), "1 test x 2 series");
		assertEquals(0, count(page, "<img"), "no bitmap");
		// the workbench's comparison editor builds the same charts through the same core classes
		ResultLibrary lib = ResultLibrary.open(Path.of(library()));
		ComparisonData workbench = new ComparisonBuilder(lib, NumberPolicy.standard())
				.build(ReportDrafts.of(lib, List.of(), DisplaySettings.DEFAULT.palette()));
		String workbenchPage = ReportExport.reviewPage(workbench, NumberPolicy.standard(), DisplaySettings.DEFAULT, ImageFormat.SVG, 900,
				500);
		assertEquals(count(workbenchPage, "<svg"), count(page, "<svg"));
		assertEquals(List.of("<figcaption>Short sweep — Read rate: Rate (MB/s)</figcaption>",
				"<figcaption>Short sweep — Read IOPS</figcaption>"),
				Pattern.compile("<figcaption>[^<]*</figcaption>").matcher(page).results().map(m -> m.group()).toList());
		for (var chart : workbench.charts()) {
			assertEquals(2, chart.series().size(), "a line per drive in " + chart.title());
		}
	}

	@Test
	void chartsAreWrittenAsSvgAndPngWithoutADisplay() throws Exception {
		Path charts = Files.createDirectory(folder.resolve("charts"));
		assertEquals(ExitCode.OK, cli.run(report(), "report", "--library", library(), "--format", "md", "--charts", charts.toString(),
				"--chart-size", "640x360"), cli.err());
		assertTrue(cli.err().contains("Wrote 2 charts (4 files) to " + charts), cli.err());
		List<String> names;
		try (var files = Files.list(charts)) {
			names = files.map(f -> f.getFileName().toString()).sorted().toList();
		}
		assertEquals(List.of("01-short-sweep-read-rate-mb-s.png", "01-short-sweep-read-rate-mb-s.svg", "02-short-sweep-read-iops.png", "02-short-sweep-read-iops.svg"),
				names, "named by test and what the chart shows, apart");
		BufferedImage png = ImageIO.read(charts.resolve("01-short-sweep-read-rate-mb-s.png").toFile());
		assertEquals(640, png.getWidth());
		assertEquals(360, png.getHeight());
		assertTrue(Files.readString(charts.resolve("01-short-sweep-read-rate-mb-s.svg")).contains("width=\"640\""));
		assertTrue(Files.readString(charts.resolve("01-short-sweep-read-rate-mb-s.svg")).contains(Sizes.format(65536)),
				"the block-size axis reads 64 KiB");
	}

	@Test
	void badChartOptionsAreUsageErrorsNamingThem() throws Exception {
		assertEquals(ExitCode.USAGE, cli.run(report(), "report", "--library", library(), "--format", "md", "--charts",
				folder.resolve("missing").toString()));
		assertTrue(cli.err().contains("--charts: the folder " + folder.resolve("missing") + " does not exist"), cli.err());
		assertEquals(ExitCode.USAGE, cli.run(report(), "report", "--library", library(), "--format", "html", "--chart-size", "10x10"));
		assertTrue(cli.err().contains("--chart-size: image size 10 x 10 is outside 100..10000"), cli.err());
		assertEquals(ExitCode.USAGE, cli.run(report(), "report", "--library", library(), "--format", "html", "--chart-size", "big"));
		assertTrue(cli.err().contains("--chart-size is written <width>x<height>"), cli.err());
		assertEquals(ExitCode.USAGE, cli.run(report(), "report", "--library", library(), "--format", "md", "--charts",
				folder.toString(), "--chart-format", "gif"));
		assertTrue(cli.err().contains("--chart-format must be svg, png or both, got 'gif'"), cli.err());
		assertEquals(ExitCode.USAGE, cli.run(report(), "report", "--library", library(), "--format", "html", "--images", "jpeg"));
		assertTrue(cli.err().contains("--images must be svg or png, got 'jpeg'"), cli.err());
	}
}
