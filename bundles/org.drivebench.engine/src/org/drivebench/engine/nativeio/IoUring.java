package org.drivebench.engine.nativeio;

import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.VarHandle;
import java.nio.file.Files;
import java.nio.file.Path;
import org.eclipse.jdt.annotation.Nullable;

/**
 * One io_uring instance driven through raw system calls (no liburing): the submission and completion
 * rings and the SQE array are mapped into the process, SQEs are written in place and submitted in
 * batches, completions are read straight from the ring. Nothing is allocated per I/O.
 *
 * <p>A ring belongs to the thread that created it (it is set up with SINGLE_ISSUER and DEFER_TASKRUN
 * when the kernel has them, so completions are posted only when that thread waits for them).
 *
 * <p>Use: {@link #prepare} one SQE per piece of I/O, {@link #submitAndWait} to submit them and wait
 * for completions, then {@link #ready()}, {@link #userData(int)}, {@link #result(int)} and
 * {@link #advance(int)} to consume the completions.
 */
public final class IoUring implements AutoCloseable {
	public static final byte OP_READ_FIXED = 4;
	public static final byte OP_WRITE_FIXED = 5;
	public static final byte OP_READ = 22;
	public static final byte OP_WRITE = 23;
	private static final byte IOSQE_FIXED_FILE = 1;
	/** IOSQE_ASYNC (1 << 4): the kernel hands the SQE to its async workers instead of trying it inline. */
	private static final int IOSQE_ASYNC_SHIFT = 4;

	private static final long SYS_SETUP = 425;
	private static final long SYS_ENTER = 426;
	private static final long SYS_REGISTER = 427;
	private static final int SETUP_SUBMIT_ALL = 1 << 7;
	private static final int SETUP_COOP_TASKRUN = 1 << 8;
	private static final int SETUP_SINGLE_ISSUER = 1 << 12;
	private static final int SETUP_DEFER_TASKRUN = 1 << 13;
	private static final int FEAT_SINGLE_MMAP = 1;
	private static final int ENTER_GETEVENTS = 1;
	private static final int ENTER_EXT_ARG = 1 << 3;
	private static final int REGISTER_BUFFERS = 0;
	private static final int REGISTER_FILES = 2;
	private static final int UNREGISTER_FILES = 3;
	private static final long OFF_SQ_RING = 0L;
	private static final long OFF_CQ_RING = 0x8000000L;
	private static final long OFF_SQES = 0x10000000L;
	private static final int PROT_READ_WRITE = 3;
	private static final int MAP_SHARED_POPULATE = 0x01 | 0x8000;
	private static final VarHandle INT = JAVA_INT.varHandle();

	private static volatile @Nullable String unavailable;
	private static volatile boolean probed;

	private final int ringFd;
	private final CallState state;
	private final MemorySegment sqRing;
	private final MemorySegment cqRing;
	private final MemorySegment sqes;
	private final long sqRingSize;
	private final long cqRingSize;
	private final long sqesSize;
	private final boolean singleMmap;
	private final int sqMask;
	private final int sqEntries;
	private final long sqTailOffset;
	private final long sqHeadOffset;
	private final int cqMask;
	private final long cqHeadOffset;
	private final long cqTailOffset;
	private final long cqesOffset;
	private final MemorySegment waitArg;
	private final MemorySegment timespec;
	private final boolean deferredTaskRun;
	private long asyncFlag;
	private int sqTail;
	private int sqSubmitted;
	private int cqHead;
	private boolean fixedFiles;
	private boolean closed;

