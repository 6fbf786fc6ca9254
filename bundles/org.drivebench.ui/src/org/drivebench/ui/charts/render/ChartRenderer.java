package org.drivebench.ui.charts.render;

import java.util.ArrayList;
import java.util.List;

import org.drivebench.core.chart.AxisSpec;
import org.drivebench.core.chart.ChartModel;
import org.drivebench.core.chart.SeriesSpec;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swtchart.Chart;
import org.eclipse.swtchart.IAxis;
import org.eclipse.swtchart.IAxis.Position;
import org.eclipse.swtchart.IAxisSet;
import org.eclipse.swtchart.IBarSeries;
import org.eclipse.swtchart.ILineSeries;
import org.eclipse.swtchart.ILineSeries.PlotSymbolType;
import org.eclipse.swtchart.ISeries;
import org.eclipse.swtchart.ISeries.SeriesType;
import org.eclipse.swtchart.ISeriesSet;
import org.eclipse.swtchart.LineStyle;
import org.eclipse.swtchart.Range;

/**
 * Puts a chart model into an SWTChart {@link Chart}: the one place where axes, tick formats, fonts,
 * colours and series styles are set, so every chart of the workbench looks alike and no chart class
 * carries a settings block of its own.
 */
public final class ChartRenderer {
	private final Chart chart;
	private final MarkerPainter markers;
	private ChartModel shown;

	/** Styles {@code chart} once (background, title, legend) and installs the marker painter. */
	public ChartRenderer(Chart chart) {
		this.chart = chart;
		Color white = chart.getDisplay().getSystemColor(SWT.COLOR_WHITE);
		chart.setBackground(white);
		chart.getPlotArea().setBackground(white);
		chart.getTitle().setFont(boldFont(chart));
		chart.getTitle().setForeground(ChartColors.TEXT);
		chart.getLegend().setPosition(SWT.BOTTOM);
		chart.getLegend().setBackground(white);
		chart.getLegend().setForeground(ChartColors.TEXT);
		// SWTChart's default fonts are static, taken from the first Display of the JVM: set live ones
		chart.getLegend().setFont(chart.getFont());
		for (IAxis axis : chart.getAxisSet().getAxes()) {
			axis.getTitle().setFont(chart.getFont());
			axis.getTick().setFont(chart.getFont());
		}
		markers = new MarkerPainter(chart);
		chart.getPlotArea().addCustomPaintListener(markers);
	}

	public Chart chart() {
		return chart;
	}

	/** The model last applied. */
	public ChartModel shown() {
		return shown;
	}

	/** Replaces what the chart shows with {@code model} (already thinned for the chart's size). */
	public void apply(ChartModel model) {
		chart.suspendUpdate(true);
		try {
			ISeriesSet seriesSet = chart.getSeriesSet();
			for (ISeries<?> old : seriesSet.getSeries()) {
				seriesSet.deleteSeries(old.getId());
			}
			IAxisSet axes = chart.getAxisSet();
			for (int id : axes.getYAxisIds()) {
				if (id != 0) {
					axes.deleteYAxis(id);
				}
			}
			List<Integer> yAxisIds = new ArrayList<>();
			yAxisIds.add(0);
			for (int i = 1; i < model.y().size(); i++) {
				int id = axes.createYAxis();
				axes.getYAxis(id).setPosition(Position.Secondary);
				yAxisIds.add(id);
			}
			chart.getTitle().setText(model.title());
			for (SeriesSpec spec : model.series()) {
				addSeries(seriesSet, spec, yAxisIds.get(spec.yAxis()));
			}
			configure(axes.getXAxis(0), model.x(), true, chart.getFont());
			for (int i = 0; i < model.y().size(); i++) {
				configure(axes.getYAxis(yAxisIds.get(i)), model.y().get(i), i == 0, chart.getFont());
				if (i > 0) {
					colourAfterFirstSeries(axes.getYAxis(yAxisIds.get(i)), model, i);
				}
			}
			chart.getLegend().setVisible(model.series().size() > 1);
			markers.set(model, yAxisIds);
			shown = model;
		} finally {
			chart.suspendUpdate(false);
		}
		chart.redraw();
	}

