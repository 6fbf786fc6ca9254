package org.drivebench.report.export;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.drivebench.model.AxisScale;
import org.drivebench.report.chart.AxisSpec;
import org.drivebench.report.chart.BarDetails;
import org.drivebench.report.chart.ChartModel;
import org.drivebench.report.chart.SeriesSpec;
import org.drivebench.report.chart.SeriesStyle;
import org.drivebench.report.chart.TickStyle;
import org.junit.jupiter.api.Test;

/** A chart's figures as CSV: one line per point, headed by the axes' titles, numbers whole. */
class ChartCsvTest {
	@Test
	void linesGiveSeriesXAndValueUnderTheAxisTitles() {
		ChartModel model = new ChartModel("Rate", AxisSpec.exact("Time (s)", TickStyle.NUMBER, 0, 2),
				List.of(AxisSpec.forValues("Rate (MB/s)", AxisScale.LINEAR, 0, 200, true)),
				List.of(new SeriesSpec("a", "=Drive A", SeriesStyle.LINE, new double[] { 0, 1, 2 }, new double[] { 100.25, 0.0001, 1e7 }, 0, "#0072b2")),
				List.of());
		assertEquals("Series,Time (s),Rate (MB/s)\r\n'=Drive A,0,100.25\r\n'=Drive A,1,0.0001\r\n'=Drive A,2,10000000\r\n", ChartCsv.of(model));
	}

	@Test
	void barsGiveTheirCategoryAndInterval() {
		BarDetails details = new BarDetails(List.of(), new double[] { 90, Double.NaN }, new double[] { 110, Double.NaN }, List.of(), new boolean[0]);
		ChartModel model = new ChartModel("Read", "", AxisSpec.categories("", List.of("ssd, 1 TB", "hdd")),
				List.of(AxisSpec.forValues("Rate (MB/s)", AxisScale.LINEAR, 0, 200, true)),
				List.of(new SeriesSpec("r", "Read", new double[] { 0, 1 }, new double[] { 100, Double.NaN }, 0, "#0072b2", details)), List.of(),
				ChartModel.Orientation.HORIZONTAL, ChartModel.Legend.NONE);
		assertEquals("Series,Category,Rate (MB/s),Interval low,Interval high\r\nRead,\"ssd, 1 TB\",100,90,110\r\nRead,hdd,,,\r\n", ChartCsv.of(model));
	}
}
