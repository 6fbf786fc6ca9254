package org.drivebench.cli;

import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.DoubleConsumer;

import org.drivebench.core.runner.RunListener;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.engine.Target;
import org.drivebench.engine.open.TargetCheck;
import org.drivebench.group.InProcessEntryRunner;
import org.drivebench.library.LibraryCheckpoint;
import org.drivebench.library.ResultLibrary;
import org.drivebench.model.GroupEntry;
import org.drivebench.model.Run;
import org.eclipse.jdt.annotation.Nullable;

/**
 * A group test's entries, run by the group bundle's {@link InProcessEntryRunner} as the workbench runs
 * them, said on standard error as {@code drivebench run} says a run: the same lines ({@link RunLines}),
 * the same progress display. With several rigs at once, each entry's lines start with its name.
 */
final class GroupEntryProgress implements InProcessEntryRunner.Progress {
	private final Console console;
	private final ResultLibrary library;
	private final CancelSignal cancel;
	private final boolean prefixed;
	/** Each entry's console, progress display, fill display and save messages, while it runs. */
	private final Map<GroupEntry, Entry> entries = new ConcurrentHashMap<>();

	private record Entry(Console console, ProgressPrinter progress, DoubleConsumer fill, LibraryCheckpoint.Listener saves) {
	}

	/**
	 * @param prefixed whether entries run at the same time (on several rigs): their lines then say whose they are
	 */
	GroupEntryProgress(Console console, ResultLibrary library, CancelSignal cancel, boolean prefixed) {
		this.console = console;
		this.library = library;
		this.cancel = cancel;
		this.prefixed = prefixed;
	}

	private Entry of(GroupEntry entry) {
		return entries.computeIfAbsent(entry, e -> {
			Console c = prefixed ? console.prefixed("[" + GroupTestText.name(e) + "] ") : console;
			ProgressPrinter progress = new ProgressPrinter(c, cancel);
			return new Entry(c, progress, RunExecutor.fill(c, e.getTarget()), RunLines.saves(c, library, progress::clear));
		});
	}

	@Override
	public void preparing(GroupEntry entry, double fraction) {
		of(entry).fill().accept(fraction);
	}

	@Override
	public void checked(GroupEntry entry, TargetCheck check) {
		RunLines.checked(of(entry).console(), check);
	}

	@Override
	public void opened(GroupEntry entry, Target target, RunPlan plan) {
		RunLines.opened(of(entry).console(), target, plan);
	}

	@Override
	public void cancelledWhilePreparing(GroupEntry entry, String why) {
		Entry e = of(entry);
		e.progress().clear();
		RunLines.cancelledWhilePreparing(e.console(), why);
	}

	@Override
	public RunListener listener(GroupEntry entry) {
		return of(entry).progress();
	}

	@Override
	public void checkpoint(GroupEntry entry, Run run, @Nullable Exception failure) {
		of(entry).saves().saved(run, failure);
	}

	@Override
	public void saved(GroupEntry entry, Run run) {
		Entry e = ended(entry);
		RunLines.saved(e.console(), run, library);
	}

	@Override
	public void writtenElsewhere(GroupEntry entry, Run run, @Nullable Path file, Exception failure) {
		Entry e = ended(entry);
		Throwable[] suppressed = failure.getSuppressed();
		RunLines.writtenElsewhere(e.console(), library, failure, file,
				file == null && suppressed.length > 0 && suppressed[0] instanceof Exception why ? why : null);
	}

	/** The entry's run ended: its progress display is cleared, and the next run of the entry (a resume) starts afresh. */
	private Entry ended(GroupEntry entry) {
		Entry e = of(entry);
		e.progress().clear();
		entries.remove(entry);
		return e;
	}
}
