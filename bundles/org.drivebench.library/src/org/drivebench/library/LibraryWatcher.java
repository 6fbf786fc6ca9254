package org.drivebench.library;

import java.io.IOException;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.FileSystems;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Keeps a library in step with its folder while another process (the command line next to the
 * workbench) writes to it: watches {@code runs/}, {@code reports/}, {@code suites/} and {@code groups/} and calls
 * {@link ResultLibrary#refresh()} shortly after files appear, change or go, so the library's
 * listeners hear of them. Events of a burst (a suite saving many runs) are gathered into one
 * refresh. Temporary files of writers are ignored: a document counts once it is renamed into place.
 */
public final class LibraryWatcher implements AutoCloseable {
	/** How long to wait for more events before refreshing. */
	static final long SETTLE_MILLIS = 150;

	private final ResultLibrary library;
	private final WatchService service;
	private final Consumer<IOException> errors;
	private final Thread thread;

	private LibraryWatcher(ResultLibrary library, Consumer<IOException> errors) throws IOException {
		this.library = library;
		this.errors = errors;
		this.service = FileSystems.getDefault().newWatchService();
		for (String sub : List.of(ResultLibrary.RUNS, ResultLibrary.REPORTS, ResultLibrary.SUITES, ResultLibrary.GROUPS)) {
			if (sub.equals(ResultLibrary.GROUPS) && !java.nio.file.Files.isDirectory(library.folder().resolve(sub))) {
				continue; // a library read (not opened) from before group tests has no folder for them
			}
			library.folder().resolve(sub).register(service, StandardWatchEventKinds.ENTRY_CREATE,
					StandardWatchEventKinds.ENTRY_DELETE, StandardWatchEventKinds.ENTRY_MODIFY);
		}
		this.thread = new Thread(this::watch, "drivebench-library-watcher " + library.folder());
		thread.setDaemon(true);
	}

	/**
	 * Starts watching {@code library}'s folder.
	 *
	 * @param errors hears of refreshes that failed (the folder became unreadable); watching goes on
	 */
	public static LibraryWatcher start(ResultLibrary library, Consumer<IOException> errors) throws IOException {
		LibraryWatcher watcher = new LibraryWatcher(library, errors);
		watcher.thread.start();
		return watcher;
	}

	private void watch() {
		try {
			while (true) {
				WatchKey key = service.take();
				boolean relevant = drain(key);
				// gather the rest of a burst
				WatchKey more;
				while ((more = service.poll(SETTLE_MILLIS, TimeUnit.MILLISECONDS)) != null) {
					relevant |= drain(more);
				}
				if (relevant) {
					try {
						library.refresh();
					} catch (IOException e) {
						errors.accept(e);
					}
				}
			}
		} catch (InterruptedException | ClosedWatchServiceException e) {
			// closed
		}
	}

	private static boolean drain(WatchKey key) {
		boolean relevant = false;
		for (WatchEvent<?> event : key.pollEvents()) {
			if (event.kind() == StandardWatchEventKinds.OVERFLOW) {
				relevant = true;
			} else if (event.context() instanceof Path name && !XmiFiles.isTemporary(name)
					&& name.toString().endsWith(DocumentStore.EXTENSION)) {
				relevant = true;
			}
		}
		key.reset();
		return relevant;
	}

	@Override
	public void close() throws IOException {
		service.close();
		thread.interrupt();
		try {
			thread.join(TimeUnit.SECONDS.toMillis(5));
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}
}
