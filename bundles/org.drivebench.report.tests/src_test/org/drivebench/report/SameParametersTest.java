package org.drivebench.report;

import static org.drivebench.core.testing.Fixtures.mbps;
import static org.drivebench.core.testing.Fixtures.result;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.drivebench.core.testing.Fixtures;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.Parameter;
import org.drivebench.model.TestResult;
import org.junit.jupiter.api.Test;

/**
 * Runs with the same parameters are not split: values compare as the test declared them ("1M" = "1024k"
 * = "1048576" bytes, "1m" = "60s"), and a suite's entry and the test run alone, measured the same way,
 * are one row.
 */
class SameParametersTest {
	private final Fixtures f = new Fixtures();

	private static TestResult with(TestResult r, String key, String value, String unit) {
		Parameter p = DriveBenchFactory.eINSTANCE.createParameter();
		p.setKey(key);
		p.setLabel(key);
		p.setValue(value);
		p.setUnit(unit);
		r.getParameters().add(p);
		return r;
	}

	private static TestResult copy(String caseName, double mbps, String archiveSize, String duration) {
		TestResult r = with(with(with(result("filecopy.copy", caseName, mbps(mbps)), "archiveSize", archiveSize, "B"),
				"duration", duration, "s"), "dropSystemCaches", "true", "");
		r.setCaseName(caseName);
		return r;
	}

	private ReviewTable table() {
		return new ReportBuilder().build(Fixtures.report("t", "a"), f.runs());
	}

	@Test
	void oneValueWrittenThreeWaysIsOneSetting() {
		f.run("a", "A", 1, copy("File copy", 100, "1M", "1m"));
		f.run("a", "A", 2, copy("File copy", 110, "1024k", "60s"));
		f.run("a", "A", 3, copy("File copy", 120, "1048576", "60"));
		ReviewTable table = table();
		assertEquals(List.of("File copy"), table.rows().stream().map(ReviewRow::testName).toList(), table.notes().toString());
		assertEquals(3, table.rows().get(0).cells().get(0).summary().n());
		assertFalse(table.notes().stream().anyMatch(n -> n.contains("different parameters")), table.notes().toString());
	}

	@Test
	void aSuitesEntryAndTheTestRunAloneWithTheSameParametersAreOneRow() {
		f.run("a", "A", 1, copy("File copy: archive, music, system; within and across", 100, "8MiB", "1m"));
		f.run("a", "A", 2, copy("File copy", 110, "8192KiB", "1m"));
		ReviewTable table = table();
		assertEquals(List.of("File copy: archive, music, system; within and across"),
				table.rows().stream().map(ReviewRow::testName).distinct().toList(), table.notes().toString());
		assertEquals(105, table.rows().get(0).cells().get(0).summary().mean(), 1e-12);
		assertEquals(2, table.rows().get(0).cells().get(0).summary().n());
		assertFalse(table.notes().stream().anyMatch(n -> n.contains("different parameters")), table.notes().toString());
	}

	@Test
	void differentValuesStayApartAndOneRunHoldingATestTwiceKeepsBoth() {
		f.run("a", "A", 1, copy("File copy", 100, "8M", "1m"));
		f.run("a", "A", 2, copy("File copy", 200, "16M", "1m"));
		ReviewTable apart = table();
		assertEquals(2, apart.rows().size());
		assertTrue(apart.notes().stream().anyMatch(n -> n.startsWith("File copy was run with different parameters (archiveSize)")),
				apart.notes().toString());

		Fixtures g = new Fixtures();
		// a suite that measures one test twice the same way, before and after something, means two rows
		g.run("a", "A", 1, copy("Before the fill", 100, "8M", "1m"), copy("After the fill", 50, "8M", "1m"));
		g.run("a", "A", 2, copy("Before the fill", 102, "8M", "1m"), copy("After the fill", 52, "8M", "1m"));
		ReviewTable both = new ReportBuilder().build(Fixtures.report("t", "a"), g.runs());
		assertEquals(List.of("Before the fill", "After the fill"), both.rows().stream().map(ReviewRow::testName).toList());
	}
}
