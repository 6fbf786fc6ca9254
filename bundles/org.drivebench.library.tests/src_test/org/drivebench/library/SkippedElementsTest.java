package org.drivebench.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;

import org.drivebench.core.testing.RealisticRuns;
import org.drivebench.model.DriveBenchPackage;
import org.drivebench.model.Run;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run's series, histograms and intervals are cut out of its file's bytes before the parser reads the rest
 * for its summary; a file the cut does not take is read whole, so the summary and the reason a damaged
 * file is skipped are what they were.
 */
class SkippedElementsTest {
	private static final DriveBenchPackage P = DriveBenchPackage.eINSTANCE;
	private static final Set<EReference> BULK = Set.of(P.getTestResult_Series(), P.getTestResult_Histograms(),
			P.getTestResult_Intervals());
	private static final String RUN = """
			<?xml version="1.0" encoding="UTF-8"?>
			<db:Run xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI" xmlns:db="http://drivebench.org/model/1" schemaVersion="1" id="r">
			  <results testId="t">%s<metrics key="m" value="1"/></results>
			</db:Run>
			""";

	@TempDir
	Path folder;

	@Test
	void aRunFileIsReadWithoutItsBulkData() throws IOException {
		ResultLibrary library = ResultLibrary.open(folder);
		library.save(new RealisticRuns(5).run(2, 3, 0, 1, 2, 3));
		Path file = folder.resolve("runs/d2-r3.xmi");
		byte[] bytes = Files.readAllBytes(file);

		byte[] rest = SkippedElements.cut(bytes, P.getRun(), BULK);

		assertNotNull(rest);
		String kept = new String(rest, StandardCharsets.UTF_8);
		assertFalse(kept.contains("<series") || kept.contains("<histograms") || kept.contains("<intervals")
				|| kept.contains("<percentiles"), "the bulk data is cut out");
		assertTrue(kept.contains("<metrics") && kept.contains("<workers") && kept.contains("<drive"), "the rest is kept");
		assertTrue(rest.length * 5 < bytes.length, rest.length + " of " + bytes.length + " bytes left for the parser");
		Run whole = XmiFiles.read(file, Run.class, P.getRun(), ResultLibrary.SCHEMA_VERSION);
		assertTrue(EcoreUtil.equals(RunSummaries.summarize(whole), RunSummaries.read(file, ResultLibrary.SCHEMA_VERSION)));
	}

	@Test
	void aFileTheCutDoesNotTakeIsReadWholeToTheSameSummary() throws IOException {
		String[] bulk = { "<series key=\"s\" label=\"Débit\" yValues=\"b64:AAAAAAAAAAA=\"/>", // past ASCII
				"<series key=\"s\" label=\"a &amp; b\"/>", // an entity
				"<!-- a comment --><series key=\"s\"/>", "<series key=\"s\" label='single quotes'/>",
				"<series key=\"s\" yValues=\"1 2 3\"/>", // plain numbers: converted, as a whole load does
				"<series key=\"s\">text</series>", // text, which a whole load ignores
				"<histograms key=\"h\" count=\"3\">\n  <percentiles percent=\"50.0\" nanos=\"7\"/>\n</histograms>" };
		for (int i = 0; i < bulk.length; i++) {
			Path file = folder.resolve("run" + i + ".xmi");
			Files.writeString(file, RUN.formatted(bulk[i]));
			Run whole = XmiFiles.read(file, Run.class, P.getRun(), ResultLibrary.SCHEMA_VERSION);
			Run summary = RunSummaries.read(file, ResultLibrary.SCHEMA_VERSION);
			assertTrue(EcoreUtil.equals(RunSummaries.summarize(whole), summary), bulk[i]);
			assertEquals(1, summary.getResults().get(0).getMetrics().size(), bulk[i]);
		}
		assertNull(SkippedElements.cut(Files.readAllBytes(folder.resolve("run0.xmi")), P.getRun(), BULK), "past ASCII");
		assertNull(SkippedElements.cut(Files.readAllBytes(folder.resolve("run1.xmi")), P.getRun(), BULK), "an entity");
		assertNull(SkippedElements.cut(Files.readAllBytes(folder.resolve("run2.xmi")), P.getRun(), BULK), "a comment");
		assertNotNull(SkippedElements.cut(Files.readAllBytes(folder.resolve("run6.xmi")), P.getRun(), BULK), "nested");
	}

	@Test
	void aDamagedFileIsNamedForTheSameReasonAsWhenReadWhole() throws IOException {
		String[] bulk = { "<series key=\"s\" yValues=\"b64:AAAAAAAAAAA=\"/><metrics key=\"m\" value=\"x\"/>", // after the cut
				"<series key=\"s\" yValues=\"b64:AAAAAAAAAAA=\"/><metrics key=\"m\" value=\"1\"></results>", // malformed after
				"<series key=\"s\" yValues=\"b64:AAAAAAAAAAA=\">", // never ended
				"<series key=\"s\" key=\"t\"/>", // the same attribute twice
				"<series key=\"s\"yValues=\"b64:AAAAAAAAAAA=\"/>", // no space between attributes
				"<series key=\"s\" yValues=\"b64:AAAAAAAAAAA=\"></serie>", // the wrong end tag
				"<series key=\"s\" count=\"3\"/>", // no such feature
				"<histograms key=\"h\" count=\"three\"/>", "<histograms key=\"h\"><percentiles percent=\"x\"/></histograms>",
				"<series key=\"s\" yValues=\"b64:AAAA*AAAAAA=\"/>" };
		for (int i = 0; i < bulk.length; i++) {
			Path file = folder.resolve("bad" + i + ".xmi");
			Files.writeString(file, RUN.formatted(bulk[i]));
			IOException whole = assertThrows(IOException.class,
					() -> XmiFiles.read(file, Run.class, P.getRun(), ResultLibrary.SCHEMA_VERSION), bulk[i]);
			IOException summary = assertThrows(IOException.class, () -> RunSummaries.read(file, ResultLibrary.SCHEMA_VERSION),
					bulk[i]);
			assertEquals(whole.getMessage(), summary.getMessage(), bulk[i]);
		}
	}
}
