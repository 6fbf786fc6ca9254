package org.drivebench.ui.charts.render;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import org.drivebench.report.chart.ChartModel;
import org.drivebench.report.chart.ChartView;
import org.drivebench.report.chart.ChartViews;
import org.drivebench.report.chart.TextMetrics;
import org.drivebench.report.chart.image.ChartImages;
import org.drivebench.report.chart.image.RecordedDrawing;
import org.drivebench.ui.library.SlicedWork;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Pattern;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;

/**
 * A chart on the screen: the widget draws the model it is given with the core's chart painter (the
 * same drawing as the SVG and PNG exports: title, axes, series, bars with their figures, markers, a
 * legend that wraps) at its own size, double-buffered and inside its own bounds. The model should be
 * thinned for the size already (the viewer does that off the UI thread); a short message stands in
 * while there is none.
 *
 * <p>The reader explores it ({@link ChartPointer}): the figures under the pointer, the axes' values at
 * it, Ctrl+wheel zoom, drag to pan, double-click for the whole chart, and a logarithmic value axis. What
 * is looked at is a {@link ChartView}; the chart as viewed ({@link #viewed()}) is an ordinary chart model
 * of the core, so an export of a zoomed chart shows what the screen shows.
 */
public final class ChartControl extends Canvas {
	private final ChartFonts fonts;
	private final ChartPointer pointer;
	private final List<Consumer<ChartView>> viewListeners = new CopyOnWriteArrayList<>();
	/** The chart as built (all its points), the same thinned for the whole view at about this size. */
	private @Nullable ChartModel source;
	private @Nullable ChartModel wholeShown;
	private ChartView view = ChartView.WHOLE;
	/** The chart as viewed and thinned for {@link #drawnSize}, made when the view or size changes. */
	private @Nullable ChartModel drawn;
	private @Nullable ChartView drawnView;
	private Point drawnSize = new Point(0, 0);
	private String message = "";
	/**
	 * The chart drawn ahead of its first paint ({@link #prepareDrawing}) and the model and size it was drawn
	 * for: the paint then copies it. Used once: later paints draw afresh.
	 */
	private @Nullable Image prepared;
	private @Nullable ChartModel preparedModel;
	private Point preparedSize = new Point(0, 0);
	/** The recorded drawing being drawn into an image a slice at a time ({@link #show(ChartModel, ChartModel, RecordedDrawing, Runnable)}). */
	private @Nullable DrawingAhead ahead;
	private final SlicedWork drawing;

	public ChartControl(Composite parent) {
		super(parent, SWT.DOUBLE_BUFFERED | SWT.NO_BACKGROUND);
		fonts = ChartFonts.of(getDisplay());
		pointer = new ChartPointer(this, fonts);
		drawing = new SlicedWork(this);
		addDisposeListener(e -> {
			cancelAhead();
			dropPrepared();
		});
		addPaintListener(e -> {
			paintOrCopy(e.gc, getClientArea());
			pointer.paintOverlay(e.gc);
		});
	}

	/** Shows {@code shown}, a chart small enough to draw as it is (it is also what an export writes). */
	public void show(ChartModel shown) {
		show(shown, shown);
	}

	/**
	 * Shows {@code full}, drawn as {@code thinned} (the same chart thinned for about this size, off the UI
	 * thread) while it is seen whole; a zoomed view thins the full chart for the window it shows. The view
	 * stays: a chart whose figures grow (the live monitor) or change their unit stays zoomed.
	 */
	public void show(ChartModel full, ChartModel thinned) {
		checkWidget();
		cancelAhead();
		this.source = full;
		this.wholeShown = thinned;
		this.drawn = null;
		this.message = "";
		pointer.modelChanged();
		redraw();
	}

	/**
	 * Shows {@code full} as {@link #show(ChartModel, ChartModel)} does, once {@code recorded} ({@code thinned}
	 * laid out at this widget's size, off the UI thread) is drawn into an image at turns of the event loop, a
	 * slice each ({@link SlicedWork}): a chart of many shapes (a summary tile of fifty drives) would otherwise
	 * hold the window for tens of milliseconds in one piece. Until then the widget shows what it showed; then
	 * {@code whenShown} runs and the next paint copies the image. A drawing that no longer fits (another size,
	 * a zoomed view) or a chart out of view is shown at once, for its paint to draw.
	 */
	public void show(ChartModel full, ChartModel thinned, RecordedDrawing recorded, Runnable whenShown) {
		checkWidget();
		cancelAhead();
		if (!fits(recorded) || !inView()) {
			show(full, thinned);
			whenShown.run();
			return;
		}
		DrawingAhead next = new DrawingAhead(full, thinned, recorded, whenShown);
		ahead = next;
		drawing.addUntilDone(next::drawUntil);
	}