	private IoUring(int ringFd, CallState state, MemorySegment params, Arena arena, boolean deferredTaskRun)
			throws IOException {
		this.ringFd = ringFd;
		this.state = state;
		this.deferredTaskRun = deferredTaskRun;
		sqEntries = params.get(JAVA_INT, 0);
		int cqEntries = params.get(JAVA_INT, 4);
		int features = params.get(JAVA_INT, 20);
		// io_sqring_offsets at 40: head, tail, ring_mask, ring_entries, flags, dropped, array
		sqHeadOffset = Integer.toUnsignedLong(params.get(JAVA_INT, 40));
		sqTailOffset = Integer.toUnsignedLong(params.get(JAVA_INT, 44));
		long sqMaskOffset = Integer.toUnsignedLong(params.get(JAVA_INT, 48));
		long sqArrayOffset = Integer.toUnsignedLong(params.get(JAVA_INT, 64));
		// io_cqring_offsets at 80: head, tail, ring_mask, ring_entries, overflow, cqes
		cqHeadOffset = Integer.toUnsignedLong(params.get(JAVA_INT, 80));
		cqTailOffset = Integer.toUnsignedLong(params.get(JAVA_INT, 84));
		long cqMaskOffset = Integer.toUnsignedLong(params.get(JAVA_INT, 88));
		cqesOffset = Integer.toUnsignedLong(params.get(JAVA_INT, 100));

		long sqSize = sqArrayOffset + sqEntries * 4L;
		long cqSize = cqesOffset + cqEntries * 16L;
		singleMmap = (features & FEAT_SINGLE_MMAP) != 0;
		if (singleMmap) {
			sqSize = cqSize = Math.max(sqSize, cqSize);
		}
		sqRingSize = sqSize;
		cqRingSize = cqSize;
		sqRing = map(sqSize, OFF_SQ_RING, "the submission ring");
		cqRing = singleMmap ? sqRing : map(cqSize, OFF_CQ_RING, "the completion ring");
		sqesSize = sqEntries * 64L;
		sqes = map(sqesSize, OFF_SQES, "the SQE array");
		sqMask = sqRing.get(JAVA_INT, sqMaskOffset);
		cqMask = cqRing.get(JAVA_INT, cqMaskOffset);
		for (int i = 0; i < sqEntries; i++) {
			sqRing.set(JAVA_INT, sqArrayOffset + i * 4L, i); // SQE i always sits in array slot i
		}
		sqTail = (int) INT.getAcquire(sqRing, sqTailOffset);
		sqSubmitted = sqTail;
		cqHead = (int) INT.getAcquire(cqRing, cqHeadOffset);
		// struct io_uring_getevents_arg { u64 sigmask; u32 sigmask_sz; u32 pad; u64 ts; } and a timespec
		waitArg = arena.allocate(24, 8);
		timespec = arena.allocate(16, 8);
		waitArg.set(JAVA_LONG, 0, 0L);
		waitArg.set(JAVA_INT, 8, 8);
		waitArg.set(JAVA_LONG, 16, timespec.address());
	}

	/**
	 * Why io_uring cannot be used here, or null when it can. Probed once by setting up and closing a
	 * small ring.
	 */
	public static @Nullable String unavailableReason() {
		if (!probed) {
			synchronized (IoUring.class) {
				if (!probed) {
					unavailable = probe();
					probed = true;
				}
			}
		}
		return unavailable;
	}

	private static @Nullable String probe() {
		if (!LibC.SUPPORTED) {
			return "io_uring needs Linux on x86-64 or aarch64";
		}
		try {
			Path disabled = Path.of("/proc/sys/kernel/io_uring_disabled");
			if (Files.isReadable(disabled) && !Files.readString(disabled).strip().equals("0")) {
				return "io_uring is disabled (kernel.io_uring_disabled = " + Files.readString(disabled).strip() + ")";
			}
		} catch (IOException e) {
			// unreadable sysctl: let the probe decide
		}
		try (Arena arena = Arena.ofConfined(); IoUring ring = create(4, arena)) {
			return null;
		} catch (IOException | RuntimeException e) {
			return e.getMessage();
		}
	}

	/**
	 * Sets up a ring of at least {@code entries} submission slots (the kernel rounds up to a power of
	 * two), owned by the calling thread.
	 *
	 * @param arena holds the ring's small structures; the ring must be closed before the arena
	 */
	public static IoUring create(int entries, Arena arena) throws IOException {
		NativeFile.requireSupported();
		CallState state = new CallState(arena);
		int[] flagChoices = { SETUP_SUBMIT_ALL | SETUP_COOP_TASKRUN | SETUP_SINGLE_ISSUER | SETUP_DEFER_TASKRUN,
				SETUP_SUBMIT_ALL | SETUP_COOP_TASKRUN, 0 };
		int errno = 0;
		for (int flags : flagChoices) {
			MemorySegment params = arena.allocate(120, 8);
			params.set(JAVA_INT, 8, flags);
			long fd = syscall(state, SYS_SETUP, entries, params.address(), 0, 0, 0, 0);
			if (fd >= 0) {
				try {
					return new IoUring((int) fd, state, params, arena, (flags & SETUP_DEFER_TASKRUN) != 0);
				} catch (IOException | RuntimeException e) {
					closeFd(state, (int) fd);
					throw e;
				}
			}
			errno = state.errno();
			if (errno != LibC.EINVAL) {
				break; // only unknown flags are worth retrying without them
			}
		}
		throw new NativeIoException("io_uring_setup", "(" + entries + " entries)", "failed: " + LibC.strerror(errno)
				+ " (errno " + errno + ")", errno);
	}

