package org.drivebench.library;

import java.io.BufferedOutputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.zip.CRC32;

import org.drivebench.core.io.AtomicFiles;
import org.drivebench.core.io.InParallel;
import org.drivebench.model.DriveBenchPackage;
import org.drivebench.model.Run;
import org.eclipse.emf.common.util.EList;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.impl.BinaryResourceImpl;
import org.eclipse.emf.ecore.util.BasicInternalEList;
import org.eclipse.jdt.annotation.NonNullByDefault;

/**
 * A cache that lets a library open without reading its run files: the {@linkplain RunSummaries
 * summary} of every run with the stamp of the file it came from, in one file ({@value #FILE}). On
 * open, a run whose file still has that stamp is taken from the index; only new and changed files
 * are read. The index is only ever a copy: a missing, damaged or outdated one is rebuilt from the
 * run files, never trusted over them.
 *
 * <p>Layout: a header (magic, format, schema version, count), the id and stamp of each run, then
 * the summaries, in the same order, in segments of at most {@value #SEGMENT_RUNS} runs, each segment
 * the roots of one EMF binary resource (compact and several times faster to read than XMI) preceded by
 * its number of runs, its length and its CRC-32 (a segment damaged where it would still read is not
 * trusted either). The header and checksums are checked apart from the segments' read, which needs the
 * model's package: an open does it meanwhile. The first segment is read alone, the others then on every
 * processor at once, their runs put back in the file's order. Each resource is written in EMF's binary
 * format 1.1 with every string written once (the labels, units and keys that recur in every run are then one
 * object each in memory too), dates and enumerators as numbers (not text parsed back).
 */
final class RunIndex {
	static final String FILE = ".runs.index";
	private static final String MAGIC = "DriveBench run index";
	private static final int BUFFER = 1 << 16;
	/** Runs per segment: enough for each segment's strings to be written once, few enough to share the work. */
	static final int SEGMENT_RUNS = 256;
	/**
	 * 3: summaries keep the per-worker results; 4: a test bench's ioBuffers (a model with one more feature);
	 * 5: summaries keep the measured steps (a test's time on a simulated drive's clock), drives their members;
	 * 6: EMF's binary format 1.1 (strings once, dates and enumerators as numbers); 7: the summaries in segments
	 * read in parallel, each with its checksum.
	 */
	private static final int FORMAT = 7;
	/** How the summaries are written: see the class comment. */
	private static final Map<Object, Object> SAVE_OPTIONS = Map.of(BinaryResourceImpl.OPTION_VERSION,
			BinaryResourceImpl.BinaryIO.Version.VERSION_1_1, BinaryResourceImpl.OPTION_STYLE_DATA_CONVERTER, Boolean.TRUE,
			BinaryResourceImpl.OPTION_STYLE_BINARY_DATE, Boolean.TRUE, BinaryResourceImpl.OPTION_STYLE_BINARY_ENUMERATOR,
			Boolean.TRUE, BinaryResourceImpl.OPTION_BUFFER_CAPACITY, 0, BinaryResourceImpl.OPTION_INTERNAL_BUFFER_CAPACITY,
			BUFFER);
	/** Read from bytes in memory through EMF's own buffer (no lock taken for every byte). */
	private static final Map<Object, Object> LOAD_OPTIONS = Map.of(BinaryResourceImpl.OPTION_BUFFER_CAPACITY, 0,
			BinaryResourceImpl.OPTION_INTERNAL_BUFFER_CAPACITY, BUFFER);

	/** One run of the index. */
	record Entry(Run summary, FileStamp stamp) {
	}

	/** One segment of the file: its number of runs and where its bytes are. */
	record Segment(int runs, int offset, int length) {
		/** The CRC-32 of the segment's bytes. */
		long checksum(byte[] bytes) {
			return RunIndex.checksum(bytes, offset, length);
		}
	}

	private RunIndex() {
	}

	/**
	 * The index file of a folder, its header read and every segment's checksum checked: what can be done
	 * without the model's package, so it is done while the package is made (see {@link ResultLibrary}).
	 */
	record IndexFile(Path path, byte[] bytes, List<String> ids, List<FileStamp> stamps, List<Segment> segments) {
	}

	/** The index of {@code folder}; empty when there is none or it cannot be used. */
	static Map<String, Entry> read(Path folder, int schemaVersion) {
		return readFile(folder, schemaVersion).map(RunIndex::entries).orElse(Map.of());
	}

	/**
	 * The index file of {@code folder}, its header and checksums checked; empty when there is none or it
	 * cannot be used.
	 */
	static Optional<IndexFile> readFile(Path folder, int schemaVersion) {
		Path file = folder.resolve(FILE);
		try {
			byte[] bytes = Files.readAllBytes(file);
			ByteArrayInputStream raw = new ByteArrayInputStream(bytes);
			DataInputStream in = new DataInputStream(raw);
			if (!MAGIC.equals(in.readUTF()) || in.readInt() != FORMAT || in.readInt() != schemaVersion) {
				return Optional.empty();
			}
			int count = in.readInt();
			if (count < 0) {
				return Optional.empty();
			}
			List<String> ids = new ArrayList<>(Math.min(count, bytes.length));
			List<FileStamp> stamps = new ArrayList<>(Math.min(count, bytes.length));
			for (int i = 0; i < count; i++) {
				ids.add(in.readUTF());
				stamps.add(new FileStamp(in.readLong(), in.readLong(), in.readUTF()));
			}
			int segmentCount = in.readInt();
			List<Segment> segments = new ArrayList<>();
			int total = 0;
			for (int i = 0; i < segmentCount; i++) {
				int runs = in.readInt();
				int length = in.readInt();
				long checksum = in.readLong();
				int offset = bytes.length - raw.available();
				if (runs < 1 || length < 0 || length > raw.available() || in.skipBytes(length) != length) {
					return Optional.empty();
				}
				Segment segment = new Segment(runs, offset, length);
				if (segment.checksum(bytes) != checksum) {
					return Optional.empty(); // damaged, though it might still read: no part of the index is trusted
				}
				segments.add(segment);
				total += runs;
			}
			if (total != count || raw.available() != 0) {
				return Optional.empty();
			}
			return Optional.of(new IndexFile(file, bytes, ids, stamps, segments));
		} catch (IOException | RuntimeException e) {
			return Optional.empty(); // none, or a damaged cache: the run files are read instead, and the index rewritten
		}
	}

