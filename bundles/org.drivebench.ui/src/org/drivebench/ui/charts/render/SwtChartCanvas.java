package org.drivebench.ui.charts.render;

import java.util.ArrayDeque;
import java.util.Deque;

import org.drivebench.report.chart.image.ChartCanvas;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.LineAttributes;
import org.eclipse.swt.graphics.Path;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.graphics.Transform;

/**
 * Draws what the core's chart painter lays out on an SWT graphics context: the workbench's charts are
 * the very drawing the SVG and PNG exports hold, at the size of the widget, anti-aliased. Shapes are
 * drawn as paths at sub-pixel positions; thin horizontal and vertical lines on pixel centres, crisp.
 */
final class SwtChartCanvas implements ChartCanvas {
	private final GC gc;
	private final ChartFonts fonts;
	private final Deque<Rectangle> clips = new ArrayDeque<>();
	private Rectangle plot = new Rectangle(0, 0, 0, 0);

	SwtChartCanvas(GC gc, ChartFonts fonts) {
		this.gc = gc;
		this.fonts = fonts;
	}

	@Override
	public void start(int width, int height, String title, double[] plotArea) {
		gc.setAntialias(SWT.ON);
		gc.setTextAntialias(SWT.ON);
		gc.setAlpha(255);
		gc.setBackground(SwtColors.of(org.drivebench.report.chart.ChartColors.BACKGROUND));
		gc.fillRectangle(0, 0, width, height);
		plot = new Rectangle((int) Math.floor(plotArea[0]), (int) Math.floor(plotArea[1]), (int) Math.ceil(plotArea[2]) + 1,
				(int) Math.ceil(plotArea[3]) + 1);
	}

	@Override
	public void openGroup(String cssClass, String attributes, boolean clipToPlot) {
		Rectangle current = gc.getClipping();
		clips.push(current);
		if (clipToPlot) {
			gc.setClipping(current.intersection(plot));
		}
	}

	@Override
	public void closeGroup() {
		gc.setClipping(clips.pop());
	}

	@Override
	public void line(double x1, double y1, double x2, double y2, String color, double width, @Nullable String dash) {
		stroke(color, width, dash);
		if ((x1 == x2 || y1 == y2) && Math.round(width) == 1) {
			// a thin axis-parallel line covers one row of pixels, not two half-shaded ones
			gc.setAntialias(SWT.OFF);
			gc.drawLine((int) Math.floor(x1), (int) Math.floor(y1), (int) Math.floor(x2), (int) Math.floor(y2));
			gc.setAntialias(SWT.ON);
			return;
		}
		Path path = new Path(gc.getDevice());
		try {
			path.moveTo((float) x1, (float) y1);
			path.lineTo((float) x2, (float) y2);
			gc.drawPath(path);
		} finally {
			path.dispose();
		}
	}

	@Override
	public void polyline(double[] x, double[] y, String color, double width) {
		if (x.length == 0) {
			return;
		}
		stroke(color, width, null);
		Path path = path(x, y, false);
		try {
			gc.drawPath(path);
		} finally {
			path.dispose();
		}
	}

	@Override
	public void polygon(double[] x, double[] y, String color, double opacity) {
		if (x.length == 0) {
			return;
		}
		Path path = path(x, y, true);
		try {
			gc.setBackground(SwtColors.of(color));
			gc.setAlpha(alpha(opacity));
			gc.fillPath(path);
			gc.setAlpha(255);
			stroke(color, 1, null);
			gc.drawPath(path);
		} finally {
			path.dispose();
		}
	}

	@Override
	public void circle(double cx, double cy, double radius, String color) {
		Path path = new Path(gc.getDevice());
		try {
			path.addArc((float) (cx - radius), (float) (cy - radius), (float) (2 * radius), (float) (2 * radius), 0, 360);
			gc.setBackground(SwtColors.of(color));
			gc.fillPath(path);
		} finally {
			path.dispose();
		}
	}

	@Override
	public void rect(double x, double y, double width, double height, String color, double opacity) {
		Path path = new Path(gc.getDevice());
		try {
			path.addRectangle((float) x, (float) y, (float) width, (float) height);
			gc.setBackground(SwtColors.of(color));
			gc.setAlpha(alpha(opacity));
			gc.fillPath(path);
			gc.setAlpha(255);
		} finally {
			path.dispose();
		}
	}

	@Override
	public void strokeRect(double x, double y, double width, double height, String color, double lineWidth) {
		stroke(color, lineWidth, null);
		Path path = new Path(gc.getDevice());
		try {
			path.addRectangle((float) x, (float) y, (float) width, (float) height);
			gc.drawPath(path);
		} finally {
			path.dispose();
		}
	}

	@Override
	public void text(double x, double y, String text, Anchor anchor, String cssClass, int size, boolean bold, String color, boolean vertical) {
		gc.setFont(fonts.get(size, bold));
		gc.setForeground(SwtColors.of(color));
		int advance = anchor == Anchor.START ? 0 : fonts.width(gc, text, size, bold);
		double shift = switch (anchor) {
		case START -> 0;
		case MIDDLE -> -advance / 2.0;
		case END -> -advance;
		};
		// SWT places a text by its top left; the painter gives the baseline
		int above = fonts.above(gc, size, bold);
		if (!vertical) {
			gc.drawText(text, (int) Math.round(x + shift), (int) Math.round(y) - above, true);
			return;
		}
		Transform turn = new Transform(gc.getDevice());
		try {
			turn.translate((float) x, (float) y);
			turn.rotate(-90);
			gc.setTransform(turn);
			gc.drawText(text, (int) Math.round(shift), -above, true);
		} finally {
			gc.setTransform(null);
			turn.dispose();
		}
	}

	private void stroke(String color, double width, @Nullable String dash) {
		gc.setForeground(SwtColors.of(color));
		LineAttributes attributes = new LineAttributes((float) width, SWT.CAP_FLAT, SWT.JOIN_ROUND);
		if (dash != null) {
			String[] parts = dash.split(",");
			float[] pattern = new float[parts.length];
			for (int i = 0; i < parts.length; i++) {
				pattern[i] = Float.parseFloat(parts[i].strip());
			}
			attributes.style = SWT.LINE_CUSTOM;
			attributes.dash = pattern;
		}
		gc.setLineAttributes(attributes);
	}

	private Path path(double[] x, double[] y, boolean closed) {
		Path path = new Path(gc.getDevice());
		path.moveTo((float) x[0], (float) y[0]);
		for (int i = 1; i < x.length; i++) {
			path.lineTo((float) x[i], (float) y[i]);
		}
		if (closed) {
			path.close();
		}
		return path;
	}

	private static int alpha(double opacity) {
		return (int) Math.round(Math.clamp(opacity, 0, 1) * 255);
	}
}
