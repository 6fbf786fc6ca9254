package org.drivebench.report.chart.kinds;

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
import org.drivebench.core.units.Units;
import org.drivebench.model.AxisScale;
import org.drivebench.model.Series;
import org.eclipse.osgi.util.NLS;

/**
 * One dot per I/O ({@link org.drivebench.model.SeriesRole#SCATTER}): the access time of every random
 * I/O against its position, as HD Tune draws it, with the mean marked.
 */
public final class ScatterChart {
	private ScatterChart() {
	}

	/** The chart of {@code series}. */
	public static ChartPlan plan(Series series) {
		return new ChartPlan(ChartKind.SCATTER, ChartTexts.orDefault(series.getLabel(), Messages.title_access_time),
				settings -> build(series, settings));
	}

	/** The model of {@code series} with {@code settings}' units and colours. */
	public static ChartModel build(Series series, DisplaySettings settings) {
		Unit yUnit = Units.parse(series.getYUnit());
		double[] x = series.getXValues() == null ? new double[0] : series.getXValues().toArray();
		double[] y = ChartTexts.displayed(series.getYValues(), yUnit, settings);
		double mean = ChartTexts.mean(y);
		AxisSpec xAxis = AxisSpec.exact(ChartTexts.axisTitle(series.getXLabel(), series.getXUnit(), settings), TickStyle.NUMBER,
				Math.min(0, ChartTexts.min(x)), ChartTexts.max(x));
		AxisSpec yAxis = AxisSpec.forValues(
				ChartTexts.axisTitle(ChartTexts.orDefault(series.getYLabel(), Messages.axis_access_time), yUnit, settings),
				AxisScale.LINEAR, ChartTexts.min(y), ChartTexts.max(y), true);
		SeriesSpec dots = new SeriesSpec(ChartTexts.orDefault(series.getKey(), "access-time"),
				ChartTexts.orDefault(series.getLabel(), Messages.title_access_time), SeriesStyle.SCATTER, x, y, 0, settings.color(0));
		List<MarkerSpec> markers = y.length == 0 ? List.of()
				: List.of(MarkerSpec.horizontal(mean,
						NLS.bind(Messages.marker_mean, ChartTexts.figure(mean, settings.displayUnit(yUnit), settings)),
						ChartColors.MEAN_MARKER));
		return new ChartModel(ChartTexts.orDefault(series.getLabel(), Messages.title_access_time), xAxis, List.of(yAxis), List.of(dots),
				markers);
	}
}
