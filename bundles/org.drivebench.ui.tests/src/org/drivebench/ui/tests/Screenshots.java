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

	/**
	 * Pictures of the workbench's window at each of {@code sizes} ({width, height}; the first named
	 * {@code name}, the others {@code name-WxH}) for people to look at; the window gets its size back after.
	 */
	static void ofWindow(WorkbenchFixture workbench, String name, int[]... sizes) throws Exception {
		org.eclipse.swt.widgets.Shell shell = workbench.ui(
				() -> workbench.application().getChildren().get(0).getWidget() instanceof org.eclipse.swt.widgets.Shell s ? s : null);
		if (shell == null) {
			return;
		}
		org.eclipse.swt.graphics.Rectangle before = workbench.ui(shell::getBounds);
		for (int i = 0; i < sizes.length; i++) {
			int[] size = sizes[i];
			workbench.ui(() -> {
				shell.setBounds(0, 0, size[0], size[1]);
				shell.layout(true, true);
				return null;
			});
			workbench.waitUntil(() -> false, 800); // the charts are drawn again for the new size
			take(i == 0 ? name : name + "-" + size[0] + "x" + size[1]);
		}
		workbench.ui(() -> {
			shell.setBounds(before);
			shell.layout(true, true);
			return null;
		});
	}
}
