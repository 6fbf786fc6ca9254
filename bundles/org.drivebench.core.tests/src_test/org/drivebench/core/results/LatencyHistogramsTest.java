package org.drivebench.core.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.HdrHistogram.Histogram;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.LatencyHistogram;
import org.junit.jupiter.api.Test;

class LatencyHistogramsTest {
	@Test
	void aHistogramIsStoredWholeWithItsSummaryAndReaderPercentiles() {
		Histogram h = new Histogram(3_600_000_000_000L, 3);
		for (long v = 1; v <= 10_000; v++) {
			h.recordValue(v * 1000); // 1 µs .. 10 ms, evenly
		}
		LatencyHistogram model = LatencyHistograms.toModel("read", "Read latency", h);
		assertEquals(10_000, model.getCount());
		assertEquals(1000, model.getMinNanos());
		assertEquals(h.getMaxValue(), model.getMaxNanos());
		assertEquals(h.getMean(), model.getMeanNanos());
		assertEquals(LatencyHistograms.READER_PERCENTILES.length, model.getPercentiles().size());
		assertEquals(h.getValueAtPercentile(99), model.getPercentiles().get(3).getNanos());

		Histogram back = LatencyHistograms.decode(model).orElseThrow();
		assertEquals(h, back);
		assertEquals(h.getValueAtPercentile(99.5), LatencyHistograms.valueAt(model, 99.5).orElseThrow());
	}

	@Test
	void aSummaryOnlyHistogramAnswersFromItsStoredPercentiles() {
		LatencyHistogram model = DriveBenchFactory.eINSTANCE.createLatencyHistogram();
		model.setKey("read");
		model.getPercentiles().add(LatencyHistograms.percentile(99, 8960));
		assertEquals(8960L, LatencyHistograms.valueAt(model, 99).orElseThrow());
		assertTrue(LatencyHistograms.valueAt(model, 99.9).isEmpty(), "not invented");
	}

	@Test
	void aDamagedEncodingIsNamed() {
		LatencyHistogram model = DriveBenchFactory.eINSTANCE.createLatencyHistogram();
		model.setKey("write");
		model.setEncoded("not base64 !");
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> LatencyHistograms.decode(model));
		assertTrue(e.getMessage().startsWith("latency histogram 'write' holds an unreadable encoding"), e.getMessage());
	}
}
