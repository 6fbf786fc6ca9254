package org.drivebench.ui.library;

import java.util.concurrent.Executor;

import org.drivebench.core.io.Failures;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.ISchedulingRule;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jdt.annotation.Nullable;

/**
 * The one way the workbench works off its UI thread: Eclipse jobs (reading runs, building reports,
 * writing exports and library edits, opening a library, inspecting devices; a run is a user job of its
 * own, {@code RunJob}); thinning charts runs on threads at a low priority instead ({@link #yielding}).
 * Jobs share the platform's worker pool, show in its progress service, are cancelled when the workbench
 * shuts down, and a failure nobody else reports is logged to the platform's log with the job's name.
 */
public final class BackgroundWork {
	private BackgroundWork() {
	}

	/** A new rule held by one job at a time: jobs that share it run one after another. */
	public static ISchedulingRule serialRule() {
		return new Serial();
	}

	/** A rule held by one job at a time. */
	private static final class Serial implements ISchedulingRule {
		@Override
		public boolean contains(@Nullable ISchedulingRule rule) {
			return rule == this;
		}

		@Override
		public boolean isConflicting(@Nullable ISchedulingRule rule) {
			return rule == this;
		}
	}

	/**
	 * An executor that runs every task as a system job named {@code name} (for
	 * {@code CompletableFuture.supplyAsync(..., executor)}); with {@code serial}, one task at a time in
	 * the order given.
	 */
	public static Executor jobs(String name, boolean serial) {
		ISchedulingRule rule = serial ? new Serial() : null;
		return task -> schedule(name, rule, task);
	}

	/**
	 * An executor for bulk work the window waits on only as a whole (preparing seventy charts): its threads,
	 * one per core, run at a low priority of the operating system, so the UI thread gets a core first. Not
	 * platform jobs: a job's worker would keep the low priority for the jobs after it (a run).
	 */
	public static Executor yielding(String name) {
		return YieldingPool.create(name, Math.max(1, Runtime.getRuntime().availableProcessors()));
	}

	/** Runs {@code task} as a system job named {@code name}; what it throws is logged to the platform's log. */
	public static void run(String name, Runnable task) {
		schedule(name, null, task);
	}

	/** Runs {@code task} as a system job named {@code name}, {@code delayMillis} from now; what it throws is logged. */
	public static void runLater(String name, long delayMillis, Runnable task) {
		schedule(name, null, task, delayMillis);
	}

	private static void schedule(String name, @Nullable ISchedulingRule rule, Runnable task) {
		schedule(name, rule, task, 0);
	}

	private static void schedule(String name, @Nullable ISchedulingRule rule, Runnable task, long delayMillis) {
		Job job = Job.createSystem(name, monitor -> {
			try {
				task.run();
				return Status.OK_STATUS;
			} catch (RuntimeException e) {
				return Status.error(name + ": " + Failures.describe(e), e);
			}
		});
		job.setRule(rule);
		job.setPriority(Job.SHORT);
		job.schedule(delayMillis);
	}

	/** Whether {@code status} is a failure, for callers that report jobs' results themselves. */
	static boolean failed(IStatus status) {
		return status.getSeverity() == IStatus.ERROR;
	}
}
