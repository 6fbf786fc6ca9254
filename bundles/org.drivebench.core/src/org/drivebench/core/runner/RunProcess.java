package org.drivebench.core.runner;

import java.util.Optional;

import org.drivebench.engine.device.ProcessStamp;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Run;
import org.drivebench.model.RunState;
import org.drivebench.model.TestResult;

/**
 * Whether the process that measures a run still lives. A run in progress records its process (host,
 * boot, process id and the process's start time, which a reused process id does not share); a reader
 * compares that with the running system, read-only, so a run whose process was killed shows as
 * interrupted wherever the library is read, without anyone rewriting its file.
 */
public final class RunProcess {
	/** What a reader can tell about a run now. */
	public enum Liveness {
		/** It finished (completed, or ended by a cancel or failures, with every test accounted for). */
		FINISHED,
		/** It is being measured by a process that lives. */
		RUNNING,
		/** It is marked in progress by a process on another host: whether that one lives cannot be told from here. */
		ELSEWHERE,
		/** Its process died (killed, crashed, the machine rebooted) before it finished. */
		INTERRUPTED
	}

	private RunProcess() {
	}

	/** This process as a run records it, e.g. {@code host=lab1 boot=6f0c... pid=4242 start=1714000000123}. */
	public static String current() {
		return ProcessStamp.current().text();
	}

	/** Where a run stands now, from its saved state and, while in progress, its process. */
	public static Liveness of(Run run) {
		if (run.getState() == RunState.INTERRUPTED) {
			return Liveness.INTERRUPTED;
		}
		if (run.getState() != RunState.IN_PROGRESS) {
			return Liveness.FINISHED;
		}
		// no host recorded: it cannot be told from here
		return switch (ProcessStamp.parse(run.getProcess()).map(ProcessStamp::liveness).orElse(ProcessStamp.Liveness.ELSEWHERE)) {
		case ALIVE -> Liveness.RUNNING;
		case ELSEWHERE -> Liveness.ELSEWHERE;
		case DEAD -> Liveness.INTERRUPTED;
		};
	}

	/** Whether the run was cut short by its process dying (not by a cancel, which finishes a run). */
	public static boolean interrupted(Run run) {
		return of(run) == Liveness.INTERRUPTED;
	}

	/** The test that was being measured when the run was last saved, if any. */
	public static Optional<TestResult> testUnderWay(Run run) {
		return run.getResults().stream().filter(r -> r.getStatus() == ResultStatus.RUNNING).findFirst();
	}

	/**
	 * A result's status in a word for tables: its status, except that the test under way in a run whose
	 * process died is "interrupted" (and "running" while its run lives).
	 */
	public static String statusText(TestResult result) {
		if (result.getStatus() == ResultStatus.RUNNING && result.getRun() != null && interrupted(result.getRun())) {
			return "interrupted";
		}
		return result.getStatus().getLiteral().toLowerCase(java.util.Locale.ROOT);
	}

	/**
	 * The run's state in a few words for lists and tables: "interrupted during Random 4K (test 3 of
	 * the run)", "in progress", "in progress on host lab2"; empty for a finished run.
	 */
	public static String describe(Run run) {
		return switch (of(run)) {
		case FINISHED -> "";
		case RUNNING -> "in progress";
		case ELSEWHERE -> "in progress on " + ProcessStamp.parse(run.getProcess()).map(ProcessStamp::host).filter(h -> !h.isEmpty())
				.orElse("another host") + " (or interrupted there)";
		case INTERRUPTED -> "interrupted" + testUnderWay(run).map(r -> " during " + name(r) + " (test "
				+ (run.getResults().indexOf(r) + 1) + ")").orElse("");
		};
	}

	/**
	 * What happened to the run, in a few words for lists, summaries and report notes: its liveness as
	 * {@link #describe} gives it, else "cancelled during Random 4K (test 3 of 8); 5 tests not run" for a
	 * run the user stopped; empty for a run that ran every test.
	 */
	public static String stateText(Run run) {
		String live = describe(run);
		if (!live.isEmpty()) {
			return live;
		}
		Optional<TestResult> cancelled = run.getResults().stream().filter(r -> r.getStatus() == ResultStatus.CANCELLED).findFirst();
		if (cancelled.isEmpty()) {
			return "";
		}
		long notRun = run.getResults().stream().filter(r -> r.getStatus() == ResultStatus.SKIPPED).count();
		return "cancelled during " + name(cancelled.get()) + " (test " + (run.getResults().indexOf(cancelled.get()) + 1) + " of "
				+ run.getResults().size() + ")" + (notRun == 0 ? "" : "; " + notRun + (notRun == 1 ? " test" : " tests") + " not run");
	}

	private static String name(TestResult r) {
		return r.getTestName() == null || r.getTestName().isBlank() ? r.getTestId() : r.getTestName();
	}
}
