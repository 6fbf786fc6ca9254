package org.drivebench.ui.run;

import org.drivebench.core.runner.RunCheck;
import org.drivebench.core.runner.RunOptions;
import org.drivebench.core.runner.RunPlan;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.osgi.util.NLS;

/**
 * One page of the launcher's target section: what it chose, and what is wrong with running a plan
 * there, as the core's {@link RunCheck} judges it for the command line too. A page collects input and
 * shows the verdicts; it judges nothing itself.
 */
interface TargetTab {
	/** The target chosen on the page, or null while the choice is incomplete. */
	@Nullable
	TargetChoice chosen();

	/**
	 * What is wrong with running {@code plan} on the chosen target: its first line for the launcher's
	 * message line, then the whole of it; null when the plan may run.
	 */
	@Nullable
	String problem(RunPlan plan);

	/** The run's options: the defaults, unless the page sets some (a seed, a study). */
	default RunOptions options() {
		return RunOptions.DEFAULT;
	}

	/**
	 * Why the chosen target cannot be filled for a run on the empty and the full drive (a device that is
	 * never written); null when it can, as far as the page knows before the plan is judged.
	 */
	default @Nullable String fillRefusal() {
		return null;
	}

	/** What the user typed to allow writing (a device's serial); empty when nothing. */
	default String confirmation() {
		return "";
	}

	/** The page was chosen: it brings what it shows up to date. */
	default void shown() {
	}

	/**
	 * A verdict as a problem: null when the plan may run, else the summary, then the full message when
	 * it says more; a target's wrong name or option in {@code targetPattern} ("Test file: {0}").
	 */
	static @Nullable String problem(RunCheck.Verdict verdict, String targetPattern) {
		return switch (verdict) {
		case RunCheck.Ready ready -> null;
		case RunCheck.Unfit unfit when unfit.target() -> NLS.bind(targetPattern, unfit.message());
		default -> verdict.summary().equals(verdict.message().strip()) ? verdict.message()
				: verdict.summary() + "\n" + verdict.message();
		};
	}
}
