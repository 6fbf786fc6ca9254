package org.drivebench.group;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;

/**
 * Watches the kernel's list of whole block devices ({@code /sys/block}) for a drive plugged in. A
 * device counts as present when it has a capacity: an unbound loop device or a card reader without a
 * card is listed with size 0, and becomes a new drive when it is bound or a card goes in. Partitions
 * (folders with a {@code partition} file) are never drives of their own. sysfs sends no change
 * events a plain file watch can see, so it is read again every {@code pollMillis}.
 */
public final class SysBlockWatcher {
	private final Path sysBlock;
	private final long pollMillis;

	/**
	 * @param sysBlock   the kernel's {@code /sys/block}, or a fake folder laid out like it
	 * @param pollMillis how often it is read again while waiting
	 */
	public SysBlockWatcher(Path sysBlock, long pollMillis) {
		this.sysBlock = sysBlock;
		this.pollMillis = pollMillis;
	}

	/** The running system's {@code /sys/block}, read four times a second. */
	public static SysBlockWatcher system() {
		return new SysBlockWatcher(Path.of("/sys/block"), 250);
	}

	/** The names of the whole block devices present now ({@code sda}, {@code nvme0n1}, {@code loop3}), sorted. */
	public Set<String> present() throws IOException {
		Set<String> names = new TreeSet<>();
		try (DirectoryStream<Path> entries = Files.newDirectoryStream(sysBlock)) {
			for (Path entry : entries) {
				if (!Files.exists(entry.resolve("partition")) && sizeSectors(entry) > 0) {
					names.add(entry.getFileName().toString());
				}
			}
		}
		return names;
	}

	/** The device's size in 512-byte sectors; 0 when unknown (gone meanwhile, unreadable). */
	private static long sizeSectors(Path device) {
		try {
			return Long.parseLong(Files.readString(device.resolve("size")).strip());
		} catch (IOException | NumberFormatException e) {
			return 0;
		}
	}

	/**
	 * Waits for a whole block device that is not among {@code before}.
	 *
	 * @return its name, or empty when {@code timeout} passed first
	 * @throws CancellationException when {@code cancelled} turned true first
	 * @throws InterruptedException  when the waiting thread is interrupted
	 */
	public Optional<String> awaitNew(Set<String> before, Duration timeout, BooleanSupplier cancelled)
			throws IOException, InterruptedException {
		long deadline = System.nanoTime() + timeout.toNanos();
		while (true) {
			if (cancelled.getAsBoolean()) {
				throw new CancellationException("cancelled while waiting for a drive to be plugged in");
			}
			for (String name : present()) {
				if (!before.contains(name)) {
					return Optional.of(name);
				}
			}
			long left = deadline - System.nanoTime();
			if (left <= 0) {
				return Optional.empty();
			}
			Thread.sleep(Math.min(pollMillis, Math.max(1, left / 1_000_000)));
		}
	}
}
