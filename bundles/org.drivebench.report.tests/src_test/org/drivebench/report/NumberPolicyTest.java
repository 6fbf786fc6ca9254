package org.drivebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class NumberPolicyTest {
	private final NumberPolicy numbers = NumberPolicy.standard();

	private String show(String unit, double value, double... row) {
		double[] all = new double[row.length + 1];
		all[0] = value;
		System.arraycopy(row, 0, all, 1, row.length);
		return numbers.format(value, numbers.decimalsFor(unit, all));
	}

	@Test
	void unitsReadersKnowGetTheirUsualDecimals() {
		assertEquals("142.3", show("MB/s", 142.34));
		assertEquals("142.4", show("MB/s", 142.35), "half up");
		assertEquals("12.35", show("ms", 12.345));
		assertEquals("12346", show("IOPS", 12345.6));
		assertEquals("87.5", show("%", 87.5));
		assertEquals("1.23", show("GB/s", 1.2345));
	}

	@Test
	void aRowKeepsTwoSignificantFiguresOfItsSmallestValueForEveryValue() {
		int decimals = numbers.decimalsFor("ms", 8.51, 0.084);
		assertEquals(3, decimals);
		assertEquals("8.510", numbers.format(8.51, decimals));
		assertEquals("0.084", numbers.format(0.084, decimals));
		assertEquals("0.50", show("IOPS", 0.5));
	}

	@Test
	void aCountIsAWholeNumberAndAFigureWithoutAUnitThatIsNotWholeKeepsItsDecimals() {
		// the rounds a steady-state test ran: "6", never "6.00"
		assertEquals("6", show("", 6));
		assertEquals("6", numbers.figure(6, null));
		assertEquals("6", numbers.figureWithUnit(6, ""));
		assertEquals("25", show("", 25, 6, 12));
		// a mean of counts that is not whole, and a ratio: three significant figures, as before
		assertEquals("6.50", show("", 6.5, 6));
		assertEquals("6.83", show("", 6.83));
		// a whole figure in a unit keeps the unit's decimals
		assertEquals("38.0", show("°C", 38));
	}

	@Test
	void unknownUnitsGetThreeSignificantFigures() {
		assertEquals("1235", show("widgets", 1234.5));
		assertEquals("12.3", show("widgets", 12.345));
		assertEquals("0.0123", show("widgets", 0.012345));
	}

	@Test
	void noNegativeZeroAndNoGrouping() {
		assertEquals("0.0", numbers.format(-0.04, 1));
		assertEquals("1234567.9", numbers.format(1234567.89, 1));
		assertEquals("", numbers.format(Double.NaN, 2));
	}

	@Test
	void signedPercentages() {
		assertEquals("+12.3 %", numbers.signedPercent(12.34));
		assertEquals("-4.0 %", numbers.signedPercent(-4));
		assertEquals("0.0 %", numbers.signedPercent(0.01));
	}

	@Test
	void aFigureFarAboveTheBaselineIsAFactor() {
		assertEquals("+12.3 %", numbers.versusBaseline(112.34));
		assertEquals("-60.0 %", numbers.versusBaseline(40));
		assertEquals("+899.0 %", numbers.versusBaseline(999));
		assertEquals("10.0\u00d7", numbers.versusBaseline(1000));
		assertEquals("1145\u00d7", numbers.versusBaseline(114485.9));
	}

	@Test
	void thePolicyCanBeChangedPerUnit() {
		NumberPolicy p = numbers.withDecimals("MB/s", 0);
		assertEquals("142", p.format(142.3, p.decimalsFor("MB/s", 142.3)));
		assertThrows(IllegalArgumentException.class, () -> numbers.withDecimals("MB/s", 9));
	}
}
