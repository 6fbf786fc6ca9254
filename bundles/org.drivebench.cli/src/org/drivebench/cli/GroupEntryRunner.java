package org.drivebench.cli;

import java.io.IOException;
import java.util.List;
import java.util.function.Consumer;

import org.drivebench.core.runner.RunPlan;
import org.drivebench.engine.open.TargetCheck;
import org.drivebench.engine.open.Targets;
import org.drivebench.group.EntryRunner;
import org.drivebench.library.ResultLibrary;
import org.drivebench.model.GroupEntry;
import org.drivebench.model.Run;
import org.drivebench.rig.FioRemoteEngine;
import org.drivebench.rig.Rig;
import org.drivebench.rig.RigTargets;

/**
 * A group test's entry run as {@code drivebench run} runs a suite: the same checks of its target (on
 * this machine or its rig), the same room check, the same {@link RunExecutor}. With several rigs at
 * once, each entry's lines start with its name.
 */
final class GroupEntryRunner implements EntryRunner {
	private final RunExecutor executor;
	private final RigAccess rigs;
	private final ResultLibrary library;
	private final Console console;
	private final CancelSignal cancel;
	private final boolean prefixed;

	/**
	 * @param prefixed whether entries run at the same time (on several rigs): their lines then say whose they are
	 */
	GroupEntryRunner(RunExecutor executor, RigAccess rigs, ResultLibrary library, Console console, CancelSignal cancel,
			boolean prefixed) {
		this.executor = executor;
		this.rigs = rigs;
		this.library = library;
		this.console = console;
		this.cancel = cancel;
		this.prefixed = prefixed;
	}

	@Override
	public Run run(GroupEntry entry, RunPlan plan, Consumer<Run> saved) throws Exception {
		Console c = prefixed ? console.prefixed("[" + GroupTestText.name(entry) + "] ") : console;
		TargetCheck check;
		try {
			check = check(entry, plan, executor, rigs, c);
		} catch (UsageException e) {
			throw new IOException(e.getMessage(), e); // the target changed since it was added: the entry fails with why
		}
		RunExecutor.checkRoom(library.folder(), plan.tests().size());
		return executor.execute(plan, check, library, blankToNull(entry.getLabel()), c, cancel, saved);
	}

	/**
	 * Judges the entry's target for {@code plan} as {@code drivebench run} does, on this machine or on its
	 * rig, before anything is written.
	 *
	 * @throws UsageException naming what is wrong with the target, its rig or a confirmation
	 * @throws org.drivebench.engine.device.WriteRefusedException when writing is not confirmed
	 */
	static TargetCheck check(GroupEntry entry, RunPlan plan, RunExecutor executor, RigAccess rigs, Console console) throws Exception {
		String rigName = entry.getRig() == null ? "" : entry.getRig().strip();
		List<String> confirmations = List.copyOf(entry.getConfirmations());
		if (rigName.isEmpty()) {
			Targets.Request request = new Targets.Request(entry.getTarget(), plan.writes(), confirmations, entry.getFileSizeBytes(), false,
					null, List.of());
			return executor.check(plan, request, console);
		}
		Rig rig;
		try {
			rig = rigs.book().require(rigName);
		} catch (IllegalArgumentException e) {
			throw new UsageException("--rig: " + e.getMessage());
		}
		RigTargets.Request request = new RigTargets.Request(rig, entry.getTarget(), plan.writes(),
				confirmations.isEmpty() ? "" : confirmations.get(0), entry.getFileSizeBytes(), false, null);
		return executor.checkOnRig(plan, request, new FioRemoteEngine(rigs.clients().find()), console);
	}

	private static @org.eclipse.jdt.annotation.Nullable String blankToNull(@org.eclipse.jdt.annotation.Nullable String text) {
		return text == null || text.isBlank() ? null : text;
	}
}
