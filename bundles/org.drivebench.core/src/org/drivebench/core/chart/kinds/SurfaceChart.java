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

/** Transfer rate against position over the surface, with its minimum, mean and maximum marked. */
public final class TransferRateChart extends ResultChart<Series> {
	public TransferRateChart(DisplaySettings settings) {
		super(settings);
	}

	@Override
	protected ChartModel build(Series series, DisplaySettings settings) {
		double[] x = series.getXValues() == null ? new double[0] : series.getXValues().toArray();
		double[] y = ChartTexts.displayed(series.getYValues(), series.getYUnit(), settings);
		String unit = settings.displayUnit(series.getYUnit());
		double min = ChartTexts.min(y);
		double mean = ChartTexts.mean(y);
		double max = ChartTexts.max(y);
		AxisSpec xAxis = AxisSpec.exact(ChartTexts.axisTitle(series.getXLabel(), series.getXUnit(), settings), TickStyle.NUMBER,
				Math.min(0, ChartTexts.min(x)), ChartTexts.max(x));
		AxisSpec yAxis = AxisSpec.fitting(ChartTexts.axisTitle(ChartTexts.orDefault(series.getYLabel(), Messages.axis_rate), series.getYUnit(), settings),
				AxisScale.LINEAR, TickStyle.NUMBER, min, max, true);
		SeriesSpec line = new SeriesSpec(ChartTexts.orDefault(series.getKey(), "rate"),
				ChartTexts.orDefault(series.getLabel(), Messages.series_rate), SeriesStyle.LINE, x, y, 0, settings.color(0));
		List<MarkerSpec> markers = y.length == 0 ? List.of()
				: List.of(MarkerSpec.horizontal(max, NLS.bind(Messages.marker_max, ChartTexts.figure(max, unit, settings)), ChartTexts.MAX_COLOR),
						MarkerSpec.horizontal(mean, NLS.bind(Messages.marker_mean, ChartTexts.figure(mean, unit, settings)), ChartTexts.MEAN_COLOR),
						MarkerSpec.horizontal(min, NLS.bind(Messages.marker_min, ChartTexts.figure(min, unit, settings)), ChartTexts.MIN_COLOR));
		return new ChartModel(ChartTexts.orDefault(series.getLabel(), Messages.title_transfer_rate), xAxis, List.of(yAxis), List.of(line),
				markers);
	}
}
