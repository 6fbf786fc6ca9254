package org.drivebench.drivetests.filecopy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.LongFunction;
import org.drivebench.drivetests.filecopy.files.FileEntry;
import org.drivebench.drivetests.filecopy.files.FileSet;

/**
 * The copy test on a real drive, set by set: write the set into the first folder and sync it (untimed);
 * make the kernel forget it; copy it within the first folder's file system, timed until synced; check
 * every copied file against its source's SHA-256 and remove the copy; the same to the second folder;
 * remove the source. A figure is handed on as soon as it is measured, so a cancelled or failing test
 * keeps what it measured.
 */
final class RealCopyRun {
	/** What the run reports as it goes. */
	interface Listener {
		void step(String name);

		void measured(CopyFigures figures);

		void note(String text);
	}

	private final CopyPlaces places;
	private final Listener listener;

	RealCopyRun(CopyPlaces places, Listener listener) {
		this.places = places;
		this.listener = listener;
	}

	/** Steps this run announces for {@code sets}: writing each set, then a copy per direction. */
	static int steps(int sets, boolean across) {
		return sets * (across ? 3 : 2);
	}

	/**
	 * Copies every set in both directions (within only when there is no second folder).
	 *
	 * @param progressFor a fresh progress for an amount of bytes (one per step)
	 */
	void run(List<FileSet> sets, LongFunction<CopyProgress> progressFor) throws IOException {
		for (FileSet set : sets) {
			Path setFolder = places.first().resolve(set.kind().key());
			Files.createDirectory(setFolder);
			Path source = setFolder.resolve("source");
			listener.step("Writing the " + set.kind().key() + " set (" + set.fileCount() + " files, untimed)");
			Map<String, byte[]> digests = SetWriter.write(set, source, progressFor.apply(set.totalBytes()));
			copy(set, source, setFolder.resolve("copy"), CopyDirection.WITHIN, digests, progressFor);
			if (places.second().isPresent()) {
				Path across = places.second().get().resolve(set.kind().key());
				copy(set, source, across, CopyDirection.ACROSS, digests, progressFor);
			}
			Trees.delete(setFolder);
		}
	}

	private void copy(FileSet set, Path source, Path destination, CopyDirection direction, Map<String, byte[]> digests,
			LongFunction<CopyProgress> progressFor) throws IOException {
		listener.step(set.kind().label() + ": copy " + direction.key());
		String forgotten = places.forgetSource(source);
		TreeCopier copier = new TreeCopier();
		long nanos;
		try {
			nanos = copier.copy(source, destination, progressFor.apply(set.totalBytes()));
			verify(set, destination, digests);
			listener.measured(new CopyFigures(set.kind(), direction, copier.bytesCopied(), copier.filesCopied(), nanos));
			listener.note(set.kind().label() + " " + direction.key() + ": " + forgotten + "; " + copier.filesCopied()
					+ " files copied, each identical to its source (SHA-256)");
		} finally {
			Trees.delete(destination);
		}
	}

	/** Every file of the set is at the destination with its source's SHA-256, and nothing else is. */
	private static void verify(FileSet set, Path destination, Map<String, byte[]> digests) throws IOException {
		byte[] buffer = new byte[1 << 20];
		for (FileEntry f : set.files()) {
			Path copy = destination.resolve(f.path());
			if (!Files.isRegularFile(copy)) {
				throw new IOException("the copy of " + f.path() + " is missing from " + destination);
			}
			if (!Arrays.equals(digests.get(f.path()), SetWriter.digestOf(copy, buffer))) {
				throw new IOException("the copy of " + f.path() + " in " + destination + " differs from its source (SHA-256)");
			}
		}
		long copied;
		try (var walk = Files.walk(destination)) {
			copied = walk.filter(Files::isRegularFile).count();
		}
		if (copied != set.fileCount()) {
			throw new IOException(destination + " holds " + copied + " files after the copy, the set " + set.fileCount());
		}
	}
}
