package org.drivebench.engine.nativeio;

import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.io.Closeable;
import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.file.Path;

/**
 * An open file or block device descriptor, always with O_DIRECT: the page cache never serves or
 * absorbs DriveBench's I/O. Buffers given to {@link #read} and {@link #write} must be aligned to the
 * target's logical block size, and so must offsets and lengths.
 *
 * <p>The I/O methods take the calling thread's {@link CallState} and a buffer address, so a call
 * allocates nothing.
 */
public final class NativeFile implements Closeable {
	// block-device ioctls (linux/fs.h): the same numbers on x86-64 and aarch64
	private static final long BLKGETSIZE64 = 0x80081272L;
	private static final long BLKSSZGET = 0x1268L;
	private static final long BLKPBSZGET = 0x127BL;
	private static final long LOOP_GET_STATUS64 = 0x4C05;
	private static final int LOOP_INFO64_SIZE = 232;
	private static final long BLKROGET = 0x125EL;
	/** _IO(0x12, 119): discard a byte range, given as two 64-bit numbers (start, length). */
	private static final long BLKDISCARD = 0x1277L;
	/** lseek whence values that find data and holes (unwritten extents count as holes on ext4/xfs). */
	public static final int SEEK_DATA = 3;
	public static final int SEEK_HOLE = 4;

	private final String path;
	private final int fd;
	private final boolean writable;
	private boolean closed;

	private NativeFile(String path, int fd, boolean writable) {
		this.path = path;
		this.fd = fd;
		this.writable = writable;
	}

	/**
	 * Opens an existing file or device with O_DIRECT.
	 *
	 * @param writable  O_RDWR when true, else O_RDONLY
	 * @param exclusive O_EXCL: on a block device the open fails (EBUSY) when the device is mounted or
	 *                  held by the kernel (md, dm, swap)
	 */
	public static NativeFile open(Path path, boolean writable, boolean exclusive) throws IOException {
		int flags = (writable ? LibC.O_RDWR : LibC.O_RDONLY) | LibC.O_DIRECT | LibC.O_CLOEXEC
				| (exclusive ? LibC.O_EXCL : 0);
		return open(path, flags, writable, writable ? "open for writing" : "open read-only");
	}

	/** Creates a new file (it must not exist) and opens it for reading and writing with O_DIRECT. */
	public static NativeFile create(Path path) throws IOException {
		int flags = LibC.O_RDWR | LibC.O_CREAT | LibC.O_EXCL | LibC.O_DIRECT | LibC.O_CLOEXEC;
		return open(path, flags, true, "create");
	}

	/**
	 * Opens a character device that takes any I/O without touching a drive (/dev/zero), for reading and
	 * writing and without O_DIRECT, which character devices refuse.
	 */
	public static NativeFile openCharacterDevice(Path path) throws IOException {
		return open(path, LibC.O_RDWR | LibC.O_CLOEXEC, true, "open");
	}

	/**
	 * Opens with O_NOATIME where the kernel allows it (the caller owns the file or has CAP_FOWNER), as
	 * fio does for devices: else every read checks whether the inode's access time is due an update,
	 * about 70 ns of a 4 µs read here, and a relatime file system writes one at least once a day.
	 */
	private static NativeFile open(Path path, int flags, boolean writable, String operation) throws IOException {
		requireSupported();
		String name = path.toString();
		try (Arena arena = Arena.ofConfined()) {
			CallState state = new CallState(arena);
			MemorySegment cName = arena.allocateFrom(name);
			int fd;
			int tried = flags | LibC.O_NOATIME;
			while (true) {
				fd = (int) LibC.OPEN.invokeExact(state.segment, cName, tried, 0644);
				if (fd >= 0) {
					break;
				}
				if (state.errno() == LibC.EPERM && tried != flags) {
					tried = flags; // not the file's owner: open it without
				} else if (state.errno() != LibC.EINTR) {
					break;
				}
			}
			if (fd < 0) {
				int errno = state.errno();
				boolean direct = (flags & LibC.O_DIRECT) != 0;
				String hint = errno == LibC.EINVAL && direct ? " (the file system may not support O_DIRECT)" : "";
				throw new NativeIoException(operation, name, (direct ? "with O_DIRECT " : "") + "failed: " + LibC.strerror(errno) + " (errno "
						+ errno + ")" + hint, errno);
			}
			return new NativeFile(name, fd, writable);
		} catch (IOException | RuntimeException | Error e) {
			throw e;
		} catch (Throwable t) {
			throw new IllegalStateException("native open failed", t);
		}
	}

	static void requireSupported() throws IOException {
		if (!LibC.SUPPORTED) {
			throw new IOException("native direct I/O needs Linux on x86-64 or aarch64, not " + System.getProperty("os.name")
					+ " on " + System.getProperty("os.arch"));
		}
	}

	public String path() {
		return path;
	}

	/** The descriptor, for io_uring submissions. */
	public int fd() {
		return fd;
	}

	public boolean writable() {
		return writable;
	}

