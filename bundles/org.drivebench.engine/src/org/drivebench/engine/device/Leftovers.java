package org.drivebench.engine.device;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

import org.drivebench.engine.device.CreationJournal.FileId;
import org.eclipse.jdt.annotation.Nullable;

/**
 * What runs whose process ended left behind, from their {@link CreationJournal}s: test files and
 * folders they created and never removed (a kill, a crash, a reboot). A leftover is removed only when
 * it is safe, judged at the moment of removal:
 * <ul>
 * <li>the process that created it has ended (its boot, process id and start time, {@link ProcessStamp});</li>
 * <li>what is at the path now is what it created: the same kind, device, inode and birth time;</li>
 * <li>no run that lives, here or on another host, created or uses that path or file (its journal
 * says so), and no process holds it open (or, for a folder, anything in it);</li>
 * <li>a file still carries DriveBench's test-file mark ({@link TestFileMark}).</li>
 * </ul>
 * A folder is removed with what is in it, never following a symbolic link or crossing into another file
 * system.
 */
public final class Leftovers {
	/**
	 * A path a run created and did not remove.
	 *
	 * @param path    where it is
	 * @param folder  whether it was created as a folder
	 * @param id      its device, inode and birth time when created; null when the run died before it recorded them
	 * @param process the process that created it
	 * @param journal the journal that records it
	 */
	public record Leftover(Path path, boolean folder, @Nullable FileId id, ProcessStamp process, Path journal) {
		/** Whether something is still at the path. */
		public boolean present() {
			return Files.exists(path, LinkOption.NOFOLLOW_LINKS);
		}
	}

	private final Path folder;
	private final List<Leftover> left;
	private final Set<Path> claimedPaths;
	private final Set<FileId> claimedIds;

	private Leftovers(Path folder, List<Leftover> left, Set<Path> claimedPaths, Set<FileId> claimedIds) {
		this.folder = folder;
		this.left = List.copyOf(left);
		this.claimedPaths = Set.copyOf(claimedPaths);
		this.claimedIds = Set.copyOf(claimedIds);
	}

	/** Reads every journal in {@code folder} (none when it does not exist). */
	public static Leftovers in(Path folder) throws IOException {
		List<Leftover> left = new ArrayList<>();
		Set<Path> claimedPaths = new HashSet<>();
		Set<FileId> claimedIds = new HashSet<>();
		if (Files.isDirectory(folder)) {
			List<Path> journals;
			try (Stream<Path> files = Files.list(folder)) {
				journals = files.filter(f -> f.getFileName().toString().endsWith(CreationJournal.EXTENSION)).sorted().toList();
			}
			for (Path journal : journals) {
				read(journal, left, claimedPaths, claimedIds);
			}
		}
		return new Leftovers(folder, left, claimedPaths, claimedIds);
	}

	/** What one journal records, per path its last state. */
	private static void read(Path journal, List<Leftover> left, Set<Path> claimedPaths, Set<FileId> claimedIds) throws IOException {
		List<String> lines;
		try {
			lines = Files.readAllLines(journal, StandardCharsets.UTF_8);
		} catch (NoSuchFileException e) {
			return; // settled by someone else meanwhile
		}
		if (lines.size() < 2 || !CreationJournal.HEADER.equals(lines.get(0)) || !lines.get(1).startsWith("process ")) {
			return; // not a journal of this format: nobody's leftovers can be told from it
		}
		Optional<ProcessStamp> process = ProcessStamp.parse(lines.get(1).substring("process ".length()));
		if (process.isEmpty()) {
			return;
		}
		Map<Path, String[]> last = new LinkedHashMap<>();
		Map<Path, String[]> created = new LinkedHashMap<>();
		for (String line : lines.subList(2, lines.size())) {
			String[] f = line.split(" ");
			if (f.length < 2) {
				continue; // a line cut by the kill
			}
			Path path = CreationJournal.decode(f[1]);
			last.put(path, f);
			if ("created".equals(f[0]) && f.length >= 6) {
				created.put(path, f);
			}
		}
		boolean dead = process.get().liveness() == ProcessStamp.Liveness.DEAD;
		for (Map.Entry<Path, String[]> e : last.entrySet()) {
			String state = e.getValue()[0];
			if ("removed".equals(state) || "kept".equals(state)) {
				continue;
			}
			String[] made = created.get(e.getKey());
			FileId id = made == null ? null : parsed(made);
			if (!dead) {
				claimedPaths.add(e.getKey());
				if (id != null) {
					claimedIds.add(id);
				}
				String[] f = e.getValue();
				FileId used = "using".equals(state) && f.length >= 5 ? parsed(f) : null;
				if (used != null) {
					claimedIds.add(used);
				}
			} else if (!"using".equals(state)) {
				left.add(new Leftover(e.getKey(), made != null && "folder".equals(made[5]), id, process.get(), journal));
			}
		}
	}

	/** The identity a journal line records, null when the line is damaged (then nothing it names is removed). */
	private static @Nullable FileId parsed(String[] fields) {
		try {
			return FileId.parse(fields, 2);
		} catch (NumberFormatException e) {
			return null;
		}
	}

	/** Everything runs whose process ended left, whether or not it is still there. */
	public List<Leftover> all() {
		return left;
	}

