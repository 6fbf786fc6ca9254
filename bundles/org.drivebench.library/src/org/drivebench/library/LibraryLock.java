package org.drivebench.library;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;
import org.eclipse.jdt.annotation.Nullable;

/**
 * The library's write lock, held while a document is written, renamed, moved or read-modified-
 * written. It is an operating-system lock on the file {@code .lock} in the library folder, so the
 * command line and the workbench (two processes) take turns; and a lock per folder inside this JVM,
 * since the operating system grants a file lock to a process, not to a thread.
 *
 * <p>Readers never take it: every file is replaced by an atomic rename, so a reader sees a whole old
 * or a whole new file. The lock keeps writers from losing each other's changes.
 */
final class LibraryLock {
	static final String FILE_NAME = ".lock";
	private static final Map<Path, ReentrantLock> IN_PROCESS = new ConcurrentHashMap<>();

	private final Path file;
	private final ReentrantLock threads;
	private @Nullable FileChannel channel;
	private @Nullable FileLock processLock;

	LibraryLock(Path folder) {
		this.file = folder.resolve(FILE_NAME);
		this.threads = IN_PROCESS.computeIfAbsent(folder, f -> new ReentrantLock());
	}

	/** Something to do while holding the lock. */
	@FunctionalInterface
	interface Work<T> {
		T run() throws IOException;
	}

	/** Runs {@code work} holding the lock, waiting for other threads and processes to release it. */
	<T> T holding(Work<T> work) throws IOException {
		threads.lock();
		try {
			boolean outermost = threads.getHoldCount() == 1;
			if (outermost) {
				acquireProcessLock();
			}
			try {
				return work.run();
			} finally {
				if (outermost) {
					releaseProcessLock();
				}
			}
		} finally {
			threads.unlock();
		}
	}

	private void acquireProcessLock() throws IOException {
		FileChannel opened = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
		channel = opened;
		try {
			processLock = opened.lock();
		} catch (IOException | RuntimeException e) {
			opened.close();
			channel = null;
			throw new IOException("cannot lock the library (" + file + "): " + e.getMessage(), e);
		}
	}

	private void releaseProcessLock() throws IOException {
		try {
			FileLock held = processLock;
			if (held != null) {
				held.release();
			}
		} finally {
			processLock = null;
			FileChannel open = channel;
			if (open != null) {
				open.close();
			}
			channel = null;
		}
	}
}
