package org.drivebench.report.chart.kinds;

import java.util.ArrayList;
import java.util.List;

import org.drivebench.report.chart.AxisSpec;
import org.drivebench.report.chart.ChartColors;
import org.drivebench.report.chart.ChartModel;
import org.drivebench.report.chart.DisplaySettings;
import org.drivebench.report.chart.MarkerSpec;
import org.drivebench.report.chart.SeriesSpec;
import org.drivebench.report.chart.SeriesStyle;
import org.drivebench.report.chart.TickStyle;
import org.drivebench.core.units.Unit;
import org.drivebench.report.StoredUnits;
import org.drivebench.core.units.Units;
import org.drivebench.model.AxisScale;
import org.drivebench.model.Series;
import org.eclipse.osgi.util.NLS;

/**
 * A figure against position over the drive ({@link org.drivebench.model.SeriesRole#SURFACE}), the
 * transfer rate of a surface scan as HD Tune draws it: the position axis from 0 exactly to the last
 * position, the minimum, mean and maximum marked, and where each phase of the series begins (an SSD's
 * cache full, folding) when the result declares its phases ({@link org.drivebench.model.SeriesRole#PHASES}).
 */
public final class SurfaceChart {
	private SurfaceChart() {
	}

	/** The chart of {@code series}. */
	public static ChartPlan plan(Series series) {
		return plan(series, List.of());
	}

	/** The chart of {@code series} with the phases of {@code phases} (series on its x axis) marked. */
	public static ChartPlan plan(Series series, List<Series> phases) {
		return new ChartPlan(ChartKind.SURFACE, ChartTexts.orDefault(series.getLabel(), Messages.title_transfer_rate),
				settings -> build(series, phases, settings));
	}

	/** The model of {@code series} with {@code settings}' units and colours. */
	public static ChartModel build(Series series, DisplaySettings settings) {
		return build(series, List.of(), settings);
	}

	/** The model of {@code series} with {@code phases} marked: a labelled vertical line where each begins. */
	public static ChartModel build(Series series, List<Series> phases, DisplaySettings settings) {
		Unit yUnit = StoredUnits.y(series);
		double[] x = series.getXValues() == null ? new double[0] : series.getXValues().toArray();
		double[] y = ChartTexts.displayed(series.getYValues(), yUnit, settings);
		Unit shown = settings.displayUnit(yUnit);
		double min = ChartTexts.min(y);
		double mean = ChartTexts.mean(y);
		double max = ChartTexts.max(y);
		AxisSpec xAxis = AxisSpec.exact(ChartTexts.axisTitle(series.getXLabel(), StoredUnits.x(series), settings), TickStyle.NUMBER,
				Math.min(0, ChartTexts.min(x)), ChartTexts.max(x));
		AxisSpec yAxis = AxisSpec.forValues(ChartTexts.axisTitle(ChartTexts.orDefault(series.getYLabel(), Messages.axis_rate), yUnit, settings),
				AxisScale.LINEAR, min, max, true);
		SeriesSpec line = new SeriesSpec(ChartTexts.orDefault(series.getKey(), "rate"),
				ChartTexts.orDefault(series.getLabel(), Messages.series_rate), SeriesStyle.LINE, x, y, 0, settings.color(0));
		List<MarkerSpec> markers = new ArrayList<>();
		if (y.length > 0) {
			markers.add(MarkerSpec.horizontal(max, NLS.bind(Messages.marker_max, ChartTexts.figure(max, shown, settings)), ChartColors.MAX_MARKER));
			markers.add(MarkerSpec.horizontal(mean, NLS.bind(Messages.marker_mean, ChartTexts.figure(mean, shown, settings)), ChartColors.MEAN_MARKER));
			markers.add(MarkerSpec.horizontal(min, NLS.bind(Messages.marker_min, ChartTexts.figure(min, shown, settings)), ChartColors.MIN_MARKER));
		}
		for (Series p : phases) {
			List<String> names = p.getCategories();
			for (int i = 0; p.getXValues() != null && i < p.getXValues().size() && i < names.size(); i++) {
				markers.add(MarkerSpec.vertical(p.getXValues().get(i), names.get(i), ChartColors.PHASE_MARKER));
			}
		}
		return new ChartModel(ChartTexts.orDefault(series.getLabel(), Messages.title_transfer_rate), xAxis, List.of(yAxis), List.of(line),
				markers);
	}
}
