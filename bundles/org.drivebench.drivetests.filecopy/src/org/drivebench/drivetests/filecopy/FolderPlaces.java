package org.drivebench.drivetests.filecopy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.UUID;

import org.drivebench.engine.CreationLog;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Two folders the user named: DriveBench makes a folder of its own in each
 * ({@code drivebench-filecopy-<id>}), works only inside it and removes it afterwards; nothing else in
 * the user's folders is touched.
 */
final class FolderPlaces implements CopyPlaces {
	static final String PREFIX = "drivebench-filecopy-";

	private final Path first;
	private final @Nullable Path second;
	private final boolean dropSystemCaches;
	private final CreationLog creations;

	private FolderPlaces(Path first, @Nullable Path second, boolean dropSystemCaches, CreationLog creations) {
		this.first = first;
		this.second = second;
		this.dropSystemCaches = dropSystemCaches;
		this.creations = creations;
	}

	/**
	 * Makes the test's folders inside the user's.
	 *
	 * @param userSecond the folder on the other partition, or null to copy within the first only
	 * @param firstNeeds  bytes the test writes into the first folder at most at once (checked before anything is written)
	 * @param creations   where each folder is recorded before it is made, so a killed run's are found
	 * @throws IllegalArgumentException naming a folder that does not exist, is not writable, or (the
	 *                                  second) lies on the first's file system
	 */
	static FolderPlaces create(Path userFirst, @Nullable Path userSecond, boolean dropSystemCaches, long firstNeeds, long secondNeeds,
			CreationLog creations) throws IOException {
		check(userFirst, userSecond, firstNeeds, secondNeeds);
		String name = PREFIX + UUID.randomUUID().toString().substring(0, 8);
		Path first = make(userFirst.resolve(name), creations);
		try {
			Path second = userSecond == null ? null : make(userSecond.resolve(name), creations);
			return new FolderPlaces(first, second, dropSystemCaches, creations);
		} catch (IOException | RuntimeException e) {
			remove(first, creations);
			throw e;
		}
	}

	/** Makes a folder of the test's own, recorded before it exists and with what it is once it does. */
	private static Path make(Path folder, CreationLog creations) throws IOException {
		creations.creating(folder);
		try {
			Files.createDirectory(folder);
		} catch (IOException | RuntimeException e) {
			creations.removed(folder); // nothing was made
			throw e;
		}
		creations.created(folder);
		return folder;
	}

	private static void remove(Path folder, CreationLog creations) throws IOException {
		Trees.delete(folder);
		creations.removed(folder);
	}

	/** What {@link #create} checks before it writes anything; creates nothing. */
	static void check(Path userFirst, @Nullable Path userSecond, long firstNeeds, long secondNeeds) throws IOException {
		requireFolder(userFirst, "the test file's folder " + userFirst);
		if (userSecond != null) {
			requireFolder(userSecond, "otherFolder = " + userSecond + ":");
			if (Files.getFileStore(userFirst).equals(Files.getFileStore(userSecond))
					&& sameDevice(userFirst, userSecond)) {
				throw new IllegalArgumentException("otherFolder = " + userSecond + ": it is on the same file system as " + userFirst
						+ ", so a copy to it is not a copy to another partition; name a folder on another partition, "
						+ "or leave otherFolder empty to copy within " + userFirst + " only");
			}
		}
		SpaceCheck.require(userFirst, firstNeeds);
		if (userSecond != null) {
			SpaceCheck.require(userSecond, secondNeeds);
		}
	}

	private static void requireFolder(Path folder, String named) {
		if (!Files.isDirectory(folder)) {
			throw new IllegalArgumentException(named + " does not exist or is not a folder");
		}
		if (!Files.isWritable(folder)) {
			throw new IllegalArgumentException(named + " is not writable");
		}
	}

	private static boolean sameDevice(Path a, Path b) throws IOException {
		return Files.getAttribute(a, "unix:dev").equals(Files.getAttribute(b, "unix:dev"));
	}

	@Override
	public Path first() {
		return first;
	}

	@Override
	public Optional<Path> second() {
		return Optional.ofNullable(second);
	}

	@Override
	public String describe() {
		return "folders " + first.getParent() + (second == null ? " (within only)" : " and " + second.getParent());
	}

	@Override
	public String forgetSource(Path source) throws IOException {
		return SourceCache.forget(source, dropSystemCaches);
	}

	@Override
	public void close() throws IOException {
		IOException failure = null;
		for (Path p : new Path[] { first, second }) {
			try {
				if (p != null) {
					remove(p, creations);
				}
			} catch (IOException e) {
				failure = e;
			}
		}
		if (failure != null) {
			throw failure;
		}
	}
}
