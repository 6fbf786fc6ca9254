package org.drivebench.ui.tests;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * A picture of the whole (Xvfb) screen, as a user sees it, for looking at after a test: imagemagick's
 * {@code import -window root} into the test bundle's {@code target/screenshots/}. Nothing when
 * imagemagick is missing: the test asserts on the widgets, the picture is for people.
 */
final class Screenshots {
	private Screenshots() {
	}

	static void take(String name) {
		if (System.getenv("DISPLAY") == null || !Files.isExecutable(Path.of("/usr/bin/import"))) {
			return;
		}
		try {
			Path dir = Files.createDirectories(Path.of("target", "screenshots").toAbsolutePath());
			Path file = dir.resolve(name + ".png");
			Process p = new ProcessBuilder("/usr/bin/import", "-window", "root", file.toString()).redirectErrorStream(true).start();
			if (p.waitFor(20, TimeUnit.SECONDS) && p.exitValue() == 0) {
				System.out.println("screenshot: " + file);
			}
		} catch (Exception e) {
			System.out.println("no screenshot " + name + ": " + e);
		}
	}
}
