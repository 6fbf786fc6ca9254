package org.drivebench.fio;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs the real fio for the import tests: small jobs on a temporary file, direct I/O through
 * io_uring where the file system and kernel allow it, else buffered psync.
 */
final class FioRunner {
	private static final Path FIO = Path.of("/usr/bin/fio");

	private FioRunner() {
	}

	/** Why fio cannot be used here, or {@code null} when it can. */
	static String unavailable() {
		if (Files.isExecutable(FIO)) {
			return null;
		}
		return "fio is not installed at " + FIO + " (Debian package fio; .ci/run installs it)";
	}

	static String version() throws IOException, InterruptedException {
		Process p = new ProcessBuilder(FIO.toString(), "--version").redirectErrorStream(true).start();
		String out = new String(p.getInputStream().readAllBytes()).strip();
		p.waitFor(10, TimeUnit.SECONDS);
		return out;
	}

	/**
	 * Runs two jobs on an 8 MiB file in {@code folder} and returns fio's output file: "randread"
	 * (4 KiB random reads, two clones without group_reporting) and "seqwrite" (128 KiB writes, queue
	 * depth 4).
	 *
	 * @param options global fio options, e.g. --lat_percentiles=1
	 */
	static Path run(Path folder, String outputFormat, String... options) throws IOException, InterruptedException {
		Path out = folder.resolve("fio-" + outputFormat + ".json");
		String fast = run(folder, out, outputFormat, "io_uring", "1", options);
		if (fast == null) {
			return out;
		}
		String portable = run(folder, out, outputFormat, "psync", "0", options);
		if (portable == null) {
			return out;
		}
		throw new IOException("fio failed with io_uring/direct (" + fast + ") and with psync/buffered (" + portable + ")");
	}

	/** Runs fio; {@code null} when it worked, else what went wrong. */
	private static String run(Path folder, Path out, String format, String engine, String direct, String... options)
			throws IOException, InterruptedException {
		Files.deleteIfExists(out);
		List<String> command = new ArrayList<>(List.of(FIO.toString(), "--output-format=" + format, "--output=" + out,
				"--filename=" + folder.resolve("fio-data"), "--size=8M", "--direct=" + direct, "--ioengine=" + engine,
				"--name=randread", "--rw=randread", "--bs=4k", "--numjobs=2",
				"--name=seqwrite", "--rw=write", "--bs=128k", "--iodepth=4"));
		command.addAll(1, List.of(options)); // global options go before the first job
		Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(folder.resolve("fio.log").toFile())
				.start();
		if (!p.waitFor(60, TimeUnit.SECONDS)) {
			p.destroyForcibly();
			return "timed out";
		}
		String text = Files.exists(out) ? Files.readString(out) : "";
		if (p.exitValue() != 0 || !text.contains("\"jobs\"") || text.contains("\"error\" : 22")) {
			return "exit " + p.exitValue() + ": " + Files.readString(folder.resolve("fio.log")).strip();
		}
		return null;
	}
}