	/** What the run of {@code process} (as its run records it) left. */
	public List<Leftover> of(@Nullable String process) {
		Optional<ProcessStamp> stamp = ProcessStamp.parse(process);
		return stamp.isEmpty() ? List.of() : left.stream().filter(l -> l.process().equals(stamp.get())).toList();
	}

	/** Whether a run that lives created or uses {@code path}. */
	public boolean claimed(Path path) {
		Path p = CreationJournal.absolute(path);
		if (claimedPaths.contains(p)) {
			return true;
		}
		try {
			return Files.exists(p, LinkOption.NOFOLLOW_LINKS) && claimedIds.contains(FileId.of(p));
		} catch (IOException e) {
			return true; // cannot tell: treat it as in use
		}
	}

	/**
	 * Why {@code leftover} may not be removed now, in a sentence; null when it may.
	 */
	public @Nullable String refusal(Leftover leftover) throws IOException {
		Path path = leftover.path();
		if (leftover.process().liveness() != ProcessStamp.Liveness.DEAD) {
			return "the process that made it lives";
		}
		if (!leftover.present()) {
			return "it is gone";
		}
		BasicFileAttributes now = Files.readAttributes(path, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
		FileId made = leftover.id();
		if (made == null) {
			return "the run died as it created it, before it recorded what it made: remove it yourself if it is DriveBench's";
		}
		if (leftover.folder() ? !now.isDirectory() : !now.isRegularFile()) {
			return "what is there now is " + (now.isSymbolicLink() ? "a symbolic link" : now.isDirectory() ? "a folder" : "another kind of file")
					+ ", not the " + (leftover.folder() ? "folder" : "file") + " the run made";
		}
		if (!made.equals(FileId.of(path))) {
			return "it is another " + (leftover.folder() ? "folder" : "file") + " than the one the run made (device, inode or birth "
					+ "time differ)";
		}
		return inUse(path, leftover.folder());
	}

	/**
	 * Why a test file an earlier run recorded only in its run (before runs kept journals) may not be
	 * removed: no live run uses it, no process holds it, it still carries DriveBench's mark.
	 */
	public @Nullable String refusalOfUnjournaled(Path file) {
		if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
			return "it is no regular file now";
		}
		return inUse(file, false);
	}

	private @Nullable String inUse(Path path, boolean folder) {
		if (claimed(path)) {
			return "a run that is still measuring uses it";
		}
		List<String> holders = new OpenDescriptorScanner(Path.of("/proc")).holdersOf(path, folder);
		if (!holders.isEmpty()) {
			return String.join(", ", holders) + " has it open";
		}
		if (!folder && !TestFileMark.isMarked(path)) {
			return "it no longer carries DriveBench's test-file mark";
		}
		return null;
	}

	/**
	 * Removes {@code leftover} when {@link #refusal} allows it (judged again now) and records that in its
	 * journal; a journal with nothing left is deleted. A leftover that is gone is only recorded so.
	 *
	 * @return null when it was removed (or was gone), else why not
	 */
	public @Nullable String remove(Leftover leftover) throws IOException {
		String refusal = leftover.present() ? refusal(leftover) : null;
		if (refusal != null) {
			return refusal;
		}
		if (leftover.present()) {
			if (leftover.folder()) {
				deleteTree(leftover.path());
			} else {
				Files.delete(leftover.path());
			}
		}
		settle(leftover);
		return null;
	}

	/** Records in its journal that a leftover is gone; deletes the journal once nothing in it is left. */
	private void settle(Leftover leftover) throws IOException {
		try (FileChannel channel = FileChannel.open(leftover.journal(), StandardOpenOption.WRITE, StandardOpenOption.APPEND)) {
			ByteBuffer line = StandardCharsets.UTF_8.encode("removed " + CreationJournal.encode(leftover.path()) + "\n");
			while (line.hasRemaining()) {
				channel.write(line);
			}
			channel.force(true);
		} catch (NoSuchFileException e) {
			return;
		}
		List<Leftover> rest = new ArrayList<>();
		read(leftover.journal(), rest, new HashSet<>(), new HashSet<>());
		if (rest.isEmpty()) {
			Files.deleteIfExists(leftover.journal());
		}
	}

	/** The folder the journals are in. */
	public Path folder() {
		return folder;
	}

	/** Removes a folder tree on its own file system, removing symbolic links rather than following them. */
	private static void deleteTree(Path root) throws IOException {
		Object device = Files.getAttribute(root, "unix:dev", LinkOption.NOFOLLOW_LINKS);
		List<Path> all;
		try (Stream<Path> walk = Files.walk(root)) { // links are not followed
			all = walk.toList();
		}
		for (Path p : all) {
			if (Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS) && !device.equals(Files.getAttribute(p, "unix:dev", LinkOption.NOFOLLOW_LINKS))) {
				throw new IOException(p + " is another file system mounted inside " + root + ": not removing " + root
						+ "; unmount it first");
			}
		}
		for (int i = all.size() - 1; i >= 0; i--) {
			Files.deleteIfExists(all.get(i)); // the deepest first
		}
	}

	/** The size of what is at a leftover's path, for listings: a file's, or everything in a folder. */
	public static long size(Path path) {
		try (Stream<Path> walk = Files.walk(path)) {
			return walk.filter(p -> Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)).mapToLong(p -> p.toFile().length()).sum();
		} catch (IOException | RuntimeException e) {
			return 0;
		}
	}
}
