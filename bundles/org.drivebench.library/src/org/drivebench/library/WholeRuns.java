package org.drivebench.library;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.lang.ref.SoftReference;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.function.Consumer;

import org.drivebench.model.Run;
import org.eclipse.jdt.annotation.Nullable;

/**
 * A library's whole runs (with their series, histograms and intervals), read from their files on demand
 * and kept while memory allows, each with the stamp of the file it came from, so a run read again is taken
 * from memory only while its file is unchanged. A run found changed by another process brings its summary
 * in the library up to date and tells the library's listeners.
 */
final class WholeRuns {
	/** A whole run with the stamp its file had throughout the read. */
	private record WholeRun(Run run, FileStamp stamp) {
	}

	private final DocumentStore<Run> runs;
	private final Consumer<LibraryChange> changed;
	private final Map<String, SoftReference<WholeRun>> read = new HashMap<>();

	/**
	 * @param runs    the library's runs
	 * @param changed told when a run's file turned out changed since its summary was read
	 */
	WholeRuns(DocumentStore<Run> runs, Consumer<LibraryChange> changed) {
		this.runs = runs;
		this.changed = changed;
	}

	/** Run {@code id} whole (see {@link ResultLibrary#fullRun(String)}). */
	Run get(String id) throws IOException {
		return get(id, null);
	}

	/** {@link #get(String)}, with the run as it was just read from its file when {@code justRead} holds it. */
	private Run get(String id, @Nullable WholeRun justRead) throws IOException {
		Path file = runs.fileOf(id);
		if (runs.stampOf(id).isEmpty()) {
			throw new NoSuchFileException(file.toString(), null, "the library holds no run '" + id + "'");
		}
		FileStamp stamp = justRead == null ? FileStamp.of(file) : justRead.stamp();
		WholeRun kept = kept(id, stamp);
		if (kept != null) {
			return kept.run();
		}
		Run run;
		if (justRead != null) {
			run = justRead.run();
		} else {
			run = runs.read(file);
			FileStamp after = FileStamp.of(file);
			if (!after.equals(stamp)) {
				return get(id); // replaced while it was read: read the new one
			}
		}
		boolean changedSince = !runs.stampOf(id).map(stamp::equals).orElse(false);
		remember(run, stamp);
		if (changedSince) {
			runs.put(id, run, stamp); // another process changed it: the summary follows
			changed.accept(new LibraryChange(Set.of(id), Set.of(), Set.of(), true));
		}
		return run;
	}

	/**
	 * The whole runs of {@code summaries}, in their order: those not in memory read from their files on
	 * {@code workers} at once, then each taken as {@link #get(String)} takes it, in order, on this thread, so
	 * the library's bookkeeping and its listeners see what a loop over {@link #get(String)} shows them, and a
	 * failure is the first run's in that order that could not be read.
	 */
	List<Run> getAll(Collection<Run> summaries, ExecutorService workers) throws IOException {
		List<String> ids = summaries.stream().map(Run::getId).toList();
		List<@Nullable Future<@Nullable WholeRun>> reads = new ArrayList<>(ids.size());
		for (String id : ids) {
			reads.add(inMemory(id) ? null : workers.submit(() -> readWhole(id)));
		}
		List<Run> list = new ArrayList<>(ids.size());
		for (int i = 0; i < ids.size(); i++) {
			Future<@Nullable WholeRun> pending = reads.get(i);
			list.add(get(ids.get(i), pending == null ? null : done(pending)));
		}
		return list;
	}

	/** Keeps {@code whole}, just read from or written to a file of {@code stamp}. */
	synchronized void remember(Run whole, FileStamp stamp) {
		read.put(whole.getId(), new SoftReference<>(new WholeRun(whole, stamp)));
	}

	synchronized void forget(String id) {
		read.remove(id);
	}

	synchronized void clear() {
		read.clear();
	}

	/** The run {@code id} kept, when its file still has {@code stamp}; else null. */
	private synchronized @Nullable WholeRun kept(String id, FileStamp stamp) {
		SoftReference<WholeRun> cached = read.get(id);
		WholeRun whole = cached == null ? null : cached.get();
		return whole != null && whole.stamp().equals(stamp) ? whole : null;
	}

	/** Whether run {@code id} is kept as its file holds it now. */
	private boolean inMemory(String id) {
		try {
			return kept(id, FileStamp.of(runs.fileOf(id))) != null;
		} catch (IOException | IllegalArgumentException e) {
			return false; // get says what is wrong
		}
	}

	/** Run {@code id} read from its file, which kept one stamp throughout; null when it changed meanwhile or is no run of the library. */
	private @Nullable WholeRun readWhole(String id) throws IOException {
		if (runs.stampOf(id).isEmpty()) {
			return null; // get says so
		}
		Path file = runs.fileOf(id);
		FileStamp stamp = FileStamp.of(file);
		Run run = runs.read(file);
		return FileStamp.of(file).equals(stamp) ? new WholeRun(run, stamp) : null;
	}

	/** What {@code pending} read; its failure as the reading thread met it. */
	private static @Nullable WholeRun done(Future<@Nullable WholeRun> pending) throws IOException {
		try {
			return pending.get();
		} catch (ExecutionException e) {
			Throwable cause = e.getCause();
			if (cause instanceof IOException io) {
				throw io;
			}
			if (cause instanceof RuntimeException r) {
				throw r;
			}
			throw new IOException(String.valueOf(cause), cause);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			throw new InterruptedIOException("interrupted while runs were read");
		}
	}
}
