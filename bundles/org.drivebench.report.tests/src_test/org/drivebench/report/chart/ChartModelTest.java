package org.drivebench.report.chart;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.text.ParsePosition;
import java.util.List;

import org.drivebench.model.AxisScale;
import org.drivebench.report.NumberPolicy;
import org.drivebench.core.units.Units;
import org.junit.jupiter.api.Test;
import org.drivebench.library.drives.DrivePalette;

/** The chart model without any widget: byte ticks, axis ranges, thinning, unit conversion. */
class ChartModelTest {
	@Test
	void blockSizesReadInBinaryUnitsAndParseBack() {
		ByteSizeFormat format = new ByteSizeFormat();
		assertEquals("512 B", format.format(512.0));
		assertEquals("4 KiB", format.format(4096.0));
		assertEquals("64 KiB", format.format(65536.0));
		assertEquals("1 MiB", format.format(1048576.0));
		assertEquals("1.5 MiB", format.format(1.5 * 1048576));
		assertEquals(4096.0, ((Number) format.parseObject("4 KiB", new ParsePosition(0))).doubleValue());
		assertEquals(2 * 1048576.0, ((Number) format.parseObject("2 MiB", new ParsePosition(0))).doubleValue());
	}

	@Test
	void aLog2AxisSpansWholePowersOfTwoAndTicksOnEach() {
		AxisSpec axis = AxisSpec.fitting("Block size", AxisScale.LOG2, TickStyle.BYTES, 512, 2 * 1048576, false);
		assertEquals(512, axis.lower());
		assertEquals(2 * 1048576, axis.upper());
		double[] ticks = axis.tickValues(1200, true);
		assertEquals(13, ticks.length, "one tick per power of two when there is room");
		assertEquals("512 B", axis.tickLabel(ticks[0]));
		assertEquals("2 MiB", axis.tickLabel(ticks[12]));
		assertTrue(axis.tickValues(200, true).length < 13, "ticks thin out on a short axis");
		assertEquals(0.5, axis.fraction(Math.sqrt(512.0 * 2 * 1048576)), 1e-9, "log scale puts the geometric middle in the middle");
	}

	@Test
	void aLinearAxisEndsOnAReadableStepAboveTheData() {
		AxisSpec axis = AxisSpec.fitting("Rate", AxisScale.LINEAR, TickStyle.NUMBER, 41.3, 207.9, true);
		assertEquals(0, axis.lower());
		assertTrue(axis.upper() >= 207.9 && axis.upper() <= 250, "upper " + axis.upper());
		assertThrows(IllegalArgumentException.class, () -> new AxisSpec("t", AxisScale.LOG10, TickStyle.NUMBER, 0, 10, List.of()));
	}

	@Test
	void theEnvelopeKeepsEverySpikeAndDipWhileCuttingPointsToThePixelColumns() {
		int n = 100_000;
		double[] x = new double[n];
		double[] y = new double[n];
		for (int i = 0; i < n; i++) {
			x[i] = i;
			y[i] = 100 + Math.sin(i / 500.0);
		}
		y[12_345] = 10;
		y[67_890] = 300;
		AxisSpec axis = AxisSpec.exact("x", TickStyle.NUMBER, 0, n - 1);
		double[][] thin = PointThinner.envelope(x, y, axis, 800);
		assertTrue(thin[0].length <= 4 * 800 + 16, thin[0].length + " points for 800 columns");
		assertTrue(contains(thin, 12_345, 10), "the dip survives");
		assertTrue(contains(thin, 67_890, 300), "the spike survives");
		assertEquals(0, thin[0][0]);
		assertEquals(n - 1, thin[0][thin[0].length - 1], "first and last points stay");
		for (int i = 1; i < thin[0].length; i++) {
			assertTrue(thin[0][i] > thin[0][i - 1], "points stay in order");
		}
		double[][] untouched = PointThinner.envelope(new double[] { 1, 2, 3 }, new double[] { 3, 1, 2 }, axis, 800);
		assertArrayEquals(new double[] { 3, 1, 2 }, untouched[1], "short series are drawn as they are");
	}

	private static boolean contains(double[][] points, double x, double y) {
		for (int i = 0; i < points[0].length; i++) {
			if (points[0][i] == x && points[1][i] == y) {
				return true;
			}
		}
		return false;
	}