	/**
	 * pread into {@code address}; retries when interrupted. The call leaves errno uncaptured; one that
	 * fails is made again with errno captured, to name the error: a failed read repeated is the same read.
	 *
	 * @return bytes read (less than {@code length} only at the end of the file or device)
	 */
	public int read(CallState state, long address, int length, long offset) throws NativeIoException {
		long n;
		try {
			n = (long) LibC.PREAD_UNCAPTURED.invokeExact(fd, address, (long) length, offset);
			while (n < 0) {
				n = (long) LibC.PREAD.invokeExact(state.segment, fd, address, (long) length, offset);
				if (state.errno() != LibC.EINTR) {
					break;
				}
			}
		} catch (Throwable t) {
			throw rethrow(t);
		}
		if (n < 0) {
			throw new NativeIoException("pread", path, offset, length, state.errno());
		}
		return (int) n;
	}

	/**
	 * pwrite from {@code address}; retries when interrupted. As {@link #read}, a call that fails is made
	 * again with errno captured: a write that failed wrote nothing it can be trusted to have written,
	 * and writing the same bytes at the same offset again is the I/O that was asked for.
	 */
	public int write(CallState state, long address, int length, long offset) throws NativeIoException {
		long n;
		try {
			n = (long) LibC.PWRITE_UNCAPTURED.invokeExact(fd, address, (long) length, offset);
			while (n < 0) {
				n = (long) LibC.PWRITE.invokeExact(state.segment, fd, address, (long) length, offset);
				if (state.errno() != LibC.EINTR) {
					break;
				}
			}
		} catch (Throwable t) {
			throw rethrow(t);
		}
		if (n < 0) {
			throw new NativeIoException("pwrite", path, offset, length, state.errno());
		}
		return (int) n;
	}

	/** Reads exactly {@code length} bytes or fails naming the short transfer. */
	public void readFully(CallState state, long address, int length, long offset) throws NativeIoException {
		int n = read(state, address, length, offset);
		if (n != length) {
			throw shortTransfer("pread", offset, length, n);
		}
	}

	/** Writes exactly {@code length} bytes or fails naming the short transfer. */
	public void writeFully(CallState state, long address, int length, long offset) throws NativeIoException {
		int n = write(state, address, length, offset);
		if (n != length) {
			throw shortTransfer("pwrite", offset, length, n);
		}
	}

	/** The exception for an I/O that moved fewer bytes than asked, e.g. past the end of a device. */
	public NativeIoException shortTransfer(String operation, long offset, int length, int done) {
		return new NativeIoException(operation, path, "at offset " + offset + " (" + length + " bytes) transferred only "
				+ done + " bytes (past the end?)", 0);
	}

	public void fdatasync() throws IOException {
		try (Arena arena = Arena.ofConfined()) {
			CallState state = new CallState(arena);
			int r = (int) LibC.FDATASYNC.invokeExact(state.segment, fd);
			if (r < 0) {
				throw new NativeIoException("fdatasync", path, -1, 0, state.errno());
			}
		} catch (IOException | RuntimeException | Error e) {
			throw e;
		} catch (Throwable t) {
			throw rethrow(t);
		}
	}

	/**
	 * Reserves {@code length} bytes at {@code offset} (fallocate mode 0).
	 *
	 * @return false when the file system does not support fallocate
	 */
	public boolean allocate(long offset, long length) throws IOException {
		try (Arena arena = Arena.ofConfined()) {
			CallState state = new CallState(arena);
			int r;
			do {
				r = (int) LibC.FALLOCATE.invokeExact(state.segment, fd, 0, offset, length);
			} while (r < 0 && state.errno() == LibC.EINTR);
			if (r < 0) {
				if (state.errno() == LibC.EOPNOTSUPP) {
					return false;
				}
				throw new NativeIoException("fallocate", path, offset, length, state.errno());
			}
			return true;
		} catch (IOException | RuntimeException | Error e) {
			throw e;
		} catch (Throwable t) {
			throw rethrow(t);
		}
	}

	public void truncate(long size) throws IOException {
		try (Arena arena = Arena.ofConfined()) {
			CallState state = new CallState(arena);
			int r = (int) LibC.FTRUNCATE.invokeExact(state.segment, fd, size);
			if (r < 0) {
				throw new NativeIoException("ftruncate", path, "to " + size + " bytes failed: "
						+ LibC.strerror(state.errno()), state.errno());
			}
		} catch (IOException | RuntimeException | Error e) {
			throw e;
		} catch (Throwable t) {
			throw rethrow(t);
		}
	}

	/**
	 * lseek with {@link #SEEK_DATA} or {@link #SEEK_HOLE}.
	 *
	 * @return the offset found, or -1 when there is no more data (ENXIO)
	 */
	public long seek(long offset, int whence) throws IOException {
		try (Arena arena = Arena.ofConfined()) {
			CallState state = new CallState(arena);
			long r = (long) LibC.LSEEK.invokeExact(state.segment, fd, offset, whence);
			if (r < 0) {
				if (state.errno() == LibC.ENXIO) {
					return -1;
				}
				throw new NativeIoException("lseek", path, offset, 0, state.errno());
			}
			return r;
		} catch (IOException | RuntimeException | Error e) {
			throw e;
		} catch (Throwable t) {
			throw rethrow(t);
		}
	}