	/** Whether {@code recorded} is what a paint would draw now but for the model: the whole view, at this size. */
	private boolean fits(RecordedDrawing recorded) {
		Rectangle area = getClientArea();
		return view.equals(ChartView.WHOLE) && recorded.width() == area.width && recorded.height() == area.height;
	}

	private void cancelAhead() {
		DrawingAhead running = ahead;
		if (running != null) {
			ahead = null;
			running.drop();
		}
	}

	/** A recorded drawing drawn into an image a part at a time; shown when whole, dropped when something else is shown first. */
	private final class DrawingAhead {
		private final ChartModel full;
		private final ChartModel thinned;
		private final RecordedDrawing recorded;
		private final Runnable whenShown;
		private final Image image;
		private final GC gc;
		private final SwtChartCanvas canvas;
		private int next;

		DrawingAhead(ChartModel full, ChartModel thinned, RecordedDrawing recorded, Runnable whenShown) {
			this.full = full;
			this.thinned = thinned;
			this.recorded = recorded;
			this.whenShown = whenShown;
			image = new Image(getDisplay(), recorded.width(), recorded.height());
			gc = new GC(image);
			canvas = new SwtChartCanvas(gc, fonts);
		}

		/** Draws until {@code untilNanos}; whether it is done (whole and shown, or dropped). */
		boolean drawUntil(long untilNanos) {
			if (ahead != this) {
				return true; // dropped: another chart or message came first
			}
			next = recorded.drawOn(canvas, next, untilNanos);
			if (next < recorded.size()) {
				return false;
			}
			gc.dispose();
			ahead = null;
			boolean stillFits = fits(recorded);
			show(full, thinned);
			if (stillFits) {
				keepPrepared(image, thinned);
			} else {
				image.dispose();
			}
			whenShown.run();
			return true;
		}

		void drop() {
			if (!gc.isDisposed()) {
				gc.dispose();
			}
			image.dispose();
		}
	}

	/** Shows {@code text} instead of a chart (while one is prepared, or why none could be). */
	public void showMessage(String text) {
		checkWidget();
		cancelAhead();
		this.source = null;
		this.wholeShown = null;
		this.drawn = null;
		this.message = text;
		pointer.modelChanged();
		redraw();
	}

	/** The model drawn (viewed and thinned for this size), or null while a message stands in. */
	public @Nullable ChartModel shown() {
		ChartModel built = source;
		if (built == null) {
			return null;
		}
		if (view.equals(ChartView.WHOLE)) {
			return wholeShown;
		}
		Point size = getSize();
		ChartModel cached = drawn;
		if (cached == null || !java.util.Objects.equals(view, drawnView) || !size.equals(drawnSize)) {
			ChartModel viewed = ChartViews.apply(built, view);
			double[] plot = size.x >= ChartImages.MIN_SIZE && size.y >= ChartImages.MIN_SIZE ? ChartImages.plotArea(viewed, size.x, size.y)
					: new double[] { 0, 0, 800, 400 };
			cached = viewed.thinnedTo((int) Math.max(16, plot[2]), (int) Math.max(16, plot[3]));
			drawn = cached;
			drawnView = view;
			drawnSize = size;
		}
		return cached;
	}

	/** The chart as built, all its points, before any view: null while a message stands in. */
	public @Nullable ChartModel source() {
		return source;
	}

	/** The chart as the reader views it, all its points: what an export or a copy of its data holds. */
	public @Nullable ChartModel viewed() {
		ChartModel built = source;
		return built == null ? null : ChartViews.apply(built, view);
	}

	/** What the reader looks at: the zoom windows and the value axes' scale. */
	public ChartView view() {
		return view;
	}

	/** Shows the chart as {@code newView} views it. */
	public void setView(ChartView newView) {
		checkWidget();
		if (newView.equals(view)) {
			return;
		}
		view = newView;
		pointer.modelChanged();
		redraw();
		viewListeners.forEach(listener -> listener.accept(newView));
	}

	/** The whole chart, at the value scale it was built with. */
	public void resetView() {
		setView(ChartView.WHOLE);
	}

	/** Calls {@code listener} whenever the view changes (zoom, pan, scale). */
	public void addViewListener(Consumer<ChartView> listener) {
		viewListeners.add(listener);
	}

	/** The message shown instead of a chart, or "". */
	public String message() {
		return message;
	}

