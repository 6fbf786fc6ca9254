package org.drivebench.ui.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Consumer;

import org.eclipse.e4.ui.di.UISynchronize;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;

/**
 * Works an editor's content out off the UI thread and shows only the newest outcome: a rebuild
 * started while an earlier one runs makes the earlier one's result stale, so it is dropped. A
 * failure is said in the editor's status line and disables its export. The comparison editor and
 * the strip-size study view share it.
 */
final class EditorRebuild<T> {
	/** The work, done off the UI thread. */
	interface Work<T> {
		T build() throws IOException;
	}

	private final Executor executor;
	private final UISynchronize sync;
	private final Label status;
	private final Control export;
	private final String failedMessage;
	private int generation;
	private int shownGeneration = -1;

	/** @param failedMessage the status text of a failure, {0} its reason */
	EditorRebuild(Executor executor, UISynchronize sync, Label status, Control export, String failedMessage) {
		this.executor = executor;
		this.sync = sync;
		this.status = status;
		this.export = export;
		this.failedMessage = failedMessage;
	}

	/** Starts {@code work}; {@code show} gets its result on the UI thread unless a newer rebuild started meanwhile. */
	void start(Work<T> work, Consumer<T> show) {
		int ticket = ++generation;
		status.setText(Messages.editor_working);
		status.getParent().layout(new Control[] { status });
		CompletableFuture.supplyAsync(() -> {
			try {
				return work.build();
			} catch (IOException e) {
				throw new UncheckedIOException(e);
			}
		}, executor).whenComplete((built, failure) -> sync.asyncExec(() -> finish(ticket, built, failure, show)));
	}

	private void finish(int ticket, @Nullable T built, @Nullable Throwable failure, Consumer<T> show) {
		if (status.isDisposed() || ticket != generation) {
			return;
		}
		if (failure != null) {
			Throwable cause = failure.getCause() != null ? failure.getCause() : failure;
			status.setText(NLS.bind(failedMessage, cause.getMessage()));
			status.setToolTipText(cause.getMessage());
			export.setEnabled(false);
		} else if (built != null) {
			show.accept(built);
		}
		shownGeneration = ticket;
		status.getParent().layout(new Control[] { status });
	}

	/** Whether the newest rebuild's outcome is shown. */
	boolean isCurrent() {
		return shownGeneration == generation;
	}
}
