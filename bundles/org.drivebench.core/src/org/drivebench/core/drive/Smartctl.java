package org.drivebench.core.drive;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/** Runs smartctl and takes its JSON answer, whatever its exit status (a bit mask, non-zero for many healthy answers). */
final class Smartctl {
	private static final long TIMEOUT_SECONDS = 30;

	private Smartctl() {
	}

	/** smartctl's output for {@code args}; empty when it could not be run or did not answer in time. */
	static Optional<String> json(Path smartctl, String... args) {
		List<String> command = new ArrayList<>();
		command.add(smartctl.toString());
		command.addAll(List.of(args));
		try {
			Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
			byte[] out = p.getInputStream().readAllBytes();
			if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
				p.destroyForcibly();
				return Optional.empty();
			}
			return Optional.of(new String(out, StandardCharsets.UTF_8));
		} catch (IOException e) {
			return Optional.empty();
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			return Optional.empty();
		}
	}
}
