package org.drivebench.engine.nativeio;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.StructLayout;
import java.lang.foreign.SymbolLookup;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.VarHandle;
import java.util.Locale;

/**
 * The C library functions DriveBench calls, as downcall handles created once. Pointers that the hot
 * path passes (I/O buffers) are declared as {@code long} addresses so a call never needs a segment
 * object; errno is captured into a per-thread {@link CallState}.
 */
final class LibC {
	static final Linker LINKER = Linker.nativeLinker();
	private static final SymbolLookup LIBC = LINKER.defaultLookup();
	static final StructLayout CAPTURE_LAYOUT = Linker.Option.captureStateLayout();
	static final VarHandle ERRNO = CAPTURE_LAYOUT.varHandle(MemoryLayout.PathElement.groupElement("errno"));
	private static final Linker.Option ERRNO_OPTION = Linker.Option.captureCallState("errno");

	static final boolean AARCH64 = System.getProperty("os.arch", "").toLowerCase(Locale.ROOT).contains("aarch64");
	static final boolean SUPPORTED = System.getProperty("os.name", "").toLowerCase(Locale.ROOT).contains("linux")
			&& (AARCH64 || System.getProperty("os.arch", "").toLowerCase(Locale.ROOT).matches("amd64|x86_64"));

	// open(2) flags; O_DIRECT differs between architectures
	static final int O_RDONLY = 0;
	static final int O_RDWR = 2;
	static final int O_CREAT = 0100;
	static final int O_EXCL = 0200;
	static final int O_CLOEXEC = 02000000;
	static final int O_DIRECT = AARCH64 ? 0200000 : 040000;
	static final int O_DIRECTORY = AARCH64 ? 040000 : 0200000;
	static final int O_NOATIME = 01000000;

	static final int EINTR = 4;
	static final int EAGAIN = 11;
	static final int EPERM = 1;
	static final int EBUSY = 16;
	static final int EINVAL = 22;
	static final int ENXIO = 6;
	static final int EOPNOTSUPP = 95;
	static final int ETIME = 62;

