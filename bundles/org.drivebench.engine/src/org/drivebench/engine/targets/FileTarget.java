package org.drivebench.engine.targets;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.DoubleConsumer;

import org.drivebench.engine.CreationLog;
import org.drivebench.engine.DataPattern;
import org.drivebench.engine.DeviceIdentity;
import org.drivebench.engine.PreparationCancelledException;
import org.drivebench.engine.Sizes;
import org.drivebench.engine.TargetType;
import org.drivebench.engine.TargetShape;
import org.drivebench.engine.data.WriteData;
import org.drivebench.engine.device.TestFileGuard;
import org.drivebench.engine.device.TestFileInspector;
import org.drivebench.engine.device.TestFileMark;
import org.drivebench.engine.device.TestFileReport;
import org.drivebench.engine.device.WriteRefusedException;
import org.drivebench.engine.nativeio.CallState;
import org.drivebench.engine.nativeio.FileStat;
import org.drivebench.engine.nativeio.NativeFile;
import org.drivebench.engine.stripe.StripeMap;
import org.eclipse.jdt.annotation.Nullable;

/**
 * A test file on a file system, read and written with O_DIRECT. Before anything reads it, every byte
 * is written with incompressible data, unique per 512-byte sector: fallocate's unwritten extents and
 * sparse holes read back as zeros without touching the disk, and a file of zeros or compressible data
 * would flatter a compressing drive. An existing file is written whole again too, unless
 * {@link TestFileFill} finds it exactly as an earlier DriveBench fill left it: then it is measured as
 * it is, not right after a fill of its whole size (which the drive or the host may still be digesting).
 *
 * <p>A new file is reserved with fallocate (ftruncate where the file system cannot), marked as
 * DriveBench's ({@link TestFileMark}) and filled. An existing file is used only when the
 * {@link TestFileGuard} allows it: DriveBench's own test file, or the user's file named for
 * overwriting, and never a file that backs a loop device, is a mounted image or a swap file, is open
 * for writing elsewhere or carries an on-disk signature. An existing file is never removed; a file
 * this class created is removed on {@link #close()} unless the caller keeps it. A file in memory
 * (tmpfs, ramfs) is named so in its identity: it measures RAM, not a drive.
 */
public final class FileTarget implements DirectTarget {
	private static final int FILL_CHUNK = 4 << 20;
	private static final Path DEVICES = Path.of("/dev");
	private static final String FILLED = "written whole with incompressible data, unique per 512-byte sector";

	private final Path path;
	private final NativeFile file;
	private final TargetShape shape;
	private final boolean removeOnClose;
	private final String preparation;
	private final CreationLog creations;
	private boolean closed;

	private FileTarget(Path path, NativeFile file, long size, FileStat stat, boolean removeOnClose, String inMemory,
			String preparation, CreationLog creations) {
		this.path = path;
		this.creations = creations;
		this.preparation = preparation;
		this.file = file;
		this.removeOnClose = removeOnClose;
		this.shape = shape(path, size, stat, inMemory, file.writable());
	}

	/**
	 * What a test file of {@code size} will be: direct-I/O alignment from statx (of the file, or of its
	 * folder before it exists), else the disk's logical block, else 4 KiB; the disk's physical block;
	 * named after the disk it lives on, or as memory on tmpfs and ramfs.
	 *
	 * @param stat     statx of the file, or of the folder it will be created in
	 * @param inMemory the file system type when it is memory (tmpfs, ramfs), else empty
	 */
	public static TargetShape shape(Path path, long size, FileStat stat, String inMemory, boolean writable) {
		SysBlock disk = SysBlock.of(stat.deviceMajor(), stat.deviceMinor());
		int diskLogical = disk == null ? 0 : disk.logicalBlockSize();
		int logical = stat.dioOffsetAlign() > 0 ? stat.dioOffsetAlign() : diskLogical > 0 ? diskLogical : 4096;
		int diskPhysical = disk == null ? 0 : disk.physicalBlockSize();
		int physical = Math.max(logical, diskPhysical > 0 ? diskPhysical : stat.blockSize());
		boolean rotational = disk != null && disk.rotational();
		String model = !inMemory.isEmpty() ? "test file in memory (" + inMemory + ")"
				: "test file" + (disk == null ? "" : " on " + disk.name());
		DeviceIdentity identity = new DeviceIdentity("", model, "", "", size, logical, physical, rotational, 0,
				inMemory.isEmpty() ? "file" : "memory");
		return new TargetShape(path.toString(), TargetType.FILE, size, logical, physical, rotational, identity, writable);
	}

	/** {@link #create(Path, long, boolean, boolean, boolean, DoubleConsumer)} of a new or DriveBench's own file. */
	public static FileTarget create(Path path, long sizeBytes, boolean writable, boolean keep, @Nullable DoubleConsumer progress)
			throws IOException {
		return create(path, sizeBytes, writable, keep, false, progress);
	}

