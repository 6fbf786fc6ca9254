package org.drivebench.report;

import static org.drivebench.core.testing.Fixtures.accessMs;
import static org.drivebench.core.testing.Fixtures.mbps;
import static org.drivebench.core.testing.Fixtures.result;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.drivebench.report.TableGrid.Cell;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.Normalisation;
import org.drivebench.model.TableLayout;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.drivebench.core.testing.Fixtures;

class TableGridTest {
	private final Fixtures f = new Fixtures();
	private final NumberPolicy numbers = NumberPolicy.standard();
	private ComparisonReport report;

	@BeforeEach
	void twoDrivesOneRepeated() {
		f.run("a", "Drive A", 1, result("linear", "Linear", mbps(100), accessMs(12.5)));
		f.run("a", "Drive A", 2, result("linear", "Linear", mbps(110), accessMs(12.5)));
		f.run("a", "Drive A", 3, result("linear", "Linear", mbps(120), accessMs(12.5)));
		f.run("b", "Drive B", 4, result("linear", "Linear", mbps(150), accessMs(14)));
		report = Fixtures.report("2 TB drives", "a", "b");
		report.setBaselineDriveKey("a");
	}

	private TableGrid grid(TableGrid.Style style) {
		return TableGrid.of(new ReportBuilder(numbers).build(report, f.runs()), numbers, style);
	}

	private static List<String> texts(List<Cell> cells) {
		return cells.stream().map(Cell::text).toList();
	}

	@Test
	void drivesAsColumnsForReaders() {
		TableGrid grid = grid(TableGrid.Style.TEXT);
		assertEquals(List.of("Test", "Metric", "Drive A (baseline)", "Drive B"), texts(grid.header()));
		assertEquals(List.of("Linear", "Read, MB/s ↑", "110.0 ± 24.8 (n = 3)", "150.0 (+36.4 %)"), texts(grid.body().get(0)));
		assertEquals(List.of("Linear", "Access time, ms ↓", "12.50 ± 0.00 (n = 3)", "14.00 (+12.0 %)"), texts(grid.body().get(1)));
		assertTrue(grid.body().get(1).get(0).continuation(), "the test name repeats the row above");
		assertTrue(grid.body().get(0).get(3).best());
		assertTrue(grid.body().get(1).get(2).best());
		assertEquals(List.of("↑ higher is better, ↓ lower is better; the best value of each row is in bold.",
				"Repeated runs: mean ± half-width of the 95 % confidence interval (Student t), n runs.",
				"Percentages compare each drive with Drive A."), grid.footnotes());
	}

	@Test
	void drivesAsRowsRelativeToTheBaseline() {
		report.setLayout(TableLayout.DRIVES_AS_ROWS);
		report.setNormalisation(Normalisation.RELATIVE_TO_BASELINE);
		TableGrid grid = grid(TableGrid.Style.TEXT);
		assertEquals(List.of("Drive", "Read (MB/s), % of Drive A ↑", "Access time (ms), % of Drive A ↓"), texts(grid.header()));
		// the baseline is 100 % by definition; Drive B, measured once, has no interval (its spread is unknown)
		assertEquals(List.of("Drive A (baseline)", "100.0 % (n = 3)", "100.0 % (n = 3)"), texts(grid.body().get(0)));
		assertEquals(List.of("Drive B", "136.4 %", "112.0 %"), texts(grid.body().get(1)));
	}