	@Test
	void aScatterKeepsOnePointPerOccupiedPixelCell() {
		double[] x = new double[10_000];
		double[] y = new double[10_000];
		for (int i = 0; i < x.length; i++) {
			x[i] = i % 10;
			y[i] = i % 7;
		}
		AxisSpec ax = AxisSpec.exact("x", TickStyle.NUMBER, 0, 10);
		AxisSpec ay = AxisSpec.exact("y", TickStyle.NUMBER, 0, 7);
		double[][] thin = PointThinner.occupancy(x, y, ax, ay, 100, 100);
		assertEquals(70, thin[0].length, "10 x 7 distinct positions");
	}

	@Test
	void thinningAModelRemembersTheSourcePointsAndDropsWhatALogAxisCannotShow() {
		double[] x = { 512, 1024, 2048, 4096 };
		double[] y = { 0, 10, 20, 30 };
		ChartModel model = new ChartModel("t", AxisSpec.fitting("x", AxisScale.LOG2, TickStyle.BYTES, 512, 4096, false),
				List.of(AxisSpec.fitting("y", AxisScale.LOG10, TickStyle.NUMBER, 10, 30, false)),
				List.of(new SeriesSpec("s", "s", SeriesStyle.LINE_WITH_POINTS, x, y, 0, "#000000")), List.of());
		ChartModel shown = model.thinnedTo(800, 400);
		assertEquals(3, shown.drawnPoints(), "a log axis cannot show 0");
		assertEquals(4, shown.sourcePoints());
	}

	@Test
	void ratesConvertToMiBPerSecondOnlyWhenAsked() {
		DisplaySettings mib = new DisplaySettings(Units.MIB_PER_S, DrivePalette.DEFAULT);
		assertEquals(100e6 / (1 << 20), mib.displayValue(100, "MB/s"), 1e-9);
		assertEquals("MiB/s", mib.displayUnit("MB/s"));
		assertEquals(5.0, mib.displayValue(5, "ms"), "other units stay");
		assertEquals("ms", mib.displayUnit("ms"));
		assertThrows(IllegalArgumentException.class, () -> new DisplaySettings(Units.MB_PER_S, List.of("blue")));
		List<String> colors = new java.util.ArrayList<>();
		for (int i = 0; i < DrivePalette.DEFAULT.size() + 8; i++) {
			colors.add(DisplaySettings.DEFAULT.color(i));
		}
		assertEquals(DrivePalette.DEFAULT, colors.subList(0, DrivePalette.DEFAULT.size()), "the palette's colours first, in order");
		assertEquals(colors.size(), colors.stream().distinct().count(), "past the palette, colours it does not have: every series apart");
		assertThrows(IllegalArgumentException.class, () -> new DisplaySettings(Units.MILLISECONDS, List.of()),
				"rates are shown in a unit of rate");
		// one rounding policy for single figures and table rows alike (docs/exports.md)
		NumberPolicy numbers = NumberPolicy.standard();
		assertEquals("0.33", numbers.figure(0.331, "ms"), "two significant digits below 1");
		assertEquals("172.8", numbers.figure(172.81, "MB/s"), "MB/s with one decimal");
		assertEquals("229", numbers.figure(228.6, "IOPS"), "IOPS whole, as in the tables");
		assertEquals("34.86 ms", numbers.figureWithUnit(34.8642686544182, "ms"));
	}

	@Test
	void aMarkerLabelGoesToTheEndWhereItHidesNoDataOfTheCurve() {
		// a surface scan: fast at the start, slowest at the end
		double[] x = { 0, 500, 1000, 1500, 2000 };
		double[] y = { 150, 130, 110, 90, 70 };
		ChartModel model = new ChartModel("surface", AxisSpec.exact("Position", TickStyle.NUMBER, 0, 2000),
				List.of(AxisSpec.fitting("Rate", AxisScale.LINEAR, TickStyle.NUMBER, 70, 150, true)),
				List.of(new SeriesSpec("rate", "Rate", SeriesStyle.LINE, x, y, 0, "#1f77b4")),
				List.of(MarkerSpec.horizontal(70, "min", "#c0392b"), MarkerSpec.horizontal(150, "max", "#1e8449")));
		assertTrue(MarkerPlacement.labelOnLeft(model, model.markers().get(0)), "the minimum is reached at the right end");
		assertFalse(MarkerPlacement.labelOnLeft(model, model.markers().get(1)), "the maximum is reached at the left end");
	}
}
