package org.drivebench.tracereplay;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Reads blktrace's binary output: the per-CPU files {@code blktrace -d /dev/sdX -o name} writes
 * ({@code name.blktrace.0}, {@code name.blktrace.1}, ...), each a sequence of {@code struct
 * blk_io_trace} (48 bytes, in the byte order of the machine that recorded it, which the magic number
 * tells) followed by {@code pdu_len} bytes of payload.
 *
 * <p>The I/Os replayed are the device's: its issue events ({@code D}, what the drive was asked to do
 * after the block layer merged and split requests), each paired with the completion ({@code C}) of
 * the same device and sector for its recorded service time. Requests that carry no data (flushes),
 * discards and the events of other devices are left out and counted in the notes.
 */
final class BlktraceReader {
	static final int EVENT_BYTES = 48;
	static final int MAGIC = 0x65617400;
	private static final int ACTION_ISSUE = 7;
	private static final int ACTION_COMPLETE = 8;
	/** Categories, the action's upper 16 bits (blktrace_api.h, BLK_TC_*). */
	private static final int CATEGORY_WRITE = 1 << 1;
	private static final int CATEGORY_NOTIFY = 1 << 10;
	private static final int CATEGORY_DISCARD = 1 << 13;

	/** One file to read, by name. */
	interface Part {
		String name();

		InputStream open() throws IOException;
	}

	private record Event(long time, long sector, int bytes, boolean issue, boolean write, boolean discard, int device,
			int part, long order) {
	}

	private BlktraceReader() {
	}

	/** Whether {@code first4} (a file's first bytes) is blktrace's magic number, in either byte order. */
	static boolean isBlktrace(byte[] first4) {
		return first4.length >= 4 && ((le(first4, 0) & 0xFFFFFF00) == MAGIC || (be(first4, 0) & 0xFFFFFF00) == MAGIC);
	}

	/**
	 * @throws TraceFormatException naming the file and byte offset of an event that is not blktrace's, or
	 *                              is cut short
	 */
	static RecordedTrace read(String source, List<? extends Part> parts) throws IOException {
		List<Event> events = new ArrayList<>();
		for (int p = 0; p < parts.size(); p++) {
			readPart(parts.get(p), p, events);
		}
		events.sort(Comparator.comparingLong(Event::time).thenComparingInt(Event::part).thenComparingLong(Event::order));
		List<String> notes = new ArrayList<>();
		int device = busiestDevice(events, notes);

		List<Event> issued = new ArrayList<>();
		Map<Long, ArrayDeque<Integer>> pending = new HashMap<>();
		List<Long> service = new ArrayList<>();
		int flushes = 0;
		int discards = 0;
		for (Event e : events) {
			if (e.device() != device) {
				continue;
			}
			if (e.issue()) {
				if (e.discard()) {
					discards++;
					continue;
				}
				if (e.bytes() == 0) {
					flushes++;
					continue;
				}
				pending.computeIfAbsent(e.sector(), s -> new ArrayDeque<>()).add(issued.size());
				issued.add(e);
				service.add(-1L);
			} else {
				ArrayDeque<Integer> waiting = pending.get(e.sector());
				Integer index = waiting == null ? null : waiting.poll();
				if (index != null) {
					service.set(index, e.time() - issued.get(index).time());
				}
			}
		}
		if (issued.isEmpty()) {
			throw new TraceFormatException(source + ": the recording holds no issued read or write of device "
					+ deviceName(device) + " (" + events.size() + " events; record with blktrace -a issue -a complete,"
					+ " or without -a)");
		}
		if (flushes > 0) {
			notes.add(flushes + " flush" + (flushes == 1 ? "" : "es") + " without data left out (a replay has no cache of its own to flush)");
		}
		if (discards > 0) {
			notes.add(discards + " discard" + (discards == 1 ? "" : "s") + " left out");
		}
		long unmatched = service.stream().filter(s -> s < 0).count();
		if (unmatched > 0) {
			notes.add(unmatched + " of " + issued.size() + " I/Os have no recorded completion (recorded without completions, or"
					+ " the recording stopped first): no slowdown against the recorded service times");
		}
		int n = issued.size();
		long[] offsets = new long[n];
		int[] sizes = new int[n];
		boolean[] writes = new boolean[n];
		long[] issue = new long[n];
		long[] serviceNanos = new long[n];
		long origin = issued.get(0).time();
		for (int i = 0; i < n; i++) {
			Event e = issued.get(i);
			offsets[i] = e.sector() * 512;
			sizes[i] = e.bytes();
			writes[i] = e.write();
			issue[i] = e.time() - origin;
			serviceNanos[i] = unmatched > 0 ? -1 : service.get(i);
		}
		return new RecordedTrace(source, "blktrace", offsets, sizes, writes, issue, serviceNanos, List.copyOf(notes));
	}

