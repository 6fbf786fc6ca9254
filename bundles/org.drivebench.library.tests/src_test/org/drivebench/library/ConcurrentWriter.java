package org.drivebench.library;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;

/**
 * One writer of the concurrency tests, run in a thread or, through {@link #main}, in a second JVM:
 * saves {@code count} runs of its own and increments a counter kept in the notes of the shared run
 * "shared" once per run, each time through {@link ResultLibrary#updateRun}.
 */
public final class ConcurrentWriter {
	private ConcurrentWriter() {
	}

	static void write(ResultLibrary library, String prefix, int count) throws IOException {
		for (int i = 0; i < count; i++) {
			library.updateRun("shared", r -> r.setNotes(Integer.toString(Integer.parseInt(r.getNotes()) + 1)));
			library.save(Runs.run(prefix + "-" + i, prefix, "Drive " + prefix));
		}
	}

	/** {@code <library> <prefix> <count>}: writes once the file {@code go} appears in the library folder. */
	public static void main(String[] args) throws Exception {
		Path folder = Path.of(args[0]);
		ResultLibrary library = ResultLibrary.open(folder);
		Files.writeString(folder.resolve("ready-" + args[1]), "");
		Instant limit = Instant.now().plus(Duration.ofSeconds(60));
		while (!Files.exists(folder.resolve("go"))) {
			if (Instant.now().isAfter(limit)) {
				System.err.println("no go signal");
				System.exit(3);
			}
			Thread.sleep(5);
		}
		write(library, args[1], Integer.parseInt(args[2]));
	}
}
