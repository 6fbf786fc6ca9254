package org.drivebench.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.drivebench.core.testing.Fixtures;
import org.drivebench.core.testing.RealisticRuns;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.DriveBenchPackage;
import org.drivebench.model.KernelCounters;
import org.drivebench.model.MeasuredStep;
import org.drivebench.model.Message;
import org.drivebench.model.Run;
import org.drivebench.model.Severity;
import org.drivebench.model.TestResult;
import org.drivebench.report.NumberPolicy;
import org.drivebench.report.ReportBuilder;
import org.drivebench.report.export.MarkdownExporter;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run's summary is read straight from its file, its series, histograms and intervals passed over by
 * the parser: it must be the very summary a copy of the whole run without them was, and give the same
 * figures.
 */
class SummaryReadTest {
	private static final DriveBenchFactory F = DriveBenchFactory.eINSTANCE;

	@TempDir
	Path folder;

	private final RealisticRuns realistic = new RealisticRuns(11);

	@Test
	void theSummaryReadFromAFileIsTheSummaryOfTheWholeRun() throws IOException {
		ResultLibrary library = ResultLibrary.open(folder);
		Run run = realistic.run(1, 1, 0, 1, 2);
		addStepAndMessage(run.getResults().get(1)); // elements after the skipped ones, and nested ones
		library.save(run);
		Path file = folder.resolve("runs/d1-r1.xmi");
		Run whole = XmiFiles.read(file, Run.class, DriveBenchPackage.eINSTANCE.getRun(), ResultLibrary.SCHEMA_VERSION);

		Run direct = RunSummaries.read(file, ResultLibrary.SCHEMA_VERSION);

		assertTrue(EcoreUtil.equals(RunSummaries.summarize(whole), direct), "the same objects and values as the copy");
		assertTrue(RunSummaries.isSummary(direct));
		assertNull(direct.eResource(), "held by no resource, as a copy is not");
		for (TestResult r : direct.getResults()) {
			assertTrue(r.getSeries().isEmpty() && r.getHistograms().isEmpty() && r.getIntervals().isEmpty());
			assertEquals(6, r.getMetrics().size());
			assertEquals(4, r.getWorkers().size(), "the workers, after the skipped elements in the file, are read");
		}
		assertEquals("moved the heads", direct.getResults().get(1).getMessages().get(0).getText());
		assertEquals(7, direct.getResults().get(1).getSteps().get(0).getKernel().getReadIos());

		// the parser pool's reused handlers never mix: the file still reads whole afterwards
		Run again = XmiFiles.read(file, Run.class, DriveBenchPackage.eINSTANCE.getRun(), ResultLibrary.SCHEMA_VERSION);
		assertTrue(EcoreUtil.equals(whole, again));
		assertEquals(RealisticRuns.SERIES_POINTS, again.getResults().get(0).getSeries().get(0).getYValues().size());
		assertEquals(1, again.getResults().get(0).getHistograms().size());
	}

	@Test
	void whatMakesAWholeRunUnreadableMakesItsSummaryUnreadableForTheSameReason() throws IOException {
		Files.createDirectories(folder);
		String[] bulk = { "<series key=\"s\" yValues=\"1 2 x3\"/>", "<series key=\"s\" notAFeature=\"1\"/>",
				"<histograms key=\"h\"><percentiles percent=\"fifty\"/></histograms>",
				"<histograms key=\"h\"><notAnElement/></histograms>", "<intervals key=\"i\" intervalNanos=\"-x\"/>",
				"<series key=\"s\" yValues=\"b64:AA=A\"/>", "<series key=\"s\" yValues=\"b64:AAAAAAAAAA==\"/>",
				"<intervals key=\"i\" startSeconds=\"b64:AAAA!AAAAAA=\"/>" };
		for (int i = 0; i < bulk.length; i++) {
			Path file = folder.resolve("bad" + i + ".xmi");
			Files.writeString(file, """
					<?xml version="1.0" encoding="UTF-8"?>
					<db:Run xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI" xmlns:db="http://drivebench.org/model/1" schemaVersion="1" id="bad%d">
					  <results testId="t">%s<metrics key="m" value="1"/></results>
					</db:Run>
					""".formatted(i, bulk[i]));
			IOException whole = org.junit.jupiter.api.Assertions.assertThrows(IOException.class,
					() -> XmiFiles.read(file, Run.class, DriveBenchPackage.eINSTANCE.getRun(), ResultLibrary.SCHEMA_VERSION));
			IOException summary = org.junit.jupiter.api.Assertions.assertThrows(IOException.class,
					() -> RunSummaries.read(file, ResultLibrary.SCHEMA_VERSION));
			assertEquals(whole.getMessage(), summary.getMessage(), bulk[i]);
		}
	}

	@Test
	void aLibraryReadFromItsFilesGivesTheFiguresOfTheWholeRuns() throws IOException {
		ResultLibrary library = ResultLibrary.open(folder);
		for (int d = 0; d < 3; d++) {
			for (int r = 0; r < 2; r++) {
				library.save(realistic.run(d, r, 0, 1, 2, 3));
			}
		}
		Files.deleteIfExists(folder.resolve(RunIndex.FILE));
		ResultLibrary fromFiles = ResultLibrary.open(folder); // no index: every summary read from its file
		ResultLibrary fromIndex = ResultLibrary.open(folder); // the index the open before wrote
		List<Run> whole = fromFiles.fullRuns(fromFiles.runs());
		ComparisonReport report = Fixtures.report("Summaries", RealisticRuns.driveKey(0), RealisticRuns.driveKey(1),
				RealisticRuns.driveKey(2));
		report.setBaselineDriveKey(RealisticRuns.driveKey(0));

		String expected = markdown(report, whole);
		assertTrue(expected.contains("Vendor Model 2"), expected);
		assertEquals(expected, markdown(report, fromFiles.runs()));
		assertEquals(expected, markdown(report, fromIndex.runs()));
		for (int i = 0; i < whole.size(); i++) {
			assertTrue(EcoreUtil.equals(fromFiles.runs().get(i), fromIndex.runs().get(i)), "index and files agree");
		}
	}

	private static String markdown(ComparisonReport report, List<Run> runs) {
		return new MarkdownExporter(NumberPolicy.standard()).export(new ReportBuilder().build(report, runs));
	}

	private static void addStepAndMessage(TestResult result) {
		Message message = F.createMessage();
		message.setSeverity(Severity.WARNING);
		message.setText("moved the heads");
		result.getMessages().add(message);
		MeasuredStep step = F.createMeasuredStep();
		step.setName("precondition");
		step.setCompleted(true);
		step.setElapsedNanos(1_000_000L);
		KernelCounters kernel = F.createKernelCounters();
		kernel.setReadIos(7);
		step.setKernel(kernel);
		result.getSteps().add(step);
	}
}