	private static void readPart(Part part, int index, List<Event> events) throws IOException {
		try (InputStream in = part.open()) {
			byte[] header = new byte[EVENT_BYTES];
			long offset = 0;
			boolean little = true;
			long order = 0;
			while (true) {
				int got = in.readNBytes(header, 0, EVENT_BYTES);
				if (got == 0) {
					return;
				}
				if (got < EVENT_BYTES) {
					throw new TraceFormatException(part.name() + ": cut short at byte offset " + offset + ": the event there has "
							+ got + " of its " + EVENT_BYTES + " bytes (a recording stopped while writing?)");
				}
				if (offset == 0) {
					little = (le(header, 0) & 0xFFFFFF00) == MAGIC;
				}
				int magic = little ? le(header, 0) : be(header, 0);
				if ((magic & 0xFFFFFF00) != MAGIC) {
					throw new TraceFormatException(part.name() + ", byte offset " + offset + ": not a blktrace event (magic "
							+ String.format("0x%08x", magic) + ", expected 0x" + Integer.toHexString(MAGIC | 7) + ")");
				}
				int version = magic & 0xFF;
				if (version != 6 && version != 7) {
					throw new TraceFormatException(part.name() + ", byte offset " + offset + ": blktrace format version "
							+ version + " is not known (6 and 7 are)");
				}
				long time = little ? le64(header, 8) : be64(header, 8);
				long sector = little ? le64(header, 16) : be64(header, 16);
				int bytes = little ? le(header, 24) : be(header, 24);
				int action = little ? le(header, 28) : be(header, 28);
				int device = little ? le(header, 36) : be(header, 36);
				int pduLength = (little ? le16(header, 46) : be16(header, 46)) & 0xFFFF;
				if (pduLength > 0 && in.readNBytes(pduLength).length < pduLength) {
					throw new TraceFormatException(part.name() + ": cut short at byte offset " + (offset + EVENT_BYTES)
							+ ": the event at offset " + offset + " announces " + pduLength + " bytes of payload");
				}
				int categories = action >>> 16;
				int what = action & 0xFF;
				if ((categories & CATEGORY_NOTIFY) == 0 && (what == ACTION_ISSUE || what == ACTION_COMPLETE)) {
					events.add(new Event(time, sector, bytes, what == ACTION_ISSUE, (categories & CATEGORY_WRITE) != 0,
							(categories & CATEGORY_DISCARD) != 0, device, index, order++));
				}
				offset += EVENT_BYTES + pduLength;
			}
		}
	}

	/** The device most I/Os were issued to; the others are named in the notes. */
	private static int busiestDevice(List<Event> events, List<String> notes) {
		Map<Integer, Integer> issues = new TreeMap<>();
		for (Event e : events) {
			if (e.issue()) {
				issues.merge(e.device(), 1, Integer::sum);
			}
		}
		int busiest = issues.entrySet().stream().max(Map.Entry.comparingByValue()).map(Map.Entry::getKey)
				.orElse(events.isEmpty() ? 0 : events.get(0).device());
		issues.forEach((device, count) -> {
			if (device != busiest) {
				notes.add(count + " I/Os of device " + deviceName(device) + " left out: only " + deviceName(busiest)
						+ ", the device most I/Os went to, is replayed");
			}
		});
		return busiest;
	}

	/** The kernel's dev_t as blktrace records it: major in the upper 12 bits, minor in the lower 20. */
	static String deviceName(int device) {
		return (device >>> 20) + "," + (device & 0xFFFFF);
	}

	private static int le(byte[] b, int at) {
		return (b[at] & 0xFF) | (b[at + 1] & 0xFF) << 8 | (b[at + 2] & 0xFF) << 16 | (b[at + 3] & 0xFF) << 24;
	}

	private static int be(byte[] b, int at) {
		return (b[at] & 0xFF) << 24 | (b[at + 1] & 0xFF) << 16 | (b[at + 2] & 0xFF) << 8 | (b[at + 3] & 0xFF);
	}

	private static int le16(byte[] b, int at) {
		return (b[at] & 0xFF) | (b[at + 1] & 0xFF) << 8;
	}

	private static int be16(byte[] b, int at) {
		return (b[at] & 0xFF) << 8 | (b[at + 1] & 0xFF);
	}

	private static long le64(byte[] b, int at) {
		return (le(b, at) & 0xFFFFFFFFL) | (long) le(b, at + 4) << 32;
	}

	private static long be64(byte[] b, int at) {
		return (long) be(b, at) << 32 | (be(b, at + 4) & 0xFFFFFFFFL);
	}
}
