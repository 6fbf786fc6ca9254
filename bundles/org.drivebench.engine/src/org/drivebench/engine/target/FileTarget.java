package org.drivebench.engine.target;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.DoubleConsumer;

import org.drivebench.engine.DataPattern;
import org.drivebench.engine.DeviceIdentity;
import org.drivebench.engine.Sizes;
import org.drivebench.engine.TargetKind;
import org.drivebench.engine.data.WriteData;
import org.drivebench.engine.nativeio.CallState;
import org.drivebench.engine.nativeio.FileStat;
import org.drivebench.engine.nativeio.NativeFile;
import org.drivebench.engine.stripe.StripeMap;
import org.eclipse.jdt.annotation.Nullable;

/**
 * A test file on a file system, read and written with O_DIRECT. Before anything reads it, every byte
 * is written with incompressible data: fallocate's unwritten extents and sparse holes read back as
 * zeros without touching the disk, which would make reads look impossibly fast.
 *
 * <p>A new file is reserved with fallocate (ftruncate where the file system cannot) and filled. An
 * existing regular file of exactly the requested size is reused: only its holes and unwritten
 * extents are filled, its data is kept, and it is never removed. A file this class created is removed
 * on {@link #close()} unless the caller keeps it.
 */
public final class FileTarget implements DirectTarget {
	private static final int FILL_CHUNK = 4 << 20;

	private final Path path;
	private final NativeFile file;
	private final long size;
	private final int logicalBlockSize;
	private final int physicalBlockSize;
	private final boolean rotational;
	private final boolean removeOnClose;
	private final DeviceIdentity identity;
	private boolean closed;

	private FileTarget(Path path, NativeFile file, long size, FileStat stat, boolean removeOnClose) {
		this.path = path;
		this.file = file;
		this.size = size;
		this.removeOnClose = removeOnClose;
		@Nullable SysBlock disk = SysBlock.of(stat.deviceMajor(), stat.deviceMinor());
		int diskLogical = disk == null ? 0 : disk.logicalBlockSize();
		this.logicalBlockSize = stat.dioOffsetAlign() > 0 ? stat.dioOffsetAlign() : diskLogical > 0 ? diskLogical : 4096;
		int diskPhysical = disk == null ? 0 : disk.physicalBlockSize();
		this.physicalBlockSize = Math.max(logicalBlockSize, diskPhysical > 0 ? diskPhysical : stat.blockSize());
		this.rotational = disk != null && disk.rotational();
		String model = "test file" + (disk == null ? "" : " on " + disk.name());
		this.identity = new DeviceIdentity("", model, "", "", size, logicalBlockSize, physicalBlockSize, rotational, 0,
				"file");
	}

	/**
	 * Creates (or reuses) a test file of {@code sizeBytes} at {@code path}, filled with incompressible
	 * data, and opens it with O_DIRECT.
	 *
	 * @param writable whether workloads may write (the file is written while it is prepared either way)
	 * @param keep     leave a created file in place on close
	 * @param progress told the filled fraction, 0 to 1, while the file is filled (may be null)
	 * @throws IllegalArgumentException when the size is not a positive multiple of 4 KiB
	 * @throws IOException              when the path exists with another size or is not a regular file,
	 *                                  or a system call fails
	 */
	public static FileTarget create(Path path, long sizeBytes, boolean writable, boolean keep, @Nullable DoubleConsumer progress)
			throws IOException {
		if (sizeBytes <= 0 || sizeBytes % 4096 != 0) {
			throw new IllegalArgumentException("test file size = " + sizeBytes + " bytes: must be a positive multiple of 4 KiB");
		}
		DoubleConsumer report = progress == null ? f -> {
		} : progress;
		boolean exists = Files.exists(path, LinkOption.NOFOLLOW_LINKS);
		NativeFile file;
		if (exists) {
			FileStat stat = FileStat.of(path);
			if (!stat.regularFile()) {
				throw new IOException("test file " + path + " exists and is not a regular file: choose another path");
			}
			if (stat.size() != sizeBytes) {
				throw new IOException("test file " + path + " exists with " + stat.size() + " bytes, not the " + sizeBytes
						+ " asked for: remove it or choose another path or size");
			}
			file = NativeFile.open(path, true, false);
			try {
				fillHoles(file, sizeBytes, report);
			} catch (IOException | RuntimeException e) {
				file.close();
				throw e;
			}
		} else {
			file = NativeFile.create(path);
			try {
				if (!file.allocate(0, sizeBytes)) {
					file.truncate(sizeBytes);
				}
				fill(file, 0, sizeBytes, sizeBytes, 0, report);
				file.fdatasync();
			} catch (IOException | RuntimeException e) {
				file.close();
				Files.deleteIfExists(path);
				throw e;
			}
		}
		report.accept(1.0);
		if (!writable) {
			file.close();
			file = NativeFile.open(path, false, false);
		}
		return new FileTarget(path, file, sizeBytes, FileStat.of(path), !exists && !keep);
	}

