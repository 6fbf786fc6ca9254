package org.drivebench.drivetests.ssd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;

import org.drivebench.drivetests.ssd.SteadyStateRule.Window;
import org.junit.jupiter.api.Test;

/** SNIA PTS's steady-state rule on rounds whose answer is worked out by hand. */
class SteadyStateRuleTest {
	private static final SteadyStateRule PTS = SteadyStateRule.PTS;

	@Test
	void aFigureThatSettlesIsSteadyInTheFirstWindowWithinTheBounds() {
		// rounds 5 and 6 still hold the fall from 100 (range 51 and 11 of means 62 and 52: 82 % and 21 %)
		double[] figures = { 100, 60, 50, 51, 49, 50, 50, 50 };
		Window w = PTS.firstSteady(figures, 25).orElseThrow();
		assertEquals(3, w.firstRound());
		assertEquals(7, w.lastRound());
		assertEquals(50, w.mean(), 1e-12);
		assertEquals(2, w.excursion(), 1e-12);
		// x 3..7, y 50 51 49 50 50: sum (x - 5)(y - 50) = -2*0 + -1*1 + 0 + 1*0 + 2*0 = -1, over sum (x - 5)^2 = 10
		assertEquals(-0.1, w.slope(), 1e-12);
		assertEquals(0.4, w.slopeChange(), 1e-12);
		assertEquals(50.2, w.fitAt(3), 1e-12);
		assertFalse(PTS.steady(PTS.windowEndingAt(figures, 6)));
	}

	@Test
	void aWindowWhoseRangeIsTooWideIsNotSteadyHoweverFlatItsLine() {
		// mean 54, range 25 (46 %); sum (x - 3)(y - 54) = 8 - 11 + 0 + 11 - 8 = 0: a flat line
		double[] figures = { 50, 65, 40, 65, 50 };
		Window w = PTS.windowEndingAt(figures, 5);
		assertEquals(0, w.slope(), 1e-12);
		assertEquals(54, w.mean(), 1e-12);
		assertFalse(PTS.steady(w));
		assertTrue(new SteadyStateRule(5, 0.5, 0.1).steady(w), "within a 50 % range it is");
	}

	@Test
	void aWindowWhoseLineChangesTooMuchIsNotSteadyThoughItsRangeIsNarrow() {
		// 90 to 102 in steps of 3: mean 96, range 12 (12.5 %, within 20 %), the line changes 3 x 4 = 12 (12.5 %, over 10 %)
		double[] figures = { 90, 93, 96, 99, 102 };
		Window w = PTS.windowEndingAt(figures, 5);
		assertEquals(3, w.slope(), 1e-12);
		assertEquals(12, w.slopeChange(), 1e-12);
		assertEquals(90, w.fitAt(1), 1e-12);
		assertEquals(102, w.fitAt(5), 1e-12);
		assertTrue(w.excursion() <= 0.2 * w.mean());
		assertFalse(PTS.steady(w));
		assertTrue(new SteadyStateRule(5, 0.2, 0.13).steady(w), "within 13 % it is");
	}

	@Test
	void aFigureStillFallingAfterTheLastRoundAllowedNeverConverges() {
		// 5 % less every round: over any window of 5 the line falls by about 17 % of the mean
		double[] falling = new double[40];
		for (int r = 0; r < falling.length; r++) {
			falling[r] = 1000 * Math.pow(0.95, r);
		}
		assertEquals(Optional.empty(), PTS.firstSteady(falling, 25));
		assertEquals(Optional.empty(), PTS.firstSteady(falling, 40));
		// a figure that falls for 27 rounds and then stays: steady at round 31 (rounds 27-31), not within 25
		double[] late = new double[40];
		for (int r = 0; r < late.length; r++) {
			late[r] = 1000 * Math.pow(0.95, Math.min(r, 27));
		}
		assertEquals(Optional.empty(), PTS.firstSteady(late, 25));
		assertEquals(31, PTS.firstSteady(late, 40).orElseThrow().lastRound());
	}

	@Test
	void aWindowMustFitInTheRoundsAndTheRuleInItsBounds() {
		assertThrows(IllegalArgumentException.class, () -> PTS.windowEndingAt(new double[] { 1, 2, 3, 4 }, 4));
		assertThrows(IllegalArgumentException.class, () -> PTS.windowEndingAt(new double[] { 1, 2, 3, 4, 5 }, 6));
		assertThrows(IllegalArgumentException.class, () -> new SteadyStateRule(1, 0.2, 0.1));
		assertEquals(Optional.empty(), PTS.firstSteady(new double[] { 1, 1, 1, 1 }, 25), "fewer rounds than a window");
	}
}
