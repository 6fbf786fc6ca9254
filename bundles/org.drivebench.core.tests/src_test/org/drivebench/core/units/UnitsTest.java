package org.drivebench.core.units;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class UnitsTest {
	@Test
	void ratesConvertBetweenDecimalAndBinaryUnits() {
		// 100 MB/s = 100 * 10^6 B/s; a MiB is 2^20 = 1,048,576 B: 100e6 / 1,048,576 = 95.367431640625
		assertEquals(95.367431640625, Units.MB_PER_S.convert(100, Units.MIB_PER_S), 1e-12);
		assertEquals(100, Units.MIB_PER_S.convert(95.367431640625, Units.MB_PER_S), 1e-9);
		assertEquals(1.5, Units.MB_PER_S.convert(1500, Units.GB_PER_S), 1e-12);
		assertEquals(4096, Units.KIB.convert(4, Units.BYTES));
	}

	@Test
	void timesConvertBetweenMillisecondsAndMicroseconds() {
		assertEquals(8500, Units.MILLISECONDS.convert(8.5, Units.MICROSECONDS), 1e-9);
		assertEquals(0.25, Units.MICROSECONDS.convert(250, Units.MILLISECONDS), 1e-12);
		assertEquals(2.0, Units.NANOSECONDS.convert(2e9, Units.SECONDS), 1e-12);
	}

	@Test
	void unitsOfDifferentDimensionsDoNotConvert() {
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Units.MB_PER_S.convert(1, Units.MILLISECONDS));
		assertTrue(e.getMessage().contains("'MB/s' (transfer rate)") && e.getMessage().contains("'ms' (time)"), e.getMessage());
		assertFalse(Units.IOPS.convertsTo(Units.MB_PER_S), "IOPS are no transfer rate without a block size");
		assertTrue(Units.IOPS.convertsTo(Units.IO_PER_S));
	}

	@Test
	void storedSymbolsAreReadBackAsTheirUnits() {
		assertSame(Units.MB_PER_S, Units.parse("MB/s"));
		assertSame(Units.MICROSECONDS, Units.parse("us"), "fio's ASCII spelling");
		assertSame(Units.MICROSECONDS, Units.parse("\u03bcs"), "the Greek mu");
		assertSame(Units.NUMBER, Units.parse(""));
		assertSame(Units.NUMBER, Units.parse(null));
		Unit unknown = Units.parse("furlongs");
		assertEquals(Dimension.UNKNOWN, unknown.dimension());
		assertEquals("furlongs", unknown.symbol());
		assertTrue(unknown.convertsTo(Units.parse("furlongs")), "an unknown unit is still itself");
		assertThrows(IllegalArgumentException.class, () -> unknown.convert(1, Units.parse("chains")));
	}

	@Test
	void everyUnitOfTheCatalogueReadsBackFromItsSymbol() {
		for (Unit unit : Units.ALL) {
			assertSame(unit, Units.parse(unit.symbol()), unit.describe());
		}
	}
}
