package org.drivebench.library;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.function.BiFunction;
import java.util.function.UnaryOperator;
import java.util.regex.Pattern;

import org.drivebench.core.io.AtomicFiles;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.jdt.annotation.Nullable;

/**
 * One folder of the library holding documents of one kind ({@code runs/}, {@code reports/},
 * {@code suites/}), one per file named {@code <id>.xmi}, and what was last read from it: each
 * document with the stamp of the file it came from, and each unreadable file with its reason. A
 * refresh reads only files whose stamp changed, so noticing another process's save is cheap.
 *
 * @param <T> the document type
 */
final class DocumentStore<T extends EObject> {
	static final String EXTENSION = ".xmi";
	private static final Pattern ID = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]*");

	/** A file being read, with the stamp it was listed with. */
	private record Pending<T>(Path file, FileStamp stamp, Future<T> document) {
	}

	private record Entry<T>(T document, FileStamp stamp) {
	}

	private record Unreadable(FileStamp stamp, LibraryProblem problem) {
	}

	/** Reads what is kept of the document in a file straight from it (a run's summary, without its bulk data). */
	@FunctionalInterface
	interface KeptReader<T> {
		T read(Path file) throws IOException;
	}

	private final Path folder;
	private final Class<T> type;
	private final EClass eClass;
	private final int readableVersion;
	private final UnaryOperator<T> summarize;
	private final @Nullable KeptReader<T> keptReader;
	private final Map<String, Entry<T>> entries = new HashMap<>();
	private final Map<Path, Unreadable> unreadable = new HashMap<>();

	/**
	 * @param summarize what of a document read or saved is kept in memory (the whole document, or a
	 *                  summary of it)
	 */
	DocumentStore(Path folder, Class<T> type, EClass eClass, int readableVersion, UnaryOperator<T> summarize) {
		this(folder, type, eClass, readableVersion, summarize, null);
	}

	/**
	 * @param summarize what of a document saved or read whole is kept in memory (a summary of it)
	 * @param keptReader reads that summary straight from a file, as a refresh does: the same document
	 *                  {@code summarize} makes of the whole one, at a fraction of the work
	 */
	DocumentStore(Path folder, Class<T> type, EClass eClass, int readableVersion, UnaryOperator<T> summarize,
			@Nullable KeptReader<T> keptReader) {
		this.folder = folder;
		this.type = type;
		this.eClass = eClass;
		this.readableVersion = readableVersion;
		this.summarize = summarize;
		this.keptReader = keptReader;
	}

	Path folder() {
		return folder;
	}

	/** The schema version this store writes, and the newest it reads. */
	int version() {
		return readableVersion;
	}

	String kind() {
		return eClass.getName();
	}

	synchronized List<T> documents() {
		List<T> list = new ArrayList<>(entries.size());
		entries.values().forEach(e -> list.add(e.document()));
		return list;
	}

	synchronized Optional<T> get(String id) {
		Entry<T> entry = entries.get(id);
		return entry == null ? Optional.empty() : Optional.of(entry.document());
	}

	synchronized Optional<FileStamp> stampOf(String id) {
		Entry<T> entry = entries.get(id);
		return entry == null ? Optional.empty() : Optional.of(entry.stamp());
	}

	synchronized List<LibraryProblem> problems() {
		return unreadable.values().stream().map(Unreadable::problem).toList();
	}

	/** The document's id, or {@code null} when it has none yet. */
	@Nullable
	String idOf(T document) {
		Object id = document.eGet(idAttribute());
		return id == null || id.toString().isBlank() ? null : id.toString();
	}

	void setId(T document, String id) {
		document.eSet(idAttribute(), id);
	}

	/** The file of the document {@code id}; refuses ids that are not safe file names. */
	Path fileOf(@Nullable String id) {
		if (id == null || !ID.matcher(id).matches()) {
			throw new IllegalArgumentException(kind() + " id '" + id
					+ "' must start with a letter or digit and hold only letters, digits, '.', '_' and '-'");
		}
		return folder.resolve(id + EXTENSION);
	}

	/** Reads the document in {@code file} now (for a read-modify-write under the library lock). */
	T read(Path file) throws IOException {
		return checkId(file, XmiFiles.read(file, type, eClass, readableVersion));
	}

	/** What is kept of the document in {@code file}, as a refresh reads it. */
	T readKept(Path file) throws IOException {
		KeptReader<T> reader = keptReader;
		return reader == null ? summarize.apply(read(file)) : checkId(file, reader.read(file));
	}

	/** Holds (the summary of) {@code document}, just written with {@code stamp}. */
	synchronized void put(String id, T document, FileStamp stamp) {
		entries.put(id, new Entry<>(summarize.apply(document), stamp));
		unreadable.remove(folder.resolve(id + EXTENSION));
	}

	/** Takes documents known from elsewhere (an index) as read from files of these stamps. */
	synchronized void seed(Map<String, T> documents, Map<String, FileStamp> stamps) {
		documents.forEach((id, document) -> {
			FileStamp stamp = stamps.get(id);
			if (stamp != null) { // one the index has no stamp of is read from its file
				entries.put(id, new Entry<>(document, stamp));
			}
		});
	}

	/** What is held, for an index: each document with the stamp of its file. */
	synchronized <R> Map<String, R> snapshot(BiFunction<T, FileStamp, R> entry) {
		Map<String, R> map = new java.util.TreeMap<>();
		entries.forEach((id, e) -> map.put(id, entry.apply(e.document(), e.stamp())));
		return map;
	}

	synchronized void remove(String id) {
		entries.remove(id);
		unreadable.remove(folder.resolve(id + EXTENSION));
	}

	synchronized void clear() {
		entries.clear();
		unreadable.clear();
	}

	/**
	 * Brings what is held in line with the folder: reads new and changed files (in parallel on
	 * {@code workers}), forgets removed ones, and returns the ids that changed.
	 */
	Set<String> refresh(ExecutorService workers) throws IOException {
		return refresh(workers, list());
	}

	/** {@link #refresh(ExecutorService)} with the folder's files as {@link #list()} listed them a moment ago. */
	Set<String> refresh(ExecutorService workers, Map<Path, FileStamp> onDisk) throws IOException {
		Map<Path, FileStamp> toRead = new HashMap<>();
		Map<String, @Nullable Entry<T>> before = new HashMap<>();
		Set<String> changed = new LinkedHashSet<>();
		synchronized (this) {
			Set<String> listed = new HashSet<>();
			for (Map.Entry<Path, FileStamp> f : onDisk.entrySet()) {
				String id = idOfFile(f.getKey());
				listed.add(id);
				Entry<T> known = entries.get(id);
				Unreadable bad = unreadable.get(f.getKey());
				boolean same = known != null && known.stamp().equals(f.getValue())
						|| bad != null && bad.stamp().equals(f.getValue());
				if (!same) {
					toRead.put(f.getKey(), f.getValue());
					before.put(id, known);
				}
			}
			for (String id : List.copyOf(entries.keySet())) {
				// a file saved through this store since the listing is not gone
				if (!listed.contains(id) && !Files.exists(folder.resolve(id + EXTENSION))) {
					entries.remove(id);
					changed.add(id);
				}
			}
			unreadable.keySet().removeIf(p -> !onDisk.containsKey(p));
		}
		List<Pending<T>> reads = new ArrayList<>();
		for (Map.Entry<Path, FileStamp> f : toRead.entrySet()) {
			Path file = f.getKey();
			reads.add(new Pending<>(file, f.getValue(), workers.submit(() -> readKept(file))));
		}
		for (Pending<T> r : reads) {
			Path file = r.file();
			String id = idOfFile(file);
			try {
				T document = r.document().get();
				synchronized (this) {
					// a save through this store while the file was read holds the newer version
					if (entries.get(id) == before.get(id)) {
						entries.put(id, new Entry<>(document, r.stamp()));
						unreadable.remove(file);
					}
				}
			} catch (ExecutionException e) {
				Throwable cause = e.getCause();
				if (cause instanceof NoSuchFileException) {
					remove(id); // deleted between listing and reading
				} else {
					synchronized (this) {
						if (entries.get(id) == before.get(id)) {
							entries.remove(id);
							unreadable.put(file, new Unreadable(r.stamp(), new LibraryProblem(file, reason(cause))));
						}
					}
				}
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
				throw new IOException("interrupted while reading " + folder, e);
			}
			changed.add(id);
		}
		return changed;
	}

	/** What {@code listing}, a {@link #list()} of {@code folder} on another thread, found. */
	static Map<Path, FileStamp> listed(Future<Map<Path, FileStamp>> listing, Path folder) throws IOException {
		try {
			return listing.get();
		} catch (ExecutionException e) {
			if (e.getCause() instanceof IOException io) {
				throw io;
			}
			throw new IOException("cannot list " + folder + ": " + e.getCause(), e.getCause());
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			throw new IOException("interrupted while listing " + folder, e);
		}
	}

	/** The documents' files with their stamps; temporary files of writers are left out. */
	Map<Path, FileStamp> list() throws IOException {
		return list(folder);
	}

	/** The documents' files in {@code folder} with their stamps; temporary files of writers are left out. */
	static Map<Path, FileStamp> list(Path folder) throws IOException {
		Map<Path, FileStamp> files = new HashMap<>();
		if (!Files.isDirectory(folder)) {
			return files; // a library read as it is may lack a folder it never needed
		}
		try (DirectoryStream<Path> stream = Files.newDirectoryStream(folder, "*" + EXTENSION)) {
			for (Path file : stream) {
				if (AtomicFiles.isTemporary(file)) { // not XmiFiles': its class would make an XML parser pool
					continue;
				}
				try {
					BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class); // one stat a file
					if (attributes.isRegularFile()) {
						files.put(file, FileStamp.of(attributes));
					}
				} catch (IOException e) {
					// removed while listing, or no file to look into (as Files.isRegularFile would say)
				}
			}
		}
		return files;
	}

	private T checkId(Path file, T document) throws IOException {
		String expected = idOfFile(file);
		String id = idOf(document);
		if (id == null) {
			setId(document, expected); // a file made by hand: its name is its id
		} else if (!id.equals(expected)) {
			throw new XmiFiles.UnreadableFileException("it holds " + kind() + " '" + id + "' but is named " + file.getFileName()
					+ "; rename it to " + id + EXTENSION);
		}
		return document;
	}

	private static String idOfFile(Path file) {
		String name = file.getFileName().toString();
		return name.substring(0, name.length() - EXTENSION.length());
	}

	private EAttribute idAttribute() {
		return eClass.getEIDAttribute();
	}

	private static String reason(Throwable e) {
		if (e instanceof XmiFiles.UnreadableFileException) {
			return e.getMessage();
		}
		Throwable t = e;
		while (t.getCause() != null && t.getCause() != t) {
			t = t.getCause();
		}
		String message = t.getMessage();
		return message == null || message.isBlank() ? t.getClass().getSimpleName() : message;
	}
}
