package org.drivebench.engine.device;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.eclipse.jdt.annotation.Nullable;

/**
 * The bytes this process has read from and written to block devices, as the kernel accounts them
 * when it submits them ({@code read_bytes}, {@code write_bytes} of {@code /proc/self/io}, all
 * threads): direct I/O included, page-cache hits not. Unlike a device's counters, nothing another
 * process does enters them.
 */
public final class ProcessIo {
	/** Bytes read and written so far. */
	public record Counters(long readBytes, long writeBytes) {
		public Counters since(Counters earlier) {
			return new Counters(readBytes - earlier.readBytes, writeBytes - earlier.writeBytes);
		}
	}

	private final Path file;

	public ProcessIo(SystemRoots roots) {
		this.file = roots.proc().resolve("self").resolve("io");
	}

	/** The counters now, or null when the kernel does not keep them (no task I/O accounting). */
	public @Nullable Counters read() {
		long read = -1;
		long write = -1;
		try {
			for (String line : Files.readAllLines(file)) {
				if (line.startsWith("read_bytes:")) {
					read = Long.parseLong(line.substring(11).strip());
				} else if (line.startsWith("write_bytes:")) {
					write = Long.parseLong(line.substring(12).strip());
				}
			}
		} catch (IOException | NumberFormatException e) {
			return null;
		}
		return read < 0 || write < 0 ? null : new Counters(read, write);
	}
}
