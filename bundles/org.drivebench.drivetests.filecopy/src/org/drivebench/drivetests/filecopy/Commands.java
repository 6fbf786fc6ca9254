package org.drivebench.drivetests.filecopy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Runs the standard tools (sfdisk, mkfs.*, mount, umount) with exact arguments, each recorded for the
 * result, and fails naming the command and what it printed. Started from the calling thread, so a
 * command inherits that thread's mount namespace.
 */
final class Commands {
	private static final List<String> PATH = List.of("/usr/local/sbin", "/usr/local/bin", "/usr/sbin", "/usr/bin", "/sbin", "/bin");

	private final Consumer<String> log;

	/** @param log told every command line before it runs */
	Commands(Consumer<String> log) {
		this.log = log;
	}

	/** The tool's path, if it is installed. */
	static Optional<Path> find(String tool) {
		return PATH.stream().map(d -> Path.of(d, tool)).filter(Files::isExecutable).findFirst();
	}

	/** Runs {@code command} with {@code input} on its standard input; returns its standard output. */
	String run(List<String> command, String input) throws IOException {
		log.accept(String.join(" ", command) + (input.isEmpty() ? "" : " <<< '" + input.strip().replace("\n", "; ") + "'"));
		Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
		try (OutputStream in = p.getOutputStream()) {
			in.write(input.getBytes(StandardCharsets.UTF_8));
		}
		String output;
		try (InputStream out = p.getInputStream()) {
			ByteArrayOutputStream bytes = new ByteArrayOutputStream();
			out.transferTo(bytes);
			output = bytes.toString(StandardCharsets.UTF_8);
		}
		int code;
		try {
			code = p.waitFor();
		} catch (InterruptedException e) {
			p.destroy();
			Thread.currentThread().interrupt();
			throw new IOException(command.get(0) + " was interrupted");
		}
		if (code != 0) {
			throw new IOException(String.join(" ", command) + " failed (exit " + code + "): " + output.strip());
		}
		return output;
	}

	String run(String... command) throws IOException {
		return run(List.of(command), "");
	}
}
