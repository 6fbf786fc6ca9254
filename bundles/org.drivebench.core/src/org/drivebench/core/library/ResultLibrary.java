package org.drivebench.core.library;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;

import org.drivebench.model.DriveBenchPackage;
import org.drivebench.model.Run;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.xmi.XMLResource;
import org.eclipse.emf.ecore.xmi.impl.XMIResourceImpl;

/**
 * The result library: a folder of XMI files, one run per file ({@code runs/<id>.xmi}). A file is
 * written to a temporary file, synced and renamed over the old one, so a crash costs at most the
 * run being written; a file that cannot be read is reported with its name and reason and skipped.
 */
public final class ResultLibrary {
	/** Schema version this build writes and reads. */
	public static final int SCHEMA_VERSION = 1;
	static final String RUNS = "runs";
	static final String EXTENSION = ".xmi";

	private final Path folder;
	private final Map<String, Run> runs = new LinkedHashMap<>();
	private final List<LibraryProblem> problems = new ArrayList<>();
	private final List<Runnable> listeners = new CopyOnWriteArrayList<>();

	private ResultLibrary(Path folder) {
		this.folder = folder;
	}

	/** Opens (and creates when missing) the library in {@code folder} and loads every run. */
	public static ResultLibrary open(Path folder) throws IOException {
		Files.createDirectories(folder.resolve(RUNS));
		ResultLibrary library = new ResultLibrary(folder.toAbsolutePath().normalize());
		library.reload();
		return library;
	}

	public Path folder() {
		return folder;
	}

	/** Loaded runs, oldest first. */
	public synchronized List<Run> runs() {
		List<Run> list = new ArrayList<>(runs.values());
		list.sort(Comparator.comparing((Run r) -> r.getStartedAt() == null ? 0 : r.getStartedAt().getTime())
				.thenComparing(Run::getId));
		return list;
	}

	/** Files that the last load skipped, with reasons. */
	public synchronized List<LibraryProblem> problems() {
		return List.copyOf(problems);
	}

	/** Reads the folder again. */
	public void reload() throws IOException {
		Map<String, Run> loaded = new HashMap<>();
		List<LibraryProblem> skipped = new ArrayList<>();
		try (DirectoryStream<Path> files = Files.newDirectoryStream(folder.resolve(RUNS), "*" + EXTENSION)) {
			for (Path file : files) {
				try {
					Run run = load(file);
					loaded.put(run.getId(), run);
				} catch (IOException | RuntimeException e) {
					skipped.add(new LibraryProblem(file, reason(e)));
				}
			}
		}
		synchronized (this) {
			runs.clear();
			runs.putAll(loaded);
			problems.clear();
			problems.addAll(skipped);
		}
		fireChanged();
	}

	/** Saves {@code run} (giving it an id when it has none) atomically, replacing an earlier version. */
	public void save(Run run) throws IOException {
		if (run.getId() == null || run.getId().isBlank()) {
			run.setId(UUID.randomUUID().toString());
		}
		run.setSchemaVersion(SCHEMA_VERSION);
		Path file = fileOf(run.getId());
		writeAtomically(run, file);
		synchronized (this) {
			runs.put(run.getId(), run);
		}
		fireChanged();
	}

	/** Removes a run's file. */
	public void delete(Run run) throws IOException {
		Files.deleteIfExists(fileOf(run.getId()));
		synchronized (this) {
			runs.remove(run.getId());
		}
		fireChanged();
	}

	public void addListener(Runnable listener) {
		listeners.add(listener);
	}

	public void removeListener(Runnable listener) {
		listeners.remove(listener);
	}

	private void fireChanged() {
		listeners.forEach(Runnable::run);
	}

	private Path fileOf(String id) {
		if (!id.matches("[A-Za-z0-9._-]+")) {
			throw new IllegalArgumentException("run id '" + id + "' may only hold letters, digits, '.', '_' and '-'");
		}
		return folder.resolve(RUNS).resolve(id + EXTENSION);
	}

	private static Run load(Path file) throws IOException {
		DriveBenchPackage.eINSTANCE.eClass();
		Resource resource = new XMIResourceImpl(URI.createFileURI(file.toString()));
		resource.load(Map.of(XMLResource.OPTION_DEFER_IDREF_RESOLUTION, Boolean.TRUE));
		if (resource.getContents().isEmpty()) {
			throw new IOException("the file holds no run");
		}
		EObject root = resource.getContents().get(0);
		if (!(root instanceof Run run)) {
			throw new IOException("the file holds a " + root.eClass().getName() + ", not a run");
		}
		if (run.getSchemaVersion() > SCHEMA_VERSION) {
			throw new IOException("written with schema version " + run.getSchemaVersion()
					+ " by a newer DriveBench; this one reads up to version " + SCHEMA_VERSION);
		}
		if (run.getId() == null) {
			throw new IOException("the run has no id");
		}
		return run;
	}

	private static void writeAtomically(EObject root, Path file) throws IOException {
		Path temporary = file.resolveSibling("." + file.getFileName() + "." + UUID.randomUUID() + ".tmp");
		Resource resource = new XMIResourceImpl(URI.createFileURI(file.toString()));
		// save a copy: adding the live object to a new resource would move it out of its own
		resource.getContents().add(org.eclipse.emf.ecore.util.EcoreUtil.copy(root));
		try {
			try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
					OutputStream out = java.nio.channels.Channels.newOutputStream(channel)) {
				resource.save(out, Map.of(XMLResource.OPTION_ENCODING, "UTF-8"));
				out.flush();
				channel.force(true);
			}
			try {
				Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
			} catch (AtomicMoveNotSupportedException e) {
				Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING);
			}
		} finally {
			Files.deleteIfExists(temporary);
		}
	}

	private static String reason(Exception e) {
		Throwable t = e;
		while (t.getCause() != null && t.getCause() != t) {
			t = t.getCause();
		}
		String message = t.getMessage();
		return message == null || message.isBlank() ? t.getClass().getSimpleName() : message;
	}
}
