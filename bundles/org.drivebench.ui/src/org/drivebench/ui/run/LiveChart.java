package org.drivebench.ui.run;

import java.util.List;

import org.drivebench.model.AxisScale;
import org.drivebench.report.chart.AxisSpec;
import org.drivebench.report.chart.ChartModel;
import org.drivebench.report.chart.SeriesSpec;
import org.drivebench.report.chart.SeriesStyle;
import org.drivebench.report.chart.TickStyle;
import org.drivebench.ui.charts.export.ChartExportMenu;
import org.drivebench.ui.charts.render.ChartControl;
import org.drivebench.report.chart.DisplaySettings;
import org.drivebench.core.units.Units;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;

/**
 * The running test's transfer rate or IOPS per interval in its current step, drawn from what the
 * monitor last copied of the run's progress (a few times a second, however fast the intervals come).
 */
final class LiveChart {
	/** The most points a live line keeps: one per pixel column of a wide monitor, thinned to it. */
	private static final int LIVE_COLUMNS = 1200;
	/** Up to this many intervals each has a dot. */
	static final int FEW_POINTS = 60;
	private final ChartControl chart;
	private boolean iops;
	private @Nullable ChartModel model;

	LiveChart(Composite parent) {
		chart = new ChartControl(parent);
		ChartExportMenu.install(chart);
	}

	/** Shows IOPS instead of the transfer rate (or back). */
	void showIops(boolean showIops) {
		this.iops = showIops;
	}

	boolean showsIops() {
		return iops;
	}

	/** Shows empty axes: there is no run to show. */
	void clear(DisplaySettings settings) {
		ChartModel empty = new ChartModel(Messages.live_idle,
				AxisSpec.fitting(Messages.live_time, AxisScale.LINEAR, TickStyle.NUMBER, 0, 10, true),
				List.of(AxisSpec.forValues(iops ? Messages.live_iops : NLS.bind(Messages.live_rate, settings.displayUnit(Units.MB_PER_S)),
						AxisScale.LINEAR, 0, 100, true)),
				List.of(), List.of());
		model = null;
		chart.show(empty);
	}

	/** Draws the intervals of {@code view}'s current test. */
	void show(RunView view, DisplaySettings settings) {
		double[] t = view.times();
		double[] y = iops ? view.iops().clone() : view.megabytesPerSecond().clone();
		if (!iops) {
			for (int i = 0; i < y.length; i++) {
				y[i] = settings.displayValue(y[i], Units.MB_PER_S);
			}
		}
		// the first interval starts at 0 s: the axis shows at least a second, so its one point stands on a time axis
		double tMax = t.length == 0 ? 1 : Math.max(t[t.length - 1], 1);
		double yMax = 0;
		for (double v : y) {
			yMax = Math.max(yMax, v);
		}
		String test = view.current() < 0 ? "" : view.tests().get(view.current());
		if (!test.isEmpty() && !view.step().isEmpty() && view.stepCount() > 1) {
			test = NLS.bind(Messages.live_step, test, view.step());
		}
		String yTitle = iops ? Messages.live_iops : NLS.bind(Messages.live_rate, settings.displayUnit(Units.MB_PER_S));
		String title = test.isEmpty() ? (view.state().isOver() ? RunMonitorPart.stateText(view) : Messages.live_waiting)
				: view.state().isOver() ? NLS.bind(Messages.live_title_over, test, RunMonitorPart.stateText(view))
						: NLS.bind(Messages.live_title, test);
		// a short test has a few intervals (a 5 s test at 1 s, five): each a dot, so the first shows before there is a line
		SeriesStyle style = t.length <= FEW_POINTS ? SeriesStyle.LINE_WITH_POINTS : SeriesStyle.LINE;
		ChartModel next = new ChartModel(title,
				AxisSpec.fitting(Messages.live_time, AxisScale.LINEAR, TickStyle.NUMBER, 0, tMax, true),
				List.of(AxisSpec.forValues(yTitle, AxisScale.LINEAR, 0, yMax > 0 ? yMax : 1, true)),
				List.of(new SeriesSpec("live", iops ? Messages.live_iops : Messages.live_rate_series, style, t, y, 0,
						settings.color(0))),
				List.of());
		model = next;
		// a run of an hour has 3,600 intervals: a line per pixel column is what the screen can show
		chart.show(next, next.thinnedTo(Math.min(LIVE_COLUMNS, Math.max(16, chart.getSize().x)), Math.max(16, chart.getSize().y)));
	}

	/** The model last drawn (before thinning), or null. */
	@Nullable ChartModel model() {
		return model;
	}

	ChartControl chart() {
		return chart;
	}

	Control control() {
		return chart;
	}
}
