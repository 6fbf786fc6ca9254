package org.drivebench.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.drivebench.core.units.Dimension;
import org.drivebench.core.units.Unit;
import org.drivebench.model.Normalisation;
import org.drivebench.model.TableLayout;

/**
 * A review table: the report's drives against its tests' metrics, each cell the mean of a drive's
 * repeated runs with n and a confidence interval, the best value of each row marked, figures
 * relative to a baseline drive. It says what to show; {@link TableGrid} lays it out for an exporter.
 *
 * @param title         the report's title
 * @param drives        the drives, in column (or row) order
 * @param rows          one per test and metric
 * @param layout        drives as columns or as rows
 * @param normalisation absolute figures, or percentages of the baseline
 * @param confidence    the confidence level of the intervals, e.g. 0.95
 * @param notes         what readers of the table should know (values left out, and why)
 * @param provenance    where its figures come from: the runs, the tests' versions, the DriveBench that wrote it
 */
public record ReviewTable(String title, List<ReportDrive> drives, List<ReviewRow> rows, TableLayout layout,
		Normalisation normalisation, double confidence, List<String> notes, Provenance provenance) {
	public ReviewTable {
		drives = List.copyOf(drives);
		rows = List.copyOf(rows);
		notes = List.copyOf(notes);
	}

	/** The baseline drive, when there is one. */
	public Optional<ReportDrive> baseline() {
		for (ReportDrive d : drives) {
			if (d.baseline()) {
				return Optional.of(d);
			}
		}
		return Optional.empty();
	}

	/** Whether any cell holds more than one run (so intervals and n are worth showing). */
	public boolean hasRepeatedRuns() {
		// loops, not a stream: asked of a whole table of tens of thousands of cells in a fresh process
		for (ReviewRow r : rows) {
			List<ReviewCell> cells = r.cells();
			for (int i = 0; i < cells.size(); i++) {
				Summary s = cells.get(i).summary();
				if (s != null && s.n() > 1) {
					return true;
				}
			}
		}
		return false;
	}

	/** The rows of {@code test} alone, with the same drives and settings and no notes (a review page's table per test). */
	public ReviewTable only(TestKey test) {
		return new ReviewTable(title, drives, rows.stream().filter(r -> r.test().equals(test)).toList(), layout, normalisation, confidence,
				List.of(), provenance);
	}

	/**
	 * This table with its transfer rates in {@code rateUnit} (MiB/s where the user chose it): each rate
	 * row's means and intervals converted, its decimals those of the new unit (enough to tell the best
	 * apart); percentages, marks and the other rows as they are.
	 */
	public ReviewTable inRateUnit(Unit rateUnit, NumberPolicy numbers) {
		List<ReviewRow> converted = new ArrayList<>(rows.size());
		for (ReviewRow row : rows) {
			Unit stored = row.unit();
			if (stored.dimension() != Dimension.DATA_RATE || stored.equals(rateUnit) || !stored.convertsTo(rateUnit)) {
				converted.add(row);
				continue;
			}
			double factor = stored.convert(1, rateUnit);
			List<ReviewCell> cells = new ArrayList<>();
			double best = Double.NaN;
			for (ReviewCell c : row.cells()) {
				Summary s = c.summary();
				if (s == null) {
					cells.add(c);
					continue;
				}
				Summary in = new Summary(s.n(), s.mean() * factor, s.stdDev() * factor, s.halfWidth() * factor, s.confidence());
				cells.add(new ReviewCell(in, c.best(), c.percentOfBaseline(), c.percentHalfWidth()));
				if (c.best()) {
					best = in.mean();
				}
			}
			double[] means = cells.stream().filter(c -> !c.isEmpty()).mapToDouble(c -> c.requireSummary().mean()).toArray();
			int decimals = numbers.decimalsFor(rateUnit.symbol(), means);
			if (!Double.isNaN(best)) {
				decimals = numbers.decimalsApart(decimals, best, means);
			}
			converted.add(new ReviewRow(row.test(), row.testName(), row.metricKey(), row.metricLabel(), rateUnit, row.direction(),
					decimals, row.percentDecimals(), cells));
		}
		return new ReviewTable(title, drives, converted, layout, normalisation, confidence, notes, provenance);
	}

	/**
	 * The same table without the drives that hold no figure in any of its rows (a test's table on the
	 * review page: a drive that did not run the test is not a column of dashes); marks and percentages as
	 * they are, since a drive without figures was never best nor a base.
	 */
	public ReviewTable withoutEmptyDrives() {
		List<Integer> kept = new ArrayList<>();
		for (int d = 0; d < drives.size(); d++) {
			int drive = d;
			if (rows.stream().anyMatch(r -> !r.cells().get(drive).isEmpty())) {
				kept.add(d);
			}
		}
		if (kept.size() == drives.size()) {
			return this;
		}
		List<ReviewRow> narrowed = new ArrayList<>();
		for (ReviewRow r : rows) {
			narrowed.add(new ReviewRow(r.test(), r.testName(), r.metricKey(), r.metricLabel(), r.unit(), r.direction(), r.decimals(),
					r.percentDecimals(), kept.stream().map(r.cells()::get).toList()));
		}
		return new ReviewTable(title, kept.stream().map(drives::get).toList(), narrowed, layout, normalisation, confidence, notes, provenance);
	}

	/** The same table with the other layout or normalisation (nothing is computed again). */
	public ReviewTable with(TableLayout newLayout, Normalisation newNormalisation) {
		return new ReviewTable(title, drives, rows, newLayout, newNormalisation, confidence, notes, provenance);
	}
}
