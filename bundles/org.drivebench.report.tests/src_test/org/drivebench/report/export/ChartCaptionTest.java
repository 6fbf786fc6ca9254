package org.drivebench.report.export;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.drivebench.model.AxisScale;
import org.drivebench.report.chart.AxisSpec;
import org.drivebench.report.chart.ChartModel;
import org.drivebench.report.chart.TickStyle;
import org.junit.jupiter.api.Test;

/** A chart's caption on the review page says what the chart shows once: its unit is never written twice. */
class ChartCaptionTest {
	private static ChartModel chart(String title, String yAxis) {
		return new ChartModel(title, AxisSpec.fitting("x", AxisScale.LINEAR, TickStyle.NUMBER, 0, 1, true),
				List.of(AxisSpec.fitting(yAxis, AxisScale.LINEAR, TickStyle.NUMBER, 0, 1, true)), List.of(), List.of());
	}

	@Test
	void aTitleThatNamesItsUnitIsTheCaption() {
		assertEquals("SEQ1M Q8T1 read — Read, MB/s", ReportExport.caption(chart("SEQ1M Q8T1 read — Read, MB/s", "Read (MB/s)")));
		assertEquals("SEQ1M Q8T1 read — Read mean and maximum latency, ms",
				ReportExport.caption(chart("SEQ1M Q8T1 read — Read mean and maximum latency, ms", "ms")));
	}

	@Test
	void aTitleWithoutItsUnitGetsTheAxis() {
		assertEquals("Short sweep: Rate (MB/s)", ReportExport.caption(chart("Short sweep", "Rate (MB/s)")));
		assertEquals("Access times: IOPS", ReportExport.caption(chart("Access times", "IOPS")));
		assertEquals("Latency in ms: Read (µs)", ReportExport.caption(chart("Latency in ms", "Read (µs)")));
	}
}
