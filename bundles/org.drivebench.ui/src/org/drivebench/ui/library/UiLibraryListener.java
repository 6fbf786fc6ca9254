package org.drivebench.ui.library;

import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.Executor;
import java.util.function.Consumer;

import org.drivebench.library.LibraryChange;
import org.drivebench.library.LibraryListener;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Hands a library's change events to the UI thread, merged: a suite that saves its run after every
 * test, or a watcher that finds a burst of files, costs the UI one update for all the changes that
 * arrived before it got round to them, not one per event.
 */
public final class UiLibraryListener implements LibraryListener {
	private final Executor ui;
	private final Consumer<LibraryChange> onUiThread;
	private @Nullable LibraryChange pending;

	/**
	 * @param ui         runs a task on the UI thread later (e.g. {@code UISynchronize::asyncExec})
	 * @param onUiThread gets the merged changes, on the UI thread
	 */
	public UiLibraryListener(Executor ui, Consumer<LibraryChange> onUiThread) {
		this.ui = ui;
		this.onUiThread = onUiThread;
	}

	@Override
	public void libraryChanged(LibraryChange change) {
		boolean schedule;
		synchronized (this) {
			schedule = pending == null;
			pending = pending == null ? change : merge(pending, change);
		}
		if (schedule) {
			ui.execute(this::deliver);
		}
	}

	private void deliver() {
		LibraryChange changes;
		synchronized (this) {
			changes = pending;
			pending = null;
		}
		if (changes != null) {
			onUiThread.accept(changes);
		}
	}

	static LibraryChange merge(LibraryChange a, LibraryChange b) {
		return new LibraryChange(union(a.runs(), b.runs()), union(a.reports(), b.reports()), union(a.suites(), b.suites()),
				union(a.groups(), b.groups()), a.fromOutside() || b.fromOutside());
	}

	private static Set<String> union(Set<String> a, Set<String> b) {
		Set<String> all = new HashSet<>(a);
		all.addAll(b);
		return all;
	}
}
