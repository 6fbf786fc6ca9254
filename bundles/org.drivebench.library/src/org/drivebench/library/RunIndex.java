package org.drivebench.library;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.drivebench.core.io.AtomicFiles;
import org.drivebench.model.DriveBenchPackage;
import org.drivebench.model.Run;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.impl.BinaryResourceImpl;

/**
 * A cache that lets a library open without reading its run files: the {@linkplain RunSummaries
 * summary} of every run with the stamp of the file it came from, in one file ({@value #FILE}). On
 * open, a run whose file still has that stamp is taken from the index; only new and changed files
 * are read. The index is only ever a copy: a missing, damaged or outdated one is rebuilt from the
 * run files, never trusted over them.
 *
 * <p>Layout: a header (magic, format, schema version, count), the id and stamp of each run, then
 * the summaries as the roots of one EMF binary resource (compact and several times faster to read
 * than XMI), in the same order. The resource is written in EMF's binary format 1.1 with every string
 * written once (the labels, units and keys that recur in every run are then one object each in memory
 * too), dates and enumerators as numbers (not text parsed back), and read straight from the file
 * through EMF's own buffer.
 */
final class RunIndex {
	static final String FILE = ".runs.index";
	private static final String MAGIC = "DriveBench run index";
	private static final int BUFFER = 1 << 16;
	/**
	 * 3: summaries keep the per-worker results; 4: a test bench's ioBuffers (a model with one more feature);
	 * 5: summaries keep the measured steps (a test's time on a simulated drive's clock), drives their members;
	 * 6: EMF's binary format 1.1 (strings once, dates and enumerators as numbers).
	 */
	private static final int FORMAT = 6;
	/** How the summaries are written: see the class comment. */
	private static final Map<Object, Object> SAVE_OPTIONS = Map.of(BinaryResourceImpl.OPTION_VERSION,
			BinaryResourceImpl.BinaryIO.Version.VERSION_1_1, BinaryResourceImpl.OPTION_STYLE_DATA_CONVERTER, Boolean.TRUE,
			BinaryResourceImpl.OPTION_STYLE_BINARY_DATE, Boolean.TRUE, BinaryResourceImpl.OPTION_STYLE_BINARY_ENUMERATOR,
			Boolean.TRUE, BinaryResourceImpl.OPTION_BUFFER_CAPACITY, 0, BinaryResourceImpl.OPTION_INTERNAL_BUFFER_CAPACITY,
			BUFFER);
	/** Read from a stream that is already buffered, through EMF's own buffer (no lock taken for every byte). */
	private static final Map<Object, Object> LOAD_OPTIONS = Map.of(BinaryResourceImpl.OPTION_BUFFER_CAPACITY, 0,
			BinaryResourceImpl.OPTION_INTERNAL_BUFFER_CAPACITY, BUFFER);

	/** One run of the index. */
	record Entry(Run summary, FileStamp stamp) {
	}

	private RunIndex() {
	}

	/** The index of {@code folder}; empty when there is none or it cannot be used. */
	static Map<String, Entry> read(Path folder, int schemaVersion) {
		Path file = folder.resolve(FILE);
		try (InputStream raw = Files.newInputStream(file);
				DataInputStream in = new DataInputStream(new BufferedInputStream(raw, BUFFER))) {
			if (!MAGIC.equals(in.readUTF()) || in.readInt() != FORMAT || in.readInt() != schemaVersion) {
				return Map.of();
			}
			int count = in.readInt();
			List<String> ids = new ArrayList<>(count);
			List<FileStamp> stamps = new ArrayList<>(count);
			for (int i = 0; i < count; i++) {
				ids.add(in.readUTF());
				stamps.add(new FileStamp(in.readLong(), in.readLong(), in.readUTF()));
			}
			DriveBenchPackage.eINSTANCE.eClass(); // registers the package when running outside OSGi
			in.readInt(); // the summaries' length: they are what is left of the file
			Resource resource = new BinaryResourceImpl(URI.createFileURI(file.toString()));
			resource.load(in, LOAD_OPTIONS);
			List<EObject> roots = resource.getContents();
			if (roots.size() != count) {
				return Map.of();
			}
			Map<String, Entry> entries = new LinkedHashMap<>();
			for (int i = 0; i < count; i++) {
				if (!(roots.get(i) instanceof Run run) || !ids.get(i).equals(run.getId())) {
					return Map.of();
				}
				entries.put(ids.get(i), new Entry(run, stamps.get(i)));
			}
			entries.values().forEach(e -> RunSummaries.mark(e.summary()));
			return entries;
		} catch (NoSuchFileException e) {
			return Map.of();
		} catch (IOException | RuntimeException e) {
			return Map.of(); // a damaged cache: the run files are read instead, and the index rewritten
		}
	}

	/**
	 * Writes the index of {@code entries} into {@code folder}, through a temporary file and a
	 * rename. Not synced: after a crash the worst is an index that does not read, which is rebuilt.
	 */
	static void write(Path folder, Map<String, Entry> entries, int schemaVersion) throws IOException {
		Resource resource = new BinaryResourceImpl(URI.createURI("runs.index"));
		List<Run> copies = new ArrayList<>();
		for (Entry e : entries.values()) {
			copies.add(org.eclipse.emf.ecore.util.EcoreUtil.copy(e.summary()));
		}
		resource.getContents().addAll(copies);
		ByteArrayOutputStream summaries = new ByteArrayOutputStream(entries.size() * 2048);
		resource.save(summaries, SAVE_OPTIONS);

		AtomicFiles.write(folder.resolve(FILE), raw -> {
			DataOutputStream out = new DataOutputStream(new BufferedOutputStream(raw, BUFFER));
			out.writeUTF(MAGIC);
			out.writeInt(FORMAT);
			out.writeInt(schemaVersion);
			out.writeInt(entries.size());
			for (Map.Entry<String, Entry> e : entries.entrySet()) {
				out.writeUTF(e.getKey());
				out.writeLong(e.getValue().stamp().modifiedNanos());
				out.writeLong(e.getValue().stamp().size());
				out.writeUTF(e.getValue().stamp().fileKey());
			}
			out.writeInt(summaries.size());
			summaries.writeTo(out);
			out.flush();
		});
	}
}
