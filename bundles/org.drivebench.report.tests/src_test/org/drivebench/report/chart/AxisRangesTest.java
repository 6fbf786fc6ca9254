package org.drivebench.report.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Random;

import org.drivebench.model.AxisScale;
import org.junit.jupiter.api.Test;

/** Axes a magazine would print: headroom above the data, log axes fitted to the data with 1-2-5 ticks, labels that never collide. */
class AxisRangesTest {
	@Test
	void aValueAxisLeavesFiveToTenPercentOfItsLengthFreeAboveTheHighestPoint() {
		Random random = new Random(17);
		for (int i = 0; i < 10_000; i++) {
			double max = Math.pow(10, random.nextDouble() * 8 - 3) * (1 + random.nextDouble());
			AxisSpec axis = AxisSpec.forValues("y", AxisScale.LINEAR, 0, max, true);
			double free = (axis.upper() - max) / (axis.upper() - axis.lower());
			assertEquals(0, axis.lower(), "from zero");
			assertTrue(free >= 0.05 - 1e-9 && free <= 0.10 + 1e-9, "data up to " + max + ": axis to " + axis.upper() + " leaves " + free);
		}
		// the three cases the chart of a 3,500 MB/s SSD, a 100 MB/s and a 239.7 MB/s HDD reach: worked out by hand
		assertEquals(3800, AxisSpec.forValues("y", AxisScale.LINEAR, 0, 3499.9, true).upper(), 1e-9, "3,800: 7.9 % free (4,000 would be 12.5 %)");
		assertEquals(110, AxisSpec.forValues("y", AxisScale.LINEAR, 0, 100, true).upper(), 1e-9, "110: 9.1 % free (120 would be 16.7 %)");
		assertEquals(260, AxisSpec.forValues("y", AxisScale.LINEAR, 0, 239.7, true).upper(), 1e-9, "260: 7.8 % free");
	}

	@Test
	void aShortValueAxisGetsThreeOrMoreLabels() {
		// an HDD's 178 IOPS on a 310 px axis: 190 leaves 6.3 % free; 310 / 90 px asks for 3 steps of 63, rounded up to
		// 100, which labels only 0 and 100; the next step down, 50, is 82 px apart: 0, 50, 100, 150
		AxisSpec iops = AxisSpec.forValues("IOPS", AxisScale.LINEAR, 0, 178, true);
		assertEquals(190, iops.upper(), 1e-9);
		assertEquals(List.of(0.0, 50.0, 100.0, 150.0), Arrays.stream(AxisRanges.ticks(iops, 310, false)).boxed().toList());
		// 3,500 MB/s on the same axis: 3,800, steps of 1,267 round up to 2,000 (0 and 2,000): 1,000 is 82 px apart
		AxisSpec rate = AxisSpec.forValues("MB/s", AxisScale.LINEAR, 0, 3499.9, true);
		assertEquals(List.of(0.0, 1000.0, 2000.0, 3000.0), Arrays.stream(AxisRanges.ticks(rate, 310, false)).boxed().toList());
		// a tall axis keeps its step: 0 to 190 on 600 px asks for 6 steps of 32, rounded to 50, four labels already
		assertEquals(List.of(0.0, 50.0, 100.0, 150.0), Arrays.stream(AxisRanges.ticks(iops, 600, false)).boxed().toList());
		// no finer step where the labels would crowd: 0 to 190 on 80 px stays 0 and 100 (50 would be 21 px apart)
		assertEquals(List.of(0.0, 100.0), Arrays.stream(AxisRanges.ticks(iops, 80, false)).boxed().toList());
		assertEquals(5, AxisRanges.finerStep(10), 1e-12);
		assertEquals(2, AxisRanges.finerStep(5), 1e-12);
		assertEquals(1, AxisRanges.finerStep(2.5), 1e-12);
		assertEquals(0.05, AxisRanges.finerStep(0.1), 1e-12);
	}

