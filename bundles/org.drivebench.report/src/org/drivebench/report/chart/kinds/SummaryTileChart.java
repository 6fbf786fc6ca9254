package org.drivebench.report.chart.kinds;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.drivebench.core.units.Dimension;
import org.drivebench.core.units.Unit;
import org.drivebench.library.drives.Drives;
import org.drivebench.model.Metric;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.drivebench.report.ComparisonData;
import org.drivebench.report.ReportDrive;
import org.drivebench.report.ReviewRow;
import org.drivebench.report.StoredUnits;
import org.drivebench.report.SummaryLayout;
import org.drivebench.report.TestKey;
import org.drivebench.model.AxisScale;
import org.drivebench.report.chart.AxisSpec;
import org.drivebench.report.chart.ChartModel;
import org.drivebench.report.chart.DisplaySettings;
import org.drivebench.report.chart.SeriesSpec;
import org.drivebench.report.chart.SeriesStyle;
import org.drivebench.report.chart.TileGrid;
import org.eclipse.osgi.util.NLS;

/**
 * The CrystalDiskMark-style summary tile ({@link ChartKind#SUMMARY_TILE}): each workload a suite measured
 * reading and writing ({@link SummaryLayout}) with its read and write figure, a panel per drive. One
 * tile in MB/s (the display's rate unit) and one in IOPS, CrystalDiskMark's other unit. A run's tile
 * takes its own results' figures; a comparison's takes each drive's mean from the review table, so the
 * tile and the table agree.
 */
public final class SummaryTileChart {
	/** Which figure a tile shows. */
	public enum Figure {
		/** The transfer rate, in the display's rate unit. */
		RATE(Dimension.DATA_RATE, 2),
		/** Operations per second. */
		IOPS(Dimension.OPERATION_RATE, 0);

		private final Dimension dimension;
		private final int decimals;

		Figure(Dimension dimension, int decimals) {
			this.dimension = dimension;
			this.decimals = decimals;
		}

		boolean measures(Unit unit) {
			return unit.dimension() == dimension;
		}
	}

	/** One drive's figures before they are converted for display: {@code [row][column]} in {@code units}. */
	private record Figures(String name, String color, double[][] values, Unit[][] units) {
	}

	private SummaryTileChart() {
	}

	/** The tiles of {@code run} (rate, then IOPS), or none when its results hold no summary. */
	public static List<ChartPlan> ofRun(Run run) {
		SummaryLayout layout = SummaryLayout.of(run.getResults());
		if (!layout.isShown()) {
			return List.of();
		}
		String drive = run.getDrive() == null ? "" : Drives.label(run.getDrive());
		String source = ResultCharts.source(run);
		List<ChartPlan> plans = new ArrayList<>();
		for (Figure figure : Figure.values()) {
			plans.add(plan(layout, figure, source, settings -> List.of(fromRun(run, layout, figure, drive, settings.color(0)))));
		}
		return plans;
	}

	/** The tiles of a comparison (rate, then IOPS), a panel per drive of its table, or none without a summary. */
	public static List<ChartPlan> ofComparison(ComparisonData data) {
		SummaryLayout layout = data.summary();
		if (!layout.isShown() || data.table().drives().isEmpty()) {
			return List.of();
		}
		List<ChartPlan> plans = new ArrayList<>();
		for (Figure figure : Figure.values()) {
			if (hasAny(data, layout, figure)) {
				plans.add(plan(layout, figure, "", settings -> fromTable(data, layout, figure)));
			}
		}
		return plans;
	}

	private static ChartPlan plan(SummaryLayout layout, Figure figure, String subtitle,
			java.util.function.Function<DisplaySettings, List<Figures>> figures) {
		String title = title(figure, unitName(figure, DisplaySettings.DEFAULT));
		return new ChartPlan(ChartKind.SUMMARY_TILE, title, settings -> model(layout, figure, figures.apply(settings), settings)
				.withSubtitle(subtitle));
	}

	static String title(Figure figure, String unit) {
		return NLS.bind(Messages.title_summary, unit);
	}

	private static String unitName(Figure figure, DisplaySettings settings) {
		return figure == Figure.RATE ? settings.rateUnit().symbol() : Messages.axis_iops;
	}

