package org.drivebench.report.chart.image;

import java.util.function.IntPredicate;

import org.drivebench.report.chart.AxisSpec;
import org.drivebench.report.chart.ChartColors;
import org.drivebench.report.chart.ChartModel;
import org.drivebench.report.chart.SeriesSpec;
import org.drivebench.report.chart.TextMetrics;
import org.drivebench.report.chart.image.ChartCanvas.Anchor;

/**
 * The axes of a chart and the space they take: tick marks, tick labels and titles; the x axis along
 * the bottom (or, in a horizontal bar chart, its categories down the left), the first value axis on the
 * left (at the bottom in a horizontal chart) and up to two more on the right, each in the colour of its
 * first series so a reader sees which lines it measures. Every label is fitted to its room.
 */
final class AxisPainter {
	static final int TICK = 5;
	/** Between an axis's tick labels and its title. */
	static final int TITLE_GAP = 6;
	private static final int SIZE = TextMetrics.LABEL_SIZE;

	private AxisPainter() {
	}

	/** The widest tick label of {@code axis} drawn {@code length} pixels long with labels one above another. */
	static double widestLabel(AxisSpec axis, int length) {
		double widest = 0;
		for (double v : axis.tickValues(length, false)) {
			widest = Math.max(widest, TextMetrics.width(axis.tickLabel(v), SIZE, false));
		}
		return widest;
	}

	/** The room a value axis on the right takes beside the plot: ticks, labels, title. */
	static double rightAxisWidth(AxisSpec axis, int length) {
		return TICK + 3 + widestLabel(axis, length) + TITLE_GAP + SIZE + 4;
	}

	/** The grid lines at the ticks of the x axis (unless it holds categories) and of the first value axis. */
	static void grid(PlotFrame frame, ChartCanvas canvas) {
		ChartModel model = frame.model();
		canvas.openGroup("grid", "", false);
		if (!model.x().isCategory()) {
			for (double v : model.x().tickValues((int) frame.width(), true)) {
				canvas.line(frame.px(v), frame.top(), frame.px(v), frame.bottom(), ChartColors.GRID, 1, "1,2");
			}
		}
		AxisSpec y = model.y().get(0);
		for (double v : y.tickValues((int) frame.valueLength(), frame.horizontal())) {
			double at = frame.value(v, y);
			if (frame.horizontal()) {
				canvas.line(at, frame.top(), at, frame.bottom(), ChartColors.GRID, 1, "1,2");
			} else {
				canvas.line(frame.left(), at, frame.right(), at, ChartColors.GRID, 1, "1,2");
			}
		}
		canvas.closeGroup();
	}

	/**
	 * Every axis: the frame's left and bottom lines, ticks, labels and titles.
	 *
	 * @param boldCategory which categories are named in bold (those of a highlighted bar)
	 */
	static void paint(PlotFrame frame, ChartCanvas canvas, IntPredicate boldCategory) {
		ChartModel model = frame.model();
		canvas.openGroup("axes", "", false);
		canvas.line(frame.left(), frame.bottom(), frame.right(), frame.bottom(), ChartColors.TICKS, 1, null);
		canvas.line(frame.left(), frame.top(), frame.left(), frame.bottom(), ChartColors.TICKS, 1, null);
		if (frame.horizontal()) {
			categoriesDown(frame, canvas, boldCategory);
			valuesAcross(frame, canvas, model.y().get(0));
		} else {
			xAcross(frame, canvas, boldCategory);
			valuesUp(frame, canvas, model.y().get(0), 0, 0, ChartColors.TICKS);
			double offset = 0;
			for (int i = 1; i < model.y().size(); i++) {
				String color = colorOf(model, i);
				valuesUp(frame, canvas, model.y().get(i), i, offset, color);
				offset += rightAxisWidth(model.y().get(i), (int) frame.height());
			}
		}
		canvas.closeGroup();
	}

	private static String colorOf(ChartModel model, int axis) {
		return model.series().stream().filter(s -> s.yAxis() == axis).map(SeriesSpec::color).findFirst().orElse(ChartColors.TICKS);
	}

	private static void xAcross(PlotFrame frame, ChartCanvas canvas, IntPredicate bold) {
		AxisSpec x = frame.model().x();
		double[] ticks = x.tickValues((int) frame.width(), true);
		double room = ticks.length > 1 ? frame.width() / ticks.length : frame.width();
		for (double v : ticks) {
			double at = frame.px(v);
			boolean strong = x.isCategory() && bold.test((int) Math.round(v));
			canvas.line(at, frame.bottom(), at, frame.bottom() + TICK, ChartColors.TICKS, 1, null);
			canvas.text(at, frame.bottom() + TICK + SIZE + 1, categoryText(x, x.tickLabel(v), Math.max(room, 24), strong), Anchor.MIDDLE,
					"tick-x", SIZE, strong, ChartColors.TICKS, false);
		}
		canvas.text(frame.left() + frame.width() / 2, frame.bottom() + TICK + 2 * SIZE + 8, TextMetrics.fit(x.title(), frame.width(), SIZE, false),
				Anchor.MIDDLE, "axis-title-x", SIZE, false, ChartColors.TEXT, false);
	}

