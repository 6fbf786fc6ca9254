package org.drivebench.core.runner;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

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
	 * {@code plan} on the empty drive, the fill to {@code percent}, and {@code plan} again.
	 *
	 * @throws IllegalArgumentException when {@code percent} is not 1 to 100, or the plan starts each test on a
	 *                                  fresh drive (which would empty it again)
	 */
	public static RunPlan expand(RunPlan plan, int percent) {
		if (percent < 1 || percent > 100) {
			throw new IllegalArgumentException("fill = " + percent + " %: give 1 to 100");
		}
		if (plan.options().freshDrivePerTest()) {
			throw new IllegalArgumentException("the empty and the full drive cannot be tested with each test on a fresh drive: "
					+ "that would empty it again before every test");
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