	/**
	 * A drive's percentage of the baseline carries both drives' spread (delta method), not the drive's
	 * alone divided by a baseline mean taken as exact. By hand: A (baseline) 100, 102, 98: mean 100,
	 * s 2; B 120, 126, 114: mean 120, s 6; n 3 each. R = 1.2; relative variances of the means
	 * u_B = 36 / (3 · 120²) = 8.333e-4, u_A = 4 / (3 · 100²) = 1.333e-4, sum 9.667e-4; Welch's
	 * df = 9.667e-4² / (u_B² / 2 + u_A² / 2) = 2.62, rounded down to 2, t(0.975, 2) = 4.3027;
	 * half-width = 4.3027 · 1.2 · √9.667e-4 · 100 = 16.05 points (B's own interval over A's mean,
	 * the old figure, was 4.3027 · 6 / √3 = 14.90).
	 */
	@Test
	void relativeFiguresCarryTheBaselinesUncertaintyToo() {
		Fixtures g = new Fixtures();
		int id = 1;
		for (double v : new double[] { 100, 102, 98 }) {
			g.run("a", "Drive A", id++, result("linear", "Linear", mbps(v)));
		}
		for (double v : new double[] { 120, 126, 114 }) {
			g.run("b", "Drive B", id++, result("linear", "Linear", mbps(v)));
		}
		ComparisonReport r = Fixtures.report("t", "a", "b");
		r.setBaselineDriveKey("a");
		r.setNormalisation(Normalisation.RELATIVE_TO_BASELINE);
		ReviewTable table = new ReportBuilder(numbers).build(r, g.runs());
		assertEquals(16.053, table.rows().get(0).cells().get(1).percentHalfWidth(), 0.001);
		TableGrid grid = TableGrid.of(table, numbers, TableGrid.Style.TEXT);
		assertEquals(List.of("Linear", "Read (MB/s), % of Drive A ↑", "100.0 % (n = 3)", "120.0 ± 16.1 % (n = 3)"),
				texts(grid.body().get(0)));
		assertTrue(grid.footnotes().contains("Figures are percentages of Drive A's. Their intervals carry both drives' "
				+ "spread (delta method); a drive or baseline measured once has none."), grid.footnotes().toString());
	}

	@Test
	void numbersForSpreadsheetsHaveTheirIntervalNAndBestInColumnsOfTheirOwn() {
		TableGrid grid = grid(TableGrid.Style.NUMBERS);
		assertEquals(List.of("Test", "Metric", "Drive A (baseline)", "Drive A (baseline) ± 95 %", "Drive A (baseline) n",
				"Drive B", "Drive B ± 95 %", "Drive B n", "Best"), texts(grid.header()));
		assertEquals(List.of("Linear", "Read, MB/s ↑", "110.0", "24.8", "3", "150.0", "", "1", "Drive B"), texts(grid.body().get(0)));
		assertEquals(List.of(), grid.footnotes());
	}

	@Test
	void numbersWithDrivesAsRowsEndWithABestRow() {
		report.setLayout(TableLayout.DRIVES_AS_ROWS);
		TableGrid grid = grid(TableGrid.Style.NUMBERS);
		assertEquals(7, grid.columns(), "drive, then value, interval and n of two rows");
		List<List<Cell>> body = grid.body();
		assertEquals(List.of("Best", "Drive B", "", "", "Drive A", "", ""), texts(body.get(body.size() - 1)));
		for (List<Cell> row : body) {
			assertEquals(grid.columns(), row.size());
		}
	}

	@Test
	void aUnitTheLabelAlreadyNamesIsNotRepeated() {
		f.run("a", "Drive A", 5, result("random", "Random", Fixtures.metric("iops", "Read IOPS", 80, "IOPS",
				org.drivebench.model.BetterDirection.HIGHER)));
		report = Fixtures.report("t", "a");
		report.getTestIds().add("random");
		assertEquals("Read IOPS ↑", grid(TableGrid.Style.TEXT).body().get(0).get(1).text());
	}

	@Test
	void aDriveWithoutValueShowsADash() {
		f.run("c", "Drive C", 5, result("other", "Other", mbps(1)));
		report = Fixtures.report("t", "a", "c");
		report.getTestIds().add("linear");
		TableGrid grid = grid(TableGrid.Style.TEXT);
		assertEquals(TableGrid.NO_VALUE, grid.body().get(0).get(3).text());
	}
}
