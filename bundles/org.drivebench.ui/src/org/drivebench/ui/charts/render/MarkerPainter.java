package org.drivebench.ui.charts.render;

import java.util.ArrayList;
import java.util.List;

import org.drivebench.core.chart.ChartModel;
import org.drivebench.core.chart.MarkerPlacement;
import org.drivebench.core.chart.MarkerSpec;
import org.eclipse.swt.SWT;
import org.eclipse.swt.events.PaintEvent;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swtchart.Chart;
import org.eclipse.swtchart.IAxis;
import org.eclipse.swtchart.ICustomPaintListener;

/**
 * Draws the model's marker lines (minimum, mean, maximum ...) over the series, each with its label in
 * a see-through white box, at the end of the plot where it hides least of the data; a label that would
 * cover an earlier one moves along.
 */
final class MarkerPainter implements ICustomPaintListener {
	private static final int PAD = 3;
	private static final int LABEL_ALPHA = 150;
	private final Chart chart;
	private ChartModel model;
	private List<MarkerSpec> markers = List.of();
	private List<Integer> yAxisIds = List.of(0);

	MarkerPainter(Chart chart) {
		this.chart = chart;
	}

	void set(ChartModel shown, List<Integer> yAxisIds) {
		this.model = shown;
		this.markers = shown.markers();
		this.yAxisIds = yAxisIds;
	}

	@Override
	public boolean drawBehindSeries() {
		return false;
	}

	@Override
	public void paintControl(PaintEvent e) {
		if (markers.isEmpty()) {
			return;
		}
		GC gc = e.gc;
		Point size = chart.getPlotArea().getSize();
		List<Rectangle> placed = new ArrayList<>();
		gc.setLineStyle(SWT.LINE_DASH);
		gc.setLineWidth(1);
		for (MarkerSpec marker : markers) {
			gc.setForeground(ChartColors.of(marker.color()));
			Point extent = gc.textExtent(marker.label());
			Rectangle box;
			if (marker.vertical()) {
				int x = chart.getAxisSet().getXAxis(0).getPixelCoordinate(marker.value());
				gc.drawLine(x, 0, x, size.y);
				box = new Rectangle(x + PAD, PAD, extent.x + 2 * PAD, extent.y);
				while (overlaps(box, placed)) {
					box.y += extent.y + PAD;
				}
			} else {
				IAxis axis = chart.getAxisSet().getYAxis(yAxisIds.get(Math.min(marker.yAxis(), yAxisIds.size() - 1)));
				int y = axis.getPixelCoordinate(marker.value());
				gc.drawLine(0, y, size.x, y);
				boolean left = MarkerPlacement.labelOnLeft(model, marker);
				box = new Rectangle(left ? PAD : size.x - extent.x - 3 * PAD, y - extent.y - 1, extent.x + 2 * PAD, extent.y);
				if (box.y < 0) {
					box.y = y + 1;
				}
				while (overlaps(box, placed) && box.x > 0 && box.x + box.width < size.x) {
					box.x += left ? box.width + 4 * PAD : -(box.width + 4 * PAD);
				}
			}
			placed.add(box);
			gc.setBackground(chart.getDisplay().getSystemColor(SWT.COLOR_WHITE));
			// see-through, so a curve ending under a label (a surface scan's minimum) still shows
			gc.setAlpha(LABEL_ALPHA);
			gc.fillRectangle(box);
			gc.setAlpha(255);
			gc.drawText(marker.label(), box.x + PAD, box.y, true);
		}
		gc.setLineStyle(SWT.LINE_SOLID);
	}

	private static boolean overlaps(Rectangle box, List<Rectangle> placed) {
		return placed.stream().anyMatch(box::intersects);
	}
}