	/** The runs of {@code file}, read with the model's package; empty when they cannot be used. */
	static Map<String, Entry> entries(IndexFile file) {
		try {
			List<Segment> segments = file.segments();
			List<List<EObject>> roots = load(file.path(), file.bytes(), segments);
			Map<String, Entry> entries = new LinkedHashMap<>();
			int i = 0;
			for (int s = 0; s < segments.size(); s++) {
				if (roots.get(s).size() != segments.get(s).runs()) {
					return Map.of();
				}
				for (EObject root : roots.get(s)) {
					if (!(root instanceof Run run) || !file.ids().get(i).equals(run.getId())) {
						return Map.of();
					}
					entries.put(file.ids().get(i), new Entry(run, file.stamps().get(i)));
					i++;
				}
			}
			return entries;
		} catch (IOException | RuntimeException e) {
			return Map.of(); // a damaged cache: the run files are read instead, and the index rewritten
		}
	}

	/**
	 * The roots of each segment, in order: the first read alone, the others then on every processor at once.
	 * In a fresh process the first read is mostly EMF's reader being loaded and run before it is compiled: a
	 * second reader would only run the same code uncompiled while the compiler wants the other processor.
	 */
	private static List<List<EObject>> load(Path file, byte[] bytes, List<Segment> segments) throws IOException {
		DriveBenchPackage.eINSTANCE.eClass(); // registers the package when running outside OSGi
		List<List<EObject>> roots = new ArrayList<>(segments.size());
		if (!segments.isEmpty()) {
			roots.add(load(file, bytes, segments.get(0)));
			roots.addAll(InParallel.map(segments.subList(1, segments.size()), segment -> load(file, bytes, segment)));
		}
		return roots;
	}

	/** The roots of {@code segment}, each run marked as a summary. */
	private static List<EObject> load(Path file, byte[] bytes, Segment segment) throws IOException {
		Resource resource = new BinaryResourceImpl(URI.createFileURI(file.toString()));
		resource.load(new ByteArrayInputStream(bytes, segment.offset(), segment.length()), LOAD_OPTIONS);
		List<EObject> roots = List.copyOf(resource.getContents());
		for (EObject root : roots) {
			if (root instanceof Run run) {
				RunSummaries.mark(run);
			}
		}
		return roots;
	}

	/**
	 * Writes the index of {@code entries} into {@code folder}, through a temporary file and a
	 * rename: a reader finds the old index or the new one whole, never a part. The segments are made on
	 * every processor at once.
	 */
	static void write(Path folder, Map<String, Entry> entries, int schemaVersion) throws IOException {
		write(folder, entries, schemaVersion, SEGMENT_RUNS);
	}

	/** {@link #write(Path, Map, int)} in segments of {@code segmentRuns} runs. */
	static void write(Path folder, Map<String, Entry> entries, int schemaVersion, int segmentRuns) throws IOException {
		List<Entry> all = new ArrayList<>(entries.values());
		List<List<Entry>> parts = new ArrayList<>();
		for (int from = 0; from < all.size(); from += segmentRuns) {
			parts.add(all.subList(from, Math.min(all.size(), from + segmentRuns)));
		}
		List<byte[]> segments = InParallel.map(parts, part -> {
			// the summaries themselves are written, as the roots of a resource that does not hold them: a
			// resource's own list would take each out of the resource it is in, so they used to be copied first,
			// which took longer than writing them (the bytes are the same)
			List<EObject> summaries = new ArrayList<>(part.size());
			for (Entry e : part) {
				summaries.add(e.summary());
			}
			Resource resource = new Roots(summaries);
			ByteArrayOutputStream bytes = new ByteArrayOutputStream(part.size() * 2048);
			resource.save(bytes, SAVE_OPTIONS);
			return bytes.toByteArray();
		});

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
			out.writeInt(segments.size());
			for (int s = 0; s < segments.size(); s++) {
				byte[] segment = segments.get(s);
				out.writeInt(parts.get(s).size());
				out.writeInt(segment.length);
				out.writeLong(checksum(segment, 0, segment.length));
				out.write(segment);
			}
			out.flush();
		});
	}

	/** A binary resource whose roots are objects it does not hold: saving it leaves each where it is. */
	@NonNullByDefault({}) // as EMF declares getContents
	private static final class Roots extends BinaryResourceImpl {
		private final EList<EObject> roots = new BasicInternalEList<>(EObject.class);

		Roots(List<EObject> objects) {
			super(URI.createURI("runs.index"));
			roots.addAll(objects);
		}

		@Override
		public EList<EObject> getContents() {
			return roots;
		}
	}

	private static long checksum(byte[] bytes, int offset, int length) {
		CRC32 crc = new CRC32();
		crc.update(bytes, offset, length);
		return crc.getValue();
	}
}
