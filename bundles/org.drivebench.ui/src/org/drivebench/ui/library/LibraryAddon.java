package org.drivebench.ui.library;

import java.io.IOException;
import java.nio.file.Path;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

import org.drivebench.core.library.LibraryService;
import org.drivebench.core.library.LibraryWatcher;
import org.drivebench.core.library.ResultLibrary;
import org.drivebench.ui.preferences.UiPreferences;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.core.di.extensions.Preference;
import org.eclipse.e4.core.services.events.IEventBroker;
import org.eclipse.osgi.util.NLS;

/**
 * Keeps the open library in step with the library-folder preference and with its folder on disk.
 *
 * <p>When the folder preference changes, it opens the library there (off the UI thread) and posts a
 * {@link LibrarySwitch} so the explorer and the editors move over. At startup a folder named with
 * {@code -Ddrivebench.library} wins over the preference, as the README promises for one session.
 *
 * <p>While a library is open, a {@link LibraryWatcher} refreshes it whenever another process (the
 * command line) adds, changes or removes files in it, so their runs appear by themselves; the watcher
 * moves to the new library on a switch and stops when the workbench closes.
 */
public class LibraryAddon {
	/** Event topic of a {@link LibrarySwitch}. */
	public static final String TOPIC_LIBRARY_SWITCHED = "org/drivebench/ui/library/switched";
	/** Event topic of a message (String) saying that the library's folder is not watched or could not be read. */
	public static final String TOPIC_WATCH_FAILED = "org/drivebench/ui/library/watchFailed";

	@Inject
	private LibraryService libraries;

	@Inject
	private IEventBroker events;

	private boolean started;
	private LibraryWatcher watcher;
	private ResultLibrary watched;

	@Inject
	@Optional
	void libraryFolderChanged(@Preference(nodePath = UiPreferences.NODE, value = UiPreferences.LIBRARY_FOLDER) String folder) {
		boolean atStartup = !started;
		started = true;
		String property = System.getProperty(LibraryService.LOCATION_PROPERTY);
		if (atStartup && property != null && !property.isBlank()) {
			return;
		}
		boolean useDefault = folder == null || folder.isBlank();
		if (atStartup && useDefault) {
			return;
		}
		Path target = useDefault ? LibraryService.defaultFolder() : Path.of(folder.strip());
		Path wanted = target.toAbsolutePath().normalize();
		if (isOpen(wanted)) {
			return;
		}
		if (atStartup) {
			open(wanted);
		} else {
			Thread opener = new Thread(() -> open(wanted), "DriveBench library opener");
			opener.setDaemon(true);
			opener.start();
		}
	}

	/** Watches the library open once the addon is set up (the default one, or the one a switch opened). */
	@PostConstruct
	void watchOpenLibrary() {
		ResultLibrary open;
		try {
			open = libraries.library();
		} catch (RuntimeException e) {
			return; // the explorer says why the library could not be opened
		}
		watch(open);
	}

	private boolean isOpen(Path wanted) {
		try {
			return libraries.library().folder().equals(wanted);
		} catch (RuntimeException e) {
			return false;
		}
	}

	private void open(Path folder) {
		try {
			ResultLibrary library = libraries.open(folder);
			watch(library);
			events.post(TOPIC_LIBRARY_SWITCHED, new LibrarySwitch(folder, library, null));
		} catch (IOException | RuntimeException e) {
			events.post(TOPIC_LIBRARY_SWITCHED, new LibrarySwitch(folder, null, e.getMessage()));
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
		if (watcher != null) {
			try {
				watcher.close();
			} catch (IOException e) {
				// the watch service could not be closed cleanly; its thread is stopped all the same
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
