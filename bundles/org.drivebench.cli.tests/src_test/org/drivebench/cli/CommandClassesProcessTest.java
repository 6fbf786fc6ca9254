package org.drivebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A command makes only what it uses: {@code --version} (and every command that is not
 * {@code list-targets} or {@code plugins}) neither inspects block devices (libblkid, linked through FFM)
 * nor loads the plugin installation (which starts p2 in the product). Each command runs in a JVM of its
 * own that logs the classes it loads.
 */
class CommandClassesProcessTest {
	private static final String DEVICE_SCANNER = "org.drivebench.engine.device.SignatureScanner";
	private static final String PLUGIN_INSTALLATION = "org.drivebench.plugins.PluginInstallation";

	@TempDir
	Path folder;

	/** The classes {@code drivebench args} loaded, one name a line. */
	private List<String> classesLoadedBy(String... args) throws Exception {
		Path log = folder.resolve("classes-" + String.join("-", args) + ".txt");
		String java = ProcessHandle.current().info().command().orElse("java");
		String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
		ProcessBuilder builder = new ProcessBuilder(Stream.concat(Stream.of(java, "--enable-native-access=ALL-UNNAMED",
				"-Xlog:class+load=info:file=" + log + ":none", "-Duser.home=" + folder, "-cp", classPath,
				StandardCliMain.class.getName()), Stream.of(args)).toList()).directory(folder.toFile()).redirectErrorStream(true);
		builder.environment().put("HOME", folder.toString());
		builder.environment().put("DRIVEBENCH_HOME", folder.resolve("drivebench").toString());
		Process child = builder.start();
		String output = new String(child.getInputStream().readAllBytes());
		assertTrue(child.waitFor(60, TimeUnit.SECONDS), output);
		assertEquals(ExitCode.OK, child.exitValue(), output);
		// each line: the class's name, then where it came from
		return Files.readAllLines(log).stream().map(line -> line.split(" ", 2)[0]).toList();
	}

	@Test
	void versionNeitherInspectsDevicesNorLoadsThePluginInstallation() throws Exception {
		List<String> classes = classesLoadedBy("--version");
		assertTrue(classes.contains(DriveBenchCli.class.getName()), "the log holds the command line's classes: " + classes.size());
		assertFalse(classes.contains(DEVICE_SCANNER), "--version made the device inspector");
		assertFalse(classes.contains(PLUGIN_INSTALLATION), "--version loaded the plugin installation");
	}

	@Test
	void listTargetsInspectsDevicesWhenItRuns() throws Exception {
		List<String> classes = classesLoadedBy("list-targets");
		assertTrue(classes.contains(DEVICE_SCANNER), "list-targets did not make the device inspector");
		assertFalse(classes.contains(PLUGIN_INSTALLATION), "list-targets loaded the plugin installation");
	}
}