	/** The figures under the pointer, one per line (series, x, value), or "" when it points at none. */
	public String hoverText() {
		return pointer.hoverText();
	}

	/** The values of the axes at the pointer ("Time: 12.4 s · Rate: 153 MB/s"), or "" outside the plot. */
	public String readoutText() {
		return pointer.readoutText();
	}

	/** The chart as this widget draws it, at its size: for tests that measure what a reader sees. */
	public ImageData snapshot() {
		checkWidget();
		Rectangle area = getClientArea();
		Image image = new Image(getDisplay(), Math.max(1, area.width), Math.max(1, area.height));
		GC gc = new GC(image);
		try {
			paint(gc, new Rectangle(0, 0, area.width, area.height));
		} finally {
			gc.dispose();
		}
		ImageData data = image.getImageData();
		image.dispose();
		return data;
	}

	/**
	 * Draws the chart into an image now, when it is in view and has its model, so that its first paint only
	 * copies the image: a window's paint draws every chart in view at once, and a comparison opens with
	 * several in view, each a few to tens of milliseconds of cairo's and pango's work. Each is drawn at a
	 * turn of the event loop of its own this way.
	 */
	public void prepareDrawing() {
		checkWidget();
		Rectangle area = getClientArea();
		ChartModel model = shown();
		if (model == null || area.width <= 0 || area.height <= 0 || !inView()) {
			return;
		}
		Image image = new Image(getDisplay(), area.width, area.height);
		GC gc = new GC(image);
		try {
			paint(gc, new Rectangle(0, 0, area.width, area.height));
		} finally {
			gc.dispose();
		}
		keepPrepared(image, model);
	}

	/** Keeps {@code image}, {@code model} drawn at the image's size, for the next paint to copy. */
	private void keepPrepared(Image image, ChartModel model) {
		dropPrepared();
		prepared = image;
		preparedModel = model;
		preparedSize = new Point(image.getBounds().width, image.getBounds().height);
	}

	/** Whether the chart is drawn ahead ({@link #prepareDrawing}) and not yet copied by a paint: for tests. */
	public boolean drawnAhead() {
		checkWidget();
		return prepared != null;
	}

	/** Whether some of the chart shows in its window now (not scrolled out of view, not hidden). */
	public boolean inView() {
		checkWidget();
		if (!isVisible()) {
			return false;
		}
		Rectangle seen = getDisplay().map(this, null, getClientArea());
		for (Composite parent = getParent(); parent != null && !seen.isEmpty(); parent = parent.getParent()) {
			seen = seen.intersection(getDisplay().map(parent, null, parent.getClientArea()));
		}
		return !seen.isEmpty();
	}

	/** Copies the chart drawn ahead when it is still what this paint would draw (then drops it), else draws it. */
	private void paintOrCopy(GC gc, Rectangle area) {
		Image image = prepared;
		if (image != null && preparedModel == shown() && preparedSize.x == area.width && preparedSize.y == area.height) {
			// filled with the image as a pattern rather than GC.drawImage, which in SWT 3.135 on GTK first copies
			// the whole image into an ImageData only to read its width and height (SWT issue 3507): for a chart
			// 1.6 MB a paint, a humongous array each, and each starts a collector's concurrent cycle
			Pattern copy = new Pattern(gc.getDevice(), image);
			try {
				gc.setBackgroundPattern(copy);
				gc.fillRectangle(0, 0, area.width, area.height);
				gc.setBackgroundPattern(null);
			} finally {
				copy.dispose();
			}
		} else {
			paint(gc, area);
		}
		dropPrepared();
	}

	private void dropPrepared() {
		Image image = prepared;
		if (image != null) {
			image.dispose();
		}
		prepared = null;
		preparedModel = null;
	}

	private void paint(GC gc, Rectangle area) {
		ChartModel model = shown();
		if (model != null && area.width > 0 && area.height > 0) {
			ChartImages.paint(model, area.width, area.height, new SwtChartCanvas(gc, fonts));
			return;
		}
		gc.setBackground(SwtColors.of(org.drivebench.report.chart.ChartColors.BACKGROUND));
		gc.fillRectangle(area);
		if (!message.isEmpty()) {
			gc.setFont(fonts.get(TextMetrics.LABEL_SIZE, false));
			gc.setForeground(SwtColors.of(org.drivebench.report.chart.ChartColors.TEXT));
			Point extent = gc.textExtent(message);
			gc.drawText(message, Math.max(4, (area.width - extent.x) / 2), Math.max(4, (area.height - extent.y) / 2), true);
		}
	}
}
