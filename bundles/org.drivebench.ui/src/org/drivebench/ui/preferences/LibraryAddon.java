package org.drivebench.ui.preferences;

import java.io.IOException;
import java.nio.file.Path;

import jakarta.inject.Inject;

import org.drivebench.core.library.LibraryService;
import org.drivebench.core.library.ResultLibrary;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.core.di.extensions.Preference;
import org.eclipse.e4.core.services.events.IEventBroker;

/**
 * Keeps the open library in step with the library-folder preference: when the folder changes, it
 * opens the library there (off the UI thread) and posts a {@link LibrarySwitch} so the explorer and
 * the editors move over. At startup a folder named with {@code -Ddrivebench.library} wins over the
 * preference, as the README promises for one session.
 */
public class LibraryAddon {
	/** Event topic of a {@link LibrarySwitch}. */
	public static final String TOPIC_LIBRARY_SWITCHED = "org/drivebench/ui/library/switched";

	@Inject
	private LibraryService libraries;

	@Inject
	private IEventBroker events;

	private boolean started;

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
			events.post(TOPIC_LIBRARY_SWITCHED, new LibrarySwitch(folder, library, null));
		} catch (IOException | RuntimeException e) {
			events.post(TOPIC_LIBRARY_SWITCHED, new LibrarySwitch(folder, null, e.getMessage()));
		}
	}
}
