package org.drivebench.ui.charts;

import java.util.ArrayList;
import java.util.List;

import org.drivebench.model.AxisScale;
import org.drivebench.model.WorkerResult;
import org.drivebench.ui.charts.model.AxisSpec;
import org.drivebench.ui.charts.model.ChartModel;
import org.drivebench.ui.charts.model.MarkerSpec;
import org.drivebench.ui.charts.model.SeriesSpec;
import org.drivebench.ui.charts.model.SeriesStyle;
import org.drivebench.ui.charts.model.TickStyle;
import org.drivebench.ui.format.DisplaySettings;
import org.drivebench.ui.format.RateUnit;
import org.eclipse.osgi.util.NLS;

/** One bar per worker (stream, thread): did every worker get its share, or did one starve? */
public final class WorkerChart extends ResultChart<WorkerChart.Source> {
	/**
	 * @param title   the chart title
	 * @param workers the workers, in index order
	 * @param iops    whether the bars show IOPS rather than the transfer rate
	 */
	public record Source(String title, List<WorkerResult> workers, boolean iops) {
	}

	public WorkerChart(DisplaySettings settings) {
		super(settings);
	}

	@Override
	protected ChartModel build(Source source, DisplaySettings settings) {
		List<String> names = new ArrayList<>();
		double[] x = new double[source.workers().size()];
		double[] y = new double[x.length];
		for (int i = 0; i < x.length; i++) {
			WorkerResult w = source.workers().get(i);
			names.add(Integer.toString(w.getIndex() + 1));
			x[i] = i;
			y[i] = source.iops() ? w.getIops() : settings.displayValue(w.getMegabytesPerSecond(), RateUnit.STORED);
		}
		String unit = source.iops() ? Messages.axis_iops : settings.displayUnit(RateUnit.STORED);
		String yTitle = source.iops() ? Messages.axis_iops : ChartTexts.axisTitle(Messages.axis_rate, RateUnit.STORED, settings);
		double mean = ChartTexts.mean(y);
		List<MarkerSpec> markers = x.length == 0 ? List.of()
				: List.of(MarkerSpec.horizontal(mean, NLS.bind(Messages.marker_mean, ChartTexts.figure(mean, unit, settings)), ChartTexts.MEAN_COLOR));
		return new ChartModel(source.title(), AxisSpec.categories(Messages.axis_worker, names),
				List.of(AxisSpec.fitting(yTitle, AxisScale.LINEAR, TickStyle.NUMBER, 0, ChartTexts.max(y), true)),
				List.of(new SeriesSpec("workers", Messages.series_workers, SeriesStyle.BARS, x, y, 0, settings.color(0))), markers);
	}
}
