package org.drivebench.library;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.drivebench.core.io.AtomicFiles;

/**
 * How a {@link ResultLibrary} is opened: what can be done before EMF's and the model's packages exist
 * (listing the run files, reading the run index's bytes, removing what killed writers left) is done on
 * the readers while the library's constructor makes them.
 */
final class LibraryOpening {
	private LibraryOpening() {
	}

	/**
	 * The library in {@code folder}, read. In a fresh process most of an open is the making of EMF's and
	 * the model's packages, which the constructor starts on this thread: the run files are listed, the run
	 * index's file read and checked and stale temporary files removed meanwhile, on the readers, which
	 * need neither.
	 */
	static ResultLibrary opened(Path folder, boolean readOnly) throws IOException {
		LibraryLock lock = new LibraryLock(folder);
		try (ExecutorService workers = readers()) {
			Future<Map<Path, FileStamp>> listing = workers.submit(() -> DocumentStore.list(folder.resolve(ResultLibrary.RUNS)));
			Future<Optional<RunIndex.IndexFile>> index = workers.submit(() -> RunIndex.readFile(folder, ResultLibrary.SCHEMA_VERSION));
			Future<?> cleaning = workers.submit(() -> {
				if (!readOnly) {
					removeStaleTemporaryFiles(folder, lock);
				}
				return null;
			});
			ResultLibrary library = new ResultLibrary(folder, readOnly, lock);
			try {
				cleaning.get();
			} catch (ExecutionException e) {
				Throwable cause = e.getCause();
				if (cause instanceof RuntimeException unchecked) {
					throw unchecked;
				}
				if (cause instanceof Error error) {
					throw error;
				}
				// an IOException: a library on a read-only medium, where nothing can be cleaned and everything read
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
				throw new IOException("interrupted while opening " + folder, e);
			}
			library.load(workers, listing, index);
			return library;
		}
	}

	/** The run index's file as {@code reading} read it; none when it could not. */
	static Optional<RunIndex.IndexFile> indexFile(Future<Optional<RunIndex.IndexFile>> reading) throws IOException {
		try {
			return reading.get();
		} catch (ExecutionException e) {
			if (e.getCause() instanceof Error error) {
				throw error;
			}
			return Optional.empty(); // the index is a cache: the run files are read instead
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			throw new IOException("interrupted while reading the run index", e);
		}
	}

	/** Removes what writers killed in {@code folder} left: their temporary files older than an hour. */
	private static void removeStaleTemporaryFiles(Path folder, LibraryLock lock) throws IOException {
		FileTime limit = FileTime.from(Instant.now().minus(ResultLibrary.STALE_TEMPORARY));
		lock.holding(() -> {
			// the library's own folder too: a run index whose writer was killed leaves its temporary file there
			for (Path sub : List.of(folder, folder.resolve(ResultLibrary.RUNS), folder.resolve(ResultLibrary.REPORTS), folder.resolve(ResultLibrary.SUITES),
					folder.resolve(ResultLibrary.GROUPS))) { // open() made each
				try (DirectoryStream<Path> files = Files.newDirectoryStream(sub, ".*")) {
					for (Path f : files) {
						if (AtomicFiles.isTemporary(f) && Files.getLastModifiedTime(f).compareTo(limit) < 0) {
							Files.deleteIfExists(f);
						}
					}
				}
			}
			return null;
		});
	}

	/** Threads that read a library's files, one per processor. */
	static ExecutorService readers() {
		int threads = Math.max(1, Runtime.getRuntime().availableProcessors());
		return Executors.newFixedThreadPool(threads, task -> {
			Thread t = new Thread(task, "drivebench-library-reader");
			t.setDaemon(true);
			return t;
		});
	}
}
