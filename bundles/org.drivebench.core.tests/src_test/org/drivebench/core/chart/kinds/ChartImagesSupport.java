package org.drivebench.core.chart.kinds;

import org.drivebench.core.chart.ChartModel;
import org.drivebench.core.chart.image.ChartImages;

/** What a chart's SVG shows, for tests of chart models. */
final class ChartImagesSupport {
	private ChartImagesSupport() {
	}

	/** Whether the chart's SVG draws ticks of a third value axis. */
	static boolean drawsThirdAxis(ChartModel model) {
		return ChartImages.svg(model, 900, 500).contains("class=\"tick-y3\"");
	}
}
