package org.drivebench.engine.device;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

import org.eclipse.jdt.annotation.Nullable;

/**
 * A process as a run records it, so that anyone can tell later whether it still lives: its host, the
 * boot it ran in, its id and its start time (which a reused process id does not share). Written as
 * {@code host=lab1 boot=6f0c... pid=4242 start=1714000000123}.
 */
public record ProcessStamp(String host, String boot, long pid, String start) {
	private static final Path BOOT_ID = Path.of("/proc/sys/kernel/random/boot_id");
	private static final Path HOST_NAME = Path.of("/proc/sys/kernel/hostname");

	/** Whether a recorded process lives. */
	public enum Liveness {
		/** It runs, on this host, in this boot. */
		ALIVE,
		/** It ran on another host: whether it lives cannot be told from here. */
		ELSEWHERE,
		/** It ended (or the machine restarted since). */
		DEAD
	}

	/** This process. */
	public static ProcessStamp current() {
		ProcessHandle self = ProcessHandle.current();
		return new ProcessStamp(localHost(), localBoot(), self.pid(),
				self.info().startInstant().map(Instant::toEpochMilli).map(String::valueOf).orElse("?"));
	}

	/** A process as {@link #text()} wrote it; empty when {@code text} names none. */
	public static Optional<ProcessStamp> parse(@Nullable String text) {
		Map<String, String> fields = new LinkedHashMap<>();
		if (text != null) {
			for (String part : text.strip().split("\\s+")) {
				int eq = part.indexOf('=');
				if (eq > 0) {
					fields.put(part.substring(0, eq), part.substring(eq + 1));
				}
			}
		}
		if (!fields.containsKey("host")) {
			return Optional.empty();
		}
		long pid;
		try {
			pid = Long.parseLong(fields.getOrDefault("pid", ""));
		} catch (NumberFormatException e) {
			pid = -1;
		}
		return Optional.of(new ProcessStamp(fields.getOrDefault("host", ""), fields.getOrDefault("boot", ""), pid, fields.getOrDefault("start", "")));
	}

	/** {@code host=... boot=... pid=... start=...} */
	public String text() {
		return "host=" + host + " boot=" + boot + " pid=" + pid + " start=" + start;
	}

	/** Whether this process lives, as far as this machine can tell. */
	public Liveness liveness() {
		if (!localHost().equals(host)) {
			return Liveness.ELSEWHERE;
		}
		if (!localBoot().equals(boot) || pid <= 0) {
			return Liveness.DEAD; // the machine was restarted since, or no process was recorded
		}
		Optional<String> started = ProcessHandle.of(pid).flatMap(h -> h.info().startInstant()).map(i -> String.valueOf(i.toEpochMilli()));
		return started.isPresent() && started.get().equals(start) ? Liveness.ALIVE : Liveness.DEAD;
	}

	private static String localHost() {
		return read(HOST_NAME).orElseGet(() -> System.getenv().getOrDefault("HOSTNAME", "localhost"));
	}

	private static String localBoot() {
		return read(BOOT_ID).orElse("unknown");
	}

	private static Optional<String> read(Path file) {
		try {
			String text = Files.readString(file).strip();
			return text.isEmpty() ? Optional.empty() : Optional.of(text.replace(' ', '_'));
		} catch (IOException | SecurityException e) {
			return Optional.empty();
		}
	}
}
