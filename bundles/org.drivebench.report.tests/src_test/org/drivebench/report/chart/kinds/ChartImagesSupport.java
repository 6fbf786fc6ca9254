package org.drivebench.report.chart.kinds;

import org.drivebench.report.chart.ChartModel;
import org.drivebench.report.chart.image.ChartImages;

/** What a chart's SVG shows, for tests of chart models. */
final class ChartImagesSupport {
	private ChartImagesSupport() {
	}

	/** Whether the chart's SVG draws ticks of a third value axis. */
	static boolean drawsThirdAxis(ChartModel model) {
		return ChartImages.svg(model, 900, 500).contains("class=\"tick-y3\"");
	}
}