	private static ChartModel model(SummaryLayout layout, Figure figure, List<Figures> drives, DisplaySettings settings) {
		String unit = unitName(figure, settings);
		List<String> rows = layout.rows().stream().map(SummaryLayout.Row::label).toList();
		List<String> columns = List.of(Messages.tile_read, Messages.tile_write);
		List<TileGrid.Panel> panels = new ArrayList<>();
		List<SeriesSpec> series = new ArrayList<>();
		double max = 0;
		for (Figures f : drives) {
			double[][] shown = new double[rows.size()][columns.size()];
			for (int r = 0; r < rows.size(); r++) {
				for (int c = 0; c < columns.size(); c++) {
					Unit stored = f.units()[r][c];
					double v = f.values()[r][c];
					shown[r][c] = stored == null || !Double.isFinite(v) ? Double.NaN : settings.displayValue(v, stored);
					max = Double.isFinite(shown[r][c]) ? Math.max(max, shown[r][c]) : max;
				}
			}
			panels.add(new TileGrid.Panel(f.name(), f.color(), shown));
			for (int c = 0; c < columns.size(); c++) {
				series.add(column(f, c, columns.get(c), shown));
			}
		}
		TileGrid grid = new TileGrid(rows, columns, unit, figure.decimals, panels);
		AxisSpec values = AxisSpec.forValues(unit, AxisScale.LINEAR, 0,
				Math.max(1, max), true);
		return new ChartModel(title(figure, unit), "", AxisSpec.categories(Messages.tile_workload, rows), List.of(values), series,
				List.of(), ChartModel.Orientation.VERTICAL, ChartModel.Legend.NONE, grid);
	}

	/** A drive's column as a series (its data for CSV and the chart's data readers), the rows it has a figure of. */
	private static SeriesSpec column(Figures f, int c, String columnName, double[][] shown) {
		double[] x = new double[shown.length];
		double[] y = new double[shown.length];
		int n = 0;
		for (int r = 0; r < shown.length; r++) {
			if (Double.isFinite(shown[r][c])) {
				x[n] = r;
				y[n] = shown[r][c];
				n++;
			}
		}
		return new SeriesSpec(f.name() + "|" + columnName, f.name() + " \u00b7 " + columnName, SeriesStyle.BARS, Arrays.copyOf(x, n),
				Arrays.copyOf(y, n), 0, f.color());
	}

	private static Figures fromRun(Run run, SummaryLayout layout, Figure figure, String drive, String color) {
		int rows = layout.rows().size();
		double[][] values = new double[rows][2];
		Unit[][] units = new Unit[rows][2];
		for (int r = 0; r < rows; r++) {
			for (int c = 0; c < 2; c++) {
				values[r][c] = Double.NaN;
				Metric m = metric(run, layout.rows().get(r).keys(c == 0), figure);
				if (m != null) {
					values[r][c] = m.getValue();
					units[r][c] = StoredUnits.of(m);
				}
			}
		}
		return new Figures(drive, color, values, units);
	}

	private static @org.eclipse.jdt.annotation.Nullable Metric metric(Run run, List<TestKey> keys, Figure figure) {
		for (TestResult result : run.getResults()) {
			if (keys.contains(TestKey.of(result))) {
				for (Metric m : result.getMetrics()) {
					if (figure.measures(StoredUnits.of(m))) {
						return m;
					}
				}
			}
		}
		return null;
	}

	private static List<Figures> fromTable(ComparisonData data, SummaryLayout layout, Figure figure) {
		List<Figures> drives = new ArrayList<>();
		List<ReportDrive> all = data.table().drives();
		for (int d = 0; d < all.size(); d++) {
			int rows = layout.rows().size();
			double[][] values = new double[rows][2];
			Unit[][] units = new Unit[rows][2];
			for (int r = 0; r < rows; r++) {
				for (int c = 0; c < 2; c++) {
					values[r][c] = Double.NaN;
					ReviewRow row = row(data, layout.rows().get(r).keys(c == 0), figure, d);
					if (row != null) {
						values[r][c] = row.cells().get(d).requireSummary().mean();
						units[r][c] = row.unit();
					}
				}
			}
			drives.add(new Figures(all.get(d).label(), all.get(d).color(), values, units));
		}
		return drives;
	}

	/** The table's row of {@code figure} of one of {@code keys} in which drive {@code d} has a figure, or null. */
	private static @org.eclipse.jdt.annotation.Nullable ReviewRow row(ComparisonData data, List<TestKey> keys, Figure figure, int d) {
		for (ReviewRow row : data.table().rows()) {
			if (!row.perWorker() && figure.measures(row.unit()) && !row.cells().get(d).isEmpty()
					&& keys.contains(new TestKey(row.test().testId(), row.test().caseName()))) {
				return row;
			}
		}
		return null;
	}

	private static boolean hasAny(ComparisonData data, SummaryLayout layout, Figure figure) {
		for (SummaryLayout.Row r : layout.rows()) {
			for (int d = 0; d < data.table().drives().size(); d++) {
				if (row(data, r.read(), figure, d) != null || row(data, r.write(), figure, d) != null) {
					return true;
				}
			}
		}
		return false;
	}
}