	/** Size of a block device in bytes (BLKGETSIZE64). */
	public long blockDeviceSize() throws IOException {
		return ioctl(BLKGETSIZE64, "BLKGETSIZE64", true);
	}

	/** Logical sector size of a block device (BLKSSZGET): the smallest direct-I/O unit. */
	public int logicalSectorSize() throws IOException {
		return (int) ioctl(BLKSSZGET, "BLKSSZGET", false);
	}

	/** Physical sector size of a block device (BLKPBSZGET). */
	public int physicalSectorSize() throws IOException {
		return (int) ioctl(BLKPBSZGET, "BLKPBSZGET", false);
	}

	/** Whether the block device is read-only (BLKROGET). */
	public boolean readOnlyDevice() throws IOException {
		return ioctl(BLKROGET, "BLKROGET", false) != 0;
	}

	/**
	 * The backing file of a loop device (LOOP_GET_STATUS64): its file system's device number, as
	 * {@code major, minor}, and its inode number. The kernel keeps these when the file is renamed.
	 *
	 * @throws NativeIoException when this is not a bound loop device
	 */
	public long[] loopBackingFile() throws IOException {
		try (Arena arena = Arena.ofConfined()) {
			CallState state = new CallState(arena);
			MemorySegment info = arena.allocate(LOOP_INFO64_SIZE, 8);
			int r = (int) LibC.IOCTL.invokeExact(state.segment, fd, LOOP_GET_STATUS64, info);
			if (r < 0) {
				throw new NativeIoException("ioctl LOOP_GET_STATUS64", path, "failed: " + LibC.strerror(state.errno())
						+ " (errno " + state.errno() + "; is it a bound loop device?)", state.errno());
			}
			long device = info.get(JAVA_LONG, 0); // huge_encode_dev: minor's low byte, 12 bits of major, the rest of minor
			long major = (device >>> 8) & 0xfff;
			long minor = (device & 0xff) | ((device >>> 12) & 0xfff00);
			return new long[] { major, minor, info.get(JAVA_LONG, 8) };
		} catch (IOException | RuntimeException | Error e) {
			throw e;
		} catch (Throwable t) {
			throw rethrow(t);
		}
	}

	/**
	 * Discards (TRIM, NVMe Deallocate) {@code length} bytes of a block device from {@code offset}
	 * (BLKDISCARD): the device may forget their data. Both must be multiples of the logical sector.
	 *
	 * @throws NativeIoException when the device does not support discard or the file is no block device
	 */
	public void discard(long offset, long length) throws IOException {
		try (Arena arena = Arena.ofConfined()) {
			CallState state = new CallState(arena);
			MemorySegment range = arena.allocate(16, 8);
			range.set(JAVA_LONG, 0, offset);
			range.set(JAVA_LONG, 8, length);
			int r = (int) LibC.IOCTL.invokeExact(state.segment, fd, BLKDISCARD, range);
			if (r < 0) {
				throw new NativeIoException("ioctl BLKDISCARD", path, "failed: " + LibC.strerror(state.errno()) + " (errno "
						+ state.errno() + "; does the device support discard?)", state.errno());
			}
		} catch (IOException | RuntimeException | Error e) {
			throw e;
		} catch (Throwable t) {
			throw rethrow(t);
		}
	}

	private long ioctl(long request, String name, boolean wide) throws IOException {
		try (Arena arena = Arena.ofConfined()) {
			CallState state = new CallState(arena);
			MemorySegment value = arena.allocate(8, 8);
			int r = (int) LibC.IOCTL.invokeExact(state.segment, fd, request, value);
			if (r < 0) {
				throw new NativeIoException("ioctl " + name, path, "failed: " + LibC.strerror(state.errno()) + " (errno "
						+ state.errno() + "; is it a block device?)", state.errno());
			}
			return wide ? value.get(JAVA_LONG, 0) : value.get(JAVA_INT, 0);
		} catch (IOException | RuntimeException | Error e) {
			throw e;
		} catch (Throwable t) {
			throw rethrow(t);
		}
	}

	@Override
	public synchronized void close() throws IOException {
		if (closed) {
			return;
		}
		closed = true;
		try (Arena arena = Arena.ofConfined()) {
			CallState state = new CallState(arena);
			int r = (int) LibC.CLOSE.invokeExact(state.segment, fd);
			if (r < 0 && state.errno() != LibC.EINTR) {
				throw new NativeIoException("close", path, -1, 0, state.errno());
			}
		} catch (IOException | RuntimeException | Error e) {
			throw e;
		} catch (Throwable t) {
			throw rethrow(t);
		}
	}

	static RuntimeException rethrow(Throwable t) {
		if (t instanceof RuntimeException r) {
			throw r;
		}
		if (t instanceof Error e) {
			throw e;
		}
		return new IllegalStateException("native call failed", t);
	}

	@Override
	public String toString() {
		return path + " (fd " + fd + (writable ? ", read-write" : ", read-only") + ")";
	}
}