	/**
	 * Creates (or, when the test-file guard allows, reuses) a test file of {@code sizeBytes} at
	 * {@code path}, writes it whole with incompressible data (unless an existing file is still exactly
	 * as DriveBench's last fill left it, see {@link TestFileFill}), and opens it with O_DIRECT. A writable
	 * target leaves no record of the fill: its workloads may leave anything in the file.
	 *
	 * @param writable  whether workloads may write (the file is written while it is prepared either way)
	 * @param keep      leave a created file in place on close
	 * @param overwrite the user named this path for overwriting: an existing file DriveBench did not
	 *                  create may be written (never one the guard refuses outright)
	 * @param progress  told the filled fraction, 0 to 1, while the file is filled (may be null)
	 * @throws IllegalArgumentException when the size is not a positive multiple of 4 KiB, or the path is
	 *                                  under /dev (a device name that is no block device)
	 * @throws WriteRefusedException    when the test-file guard refuses the existing file, saying why
	 * @throws IOException              when the path exists with another size or is not a regular file,
	 *                                  or a system call fails
	 */
	public static FileTarget create(Path path, long sizeBytes, boolean writable, boolean keep, boolean overwrite,
			@Nullable DoubleConsumer progress) throws IOException {
		return create(path, sizeBytes, writable, keep, overwrite, progress, () -> false, CreationLog.NONE);
	}

	/**
	 * {@link #create(Path, long, boolean, boolean, boolean, DoubleConsumer)} for a run: the file is recorded
	 * in {@code creations} before it is created (an existing one as used), and a fill that
	 * {@code cancelled} stops ends within one chunk of {@value #FILL_CHUNK} bytes, removing a new file.
	 *
	 * @throws PreparationCancelledException when the fill was cancelled
	 */
	public static FileTarget create(Path path, long sizeBytes, boolean writable, boolean keep, boolean overwrite,
			@Nullable DoubleConsumer progress, BooleanSupplier cancelled, CreationLog creations) throws IOException {
		if (sizeBytes <= 0 || sizeBytes % 4096 != 0) {
			throw new IllegalArgumentException("test file size = " + sizeBytes + " bytes: must be a positive multiple of 4 KiB");
		}
		Path file = path.toAbsolutePath().normalize();
		refuseDeviceFolder(file);
		DoubleConsumer report = progress == null ? f -> {
		} : progress;
		TestFileReport found = TestFileGuard.judge(new TestFileInspector().inspect(file), overwrite);
		String inMemory = found.inMemory() ? found.fileSystem() : "";
		NativeFile opened;
		String preparation = FILLED;
		if (found.exists()) {
			if (found.sizeBytes() != sizeBytes) {
				throw new IOException("test file " + file + " exists with " + found.sizeBytes() + " bytes, not the " + sizeBytes
						+ " asked for: ask for its size, remove it, or choose another path or size");
			}
			Object inode = Files.getAttribute(file, "unix:ino");
			creations.using(file); // so nobody removes it while this run works on it
			opened = NativeFile.open(file, true, false);
			try {
				if (!inode.equals(Files.getAttribute(Path.of("/proc/self/fd/" + opened.fd()), "unix:ino"))) {
					throw new IOException("test file " + file + " was replaced while it was checked: not writing to it");
				}
				TestFileMark.mark(file);
				Optional<Instant> filled = TestFileFill.intact(file, opened, sizeBytes);
				if (filled.isPresent()) {
					if (writable) {
						TestFileFill.forget(file); // this run's workloads may leave anything in it
					}
					preparation = "measured as DriveBench wrote it whole at " + filled.get() + ": unchanged since (size, inode, "
							+ "modification time, no holes, " + TestFileFill.SAMPLES + " sampled blocks carry DriveBench's unique "
							+ "stamps)";
				} else {
					fillWhole(file, opened, sizeBytes, !writable, report, cancelled);
				}
			} catch (IOException | RuntimeException e) {
				opened.close();
				throw e;
			}
		} else {
			creations.creating(file); // recorded before it exists: a kill from here on leaves a file status finds
			try {
				opened = NativeFile.create(file);
			} catch (IOException | RuntimeException e) {
				creations.removed(file); // nothing was made: whatever is there is not this run's
				throw e;
			}
			try {
				creations.created(file);
				TestFileMark.mark(file); // ours from its first byte, so a run that dies while filling leaves a file it may reuse
				if (!opened.allocate(0, sizeBytes)) {
					opened.truncate(sizeBytes);
				}
				fillWhole(file, opened, sizeBytes, !writable, report, cancelled);
				if (keep) {
					creations.kept(file); // filled whole: the user's to keep from now on
				}
			} catch (IOException | RuntimeException e) {
				opened.close();
				Files.deleteIfExists(file);
				creations.removed(file);
				throw e;
			}
		}
		if (!writable) {
			opened.close();
			opened = NativeFile.open(file, false, false);
		}
		return new FileTarget(file, opened, sizeBytes, FileStat.of(file), !found.exists() && !keep, inMemory, preparation, creations);
	}

