package org.drivebench.engine.nativeio;

import static java.lang.foreign.ValueLayout.JAVA_BYTE;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Memory for I/O buffers. A buffer larger than a page lies on transparent huge pages when the kernel
 * offers them, so it is physically contiguous: a 1 MiB read then reaches the drive as the one request
 * of one segment the test asked for. On 4 KiB pages the same buffer is up to 256 scattered segments,
 * and a device with a segment limit (a virtio disk: 254; NVMe: its PRP or SGL limits) gets it split
 * into several requests, each taking more of the queue's descriptors: here that alone made 1 MiB
 * reads of a virtio disk 1.75 times slower and their speed change from run to run with the layout the
 * allocator happened to give. fio has the same choice ({@code --iomem=shmhuge}).
 */
public final class BufferMemory {
	private static final int PROT_READ_WRITE = 3;
	private static final int MAP_PRIVATE_ANONYMOUS = 0x02 | 0x20;
	private static final long MAP_FAILED = -1L;
	private static final int MADV_HUGEPAGE = 14;
	/** The smallest buffer that can span two pages, and so two segments. */
	private static final long PAGE = 4096;
	private static final Path THP = Path.of("/sys/kernel/mm/transparent_hugepage");

	private static final String MODE = readMode();
	private static final long HUGE_PAGE = readHugePageSize();

	private BufferMemory() {
	}

	/**
	 * {@code bytes} of zeroed memory aligned to {@code alignment} for buffers of up to {@code bufferSize}
	 * bytes each, released when {@code arena} closes: on huge pages (already faulted in, so the run
	 * does not fault) when a buffer is larger than a page (a buffer of one page is one segment anyway)
	 * and the kernel allows it, otherwise from the arena.
	 */
	public static MemorySegment allocate(Arena arena, long bytes, long alignment, long bufferSize) {
		if (!onHugePages(bufferSize) || alignment > HUGE_PAGE || !LibC.SUPPORTED) {
			return arena.allocate(bytes, alignment);
		}
		long size = Math.ceilDiv(bytes, HUGE_PAGE) * HUGE_PAGE;
		try (Arena call = Arena.ofConfined()) {
			CallState state = new CallState(call);
			// map one huge page more than needed, keep the aligned part: a huge page must be aligned
			long mapped = size + HUGE_PAGE;
			long raw = (long) LibC.MMAP.invokeExact(state.segment, 0L, mapped, PROT_READ_WRITE, MAP_PRIVATE_ANONYMOUS, -1,
					0L);
			if (raw == MAP_FAILED) {
				return arena.allocate(bytes, alignment);
			}
			long start = Math.ceilDiv(raw, HUGE_PAGE) * HUGE_PAGE;
			int ignored;
			if (start > raw) {
				ignored = (int) LibC.MUNMAP.invokeExact(state.segment, raw, start - raw);
			}
			if (raw + mapped > start + size) {
				ignored = (int) LibC.MUNMAP.invokeExact(state.segment, start + size, raw + mapped - (start + size));
			}
			// advice refused (huge pages disabled meanwhile): the memory is still good, on small pages
			ignored = (int) LibC.MADVISE.invokeExact(state.segment, start, size, MADV_HUGEPAGE);
			MemorySegment area = MemorySegment.ofAddress(start).reinterpret(size, arena, unmapped -> unmap(start, size));
			for (long p = 0; p < size; p += PAGE) {
				area.set(JAVA_BYTE, p, (byte) 0); // fault it in now, not during the measured time
			}
			return area.asSlice(0, bytes);
		} catch (RuntimeException | Error e) {
			throw e;
		} catch (Throwable t) {
			throw new IllegalStateException("native mmap failed", t);
		}
	}

	private static void unmap(long address, long size) {
		try (Arena call = Arena.ofConfined()) {
			CallState state = new CallState(call);
			int ignored = (int) LibC.MUNMAP.invokeExact(state.segment, address, size);
		} catch (Throwable t) {
			throw new IllegalStateException("native munmap failed", t);
		}
	}

	/** Whether {@link #allocate} puts buffers of {@code bufferSize} bytes on huge pages here. */
	public static boolean onHugePages(long bufferSize) {
		return bufferSize > PAGE && hugePagesOffered();
	}

	/** Whether the kernel gives huge pages to memory that asks for them (THP "always" or "madvise"). */
	public static boolean hugePagesOffered() {
		return MODE.equals("always") || MODE.equals("madvise");
	}

	/**
	 * What buffers larger than a page lie on, for a run's record, e.g. "2 MiB transparent huge pages"
	 * or "4 KiB pages (transparent huge pages: never)".
	 */
	public static String describe() {
		return hugePagesOffered() ? (HUGE_PAGE >> 20) + " MiB transparent huge pages"
				: "4 KiB pages (transparent huge pages: " + MODE + "): a buffer larger than 4 KiB may reach the drive in"
						+ " several segments, or split into several requests";
	}

	private static String readMode() {
		try {
			String text = Files.readString(THP.resolve("enabled"));
			int open = text.indexOf('[');
			int close = text.indexOf(']', open + 1);
			return open >= 0 && close > open ? text.substring(open + 1, close) : "unknown";
		} catch (IOException | RuntimeException e) {
			return "not available";
		}
	}

	private static long readHugePageSize() {
		try {
			return Long.parseLong(Files.readString(THP.resolve("hpage_pmd_size")).trim());
		} catch (IOException | RuntimeException e) {
			return 2L << 20;
		}
	}
}
