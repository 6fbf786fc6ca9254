package org.drivebench.library;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Optional;

import org.drivebench.core.io.UserFolders;
import org.osgi.service.component.annotations.Component;
import org.eclipse.jdt.annotation.Nullable;

/**
 * The library the workbench and the CLI work on. It opens the folder named by the system property
 * {@value #LOCATION_PROPERTY}, else {@code $XDG_DATA_HOME/drivebench/library}, else
 * {@code $HOME/.local/share/drivebench/library} ({@link UserFolders#library()}); {@link #open(Path)}
 * switches to another folder.
 */
@Component(service = LibraryService.class)
public class LibraryService {
	public static final String LOCATION_PROPERTY = UserFolders.LIBRARY_PROPERTY;

	private @Nullable ResultLibrary library;

	/** The open library, opening the default one on first use. */
	public synchronized ResultLibrary library() {
		ResultLibrary open = library;
		if (open == null) {
			try {
				open = ResultLibrary.open(defaultFolder());
				library = open;
			} catch (IOException e) {
				throw new UncheckedIOException("Cannot open the result library in " + defaultFolder() + ": " + e.getMessage(), e);
			}
		}
		return open;
	}

	/** The open library, without opening one: empty until {@link #library()} or {@link #open(Path)} opened one. */
	public synchronized Optional<ResultLibrary> current() {
		ResultLibrary open = library;
		return open == null ? Optional.empty() : Optional.of(open);
	}

	/** Switches to the library in {@code folder}, creating it when missing. */
	public synchronized ResultLibrary open(Path folder) throws IOException {
		library = ResultLibrary.open(folder);
		return library;
	}

	/** Where the library is when nobody says otherwise. */
	public static Path defaultFolder() {
		return UserFolders.current().library();
	}
}
