package org.drivebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.drivebench.core.units.Units;
import org.junit.jupiter.api.Test;

/**
 * A parameter's plain number is written without a BigDecimal exactly as the BigDecimal wrote it: without
 * leading zeros before the point and trailing zeros after it, so "4" = "4.0" = "04" still, and "60" seconds
 * is "60" as "1m" is.
 */
class ParameterValuesTextTest {
	private static String asBigDecimal(String number) {
		return new BigDecimal(number).stripTrailingZeros().toPlainString();
	}

	@Test
	void plainNumbersAsBigDecimalWroteThem() {
		List<String> numbers = new ArrayList<>(List.of("0", "00", "0.0", "0.000", "000.10", "4", "4.0", "4.50", "04", "100", "1000.000",
				"60", "0.001", "10.01", "123456789012345678901234567890", "99999999999999999999.9999999999900"));
		Random random = new Random(7);
		for (int i = 0; i < 20_000; i++) {
			StringBuilder sb = new StringBuilder();
			int whole = 1 + random.nextInt(8);
			for (int d = 0; d < whole; d++) {
				sb.append(random.nextInt(4) == 0 ? '0' : (char) ('0' + random.nextInt(10)));
			}
			if (random.nextBoolean()) {
				sb.append('.');
				int fraction = 1 + random.nextInt(6);
				for (int d = 0; d < fraction; d++) {
					sb.append(random.nextInt(3) == 0 ? '0' : (char) ('0' + random.nextInt(10)));
				}
			}
			numbers.add(sb.toString());
		}
		for (String number : numbers) {
			assertEquals(asBigDecimal(number), ParameterValuesText.plainDecimal(number), number);
			assertEquals(asBigDecimal(number), ParameterValuesText.normalised(number, Units.NUMBER), number);
			assertEquals(asBigDecimal(number), ParameterValuesText.normalised(number, Units.SECONDS), number + " s");
		}
	}

	@Test
	void bytesWrittenAsDigitsAsTheSizeParserReadsThem() {
		Random random = new Random(3);
		List<String> sizes = new ArrayList<>(List.of("0", "000", "4096", "04096", "1", "999999999999999", "000000000000001",
				"9007199254740993", "1234567890123456789"));
		for (int i = 0; i < 20_000; i++) {
			sizes.add(Long.toString(random.nextLong(1L << random.nextInt(1, 50))));
			sizes.add("0".repeat(random.nextInt(3)) + random.nextInt(100_000));
		}
		for (String size : sizes) {
			assertEquals(Long.toString(org.drivebench.engine.Sizes.parse(size)), ParameterValuesText.normalised(size, Units.BYTES), size);
		}
		assertEquals("4096", ParameterValuesText.normalised("4k", Units.BYTES));
		assertEquals("1048576", ParameterValuesText.normalised("1 MiB", Units.BYTES));
		assertEquals("1536", ParameterValuesText.normalised("1.5k", Units.BYTES));
		assertEquals("4.5", ParameterValuesText.normalised("4.5", Units.BYTES), "not a size: compared as written");
	}

	@Test
	void anythingElseIsLeftToTheBigDecimalOrComparedAsWritten() {
		for (String text : new String[] { "", ".5", "5.", "1.2.3", "-4", "+4", "1e3", "4 ", "4k", "0x10", "½" }) {
			assertNull(ParameterValuesText.plainDecimal(text), text);
		}
		assertEquals("0.5", ParameterValuesText.normalised(".5", Units.NUMBER));
		assertEquals("-4", ParameterValuesText.normalised("-4.0", Units.NUMBER));
		assertEquals("1000", ParameterValuesText.normalised("1e3", Units.NUMBER));
		assertEquals("fast", ParameterValuesText.normalised("fast", Units.NUMBER));
		assertEquals("60", ParameterValuesText.normalised("1m", Units.SECONDS));
		assertEquals("0.25", ParameterValuesText.normalised("250ms", Units.SECONDS));
		assertEquals("4,8,16", ParameterValuesText.normalised("4.0, 08, 16", Units.NUMBER));
	}
}