	static final MethodHandle OPEN = handle("open", FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT, JAVA_INT),
			ERRNO_OPTION, Linker.Option.firstVariadicArg(2));
	static final MethodHandle CLOSE = handle("close", FunctionDescriptor.of(JAVA_INT, JAVA_INT), ERRNO_OPTION);
	/** pread(fd, buffer address, count, offset). */
	static final MethodHandle PREAD = handle("pread64",
			FunctionDescriptor.of(JAVA_LONG, JAVA_INT, JAVA_LONG, JAVA_LONG, JAVA_LONG), ERRNO_OPTION);
	/** pwrite(fd, buffer address, count, offset). */
	static final MethodHandle PWRITE = handle("pwrite64",
			FunctionDescriptor.of(JAVA_LONG, JAVA_INT, JAVA_LONG, JAVA_LONG, JAVA_LONG), ERRNO_OPTION);
	/**
	 * pread and pwrite without errno: for the hot path, which makes the call again with {@link #PREAD}
	 * or {@link #PWRITE} only when it failed. Capturing errno on every call was 1.3 % of the CPU time of
	 * a 4K read from zram (DowncallLinker::capture_state and __errno_location, ~55 ns of ~4.1 µs).
	 */
	static final MethodHandle PREAD_UNCAPTURED = handle("pread64",
			FunctionDescriptor.of(JAVA_LONG, JAVA_INT, JAVA_LONG, JAVA_LONG, JAVA_LONG));
	static final MethodHandle PWRITE_UNCAPTURED = handle("pwrite64",
			FunctionDescriptor.of(JAVA_LONG, JAVA_INT, JAVA_LONG, JAVA_LONG, JAVA_LONG));
	static final MethodHandle FDATASYNC = handle("fdatasync", FunctionDescriptor.of(JAVA_INT, JAVA_INT), ERRNO_OPTION);
	static final MethodHandle FALLOCATE = handle("fallocate64",
			FunctionDescriptor.of(JAVA_INT, JAVA_INT, JAVA_INT, JAVA_LONG, JAVA_LONG), ERRNO_OPTION);
	static final MethodHandle FTRUNCATE = handle("ftruncate64", FunctionDescriptor.of(JAVA_INT, JAVA_INT, JAVA_LONG),
			ERRNO_OPTION);
	static final MethodHandle LSEEK = handle("lseek64", FunctionDescriptor.of(JAVA_LONG, JAVA_INT, JAVA_LONG, JAVA_INT),
			ERRNO_OPTION);
	/** ioctl(fd, request, pointer). */
	static final MethodHandle IOCTL = handle("ioctl", FunctionDescriptor.of(JAVA_INT, JAVA_INT, JAVA_LONG, ADDRESS),
			ERRNO_OPTION, Linker.Option.firstVariadicArg(2));
	/** statx(dirfd, path, flags, mask, buffer). */
	static final MethodHandle STATX = handle("statx",
			FunctionDescriptor.of(JAVA_INT, JAVA_INT, ADDRESS, JAVA_INT, JAVA_INT, ADDRESS), ERRNO_OPTION);
	/** syscall(number, six arguments); unused trailing arguments are ignored by the kernel. */
	static final MethodHandle SYSCALL = handle("syscall", FunctionDescriptor.of(JAVA_LONG, JAVA_LONG, JAVA_LONG,
			JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG), ERRNO_OPTION, Linker.Option.firstVariadicArg(1));
	/** mmap(address, length, prot, flags, fd, offset), addresses as longs. */
	static final MethodHandle MMAP = handle("mmap64",
			FunctionDescriptor.of(JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_INT, JAVA_INT, JAVA_INT, JAVA_LONG), ERRNO_OPTION);
	static final MethodHandle MUNMAP = handle("munmap", FunctionDescriptor.of(JAVA_INT, JAVA_LONG, JAVA_LONG),
			ERRNO_OPTION);
	/** madvise(address, length, advice), addresses as longs. */
	static final MethodHandle MADVISE = handle("madvise", FunctionDescriptor.of(JAVA_INT, JAVA_LONG, JAVA_LONG, JAVA_INT),
			ERRNO_OPTION);
	/** posix_fadvise(fd, offset, length, advice): returns the error number itself, not -1. */
	static final MethodHandle POSIX_FADVISE = handle("posix_fadvise64",
			FunctionDescriptor.of(JAVA_INT, JAVA_INT, JAVA_LONG, JAVA_LONG, JAVA_INT));
	/** mincore(address, length, vector), addresses as longs. */
	static final MethodHandle MINCORE = handle("mincore", FunctionDescriptor.of(JAVA_INT, JAVA_LONG, JAVA_LONG, JAVA_LONG),
			ERRNO_OPTION);
	static final MethodHandle FSYNC = handle("fsync", FunctionDescriptor.of(JAVA_INT, JAVA_INT), ERRNO_OPTION);
	static final MethodHandle SYNCFS = handle("syncfs", FunctionDescriptor.of(JAVA_INT, JAVA_INT), ERRNO_OPTION);
	static final MethodHandle UNSHARE = handle("unshare", FunctionDescriptor.of(JAVA_INT, JAVA_INT), ERRNO_OPTION);
	/** mount(source, target, type, flags, data). */
	static final MethodHandle MOUNT = handle("mount",
			FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, ADDRESS, JAVA_LONG, ADDRESS), ERRNO_OPTION);
	static final MethodHandle STRERROR = handle("strerror", FunctionDescriptor.of(ADDRESS, JAVA_INT));
	/** clock_gettime(clock, timespec); short and non-blocking, so a critical call. */
	static final MethodHandle CLOCK_GETTIME = handle("clock_gettime", FunctionDescriptor.of(JAVA_INT, JAVA_INT, ADDRESS),
			Linker.Option.critical(false));

	private LibC() {
	}

	private static MethodHandle handle(String name, FunctionDescriptor descriptor, Linker.Option... options) {
		MemorySegment symbol = LIBC.find(name)
				.orElseThrow(() -> new UnsatisfiedLinkError("the C library has no " + name + "()"));
		return LINKER.downcallHandle(symbol, descriptor, options);
	}

	/** The C library's text for an errno value, e.g. "Invalid argument". */
	static String strerror(int errno) {
		try {
			MemorySegment text = (MemorySegment) STRERROR.invokeExact(errno);
			return text.reinterpret(1024).getString(0);
		} catch (Throwable t) {
			return "errno " + errno;
		}
	}
}