	/** The chart's font in bold, disposed with the chart. */
	private static Font boldFont(Chart chart) {
		FontData[] data = chart.getFont().getFontData();
		for (FontData d : data) {
			d.setStyle(SWT.BOLD);
			d.setHeight(d.getHeight() + 1);
		}
		Font bold = new Font(chart.getDisplay(), data);
		chart.addDisposeListener(e -> bold.dispose());
		return bold;
	}

	private static void addSeries(ISeriesSet seriesSet, SeriesSpec spec, int yAxisId) {
		Color color = ChartColors.of(spec.color());
		switch (spec.style()) {
			case BARS -> {
				IBarSeries<?> bars = (IBarSeries<?>) seriesSet.createSeries(SeriesType.BAR, spec.id());
				bars.setYSeries(spec.y());
				bars.setBarColor(color);
				bars.setBarPadding(25);
				finish(bars, spec, yAxisId);
			}
			default -> {
				ILineSeries<?> line = (ILineSeries<?>) seriesSet.createSeries(SeriesType.LINE, spec.id());
				line.setXSeries(spec.x());
				line.setYSeries(spec.y());
				line.setLineColor(color);
				line.setSymbolColor(color);
				line.setAntialias(SWT.ON);
				switch (spec.style()) {
					case SCATTER -> {
						line.setLineStyle(LineStyle.NONE);
						line.setSymbolType(PlotSymbolType.CIRCLE);
						line.setSymbolSize(2);
					}
					case LINE_WITH_POINTS -> {
						line.setLineWidth(2);
						line.setSymbolType(PlotSymbolType.CIRCLE);
						line.setSymbolSize(3);
					}
					case STEP_AREA -> {
						line.setSymbolType(PlotSymbolType.NONE);
						line.enableStep(true);
						line.enableArea(true);
					}
					default -> {
						line.setSymbolType(PlotSymbolType.NONE);
						line.setLineWidth(1);
					}
				}
				finish(line, spec, yAxisId);
			}
		}
	}

	private static void finish(ISeries<?> series, SeriesSpec spec, int yAxisId) {
		series.setDescription(spec.label());
		series.setYAxisId(yAxisId);
	}

	private static void configure(IAxis axis, AxisSpec spec, boolean primary, Font font) {
		axis.getTitle().setText(spec.title());
		axis.getTitle().setForeground(ChartColors.TEXT);
		axis.getTitle().setFont(font);
		axis.getTick().setFont(font);
		axis.getTick().setForeground(ChartColors.TICKS);
		axis.getTick().setFormat(spec.isCategory() ? null : spec.ticks().newFormat());
		axis.getGrid().setForeground(ChartColors.GRID);
		axis.getGrid().setStyle(primary ? LineStyle.DOT : LineStyle.NONE);
		axis.enableCategory(spec.isCategory());
		if (spec.isCategory()) {
			axis.setCategorySeries(spec.categories().toArray(String[]::new));
		}
		if (spec.isLog()) {
			axis.setLogScaleBase(spec.base());
		}
		axis.enableLogScale(spec.isLog());
		axis.setRange(new Range(spec.lower(), spec.upper()));
	}

	/** A secondary axis takes the colour of its first series, so the reader sees which lines it measures. */
	private static void colourAfterFirstSeries(IAxis axis, ChartModel model, int yIndex) {
		model.series().stream().filter(s -> s.yAxis() == yIndex).findFirst().ifPresent(s -> {
			axis.getTitle().setForeground(ChartColors.of(s.color()));
			axis.getTick().setForeground(ChartColors.of(s.color()));
		});
	}
}