	private MemorySegment map(long size, long offset, String what) throws IOException {
		long address;
		try {
			address = (long) LibC.MMAP.invokeExact(state.segment, 0L, size, PROT_READ_WRITE, MAP_SHARED_POPULATE, ringFd,
					offset);
		} catch (Throwable t) {
			throw NativeFile.rethrow(t);
		}
		if (address == -1L) {
			throw new NativeIoException("mmap", "io_uring " + what, -1, size, state.errno());
		}
		return MemorySegment.ofAddress(address).reinterpret(size);
	}

	/** Submission slots of this ring (a power of two). */
	public int entries() {
		return sqEntries;
	}

	/** Whether completions are posted only while this thread waits (DEFER_TASKRUN). */
	public boolean deferredTaskRun() {
		return deferredTaskRun;
	}

	/**
	 * Registers descriptors so SQEs can name them by index ({@code fixedFile} in {@link #prepare}).
	 *
	 * @return false when the kernel refused (then use plain descriptors)
	 */
	public boolean registerFiles(int[] fds, Arena arena) {
		MemorySegment array = arena.allocate(4L * fds.length, 4);
		for (int i = 0; i < fds.length; i++) {
			array.set(JAVA_INT, 4L * i, fds[i]);
		}
		fixedFiles = syscall(state, SYS_REGISTER, ringFd, REGISTER_FILES, array.address(), fds.length, 0, 0) >= 0;
		return fixedFiles;
	}

	/**
	 * Registers buffers (iovecs of address and length) so {@link #OP_READ_FIXED} and
	 * {@link #OP_WRITE_FIXED} can skip pinning pages on every I/O; SQEs name them by index.
	 *
	 * @return false when the kernel refused (memory lock limit, too many buffers): use plain ops
	 */
	public boolean registerBuffers(long[] addresses, long[] lengths, Arena arena) {
		MemorySegment iovecs = arena.allocate(16L * addresses.length, 8);
		for (int i = 0; i < addresses.length; i++) {
			iovecs.set(JAVA_LONG, 16L * i, addresses[i]);
			iovecs.set(JAVA_LONG, 16L * i + 8, lengths[i]);
		}
		return syscall(state, SYS_REGISTER, ringFd, REGISTER_BUFFERS, iovecs.address(), addresses.length, 0, 0) >= 0;
	}

	/** Whether {@link #registerFiles} succeeded, so SQEs carry file indexes. */
	public boolean fixedFiles() {
		return fixedFiles;
	}

	/** Free submission slots. */
	public int sqSpace() {
		return sqEntries - (sqTail - (int) INT.getAcquire(sqRing, sqHeadOffset));
	}

	/**
	 * Writes one SQE.
	 *
	 * @param opcode   {@link #OP_READ}, {@link #OP_WRITE}, {@link #OP_READ_FIXED}, {@link #OP_WRITE_FIXED}
	 * @param file     descriptor, or index of a registered file when {@link #fixedFiles()}
	 * @param address  buffer address (inside registered buffer {@code bufIndex} for the fixed ops)
	 * @param length   bytes
	 * @param offset   file offset
	 * @param userData returned with the completion
	 * @param bufIndex registered buffer index for the fixed ops, else ignored
	 */
	public void prepare(byte opcode, int file, long address, int length, long offset, long userData, int bufIndex) {
		long base = (long) (sqTail & sqMask) * 64;
		long flags = (fixedFiles ? IOSQE_FIXED_FILE : 0) | asyncFlag << IOSQE_ASYNC_SHIFT;
		sqes.set(JAVA_LONG, base, (opcode & 0xFFL) | (flags << 8) | ((long) file << 32));
		sqes.set(JAVA_LONG, base + 8, offset);
		sqes.set(JAVA_LONG, base + 16, address);
		sqes.set(JAVA_LONG, base + 24, Integer.toUnsignedLong(length));
		sqes.set(JAVA_LONG, base + 32, userData);
		sqes.set(JAVA_LONG, base + 40, bufIndex & 0xFFFFL);
		sqes.set(JAVA_LONG, base + 48, 0L);
		sqes.set(JAVA_LONG, base + 56, 0L);
		sqTail++;
	}

	/**
	 * Whether the SQEs prepared from now on go to the kernel's async workers (IOSQE_ASYNC), so their
	 * completions arrive later instead of during the submitting call. Only for a JIT warm-up on
	 * /dev/zero, which completes every read inline: switched on and off from batch to batch, it runs
	 * the code that waits for completions the ways a real device makes it run. Data, not a branch, in
	 * {@link #prepare}: the compiled code stays as it is when a real run never sets it.
	 */
	public void forceAsync(long on) {
		asyncFlag = on & 1;
	}