	/** A vertical value axis: the first on the left, the others on the right, each {@code offset} further out. */
	private static void valuesUp(PlotFrame frame, ChartCanvas canvas, AxisSpec axis, int index, double offset, String color) {
		boolean left = index == 0;
		double edge = left ? frame.left() : frame.right() + offset;
		if (!left) {
			canvas.line(edge, frame.top(), edge, frame.bottom(), color, 1, null);
		}
		double widest = 0;
		for (double v : axis.tickValues((int) frame.height(), false)) {
			double at = frame.py(v, axis);
			String label = axis.tickLabel(v);
			widest = Math.max(widest, TextMetrics.width(label, SIZE, false));
			canvas.line(edge, at, left ? edge - TICK : edge + TICK, at, color, 1, null);
			canvas.text(left ? edge - TICK - 3 : edge + TICK + 3, at + SIZE * 0.35, label, left ? Anchor.END : Anchor.START,
					left ? "tick-y" : "tick-y" + (index + 1), SIZE, false, color, false);
		}
		double titleX = left ? edge - TICK - 3 - widest - TITLE_GAP : edge + TICK + 3 + widest + TITLE_GAP + SIZE;
		canvas.text(titleX, frame.top() + frame.height() / 2, title(axis.title(), frame.height()), Anchor.MIDDLE,
				left ? "axis-title-y" : "axis-title-y" + (index + 1), SIZE, false, left ? ChartColors.TEXT : color, true);
	}

	/**
	 * An axis title in {@code room}: whole when it fits; else its unit alone ("MB/s" of "Rate (MB/s)"),
	 * which says more on a short chart than "Rate…"; else cut with an ellipsis.
	 */
	static String title(String title, double room) {
		if (TextMetrics.width(title, SIZE, false) <= room) {
			return title;
		}
		int open = title.lastIndexOf(" (");
		if (open > 0 && title.endsWith(")")) {
			String unit = title.substring(open + 2, title.length() - 1);
			if (!unit.isBlank() && TextMetrics.width(unit, SIZE, false) <= room) {
				return unit;
			}
		}
		return TextMetrics.fit(title, room, SIZE, false);
	}

	/**
	 * A tick's label in {@code room}: a category's name (a drive's) keeps its end, which tells drives of one
	 * model apart (their paths, serials), with the ellipsis in the middle; a number is cut at its end.
	 */
	private static String categoryText(AxisSpec x, String label, double room, boolean strong) {
		return x.isCategory() ? TextMetrics.fitMiddle(label, room, SIZE, strong) : TextMetrics.fit(label, room, SIZE, strong);
	}

	/** The categories of a horizontal bar chart, one name per bar band, right-aligned against the plot. */
	private static void categoriesDown(PlotFrame frame, ChartCanvas canvas, IntPredicate bold) {
		AxisSpec x = frame.model().x();
		double room = frame.left() - ChartPainter.MARGIN - TICK - 3 - (x.title().isBlank() ? 0 : SIZE + TITLE_GAP);
		for (double v : x.tickValues((int) frame.height(), false)) {
			double at = frame.along(v);
			boolean strong = bold.test((int) Math.round(v));
			canvas.line(frame.left(), at, frame.left() - TICK, at, ChartColors.TICKS, 1, null);
			canvas.text(frame.left() - TICK - 3, at + SIZE * 0.35, categoryText(x, x.tickLabel(v), room, strong), Anchor.END, "tick-x",
					SIZE, strong, ChartColors.TEXT, false);
		}
		if (!x.title().isBlank()) {
			canvas.text(ChartPainter.MARGIN + SIZE, frame.top() + frame.height() / 2, TextMetrics.fit(x.title(), frame.height(), SIZE, false),
					Anchor.MIDDLE, "axis-title-x", SIZE, false, ChartColors.TEXT, true);
		}
	}

	/** The value axis of a horizontal bar chart, along the bottom. */
	private static void valuesAcross(PlotFrame frame, ChartCanvas canvas, AxisSpec axis) {
		for (double v : axis.tickValues((int) frame.width(), true)) {
			double at = frame.value(v, axis);
			canvas.line(at, frame.bottom(), at, frame.bottom() + TICK, ChartColors.TICKS, 1, null);
			canvas.text(at, frame.bottom() + TICK + SIZE + 1, axis.tickLabel(v), Anchor.MIDDLE, "tick-y", SIZE, false, ChartColors.TICKS,
					false);
		}
		canvas.text(frame.left() + frame.width() / 2, frame.bottom() + TICK + 2 * SIZE + 8, TextMetrics.fit(axis.title(), frame.width(), SIZE,
				false), Anchor.MIDDLE, "axis-title-y", SIZE, false, ChartColors.TEXT, false);
	}
}