	@Test
	void aValueAxisNotFromZeroLeavesRoomAtBothEnds() {
		AxisSpec axis = AxisSpec.forValues("y", AxisScale.LINEAR, 70, 150, false);
		double length = axis.upper() - axis.lower();
		assertTrue((axis.upper() - 150) / length >= 0.045 && (70 - axis.lower()) / length >= 0.045, axis.lower() + ".." + axis.upper());
	}

	@Test
	void aLogAxisIsFittedToTheDataAndTickedAtOneTwoAndFive() {
		// latencies from 0.3 to 24 ms: the axis no longer runs to 90 ms (or 100), nor ticks at 0.3, 0.9, 3, 9
		AxisSpec axis = AxisSpec.forValues("Latency (ms)", AxisScale.LOG10, 0.3, 24, false);
		assertTrue(axis.lower() <= 0.3 && axis.lower() > 0.2, "lower " + axis.lower());
		assertTrue(axis.upper() >= 24 && axis.upper() < 32, "upper " + axis.upper());
		double[] ticks = axis.tickValues(300, false);
		assertEquals(List.of(0.5, 1.0, 2.0, 5.0, 10.0, 20.0), Arrays.stream(ticks).boxed().toList());
		assertEquals("0.5", axis.tickLabel(0.5));
		// many decades on a short axis: the whole powers, evenly thinned
		AxisSpec wide = AxisSpec.forValues("Latency (ms)", AxisScale.LOG10, 0.01, 10_000, false);
		double[] decades = wide.tickValues(120, false);
		for (int i = 2; i < decades.length; i++) {
			assertEquals(decades[1] / decades[0], decades[i] / decades[i - 1], 1e-6, Arrays.toString(decades));
		}
		for (double t : decades) {
			assertEquals(0, Math.log10(t) % 1, 1e-9, "a power of ten: " + t);
		}
	}

	@Test
	void blockSizeLabelsAreAllShownOrEvenlyThinnedAndNeverCollide() {
		AxisSpec axis = AxisSpec.fitting("Block size", AxisScale.LOG2, TickStyle.BYTES, 512, 2 * 1048576, false);
		for (int length : new int[] { 250, 400, 560, 800, 1200 }) {
			double[] ticks = axis.tickValues(length, true);
			for (int i = 2; i < ticks.length; i++) {
				assertEquals(ticks[1] / ticks[0], ticks[i] / ticks[i - 1], 1e-9, length + " px: evenly thinned, " + Arrays.toString(ticks));
			}
			for (int i = 1; i < ticks.length; i++) {
				double gap = (axis.fraction(ticks[i]) - axis.fraction(ticks[i - 1])) * length;
				double half = (TextMetrics.width(axis.tickLabel(ticks[i]), TextMetrics.LABEL_SIZE, false)
						+ TextMetrics.width(axis.tickLabel(ticks[i - 1]), TextMetrics.LABEL_SIZE, false)) / 2;
				assertTrue(gap >= half, length + " px: " + axis.tickLabel(ticks[i - 1]) + " and " + axis.tickLabel(ticks[i]) + " collide");
			}
		}
		assertEquals(13, axis.tickValues(1200, true).length, "room for every size from 512 B to 2 MiB");
	}

	@Test
	void textsAreMeasuredWithTheFontsOwnWidths() {
		// DejaVu Sans: '0' advances 636/1000 em, 'M' 863, ' ' 318; at 12 px
		assertEquals(12 * (636 + 863 + 318) / 1000.0, TextMetrics.width("0M ", 12, false), 1e-9);
		String fitted = TextMetrics.fit("DriveBench Simulated 7200 rpm 2 TB desktop HDD", 120, 12, false);
		assertTrue(fitted.endsWith("\u2026") && TextMetrics.width(fitted, 12, false) <= 120, fitted);
		assertEquals("short", TextMetrics.fit("short", 120, 12, false));
	}
}
