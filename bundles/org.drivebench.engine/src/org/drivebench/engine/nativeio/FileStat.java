package org.drivebench.engine.nativeio;

import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;
import static java.lang.foreign.ValueLayout.JAVA_SHORT;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.file.Path;

/**
 * What statx(2) says about a path, including the direct-I/O alignment the file system demands
 * (STATX_DIOALIGN, Linux 6.1+).
 *
 * @param size           bytes
 * @param blockSize      the file system's preferred I/O size (st_blksize)
 * @param regularFile    a regular file
 * @param blockDevice    a block device node
 * @param deviceMajor    major number of the device holding the file
 * @param deviceMinor    its minor number
 * @param rdevMajor      for a device node, the device's major number
 * @param rdevMinor      its minor number
 * @param dioMemAlign    buffer alignment O_DIRECT needs, 0 when the kernel does not say
 * @param dioOffsetAlign offset and length alignment O_DIRECT needs, 0 when the kernel does not say
 */
public record FileStat(long size, int blockSize, boolean regularFile, boolean blockDevice, int deviceMajor,
		int deviceMinor, int rdevMajor, int rdevMinor, int dioMemAlign, int dioOffsetAlign) {
	private static final int AT_FDCWD = -100;
	private static final int STATX_BASIC_STATS = 0x7ff;
	private static final int STATX_DIOALIGN = 0x2000;
	private static final int S_IFMT = 0170000;
	private static final int S_IFREG = 0100000;
	private static final int S_IFBLK = 0060000;

	/**
	 * statx of {@code path}, following symbolic links.
	 *
	 * @throws NativeIoException when the path does not exist or cannot be examined
	 */
	public static FileStat of(Path path) throws IOException {
		NativeFile.requireSupported();
		String name = path.toString();
		try (Arena arena = Arena.ofConfined()) {
			CallState state = new CallState(arena);
			MemorySegment buf = arena.allocate(256, 8);
			int r = (int) LibC.STATX.invokeExact(state.segment, AT_FDCWD, arena.allocateFrom(name), 0,
					STATX_BASIC_STATS | STATX_DIOALIGN, buf);
			if (r < 0) {
				throw new NativeIoException("statx", name, "failed: " + LibC.strerror(state.errno()), state.errno());
			}
			int mask = buf.get(JAVA_INT, 0);
			int mode = Short.toUnsignedInt(buf.get(JAVA_SHORT, 28)) & S_IFMT;
			boolean dio = (mask & STATX_DIOALIGN) != 0;
			return new FileStat(buf.get(JAVA_LONG, 40), buf.get(JAVA_INT, 4), mode == S_IFREG, mode == S_IFBLK,
					buf.get(JAVA_INT, 136), buf.get(JAVA_INT, 140), buf.get(JAVA_INT, 128), buf.get(JAVA_INT, 132),
					dio ? buf.get(JAVA_INT, 152) : 0, dio ? buf.get(JAVA_INT, 156) : 0);
		} catch (IOException | RuntimeException | Error e) {
			throw e;
		} catch (Throwable t) {
			throw NativeFile.rethrow(t);
		}
	}
}
