package org.drivebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The product's launcher script starts the command line's JVM without the optimising compiler for the
 * commands that end within seconds, and with the JDK's defaults for those that measure drives (the
 * engine runs for minutes in that JVM); DRIVEBENCH_VM_ARGS comes later on the line, so it can say
 * otherwise. The script runs in a product folder of its own whose JDK is a fake that writes down the
 * arguments it was started with.
 */
class LauncherCompilerOptionsTest {
	private static final String CLIENT_ONLY = "-XX:TieredStopAtLevel=1";

	@TempDir
	Path dir;
	private Path product = Path.of("");
	private Path jdk = Path.of("");

	@BeforeEach
	void makeProductAndJdk() throws IOException {
		product = product();
		jdk = fakeJdk();
	}

	/** The repository's root: the first folder up from the working folder with the launcher script. */
	private static Path repository() {
		for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
			if (Files.isRegularFile(p.resolve("features/org.drivebench.workbench.feature/rootfiles/drivebench"))) {
				return p;
			}
		}
		throw new AssertionError("no features/org.drivebench.workbench.feature/rootfiles/drivebench above "
				+ Path.of("").toAbsolutePath());
	}

	/** A product folder with the launcher script, find-jdk.sh and an (empty) Equinox launcher jar. */
	private Path product() throws IOException {
		Path product = Files.createDirectories(dir.resolve("product/plugins")).getParent();
		Files.copy(repository().resolve("features/org.drivebench.workbench.feature/rootfiles/drivebench"),
				product.resolve("drivebench"));
		Files.copy(repository().resolve("releng/scripts/find-jdk.sh"), product.resolve("find-jdk.sh"));
		Files.createFile(product.resolve("plugins/org.eclipse.equinox.launcher_1.0.0.jar"));
		return product;
	}

	/** A JDK 25 whose java writes its arguments, one a line, to {@code args.txt} beside it. */
	private Path fakeJdk() throws IOException {
		Path jdk = Files.createDirectories(dir.resolve("jdk/bin")).getParent();
		Files.writeString(jdk.resolve("release"), "JAVA_VERSION=\"25.0.1\"\n", StandardCharsets.UTF_8);
		Path java = jdk.resolve("bin/java");
		Files.writeString(java, "#!/bin/sh\nprintf '%s\\n' \"$@\" > \"$(dirname \"$0\")/../args.txt\"\n", StandardCharsets.UTF_8);
		Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
		return jdk;
	}

	/** The arguments the launcher started java with for {@code drivebench args}, with {@code vmArgs} as DRIVEBENCH_VM_ARGS. */
	private List<String> javaArguments(String vmArgs, String... args) throws Exception {
		ProcessBuilder builder = new ProcessBuilder(Stream.concat(Stream.of("bash", product.resolve("drivebench").toString()),
				Stream.of(args)).toList()).redirectErrorStream(true);
		builder.environment().put("JAVA_HOME", jdk.toString());
		builder.environment().put("DRIVEBENCH_QUIET", "1");
		builder.environment().put("DRIVEBENCH_HOME", dir.resolve("home").toString());
		builder.environment().put("DRIVEBENCH_VM_ARGS", vmArgs);
		builder.environment().remove("DISPLAY");
		builder.environment().remove("WAYLAND_DISPLAY");
		Process p = builder.start();
		String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		assertTrue(p.waitFor(30, TimeUnit.SECONDS), out);
		assertEquals(0, p.exitValue(), out);
		List<String> arguments = Files.readAllLines(jdk.resolve("args.txt"));
		assertTrue(arguments.contains("org.drivebench.cli.app"), "the command line was not started: " + arguments);
		return arguments;
	}

	@Test
	void shortCommandsRunWithoutTheOptimisingCompiler() throws Exception {
		for (String command : List.of("report", "list-suites", "list-tests", "list-targets", "status", "--version", "--help")) {
			List<String> arguments = javaArguments("", command, "--format", "html");
			assertTrue(arguments.contains(CLIENT_ONLY), command + ": " + arguments);
			assertTrue(arguments.indexOf(CLIENT_ONLY) < arguments.indexOf("-jar"), "a JVM option: " + arguments);
		}
	}

	@Test
	void measuringCommandsKeepTheJdksCompilers() throws Exception {
		for (String command : List.of("run", "demo", "strip-study", "group-test")) {
			List<String> arguments = javaArguments("", command, "--target", "sim:hdd-7200");
			assertFalse(arguments.stream().anyMatch(a -> a.startsWith("-XX:TieredStopAtLevel")), command + ": " + arguments);
		}
		// no command and no display: the default job, which measures
		assertFalse(javaArguments("").contains(CLIENT_ONLY));
	}

	@Test
	void theUsersVmArgumentsComeAfterAndSoWin() throws Exception {
		List<String> arguments = javaArguments("-XX:TieredStopAtLevel=4 -Dx=1", "report");
		assertTrue(arguments.indexOf(CLIENT_ONLY) < arguments.indexOf("-XX:TieredStopAtLevel=4"), arguments.toString());
	}
}
