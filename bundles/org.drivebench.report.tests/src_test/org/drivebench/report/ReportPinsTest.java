package org.drivebench.report;

import static org.drivebench.core.testing.Fixtures.mbps;
import static org.drivebench.core.testing.Fixtures.result;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Date;
import java.util.List;

import org.drivebench.core.testing.Fixtures;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.Run;
import org.junit.jupiter.api.Test;

/**
 * A saved comparison is what was saved: its runs and tests are pinned, a later run of one of its drives
 * (a trace replay: a test it did not show) is offered, never taken in unasked; reports saved before
 * pinning are pinned to what they showed when that is known.
 */
class ReportPinsTest {
	private static final long DAY = 86_400_000L;
	private final Fixtures f = new Fixtures();

	private static Date day(int d) {
		return new Date(1_700_000_000_000L + d * DAY);
	}

	private List<String> tests(ComparisonReport report) {
		return new ReportBuilder().build(report, f.runs()).rows().stream().map(r -> r.test().text()).distinct().toList();
	}

	@Test
	void aSavedComparisonShowsItsRunsAndTestsWhateverRunsComeLater() {
		f.run("a", "A", 1, result("seq", "Seq", mbps(100)), result("rnd", "Rnd", mbps(2)));
		f.run("b", "B", 2, result("seq", "Seq", mbps(150)), result("rnd", "Rnd", mbps(3)));
		ComparisonReport report = Fixtures.report("t", "a", "b");
		ReportPins.pin(report, f.runs(), day(3));
		assertEquals(List.of("seq", "rnd"), report.getTestIds());
		assertEquals(List.of("run-1"), report.getDrives().get(0).getRunIds());
		// a day later: a trace replay of drive A, and A's sequential test again
		Run later = f.run("a", "A", 4, result("trace.replay", "Trace replay", mbps(50)), result("seq", "Seq", mbps(300)));
		assertEquals(List.of("seq", "rnd"), tests(report), "no ninth test joins the saved table");
		ReviewTable table = new ReportBuilder().build(report, f.runs());
		assertEquals(100, table.rows().get(0).cells().get(0).summary().mean(), 1e-12, "A's later 300 MB/s is not averaged in");

		List<Run> newer = ReportPins.newer(report, f.runs());
		assertEquals(List.of(later), newer);
		assertEquals("1 newer run of A (made after this comparison was saved)", ReportPins.describe(newer));
		ReportPins.update(report, f.runs(), day(5));
		assertEquals(List.of("seq", "rnd", "trace.replay"), tests(report), "Update takes the run in, with its test");
		assertEquals(List.of(), ReportPins.newer(report, f.runs()));
		assertEquals(2, new ReportBuilder().build(report, f.runs()).rows().get(0).cells().get(0).summary().n());
	}

	@Test
	void aTestTakenOutStaysOutWhenNewerRunsComeIn() {
		f.run("a", "A", 1, result("seq", "Seq", mbps(100)), result("rnd", "Rnd", mbps(2)));
		ComparisonReport report = Fixtures.report("t", "a");
		report.getTestIds().add("seq");
		ReportPins.pin(report, f.runs(), day(2));
		f.run("a", "A", 3, result("seq", "Seq", mbps(110)), result("rnd", "Rnd", mbps(2)));
		ReportPins.update(report, f.runs(), day(4));
		assertEquals(List.of("seq"), tests(report), "rnd was left out on purpose: a newer run of it does not bring it back");
	}

	@Test
	void aPinnedDriveWithoutRunsShowsNone() {
		f.run("a", "A", 1, result("seq", "Seq", mbps(100)));
		ComparisonReport report = Fixtures.report("t", "a", "b");
		ReportPins.pin(report, f.runs(), day(2));
		f.run("b", "B", 3, result("seq", "Seq", mbps(150)));
		assertTrue(new ReportBuilder().build(report, f.runs()).rows().get(0).cells().get(1).isEmpty(), "B's later run is offered, not shown");
		assertEquals(1, ReportPins.newer(report, f.runs()).size());
	}

	@Test
	void aComparisonSavedBeforePinningIsPinnedToWhatItShowedThen() {
		f.run("a", "A", 1, result("seq", "Seq", mbps(100)));
		f.run("b", "B", 2, result("seq", "Seq", mbps(150)));
		f.run("a", "A", 5, result("trace.replay", "Trace replay", mbps(50)));
		ComparisonReport saved = Fixtures.report("t", "a", "b");
		saved.setModifiedAt(day(3));
		String note = ReportPins.migrate(saved, f.runs(), day(9)).orElseThrow();
		assertTrue(note.contains("pinned to the runs made before it was last saved"), note);
		assertEquals(List.of("seq"), tests(saved), "the trace replay came after the save");
		assertEquals(1, ReportPins.newer(saved, f.runs()).size(), "and is offered");
		assertEquals(note, saved.getPinNote());
		assertTrue(ReportPins.migrate(saved, f.runs(), day(10)).isEmpty(), "pinned once");

		ComparisonReport undated = Fixtures.report("t", "a", "b");
		String said = ReportPins.migrate(undated, f.runs(), day(9)).orElseThrow();
		assertTrue(said.contains("its file does not say when") && said.contains("opened again"), said);
		assertEquals(List.of("seq", "trace.replay"), tests(undated));
	}

	@Test
	void aComparisonNotSavedYetTakesEveryRunOfItsDrives() {
		f.run("a", "A", 1, result("seq", "Seq", mbps(100)));
		ComparisonReport draft = Fixtures.report("t", "a");
		f.run("a", "A", 2, result("rnd", "Rnd", mbps(2)));
		assertEquals(List.of("seq", "rnd"), tests(draft));
		assertEquals(List.of(), ReportPins.newer(draft, f.runs()), "nothing to offer: it takes them");
	}
}