	/**
	 * Opens an existing DriveBench test file as it is, without writing it again: for checking what an
	 * earlier verify-mode run wrote, not for measuring (a measurement gets {@link #create}, which
	 * writes the file whole first). The test-file guard applies; the file is never removed.
	 *
	 * @throws WriteRefusedException when it is not DriveBench's test file, or the guard refuses it
	 * @throws IOException           when it does not exist or cannot be opened
	 */
	public static FileTarget reopen(Path path, boolean writable) throws IOException {
		Path file = path.toAbsolutePath().normalize();
		TestFileReport found = TestFileGuard.judge(new TestFileInspector().inspect(file), false);
		if (!found.exists()) {
			throw new java.nio.file.NoSuchFileException(file.toString(), null, "no test file to reopen");
		}
		NativeFile opened = NativeFile.open(file, writable, false);
		if (writable) {
			TestFileFill.forget(file);
		}
		return new FileTarget(file, opened, found.sizeBytes(), FileStat.of(file), false, found.inMemory() ? found.fileSystem() : "",
				"opened as it is, not written", CreationLog.NONE);
	}

	/**
	 * A path under /dev (or on devtmpfs) is never a test file: it is a device name that names no block
	 * device (a typo such as /dev/sdz), and a file there would fill the memory-backed /dev.
	 *
	 * @throws IllegalArgumentException saying so
	 */
	public static void refuseDeviceFolder(Path file) throws IOException {
		Path parent = file.getParent();
		Path real = parent != null && Files.isDirectory(parent) ? parent.toRealPath().resolve(file.getFileName()) : file;
		boolean devtmpfs = parent != null && Files.isDirectory(parent) && "devtmpfs".equals(Files.getFileStore(parent).type());
		if (real.startsWith(DEVICES) || file.startsWith(DEVICES) || devtmpfs) {
			throw new IllegalArgumentException(file + " is not a block device" + (Files.exists(file) ? "" : " (there is no such device)")
					+ ": drivebench list-targets lists the block devices; a test file cannot be made under /dev");
		}
	}

	/**
	 * Writes the whole file and syncs it. The fill is recorded only once it is complete on the disk, and
	 * only for a run that will not write ({@code recorded}): a writing run's workloads may leave anything.
	 */
	private static void fillWhole(Path file, NativeFile opened, long size, boolean recorded, DoubleConsumer report,
			BooleanSupplier cancelled) throws IOException {
		TestFileFill.forget(file);
		fill(file, opened, size, report, cancelled);
		opened.fdatasync();
		if (recorded) {
			TestFileFill.record(file, opened, size);
		}
		report.accept(1.0);
	}

	/**
	 * Writes incompressible data, unique per 512-byte sector, over the whole file with direct I/O; asks
	 * {@code cancelled} before each chunk.
	 */
	private static void fill(Path path, NativeFile file, long size, DoubleConsumer report, BooleanSupplier cancelled)
			throws IOException {
		try (Arena arena = Arena.ofConfined()) {
			CallState state = new CallState(arena);
			MemorySegment buffer = arena.allocate(FILL_CHUNK, 4096);
			WriteData data = new WriteData(DataPattern.RANDOM, 0, System.nanoTime(), 0);
			data.initialize(buffer, 0, FILL_CHUNK);
			for (long offset = 0; offset < size; offset += FILL_CHUNK) {
				if (cancelled.getAsBoolean()) {
					throw new PreparationCancelledException("the fill of test file " + path + " was cancelled at "
							+ Math.round(100.0 * offset / size) + " %");
				}
				int length = (int) Math.min(FILL_CHUNK, size - offset);
				data.stamp(buffer, 0, offset, length);
				file.writeFully(state, buffer.address(), length, offset);
				report.accept((double) (offset + length) / size);
			}
		}
	}

	/** The file's path. */
	public Path path() {
		return path;
	}

	/** {@inheritDoc} Written whole, or measured as an earlier fill left it (and when that fill was). */
	@Override
	public String preparation() {
		return "Test file " + path + ": " + preparation + ".";
	}

	/** Whether {@link #close()} removes the file. */
	public boolean removedOnClose() {
		return removeOnClose;
	}

	@Override
	public TargetShape shape() {
		return shape;
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
	public List<Path> temporaryFiles() {
		return removeOnClose ? List.of(path) : List.of();
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
				creations.removed(path);
			}
		}
	}

	@Override
	public String toString() {
		return "test file " + path + " (" + Sizes.format(sizeBytes()) + ")";
	}
}
