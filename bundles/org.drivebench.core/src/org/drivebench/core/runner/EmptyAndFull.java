package org.drivebench.core.runner;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.drivebench.core.api.ParameterValues;

/**
 * A run of a plan's tests on the empty drive and again on the full one, as reviews show an SSD both
 * ways (a drive's SLC cache shrinks and its garbage collection works harder as it fills): the tests as
 * planned, then the fill ({@code drive.fill}: incompressible data over a share of the target), then the
 * tests again. Each entry is named for the state it met ("Sustained write, empty", "Sustained write,
 * 80 % full"), so a report puts the two in rows of their own, side by side.
 */
public final class EmptyAndFull {
	/** What reviews fill a drive to before they test it full. */
	public static final int DEFAULT_PERCENT = 80;

	private EmptyAndFull() {
	}

	/**
	 * The share to fill as a user types it: {@code 80}, {@code 80%} or {@code 80 %}, 1 to 100.
	 *
	 * @throws IllegalArgumentException naming what was typed, when it is no whole number from 1 to 100
	 */
	public static int parsePercent(String text) {
		String digits = text.strip();
		if (digits.endsWith("%")) {
			digits = digits.substring(0, digits.length() - 1).strip();
		}
		int percent;
		try {
			percent = Integer.parseInt(digits);
		} catch (NumberFormatException e) {
			percent = 0;
		}
		if (percent < 1 || percent > 100) {
			throw new IllegalArgumentException("'" + text.strip() + "': give the share to fill, a whole number of percent from 1 to 100");
		}
		return percent;
	}

	private static void checkPercent(int percent) {
		if (percent < 1 || percent > 100) {
			throw new IllegalArgumentException("fill = " + percent + " %: give 1 to 100");
		}
	}

	/**
	 * Why a run with {@code options} cannot be run on the empty and the full drive (each test on a fresh
	 * drive would empty it again before every test); empty when it can.
	 */
	public static Optional<String> refusal(RunOptions options) {
		return options.freshDrivePerTest()
				? Optional.of("the empty and the full drive cannot be tested with each test on a fresh drive: "
						+ "that would empty it again before every test")
				: Optional.empty();
	}

	/**
	 * {@code plan} on the empty drive, the fill to {@code percent}, and {@code plan} again.
	 *
	 * @throws IllegalArgumentException when {@code percent} is not 1 to 100, or the plan starts each test on a
	 *                                  fresh drive (which would empty it again)
	 */
	public static RunPlan expand(RunPlan plan, int percent) {
		checkPercent(percent);
		Optional<String> refused = refusal(plan.options());
		if (refused.isPresent()) {
			throw new IllegalArgumentException(refused.get());
		}
		DriveFill fill = new DriveFill();
		PlannedTest filling = new PlannedTest(fill,
				ParameterValues.resolve(DriveFill.ID, fill.parameters(), Map.of(DriveFill.FILL, Integer.toString(percent))),
				"Fill to " + percent + " %");
		List<PlannedTest> tests = new ArrayList<>();
		plan.tests().forEach(t -> tests.add(new PlannedTest(t.test(), t.values(), t.label() + ", empty")));
		tests.add(filling);
		plan.tests().forEach(t -> tests.add(new PlannedTest(t.test(), t.values(), t.label() + ", " + percent + " % full")));
		return new RunPlan(plan.name(), tests, plan.options());
	}
}
