package org.drivebench.ui.charts;

import java.util.List;

import org.drivebench.model.AxisScale;
import org.drivebench.model.Series;
import org.drivebench.ui.charts.model.AxisSpec;
import org.drivebench.ui.charts.model.ChartModel;
import org.drivebench.ui.charts.model.MarkerSpec;
import org.drivebench.ui.charts.model.SeriesSpec;
import org.drivebench.ui.charts.model.SeriesStyle;
import org.drivebench.ui.charts.model.TickStyle;
import org.drivebench.ui.format.DisplaySettings;
import org.eclipse.osgi.util.NLS;

/** Access time of every random I/O against its position, as dots, with the mean marked. */
public final class AccessTimeChart extends ResultChart<Series> {
	public AccessTimeChart(DisplaySettings settings) {
		super(settings);
	}

	@Override
	protected ChartModel build(Series series, DisplaySettings settings) {
		double[] x = series.getXValues() == null ? new double[0] : series.getXValues().toArray();
		double[] y = ChartTexts.displayed(series.getYValues(), series.getYUnit(), settings);
		double mean = ChartTexts.mean(y);
		AxisSpec xAxis = AxisSpec.exact(ChartTexts.axisTitle(series.getXLabel(), series.getXUnit(), settings), TickStyle.NUMBER,
				Math.min(0, ChartTexts.min(x)), ChartTexts.max(x));
		AxisSpec yAxis = AxisSpec.fitting(
				ChartTexts.axisTitle(ChartTexts.orDefault(series.getYLabel(), Messages.axis_access_time), series.getYUnit(), settings),
				AxisScale.LINEAR, TickStyle.NUMBER, ChartTexts.min(y), ChartTexts.max(y), true);
		SeriesSpec dots = new SeriesSpec(ChartTexts.orDefault(series.getKey(), "access-time"),
				ChartTexts.orDefault(series.getLabel(), Messages.title_access_time), SeriesStyle.SCATTER, x, y, 0, settings.color(0));
		List<MarkerSpec> markers = y.length == 0 ? List.of()
				: List.of(MarkerSpec.horizontal(mean,
						NLS.bind(Messages.marker_mean, ChartTexts.figure(mean, settings.displayUnit(series.getYUnit()), settings)),
						ChartTexts.MEAN_COLOR));
		return new ChartModel(ChartTexts.orDefault(series.getLabel(), Messages.title_access_time), xAxis, List.of(yAxis), List.of(dots),
				markers);
	}
}
