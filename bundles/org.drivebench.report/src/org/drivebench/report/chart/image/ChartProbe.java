package org.drivebench.report.chart.image;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.drivebench.report.chart.AxisSpec;
import org.drivebench.report.chart.AxisText;
import org.drivebench.report.chart.ChartModel;
import org.drivebench.report.chart.ChartView;
import org.drivebench.report.chart.SeriesSpec;
import org.drivebench.report.chart.SeriesStyle;
import org.eclipse.jdt.annotation.Nullable;

/**
 * What lies under a pointer on a chart drawn by the painter at a size: the point or bar there, with its
 * figures written for a reader (the hover), the values of the axes at the pointer (the cursor
 * readout), and how a wheel turn or a drag there changes the chart's {@link ChartView}. It lays the
 * chart out as {@link ChartPainter} does, so it finds what the reader sees; it needs no display, so
 * the workbench's mouse handling stays a thin layer over it.
 */
public final class ChartProbe {
	/** How near (pixels) the pointer must be to a point to point at it. */
	public static final double HIT_RADIUS = 8;
	/** How long a bar counts for pointing, at least, however short it is drawn (0.85 ms beside 1,746 ms). */
	private static final double LEAST_BAR = 6;

	private final ChartModel model;
	private final PlotFrame frame;
	private final BarPainter bars;

	private ChartProbe(ChartModel model, PlotFrame frame) {
		this.model = model;
		this.frame = frame;
		this.bars = new BarPainter(frame, NO_CANVAS, model.series());
	}

	/** A probe of {@code model} as it is drawn at {@code width} x {@code height}. */
	public static ChartProbe of(ChartModel model, int width, int height) {
		PlotFrame layout = ChartPainter.frame(model, width, height);
		return new ChartProbe(model, layout);
	}

	/** The point or bar under the pointer, with its figures. */
	public record Hit(SeriesSpec series, int index, double x, double y, double centreX, double centreY, List<String> lines) {
		public Hit {
			lines = List.copyOf(lines);
		}

		/** The figures as one line each: the series, then x, then the value. */
		public String text() {
			return String.join("\n", lines);
		}
	}

	/** The plot area: {@code x, y, width, height}. */
	public double[] plot() {
		return new double[] { frame.left(), frame.top(), frame.width(), frame.height() };
	}

	/** Whether {@code (px, py)} lies in the plot. */
	public boolean inPlot(double px, double py) {
		return px >= frame.left() && px <= frame.right() && py >= frame.top() && py <= frame.bottom();
	}

	/**
	 * The values at the pointer, one per axis ("Time: 12.4 s", "Rate: 153 MB/s"; a category's name), as
	 * precise as a pixel there; empty outside the plot.
	 */
	public List<String> readout(double px, double py) {
		if (!inPlot(px, py)) {
			return List.of();
		}
		List<String> parts = new ArrayList<>();
		AxisSpec x = model.x();
		double along = alongShare(px, py);
		if (x.isCategory()) {
			int index = (int) Math.floor(along * x.categories().size());
			if (index >= 0 && index < x.categories().size()) {
				String name = x.categories().get(index);
				parts.add(x.title().isBlank() ? name : x.title() + ": " + name);
			}
		} else {
			double value = x.valueAt(along);
			parts.add(AxisText.labelled(x, value, AxisText.resolution(x, value, frame.alongLength())));
		}
		double share = valueShare(px, py);
		for (AxisSpec y : model.y()) {
			double value = y.valueAt(share);
			parts.add(AxisText.labelled(y, value, AxisText.resolution(y, value, frame.valueLength())));
		}
		return parts;
	}

	/** The point or bar under {@code (px, py)}: a bar holding it, else the nearest point within {@value #HIT_RADIUS} pixels. */
	public Optional<Hit> hit(double px, double py) {
		if (!inPlot(px, py)) {
			return Optional.empty();
		}
		for (SeriesSpec s : model.series()) {
			if (s.style() != SeriesStyle.BARS) {
				continue;
			}
			for (int i = 0; i < s.size(); i++) {
				double[] box = bars.box(s, i, LEAST_BAR);
				if (box != null && px >= box[0] && px <= box[0] + box[2] && py >= box[1] && py <= box[1] + box[3]) {
					double centreX = box[0] + box[2] / 2;
					double centreY = box[1] + box[3] / 2;
					return Optional.of(barHit(s, i, centreX, centreY));
				}
			}
		}
		if (frame.horizontal()) {
			return Optional.empty();
		}
		@Nullable Hit nearest = null;
		double best = HIT_RADIUS;
		for (SeriesSpec s : model.series()) {
			if (s.style() == SeriesStyle.BARS) {
				continue;
			}
			AxisSpec y = model.y().get(s.yAxis());
			if (s.style() == SeriesStyle.STEP_AREA) {
				Hit step = step(s, y, px, py);
				if (step != null && nearest == null) {
					nearest = step;
				}
				continue;
			}
			for (int i = 0; i < s.size(); i++) {
				if (!model.x().canShow(s.x()[i]) || !y.canShow(s.y()[i])) {
					continue;
				}
				double cx = frame.px(s.x()[i]);
				double cy = frame.py(s.y()[i], y);
				double distance = Math.hypot(cx - px, cy - py);
				if (distance <= best && inPlot(cx, cy)) {
					best = distance;
					nearest = pointHit(s, i, cx, cy);
				}
			}
		}
		return Optional.ofNullable(nearest);
	}

