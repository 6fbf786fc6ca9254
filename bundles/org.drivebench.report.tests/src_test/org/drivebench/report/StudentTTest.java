package org.drivebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class StudentTTest {
	@Test
	void quantilesMatchThePrintedTable() {
		// two-sided 95 % (p = 0.975) and 99 % (p = 0.995) from any statistics table
		assertEquals(12.7062, StudentT.quantile(0.975, 1), 1e-4);
		assertEquals(4.3027, StudentT.quantile(0.975, 2), 1e-4);
		assertEquals(2.7764, StudentT.quantile(0.975, 4), 1e-4);
		assertEquals(2.2622, StudentT.quantile(0.975, 9), 1e-4);
		assertEquals(2.0452, StudentT.quantile(0.975, 29), 1e-4);
		assertEquals(1.9623, StudentT.quantile(0.975, 1000), 1e-4);
		assertEquals(4.0321, StudentT.quantile(0.995, 5), 1e-4);
		assertEquals(-2.7764, StudentT.quantile(0.025, 4), 1e-4);
	}

	@Test
	void cdfIsSymmetricAroundZero() {
		assertEquals(0.5, StudentT.cdf(0, 3), 1e-12);
		assertEquals(1, StudentT.cdf(2.5, 7) + StudentT.cdf(-2.5, 7), 1e-12);
		assertEquals(0.975, StudentT.cdf(2.7764451, 4), 1e-7);
	}

	@Test
	void badArgumentsAreNamed() {
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> StudentT.twoSidedFactor(95, 3));
		assertTrue(e.getMessage().contains("e.g. 0.95; got 95.0"), e.getMessage());
		assertThrows(IllegalArgumentException.class, () -> StudentT.cdf(1, 0));
	}
}
