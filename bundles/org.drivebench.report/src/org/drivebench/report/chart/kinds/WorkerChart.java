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
import org.drivebench.model.AxisScale;
import org.drivebench.model.WorkerResult;
import org.drivebench.core.units.Unit;
import org.drivebench.core.units.Units;
import org.eclipse.osgi.util.NLS;

/** One bar per worker (stream, thread): did every worker get its share, or did one starve? */
public final class WorkerChart {
	/**
	 * @param title   the chart title
	 * @param workers the workers, in index order
	 * @param iops    whether the bars show IOPS rather than the transfer rate
	 */
	public record Source(String title, List<WorkerResult> workers, boolean iops) {
	}

	private WorkerChart() {
	}

	/** The chart of {@code source}. */
	public static ChartPlan plan(Source source) {
		return new ChartPlan(ChartKind.WORKERS, source.title(), settings -> build(source, settings));
	}

	/** The model of {@code source} with {@code settings}' units, decimals and colours. */
	public static ChartModel build(Source source, DisplaySettings settings) {
		List<String> names = new ArrayList<>();
		double[] x = new double[source.workers().size()];
		double[] y = new double[x.length];
		for (int i = 0; i < x.length; i++) {
			WorkerResult w = source.workers().get(i);
			names.add(Integer.toString(w.getIndex() + 1));
			x[i] = i;
			y[i] = source.iops() ? w.getIops() : settings.displayValue(w.getMegabytesPerSecond(), Units.MB_PER_S);
		}
		Unit unit = source.iops() ? Units.IOPS : settings.displayUnit(Units.MB_PER_S);
		String yTitle = source.iops() ? Messages.axis_iops : ChartTexts.axisTitle(Messages.axis_rate, Units.MB_PER_S, settings);
		double mean = ChartTexts.mean(y);
		List<MarkerSpec> markers = x.length == 0 ? List.of()
				: List.of(MarkerSpec.horizontal(mean, NLS.bind(Messages.marker_mean, ChartTexts.figure(mean, unit, settings)), ChartColors.MEAN_MARKER));
		return new ChartModel(source.title(), AxisSpec.categories(Messages.axis_worker, names),
				List.of(AxisSpec.forValues(yTitle, AxisScale.LINEAR, 0, ChartTexts.max(y), true)),
				List.of(new SeriesSpec("workers", Messages.series_workers, SeriesStyle.BARS, x, y, 0, settings.color(0))), markers);
	}
}