	/** Writes data over every hole and unwritten extent (SEEK_HOLE finds both on ext4 and xfs). */
	private static void fillHoles(NativeFile file, long size, DoubleConsumer report) throws IOException {
		long position = 0;
		boolean filled = false;
		while (position < size) {
			long hole = file.seek(position, NativeFile.SEEK_HOLE);
			if (hole < 0 || hole >= size) {
				break;
			}
			long data = file.seek(hole, NativeFile.SEEK_DATA);
			long end = data < 0 ? size : Math.min(size, data);
			long from = hole / 4096 * 4096;
			long to = Math.min(size, Math.ceilDiv(end, 4096) * 4096);
			fill(file, from, to, size, from, report);
			filled = true;
			position = to;
		}
		if (filled) {
			file.fdatasync();
		}
	}

	/** Writes incompressible data, unique per 4 KiB, over {@code [from, to)} with direct I/O. */
	private static void fill(NativeFile file, long from, long to, long size, long done, DoubleConsumer report)
			throws IOException {
		try (Arena arena = Arena.ofConfined()) {
			CallState state = new CallState(arena);
			MemorySegment buffer = arena.allocate(FILL_CHUNK, 4096);
			WriteData data = new WriteData(DataPattern.RANDOM, 0, System.nanoTime(), 0);
			data.initialize(buffer, 0, FILL_CHUNK);
			for (long offset = from; offset < to; offset += FILL_CHUNK) {
				int length = (int) Math.min(FILL_CHUNK, to - offset);
				data.stamp(buffer, 0, offset, length);
				file.writeFully(state, buffer.address(), length, offset);
				report.accept((double) (done + offset - from + length) / size);
			}
		}
	}

	/** The file's path. */
	public Path path() {
		return path;
	}

	/** Whether {@link #close()} removes the file. */
	public boolean removedOnClose() {
		return removeOnClose;
	}

	@Override
	public String name() {
		return path.toString();
	}

	@Override
	public TargetKind kind() {
		return TargetKind.FILE;
	}

	@Override
	public long sizeBytes() {
		return size;
	}

	@Override
	public int logicalBlockSize() {
		return logicalBlockSize;
	}

	@Override
	public int physicalBlockSize() {
		return physicalBlockSize;
	}

	@Override
	public boolean rotational() {
		return rotational;
	}

	@Override
	public DeviceIdentity identity() {
		return identity;
	}

	@Override
	public boolean writable() {
		return file.writable();
	}

	@Override
	public List<NativeFile> files() {
		return List.of(file);
	}

	@Override
	public Optional<StripeMap> stripeMap() {
		return Optional.empty();
	}

	@Override
	public synchronized void close() throws IOException {
		if (closed) {
			return;
		}
		closed = true;
		try {
			file.close();
		} finally {
			if (removeOnClose) {
				Files.deleteIfExists(path);
			}
		}
	}

	@Override
	public String toString() {
		return "test file " + path + " (" + Sizes.format(size) + ")";
	}
}