	/** The bucket of a histogram's filled steps under the pointer, when the pointer is in its area (or just above it). */
	private @Nullable Hit step(SeriesSpec s, AxisSpec y, double px, double py) {
		for (int i = 0; i < s.size(); i++) {
			double from = frame.px(s.x()[i]);
			double to = i + 1 < s.size() ? frame.px(s.x()[i + 1]) : from + 1;
			if (px >= from && px < to && y.canShow(s.y()[i])) {
				double top = frame.py(s.y()[i], y);
				if (py >= top - HIT_RADIUS) {
					return pointHit(s, i, (from + to) / 2, Math.max(top, frame.top()));
				}
			}
		}
		return null;
	}

	private Hit pointHit(SeriesSpec s, int i, double cx, double cy) {
		AxisSpec x = model.x();
		AxisSpec y = model.y().get(s.yAxis());
		List<String> lines = new ArrayList<>();
		lines.add(s.label());
		// a point's figures are measured ones: rounded as the tables round them
		lines.add(AxisText.labelled(x, s.x()[i], Double.NaN));
		lines.add(AxisText.labelled(y, s.y()[i], Double.NaN));
		return new Hit(s, i, s.x()[i], s.y()[i], cx, cy, lines);
	}

	private Hit barHit(SeriesSpec s, int i, double cx, double cy) {
		AxisSpec x = model.x();
		AxisSpec y = model.y().get(s.yAxis());
		List<String> lines = new ArrayList<>();
		String category = x.tickLabel(s.x()[i]);
		boolean grouped = model.series().stream().filter(o -> o.style() == SeriesStyle.BARS).count() > 1;
		lines.add(grouped && !s.label().equals(category) ? category + " \u00b7 " + s.label() : category.isEmpty() ? s.label() : category);
		lines.add(AxisText.labelled(y, s.y()[i], Double.NaN));
		if (s.bars().hasInterval(i)) {
			lines.add(AxisText.value(y, s.bars().low()[i], Double.NaN) + " \u2013 " + AxisText.value(y, s.bars().high()[i], Double.NaN));
		}
		return new Hit(s, i, s.x()[i], s.y()[i], cx, cy, lines);
	}

	/** Where the pointer lies along the x axis (the categories of a horizontal chart), as a share of the plot from its start. */
	public double alongShare(double px, double py) {
		return frame.horizontal() ? (py - frame.top()) / frame.height() : (px - frame.left()) / frame.width();
	}

	/** Where the pointer lies along the value axes, as a share of the plot from their low end. */
	public double valueShare(double px, double py) {
		return frame.horizontal() ? (px - frame.left()) / frame.width() : (frame.bottom() - py) / frame.height();
	}

	/** Whether a wheel turn zooms the x axis (numbers along it) rather than the value axes (categories along it). */
	public boolean zoomsAlongX() {
		return !model.x().isCategory();
	}

	/**
	 * {@code view} zoomed by {@code factor} (below 1 in, above 1 out) about the pointer at
	 * {@code (px, py)}: along x where x holds numbers, else (or when {@code values}) along the value axes.
	 * The point under the pointer stays under it.
	 */
	public ChartView zoom(ChartView view, double px, double py, double factor, boolean values) {
		if (values || !zoomsAlongX()) {
			return view.zoomValues(Math.clamp(valueShare(px, py), 0, 1), factor);
		}
		return view.zoomX(Math.clamp(alongShare(px, py), 0, 1), factor);
	}

	/**
	 * {@code view} after a drag of {@code (dx, dy)} pixels: what was under the pointer moves with it,
	 * along x where x holds numbers and along the value axes.
	 */
	public ChartView pan(ChartView view, double dx, double dy) {
		ChartView panned = view;
		if (frame.horizontal()) {
			return panned.panValues(-dx / frame.width());
		}
		if (zoomsAlongX()) {
			panned = panned.panX(-dx / frame.width());
		}
		return panned.panValues(dy / frame.height());
	}

	/** The probe draws nothing: it only lays bars out as the painter does. */
	private static final ChartCanvas NO_CANVAS = new ChartCanvas() {
		@Override
		public void start(int width, int height, String title, double[] plot) {
		}

		@Override
		public void openGroup(String cssClass, String attributes, boolean clipToPlot) {
		}

		@Override
		public void closeGroup() {
		}

		@Override
		public void line(double x1, double y1, double x2, double y2, String color, double width, @Nullable String dash) {
		}

		@Override
		public void polyline(double[] x, double[] y, String color, double width) {
		}

		@Override
		public void polygon(double[] x, double[] y, String color, double opacity) {
		}

		@Override
		public void circle(double cx, double cy, double radius, String color) {
		}

		@Override
		public void rect(double x, double y, double width, double height, String color, double opacity) {
		}

		@Override
		public void strokeRect(double x, double y, double width, double height, String color, double lineWidth) {
		}

		@Override
		public void text(double x, double y, String text, Anchor anchor, String cssClass, int size, boolean bold, String color, boolean vertical) {
		}
	};
}
