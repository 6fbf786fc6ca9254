package org.drivebench.ui.charts;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.function.Supplier;

import org.drivebench.report.chart.ChartModel;
import org.drivebench.report.chart.DisplaySettings;
import org.drivebench.report.chart.image.ChartImages;
import org.drivebench.report.chart.image.RecordedDrawing;
import org.drivebench.report.chart.kinds.ChartPlan;
import org.drivebench.ui.charts.export.ChartExportMenu;
import org.drivebench.ui.charts.render.ChartControl;
import org.drivebench.ui.library.BackgroundWork;
import org.eclipse.jdt.annotation.DefaultLocation;
import org.eclipse.jdt.annotation.NonNullByDefault;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Composite;

/**
 * Shows one chart the core chose and builds ({@link ChartPlan}): {@link #createControl(Composite)} makes
 * the chart widget with its export menu, {@link #setInput(ChartPlan)} gives it a chart,
 * {@link #updateChart()} redraws it. The widget draws with the core's chart painter, so what the screen
 * shows is what the exports write; the reader explores it (hover, readout, zoom, pan, log axis: see
 * {@link ChartControl}).
 *
 * <p>Building the chart model (reading the samples, converting units, computing statistics, thinning
 * to the pixel width) runs on a background thread; only the finished, thinned model is handed to the
 * UI thread. A resize thins the full model again, also off the UI thread. So a 100,000-point surface
 * scan never freezes the window.
 */
// its widget is made in createControl, after construction: no null default for fields
@NonNullByDefault({ DefaultLocation.PARAMETER, DefaultLocation.RETURN_TYPE, DefaultLocation.TYPE_BOUND, DefaultLocation.TYPE_ARGUMENT })
public final class ChartViewer {
	private static final Executor PREPARATION = BackgroundWork.yielding("DriveBench chart preparation");
	/** Wait this long after the last resize event before thinning again. */
	private static final int RESIZE_DELAY_MS = 150;

	private DisplaySettings settings;
	private ChartControl chart;
	private ChartPlan input;
	private volatile @Nullable ChartModel model;
	private int generation;
	private Point thinnedFor = new Point(0, 0);
	private boolean resizePending;
	private final List<Consumer<ChartModel>> shownListeners = new CopyOnWriteArrayList<>();

	public ChartViewer(DisplaySettings settings) {
		this.settings = settings;
	}

	/** Creates the chart widget, with its export menu, in {@code parent}. */
	public ChartControl createControl(Composite parent) {
		chart = new ChartControl(parent);
		chart.showMessage(Messages.chart_preparing);
		ChartExportMenu.install(chart);
		chart.addListener(SWT.Resize, e -> scheduleRethin());
		return chart;
	}

	/** Shows the chart {@code newInput}. */
	public void setInput(ChartPlan newInput) {
		if (chart != null && !chart.isDisposed() && input != null && !input.equals(newInput)) {
			chart.resetView(); // another chart: a zoom of the last one means nothing on it
		}
		this.input = newInput;
		updateChart();
	}

	/** Shows the input with other display settings (units, colours). */
	public void setSettings(DisplaySettings newSettings) {
		this.settings = newSettings;
		updateChart();
	}

	/** Builds the model again off the UI thread and shows it when it is ready. */
	public void updateChart() {
		if (chart == null || chart.isDisposed() || input == null) {
			return;
		}
		int ticket = ++generation;
		ChartPlan in = input;
		DisplaySettings s = settings;
		prepareLater(ticket, () -> in.model(s));
	}

	/** Prepares the chart {@code full} makes, for the widget's size now, off the UI thread; shows it unless a newer one came. */
	private void prepareLater(int ticket, Supplier<ChartModel> full) {
		Point size = chart.getSize();
		boolean seen = chart.inView();
		CompletableFuture.supplyAsync(() -> prepare(full.get(), size, seen), PREPARATION)
				.whenComplete((prepared, failure) -> showLater(ticket, prepared, failure, size));
	}

	/**
	 * The full model, the same thinned to the plot it gets in a widget of {@code size}, and, for a chart
	 * {@code seen} (in view: drawn as soon as it is shown), that drawn at the size, so that the UI thread only
	 * has the shapes left to draw. A chart out of view is drawn by the paint that brings it into view.
	 */
	private static Prepared prepare(ChartModel full, Point size, boolean seen) {
		Point plot = plotSize(full, size);
		ChartModel thinned = full.thinnedTo(plot.x, plot.y);
		boolean drawable = seen && size.x >= ChartImages.MIN_SIZE && size.y >= ChartImages.MIN_SIZE;
		return new Prepared(full, thinned, drawable ? RecordedDrawing.of(thinned, size.x, size.y) : null);
	}

	private record Prepared(ChartModel full, ChartModel thinned, @Nullable RecordedDrawing drawing) {
	}

	private static Point plotSize(ChartModel full, Point size) {
		if (size.x < ChartImages.MIN_SIZE || size.y < ChartImages.MIN_SIZE) {
			return new Point(800, 400);
		}
		double[] plot = ChartImages.plotArea(full, size.x, size.y);
		return new Point((int) Math.max(16, plot[2]), (int) Math.max(16, plot[3]));
	}

	private void showLater(int ticket, Prepared prepared, @Nullable Throwable failure, Point size) {
		if (chart.isDisposed()) {
			return;
		}
		chart.getDisplay().asyncExec(() -> {
			if (chart.isDisposed() || ticket != generation) {
				return;
			}
			if (failure != null) {
				Throwable cause = failure.getCause() != null ? failure.getCause() : failure;
				chart.showMessage(NLS.bind(Messages.chart_failed, cause.getMessage()));
				return;
			}
			model = prepared.full();
			thinnedFor = size;
			Runnable shown = () -> shownListeners.forEach(listener -> listener.accept(prepared.thinned()));
			RecordedDrawing drawing = prepared.drawing();
			if (drawing != null) {
				chart.show(prepared.full(), prepared.thinned(), drawing, shown); // drawn a slice per turn, then shown
			} else {
				chart.show(prepared.full(), prepared.thinned());
				chart.prepareDrawing(); // drawn in this task, so the window's next paint only copies it
				shown.run();
			}
		});
	}

	private void scheduleRethin() {
		if (model == null || resizePending) {
			return;
		}
		resizePending = true;
		chart.getDisplay().timerExec(RESIZE_DELAY_MS, () -> {
			resizePending = false;
			ChartModel full = model;
			if (chart.isDisposed() || full == null) {
				return;
			}
			Point size = chart.getSize();
			if (Math.abs(size.x - thinnedFor.x) * 10 < thinnedFor.x && Math.abs(size.y - thinnedFor.y) * 10 < thinnedFor.y) {
				chart.redraw(); // the same points fit: the painter lays the chart out afresh for the new size
				return;
			}
			prepareLater(++generation, () -> full);
		});
	}

	/** The full model (before thinning) of what the chart shows, or null while it is being prepared. */
	public @Nullable ChartModel model() {
		return model;
	}

	/** The model the widget draws (as viewed, thinned), or null while it is being prepared. */
	public @Nullable ChartModel shown() {
		return chart == null ? null : chart.shown();
	}

	/** The chart widget. */
	public ChartControl chart() {
		return chart;
	}

	/** The chart shown. */
	public ChartPlan input() {
		return input;
	}

	/** Calls {@code listener} on the UI thread whenever a newly prepared model is drawn. */
	public void addShownListener(Consumer<ChartModel> listener) {
		shownListeners.add(listener);
	}
}
