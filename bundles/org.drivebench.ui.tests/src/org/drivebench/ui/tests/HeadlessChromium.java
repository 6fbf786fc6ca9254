package org.drivebench.ui.tests;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Assumptions;

/**
 * Chromium without a window, to see a page as a reader's browser lays it out: its screenshot, and the DOM
 * after its scripts ran. Each call starts a browser with a profile of its own, no network, no updates.
 * Without Chromium a test is skipped, saying so; on CI (CI=true, where .ci/run installs the Debian
 * package chromium) it fails instead.
 */
final class HeadlessChromium {
	private static final List<String> NAMES = List.of("chromium", "chromium-browser", "google-chrome");
	private static final long TIMEOUT_SECONDS = 60;
	private final Path binary;

	private HeadlessChromium(Path binary) {
		this.binary = binary;
	}

	/** The browser on the PATH; skips the test when there is none (fails on CI). */
	static HeadlessChromium find() {
		String path = System.getenv().getOrDefault("PATH", "/usr/bin:/bin");
		for (String name : NAMES) {
			for (String dir : path.split(":")) {
				Path candidate = Path.of(dir, name);
				if (Files.isExecutable(candidate)) {
					return new HeadlessChromium(candidate);
				}
			}
		}
		String reason = "Chromium is not installed (Debian: apt-get install chromium; .ci/run installs it): the review page is not rendered";
		if ("true".equalsIgnoreCase(System.getenv("CI"))) {
			throw new AssertionError(reason);
		}
		Assumptions.abort("skipped: " + reason);
		throw new IllegalStateException(reason);
	}

	/** Renders {@code page} in a window of {@code width} x {@code height} and writes what it shows to {@code png}. */
	void screenshot(Path page, int width, int height, Path png) throws IOException, InterruptedException {
		run(page, width, height, "--screenshot=" + png.toAbsolutePath());
		if (!Files.exists(png)) {
			throw new IOException("Chromium wrote no screenshot of " + page);
		}
	}

	/** Loads {@code page} in a window of {@code width} x {@code height}, runs its scripts and returns the DOM as it then stands. */
	String dumpDom(Path page, int width, int height) throws IOException, InterruptedException {
		return run(page, width, height, "--dump-dom");
	}

	private String run(Path page, int width, int height, String what) throws IOException, InterruptedException {
		Path profile = Files.createTempDirectory("drivebench-chromium-");
		List<String> command = new ArrayList<>(List.of(binary.toString(), "--headless", "--no-sandbox", "--disable-gpu",
				"--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
				"--user-data-dir=" + profile, "--hide-scrollbars", "--window-size=" + width + "," + height, what,
				page.toAbsolutePath().toUri().toString()));
		Path out = profile.resolve("stdout.txt");
		Process process = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
		try {
			if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
				throw new IOException("Chromium took more than " + TIMEOUT_SECONDS + " s for " + page + ": " + String.join(" ", command));
			}
			if (process.exitValue() != 0) {
				throw new IOException("Chromium ended with " + process.exitValue() + ": " + String.join(" ", command));
			}
			return Files.readString(out, StandardCharsets.UTF_8);
		} finally {
			process.destroyForcibly();
			deleteTree(profile);
		}
	}

	private static void deleteTree(Path root) throws IOException {
		try (var walk = Files.walk(root)) {
			for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
				Files.deleteIfExists(p);
			}
		}
	}
}
