package org.drivebench.library;

/**
 * Hears of changes to the library, made through it or found on disk by {@link
 * ResultLibrary#refresh()}. Called on the thread that made or found the change; a UI hands over to
 * its own thread.
 */
@FunctionalInterface
public interface LibraryListener {
	void libraryChanged(LibraryChange change);
}
