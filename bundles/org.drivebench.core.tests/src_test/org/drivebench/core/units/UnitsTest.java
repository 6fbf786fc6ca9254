package org.drivebench.core.units;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
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

	@Test
	void unitsAreEqualWhenTheirSymbolDimensionAndSizeAre() {
		Unit made = Unit.of("MB/s", Dimension.DATA_RATE, 1e6);
		assertEquals(Units.MB_PER_S, made);
		assertEquals(Units.MB_PER_S.hashCode(), made.hashCode());
		assertNotEquals(Units.MB_PER_S, Unit.of("MB/s", Dimension.DATA_RATE, 1e3));
		assertNotEquals(Units.MB_PER_S, Unit.of("MB/s", Dimension.DATA, 1e6));
		assertNotEquals(Units.MB_PER_S, Unit.of("MB/sec", Dimension.DATA_RATE, 1e6));
		assertNotEquals(Units.MB_PER_S, null);
	}

	@Test
	void aQuantityWritesItsUnitOnce() {
		// the texts DriveBench stores for sizes and durations carry their unit: adding it again read "1MiB B"
		assertEquals("1MiB", Units.quantity("1MiB", Units.BYTES));
		assertEquals("50GiB", Units.quantity("50GiB", Units.BYTES));
		assertEquals("512, 4k, 1M", Units.quantity("512, 4k, 1M", Units.BYTES));
		assertEquals("5s", Units.quantity("5s", Units.SECONDS));
		assertEquals("10m", Units.quantity("10m", Units.SECONDS));
		assertEquals("500ms", Units.quantity("500ms", Units.SECONDS));
		// a bare number gets its unit, a percentage " %", a plain number nothing
		assertEquals("512 B", Units.quantity("512", Units.BYTES));
		assertEquals("0.5 ms", Units.quantity("0.5", Units.MILLISECONDS));
		assertEquals("70 %", Units.quantity("70", Units.PERCENT));
		assertEquals("70 %", Units.quantity("70 %", Units.PERCENT));
		assertEquals("32", Units.quantity("32", Units.NUMBER));
		assertEquals("ext4", Units.quantity("ext4", Units.NUMBER));
		// text that ends in no unit of the dimension still gets it
		assertEquals("4 x IOPS", Units.quantity("4 x", Units.IOPS));
	}

	@Test
	void theSuffixOfAQuantityNamesItsUnit() {
		assertSame(Units.MIB, Units.suffixOf("1MiB"));
		assertSame(Units.KIB, Units.suffixOf("4k"));
		assertSame(Units.MINUTES, Units.suffixOf("10m"));
		assertSame(Units.PERCENT, Units.suffixOf("50 %"));
		assertEquals(null, Units.suffixOf("1.5"));
		assertEquals(null, Units.suffixOf("ext4"), "a name that ends in a digit");
		assertEquals(null, Units.suffixOf("4 furlongs"));
	}

	@Test
	void aLabelThatNamesItsUnitGetsItNoSecondTime() {
		assertTrue(Units.names("Rate, MB/s", Units.MB_PER_S));
		assertTrue(Units.names("Latency (ms)", Units.MILLISECONDS));
		assertTrue(Units.names("IOPS", Units.IOPS));
		assertTrue(Units.names("Anything", Units.NUMBER));
		assertFalse(Units.names("Read", Units.MB_PER_S));
		assertFalse(Units.names("Reads", Units.SECONDS), "an s that ends a word is no unit");
		assertFalse(Units.names("Size in KiB", Units.BYTES));
	}
}
