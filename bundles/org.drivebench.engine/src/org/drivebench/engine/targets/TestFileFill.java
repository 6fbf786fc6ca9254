package org.drivebench.engine.targets;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.UserDefinedFileAttributeView;
import java.time.Instant;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;

import org.drivebench.engine.data.WriteData;
import org.drivebench.engine.nativeio.CallState;
import org.drivebench.engine.nativeio.NativeFile;
import org.eclipse.jdt.annotation.Nullable;

/**
 * The record of a complete fill of a test file, so a later run can measure the file as DriveBench
 * wrote it instead of writing it whole again right before measuring (which measures the drive, or
 * the host's cache under a virtual disk, still busy with the fill: on this machine's virtio disk
 * 1 MiB sequential reads ran ~15 % slower straight after a 1 GiB fill).
 *
 * <p>The record is the extended attribute {@code user.drivebench.test-file.filled}: the size, inode
 * and modification time (in nanoseconds) the file had when the fill reached the disk (fdatasync),
 * and when that was. It is removed before a fill starts and when a run that may write reuses the
 * file, and never written for such a run, so a fill that died half way and a run that wrote (perhaps
 * zeros or compressible data) both leave no record. {@link #intact} trusts a record only when the file still has that size, inode and
 * modification time (any write since changes it), has no hole or unwritten extent, and 64 blocks of
 * 4 KiB sampled across it, read with direct I/O, carry DriveBench's stamp in every 512-byte sector:
 * the eight sectors of a block stamped by one write, no stamp seen twice (zeros, other data or
 * repeated blocks fail).
 */
public final class TestFileFill {
	/** The attribute's name without the {@code user.} namespace (Java's view adds it). */
	public static final String ATTRIBUTE = "drivebench.test-file.filled";
	/** Blocks read by {@link #intact}. */
	public static final int SAMPLES = 64;
	private static final int SAMPLE_BYTES = 4096;

	private TestFileFill() {
	}

	/**
	 * Records that {@code opened} (the file at {@code path}) was just written whole and synced, for a
	 * run that will not write it.
	 *
	 * @return false when its file system keeps no user extended attributes (the next run fills again)
	 */
	public static boolean record(Path path, NativeFile opened, long size) throws IOException {
		UserDefinedFileAttributeView view = view(path);
		if (view == null) {
			return false;
		}
		Path fd = Path.of("/proc/self/fd/" + opened.fd());
		String value = "size=" + size + " inode=" + Files.getAttribute(fd, "unix:ino") + " mtime-ns="
				+ nanos(Files.getLastModifiedTime(fd)) + " filled=" + Instant.now();
		try {
			view.write(ATTRIBUTE, StandardCharsets.UTF_8.encode(value));
			return true;
		} catch (IOException | UnsupportedOperationException | SecurityException e) {
			return false;
		}
	}

	/** Removes the record: the file is about to be written (or was, and may hold anything now). */
	public static void forget(Path path) throws IOException {
		UserDefinedFileAttributeView view = view(path);
		if (view == null) {
			return;
		}
		try {
			if (view.list().contains(ATTRIBUTE)) {
				view.delete(ATTRIBUTE);
			}
		} catch (UnsupportedOperationException e) {
			// a file system without user attributes holds no record
		}
	}

	/**
	 * When DriveBench last wrote {@code opened} whole, if it is still exactly as that fill left it
	 * (see the class comment for the checks); empty when it must be written whole again.
	 */
	public static Optional<Instant> intact(Path path, NativeFile opened, long size) throws IOException {
		Map<String, String> recorded = read(path);
		Path fd = Path.of("/proc/self/fd/" + opened.fd());
		if (recorded.isEmpty() || !String.valueOf(size).equals(recorded.get("size"))
				|| !String.valueOf(Files.getAttribute(fd, "unix:ino")).equals(recorded.get("inode"))
				|| !String.valueOf(nanos(Files.getLastModifiedTime(fd))).equals(recorded.get("mtime-ns"))
				|| opened.seek(0, NativeFile.SEEK_HOLE) != size
				|| !readableSampleStamped(opened, size)) {
			return Optional.empty();
		}
		try {
			return Optional.of(Instant.parse(recorded.getOrDefault("filled", "")));
		} catch (java.time.format.DateTimeParseException e) {
			return Optional.empty();
		}
	}

	/** {@link #sampledBlocksStamped}, false when a sample cannot be read (then the file is filled again). */
	private static boolean readableSampleStamped(NativeFile opened, long size) {
		try {
			return sampledBlocksStamped(opened, size);
		} catch (IOException e) {
			return false; // e.g. a file system whose direct I/O needs more than 4 KiB alignment
		}
	}

	/**
	 * Whether {@link #SAMPLES} blocks spread over the file (one at a random place in each 64th, in
	 * order) carry DriveBench's stamps: every sector stamped, the sectors of a block by one write (a
	 * write stamps consecutive sectors, see {@link WriteData#writeOf}), no stamp seen twice.
	 */
	static boolean sampledBlocksStamped(NativeFile opened, long size) throws IOException {
		long blocks = size / SAMPLE_BYTES;
		SplittableRandom random = new SplittableRandom();
		Set<Long> seen = new HashSet<>();
		try (Arena arena = Arena.ofConfined()) {
			CallState state = new CallState(arena);
			MemorySegment buffer = arena.allocate(SAMPLE_BYTES, 4096);
			for (int i = 0; i < SAMPLES; i++) {
				long first = blocks * i / SAMPLES;
				long end = Math.max(first + 1, blocks * (i + 1) / SAMPLES);
				long offset = Math.min(blocks - 1, random.nextLong(first, end)) * SAMPLE_BYTES;
				opened.readFully(state, buffer.address(), SAMPLE_BYTES, offset);
				long write = 0;
				for (int b = 0; b < SAMPLE_BYTES; b += WriteData.STAMPED_SECTOR) {
					long stamp = WriteData.stampOf(buffer, b);
					long ofWrite = WriteData.writeOf(stamp, offset + b);
					if (stamp == 0 || !seen.add(stamp) || b > 0 && ofWrite != write) {
						return false;
					}
					write = ofWrite;
				}
			}
		}
		return true;
	}

	private static Map<String, String> read(Path path) throws IOException {
		UserDefinedFileAttributeView view = view(path);
		Map<String, String> fields = new HashMap<>();
		if (view == null) {
			return fields;
		}
		try {
			if (!view.list().contains(ATTRIBUTE)) {
				return fields;
			}
			ByteBuffer bytes = ByteBuffer.allocate(view.size(ATTRIBUTE));
			view.read(ATTRIBUTE, bytes);
			for (String field : new String(bytes.array(), 0, bytes.position(), StandardCharsets.UTF_8).split(" ")) {
				int eq = field.indexOf('=');
				if (eq > 0) {
					fields.put(field.substring(0, eq), field.substring(eq + 1));
				}
			}
		} catch (UnsupportedOperationException e) {
			fields.clear();
		}
		return fields;
	}

	private static @Nullable UserDefinedFileAttributeView view(Path path) {
		return Files.getFileAttributeView(path, UserDefinedFileAttributeView.class);
	}

	private static long nanos(FileTime time) {
		return time.to(TimeUnit.NANOSECONDS);
	}
}
