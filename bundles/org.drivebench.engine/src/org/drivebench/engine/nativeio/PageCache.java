package org.drivebench.engine.nativeio;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.file.Path;

/**
 * What the kernel keeps of a file in memory, and making it write and forget it: the calls a file copy
 * needs to be timed honestly (its source read from the drive, not from memory; its copy counted until
 * it is on the drive). Files are opened without O_DIRECT here: these calls act on the page cache.
 */
public final class PageCache {
	private static final int POSIX_FADV_DONTNEED = 4;
	private static final int PROT_READ = 1;
	private static final int MAP_SHARED = 1;
	private static final long MAP_FAILED = -1L;
	private static final long PAGE = 4096;

	private PageCache() {
	}

	/**
	 * Asks the kernel to drop the file's clean pages from the page cache (posix_fadvise DONTNEED over
	 * the whole file). Dirty pages are not dropped: write and sync the file first. Needs no privilege.
	 */
	public static void drop(Path file) throws IOException {
		call(file, LibC.O_RDONLY, "posix_fadvise DONTNEED", (fd, state) -> {
			int error = (int) LibC.POSIX_FADVISE.invokeExact(fd, 0L, 0L, POSIX_FADV_DONTNEED);
			return error == 0 ? 0 : -error;
		});
	}

	/** How many of the file's pages are in the page cache now (mincore over a read-only mapping). */
	public static long residentPages(Path file, long sizeBytes) throws IOException {
		if (sizeBytes == 0) {
			return 0;
		}
		long[] resident = new long[1];
		call(file, LibC.O_RDONLY, "mincore", (fd, state) -> {
			long address = (long) LibC.MMAP.invokeExact(state.segment, 0L, sizeBytes, PROT_READ, MAP_SHARED, fd, 0L);
			if (address == MAP_FAILED) {
				return -1;
			}
			try (Arena arena = Arena.ofConfined()) {
				long pages = (sizeBytes + PAGE - 1) / PAGE;
				MemorySegment vector = arena.allocate(pages);
				int r = (int) LibC.MINCORE.invokeExact(state.segment, address, sizeBytes, vector.address());
				if (r < 0) {
					return -1;
				}
				for (long i = 0; i < pages; i++) {
					resident[0] += vector.get(ValueLayout.JAVA_BYTE, i) & 1;
				}
				return 0;
			} finally {
				int ignored = (int) LibC.MUNMAP.invokeExact(state.segment, address, sizeBytes);
			}
		});
		return resident[0];
	}

	/** fsync(2) of a file or a directory: its data and metadata (a directory: its entries) reach the drive. */
	public static void fsync(Path fileOrDirectory, boolean directory) throws IOException {
		call(fileOrDirectory, LibC.O_RDONLY | (directory ? LibC.O_DIRECTORY : 0), "fsync",
				(fd, state) -> (int) LibC.FSYNC.invokeExact(state.segment, fd));
	}

	/** syncfs(2): everything dirty of the file system holding {@code anyPath} is written to its drive. */
	public static void syncFileSystem(Path anyPath) throws IOException {
		call(anyPath, LibC.O_RDONLY, "syncfs", (fd, state) -> (int) LibC.SYNCFS.invokeExact(state.segment, fd));
	}

	@FunctionalInterface
	private interface FdCall {
		/** @return negative on failure: -1 with errno in the state, or minus an error number */
		int apply(int fd, CallState state) throws Throwable;
	}

	private static void call(Path path, int flags, String operation, FdCall body) throws IOException {
		NativeFile.requireSupported();
		String name = path.toString();
		try (Arena arena = Arena.ofConfined()) {
			CallState state = new CallState(arena);
			int fd = (int) LibC.OPEN.invokeExact(state.segment, arena.allocateFrom(name), flags | LibC.O_CLOEXEC, 0);
			if (fd < 0) {
				throw new NativeIoException("open", name, -1, 0, state.errno());
			}
			try {
				int r = body.apply(fd, state);
				if (r < 0) {
					throw new NativeIoException(operation, name, -1, 0, r == -1 ? state.errno() : -r);
				}
			} finally {
				int ignored = (int) LibC.CLOSE.invokeExact(state.segment, fd);
			}
		} catch (IOException | RuntimeException | Error e) {
			throw e;
		} catch (Throwable t) {
			throw NativeFile.rethrow(t);
		}
	}
}