	/** SQEs prepared but not yet taken by the kernel. */
	public int pending() {
		return sqTail - sqSubmitted;
	}

	/**
	 * Submits every prepared SQE and waits until at least {@code minComplete} completions are ready
	 * or {@code timeoutNanos} passes (0: no timeout).
	 *
	 * @return false when the wait timed out or was interrupted; true otherwise (the kernel may have
	 *         taken only part of the batch: {@link #pending()} tells, the next call submits the rest)
	 */
	public boolean submitAndWait(int minComplete, long timeoutNanos) throws NativeIoException {
		INT.setRelease(sqRing, sqTailOffset, sqTail);
		int flags = minComplete > 0 || deferredTaskRun ? ENTER_GETEVENTS : 0;
		long arg = 0;
		long argSize = 0;
		if (timeoutNanos > 0 && flags != 0) {
			timespec.set(JAVA_LONG, 0, timeoutNanos / 1_000_000_000L);
			timespec.set(JAVA_LONG, 8, timeoutNanos % 1_000_000_000L);
			flags |= ENTER_EXT_ARG;
			arg = waitArg.address();
			argSize = 24;
		}
		int toSubmit = sqTail - sqSubmitted;
		long r = syscall(state, SYS_ENTER, ringFd, toSubmit, minComplete, flags, arg, argSize);
		if (r >= 0) {
			// the kernel may take only part of a batch; the rest stays pending for the next call
			sqSubmitted += (int) r;
			return true;
		}
		int errno = state.errno();
		if (errno == LibC.ETIME || errno == LibC.EINTR) {
			return false;
		}
		if (errno == LibC.EBUSY || errno == LibC.EAGAIN) {
			return true; // completion ring full or kernel short of memory: reap, then submit again
		}
		throw new NativeIoException("io_uring_enter", "(ring fd " + ringFd + ")", "submitting " + toSubmit
				+ " and waiting for " + minComplete + " failed: " + LibC.strerror(errno) + " (errno " + errno + ")",
				errno);
	}

	/** Completions ready to consume; they are numbered 0 to ready()-1. */
	public int ready() {
		return (int) INT.getAcquire(cqRing, cqTailOffset) - cqHead;
	}

	/** user_data of ready completion {@code i}. */
	public long userData(int i) {
		return cqRing.get(JAVA_LONG, cqesOffset + (long) ((cqHead + i) & cqMask) * 16);
	}

	/** Result of ready completion {@code i}: bytes transferred, or a negative errno. */
	public int result(int i) {
		return cqRing.get(JAVA_INT, cqesOffset + (long) ((cqHead + i) & cqMask) * 16 + 8);
	}

	/** Hands {@code n} consumed completions back to the kernel. */
	public void advance(int n) {
		cqHead += n;
		INT.setRelease(cqRing, cqHeadOffset, cqHead);
	}

	private static long syscall(CallState state, long number, long a, long b, long c, long d, long e, long f) {
		try {
			return (long) LibC.SYSCALL.invokeExact(state.segment, number, a, b, c, d, e, f);
		} catch (Throwable t) {
			throw NativeFile.rethrow(t);
		}
	}

	private static void closeFd(CallState state, int fd) {
		try {
			int r = (int) LibC.CLOSE.invokeExact(state.segment, fd);
		} catch (Throwable t) {
			throw NativeFile.rethrow(t);
		}
	}

	private void unmap(MemorySegment segment, long size) {
		try {
			int r = (int) LibC.MUNMAP.invokeExact(state.segment, segment.address(), size);
		} catch (Throwable t) {
			throw NativeFile.rethrow(t);
		}
	}

	/**
	 * Unregisters the files, unmaps the rings and closes the ring; the kernel cancels whatever is still
	 * in flight.
	 */
	@Override
	public void close() {
		if (closed) {
			return;
		}
		closed = true;
		if (fixedFiles) {
			// drops the ring's references to the files now: closing the ring alone leaves them to the
			// kernel's background teardown, and a device opened exclusively stayed busy (EBUSY) for the
			// next run's exclusive open until that ran
			syscall(state, SYS_REGISTER, ringFd, UNREGISTER_FILES, 0, 0, 0, 0);
			fixedFiles = false;
		}
		unmap(sqes, sqesSize);
		unmap(sqRing, sqRingSize);
		if (!singleMmap) {
			unmap(cqRing, cqRingSize);
		}
		closeFd(state, ringFd);
	}
}
