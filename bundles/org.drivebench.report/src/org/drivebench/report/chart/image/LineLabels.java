package org.drivebench.report.chart.image;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.drivebench.report.chart.AxisSpec;
import org.drivebench.report.chart.ChartColors;
import org.drivebench.report.chart.ChartModel;
import org.drivebench.report.chart.SeriesSpec;
import org.drivebench.report.chart.SeriesStyle;
import org.drivebench.report.chart.TextMetrics;
import org.drivebench.report.chart.image.ChartCanvas.Anchor;

/**
 * Names written on the lines of a chart whose legend is {@link ChartModel.Legend#ON_LINES}: each line's
 * name right of the plot, level with the line's last point, joined to it by a thin line in the line's
 * colour, names pushed apart so that none overlaps another. The reader follows a line to its name
 * instead of matching colours against a legend. When the names cannot stand apart in the plot's
 * height (more lines than rows), the chart has its legend under the plot instead.
 */
final class LineLabels {
	/** Space between two names' baselines. */
	static final int ROW = TextMetrics.LABEL_SIZE + 2;
	private static final int SIZE = TextMetrics.LABEL_SIZE;
	/** From the plot's right edge: a gap, the swatch, a gap, then the name. */
	private static final int GAP = 4;
	private static final int SWATCH = 10;
	private static final int TEXT_OFFSET = GAP + SWATCH + 3;
	/** The names take at most this share of the chart's width. */
	private static final double MAX_SHARE = 0.3;
	static final LineLabels NONE = new LineLabels(List.of(), 0);

	/** A name to write: its series and its text, shortened to the room. */
	record Name(SeriesSpec series, String text) {
	}

	/** A name as placed: where its line ends ({@code pointX, pointY}) and its baseline. */
	record Placed(Name name, double pointX, double pointY, double baseline) {
	}

	private final List<Name> names;
	private final double gutter;

	private LineLabels(List<Name> names, double gutter) {
		this.names = names;
		this.gutter = gutter;
	}

	/**
	 * The names of {@code model}'s lines for a chart {@code width} wide whose plot would be
	 * {@code plotHeight} high without a legend; {@link #NONE} when the chart does not ask for them, or
	 * when they do not fit one above the other.
	 */
	static LineLabels plan(ChartModel model, int width, double plotHeight) {
		if (model.legend() != ChartModel.Legend.ON_LINES || model.isHorizontal() || model.isTile() || model.y().size() != 1) {
			return NONE;
		}
		List<SeriesSpec> lines = model.series().stream().filter(s -> s.style() != SeriesStyle.BARS && s.size() > 0).toList();
		if (lines.isEmpty() || lines.size() != model.series().size() || (lines.size() - 1) * ROW > plotHeight - SIZE) {
			return NONE;
		}
		double room = width * MAX_SHARE - TEXT_OFFSET;
		List<Name> names = new ArrayList<>();
		double widest = 0;
		for (SeriesSpec s : lines) {
			String text = TextMetrics.fit(s.label(), room, SIZE, false);
			widest = Math.max(widest, TextMetrics.width(text, SIZE, false));
			names.add(new Name(s, text));
		}
		return new LineLabels(List.copyOf(names), TEXT_OFFSET + widest);
	}

	/** Whether the names are written on the lines (and the chart has no legend). */
	boolean active() {
		return !names.isEmpty();
	}

	/** The width the names take right of the plot. */
	double gutter() {
		return gutter;
	}

	/**
	 * Where each name goes on {@code frame}: level with its line's last point in the plot, pushed up or
	 * down just enough that no two overlap, all within the plot's height. Lines with no point in the plot
	 * (zoomed away) are not named.
	 */
	List<Placed> place(PlotFrame frame) {
		List<Placed> placed = new ArrayList<>();
		for (Name name : names) {
			SeriesSpec s = name.series();
			AxisSpec y = frame.model().y().get(s.yAxis());
			for (int i = s.size() - 1; i >= 0; i--) {
				double px = frame.px(s.x()[i]);
				if (px >= frame.left() - 0.5 && px <= frame.right() + 0.5 && y.canShow(s.y()[i]) && Double.isFinite(s.y()[i])) {
					double py = Math.clamp(frame.py(s.y()[i], y), frame.top(), frame.bottom());
					placed.add(new Placed(name, px, py, py + SIZE * 0.35));
					break;
				}
			}
		}
		placed.sort(Comparator.comparingDouble(Placed::baseline));
		double first = frame.top() + SIZE - 2;
		double last = Math.max(first, frame.bottom() + 2);
		double[] b = placed.stream().mapToDouble(Placed::baseline).toArray();
		for (int i = 0; i < b.length; i++) {
			b[i] = Math.max(b[i], i == 0 ? first : b[i - 1] + ROW);
		}
		for (int i = b.length - 1; i >= 0; i--) {
			b[i] = Math.min(b[i], i == b.length - 1 ? last : b[i + 1] - ROW);
		}
		List<Placed> moved = new ArrayList<>();
		for (int i = 0; i < b.length; i++) {
			Placed p = placed.get(i);
			moved.add(new Placed(p.name(), p.pointX(), p.pointY(), b[i]));
		}
		return moved;
	}

	/** Writes the names on {@code frame}, each with a thin line from its line's end and a swatch of its colour. */
	void paint(PlotFrame frame, ChartCanvas canvas) {
		if (!active()) {
			return;
		}
		canvas.openGroup("line-labels", "", false);
		for (Placed p : place(frame)) {
			String color = p.name().series().color();
			double middle = p.baseline() - SIZE * 0.35;
			double start = frame.right() + GAP;
			canvas.line(p.pointX() + 3, p.pointY(), start, middle, color, 1, null);
			canvas.line(start, middle, start + SWATCH, middle, color, 2, null);
			canvas.text(frame.right() + TEXT_OFFSET, p.baseline(), p.name().text(), Anchor.START, "line-label", SIZE, false, ChartColors.TEXT,
					false);
		}
		canvas.closeGroup();
	}
}
