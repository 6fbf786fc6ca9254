package org.drivebench.ui.library;

import java.io.IOException;
import java.nio.file.Path;

import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

import org.drivebench.core.io.Failures;
import org.drivebench.library.LibraryService;
import org.drivebench.library.LibraryWatcher;
import org.drivebench.library.ResultLibrary;
import org.drivebench.ui.preferences.UiPreferences;
import org.eclipse.core.runtime.ILog;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.core.di.extensions.Preference;
import org.eclipse.e4.core.services.events.IEventBroker;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.osgi.util.NLS;

/**
 * Keeps the open library in step with the library-folder preference and with its folder on disk.
 *
 * <p>At startup, and whenever the folder preference changes, it opens the library (off the UI thread:
 * a library of a thousand runs takes a second to read) and posts a {@link LibrarySwitch} so the
 * explorer and the editors show it. At startup a folder named with {@code -Ddrivebench.library} wins
 * over the preference, as docs/library.md says, for one session.
 *
 * <p>While a library is open, a {@link LibraryWatcher} refreshes it whenever another process (the
 * command line) adds, changes or removes files in it, so their runs appear by themselves; the watcher
 * moves to the new library on a switch and stops when the workbench closes.
 */
public class LibraryAddon {
	/** Event topic of a {@link LibrarySwitch}. */
	public static final String TOPIC_LIBRARY_SWITCHED = "org/drivebench/ui/library/switched";
	/** Event topic of a short message (String) for the status line: what became of something the user asked of the library. */
	public static final String TOPIC_STATUS = "org/drivebench/ui/library/status";
	/** Event topic of a message (String) saying that the library's folder is not watched or could not be read. */
	public static final String TOPIC_WATCH_FAILED = "org/drivebench/ui/library/watchFailed";

	@Inject
	private LibraryService libraries;

	@Inject
	private IEventBroker events;

	private boolean started;
	private @Nullable LibraryWatcher watcher;
	private @Nullable ResultLibrary watched;

	/**
	 * Opens the library the preference names (at startup: the one {@code -Ddrivebench.library} names,
	 * else the preference's, else the default), off the UI thread, and says so on
	 * {@link #TOPIC_LIBRARY_SWITCHED}.
	 */
	@Inject
	@Optional
	void libraryFolderChanged(@Preference(nodePath = UiPreferences.NODE, value = UiPreferences.LIBRARY_FOLDER) @Nullable String folder) {
		boolean atStartup = !started;
		started = true;
		String property = System.getProperty(LibraryService.LOCATION_PROPERTY);
		boolean useDefault = folder == null || folder.isBlank() || atStartup && property != null && !property.isBlank();
		if (atStartup && useDefault) {
			// the service's library: the default one, or one opened before the workbench started
			BackgroundWork.run("DriveBench: open the library", () -> announce(null, libraries::library));
			return;
		}
		Path wanted = (useDefault || folder == null ? LibraryService.defaultFolder() : Path.of(folder.strip())).toAbsolutePath().normalize();
		if (!atStartup && isOpen(wanted)) {
			return;
		}
		BackgroundWork.run("DriveBench: open the library in " + wanted, () -> announce(wanted, () -> libraries.open(wanted)));
	}

	private boolean isOpen(Path wanted) {
		return libraries.current().map(open -> open.folder().equals(wanted)).orElse(false);
	}

	/** What opens a library. */
	private interface Opener {
		ResultLibrary open() throws IOException;
	}

	/** Opens a library (of {@code folder}, or the service's when null), watches it and tells the workbench. */
	private void announce(@Nullable Path folder, Opener opener) {
		try {
			ResultLibrary library = opener.open();
			watch(library);
			events.post(TOPIC_LIBRARY_SWITCHED, new LibrarySwitch(library.folder(), library, null));
		} catch (IOException | RuntimeException e) {
			Path named = folder != null ? folder : LibraryService.defaultFolder();
			ILog.of(LibraryAddon.class).error("The library in " + named + " could not be opened: " + Failures.describe(e), e);
			events.post(TOPIC_LIBRARY_SWITCHED, new LibrarySwitch(named, null, Failures.describe(e)));
		}
	}

	private synchronized void watch(ResultLibrary library) {
		if (watcher != null && watched == library) {
			return;
		}
		stopWatching();
		try {
			watcher = LibraryWatcher.start(library, e -> events.post(TOPIC_WATCH_FAILED,
					NLS.bind(Messages.watch_refresh_failed, library.folder(), e.getMessage())));
			watched = library;
		} catch (IOException e) {
			events.post(TOPIC_WATCH_FAILED, NLS.bind(Messages.watch_failed, library.folder(), e.getMessage()));
		}
	}

	/** Stops watching (on a switch, before the next library is watched, and when the workbench closes). */
	@PreDestroy
	synchronized void stopWatching() {
		LibraryWatcher open = watcher;
		if (open != null) {
			try {
				open.close();
			} catch (IOException e) {
				ILog.of(LibraryAddon.class).warn("The watch of " + (watched == null ? "the library" : watched.folder()) + " did not close cleanly (its thread stopped all the same)", e);
			}
			watcher = null;
			watched = null;
		}
	}

	/** Whether a library's folder is being watched now, for tests. */
	public synchronized boolean watches(ResultLibrary library) {
		return watcher != null && watched == library;
	}
}
