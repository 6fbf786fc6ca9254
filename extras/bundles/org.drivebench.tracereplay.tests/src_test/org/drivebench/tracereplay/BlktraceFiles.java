package org.drivebench.tracereplay;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Writes blktrace recordings for tests: struct blk_io_trace events, as blktrace_api.h lays them out. */
final class BlktraceFiles {
	static final int ISSUE = 7;
	static final int COMPLETE = 8;
	static final int READ = 1 << 0;
	static final int WRITE = 1 << 1;
	static final int FLUSH = 1 << 2;
	static final int SYNC = 1 << 3;
	static final int NOTIFY = 1 << 10;
	static final int DISCARD = 1 << 13;
	static final int FS = 1 << 8;
	static final int LOOP0 = 7 << 20;

	private final ByteOrder order;
	private final List<byte[]> events = new ArrayList<>();

	BlktraceFiles(ByteOrder order) {
		this.order = order;
	}

	/** An event; {@code categories} are BLK_TC_* bits, {@code pdu} the payload after the 48 bytes. */
	BlktraceFiles event(int what, int categories, long timeNanos, long sector, int bytes, int device, byte[] pdu) {
		ByteBuffer b = ByteBuffer.allocate(48 + pdu.length).order(order);
		b.putInt(0x65617407).putInt(events.size()).putLong(timeNanos).putLong(sector).putInt(bytes)
				.putInt(what | (categories | FS) << 16).putInt(4242).putInt(device).putInt(0).putShort((short) 0)
				.putShort((short) pdu.length).put(pdu);
		events.add(b.array());
		return this;
	}

	BlktraceFiles issue(long time, long sector, int bytes, int categories) {
		return event(ISSUE, categories | (1 << 6), time, sector, bytes, LOOP0, new byte[0]);
	}

	BlktraceFiles complete(long time, long sector, int bytes, int categories) {
		return event(COMPLETE, categories | (1 << 7), time, sector, bytes, LOOP0, new byte[0]);
	}

	byte[] bytes() {
		int n = events.stream().mapToInt(e -> e.length).sum();
		ByteBuffer all = ByteBuffer.allocate(n);
		events.forEach(all::put);
		return all.array();
	}

	Path write(Path file) throws IOException {
		Files.write(file, bytes());
		return file;
	}
}
