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
 * How the product's launcher script starts the command line's JVM: without the optimising compiler for
 * the commands that end within seconds, with the JDK's defaults for those that measure drives (the
 * engine runs for minutes in that JVM), DRIVEBENCH_VM_ARGS later on the line so that it can say
 * otherwise; on the command line's own configuration while the product's config.ini is the one it was
 * made from (once a plugin install has changed it: {@link LauncherCliConfigurationTest}). The script runs
 * in a product folder of its own whose JDK is a fake that writes down the arguments it was started with.
 */
class LauncherCommandLineJvmTest {
	private static final String CLIENT_ONLY = "-XX:TieredStopAtLevel=1";
	private static final String PRODUCT_CONFIG = "osgi.bundles=reference\\:file\\:org.drivebench.cli_1.jar@4,reference\\:file\\:org.eclipse.swt_1.jar@4\n";

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

	/**
	 * A product folder with the launcher script, find-jdk.sh, an (empty) Equinox launcher jar, a config.ini
	 * and the command line's configuration made from it.
	 */
	private Path product() throws IOException {
		Path product = Files.createDirectories(dir.resolve("product/plugins")).getParent();
		Files.createDirectories(product.resolve("configuration"));
		Files.createDirectories(product.resolve("cli-configuration"));
		Files.writeString(product.resolve("configuration/config.ini"), PRODUCT_CONFIG, StandardCharsets.UTF_8);
		Files.writeString(product.resolve("cli-configuration/product-config.ini"), PRODUCT_CONFIG, StandardCharsets.UTF_8);
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

	/** The product's launcher with {@code args}, on the fake JDK, without a display. */
	private ProcessBuilder launcher(String... args) {
		ProcessBuilder builder = new ProcessBuilder(Stream.concat(Stream.of("bash", product.resolve("drivebench").toString()),
				Stream.of(args)).toList()).redirectErrorStream(true);
		builder.environment().put("JAVA_HOME", jdk.toString());
		builder.environment().put("DRIVEBENCH_QUIET", "1");
		builder.environment().put("DRIVEBENCH_HOME", dir.resolve("home").toString());
		builder.environment().remove("DRIVEBENCH_VM_ARGS");
		builder.environment().remove("DISPLAY");
		builder.environment().remove("WAYLAND_DISPLAY");
		return builder;
	}

	/** The arguments the launcher started java with for {@code drivebench args}, with {@code vmArgs} as DRIVEBENCH_VM_ARGS. */
	private List<String> javaArguments(String vmArgs, String... args) throws Exception {
		ProcessBuilder builder = launcher(args);
		builder.environment().put("DRIVEBENCH_VM_ARGS", vmArgs);
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

	@Test
	void theCommandLineStartsOnItsOwnConfigurationWhileTheProductsIsAsBuilt() throws Exception {
		List<String> arguments = javaArguments("", "report");
		assertTrue(arguments.contains("-Dosgi.sharedConfiguration.area=" + product.resolve("cli-configuration")), arguments.toString());
		assertEquals(dir.resolve("home/configuration/command-line").toString(), arguments.get(arguments.indexOf("-configuration") + 1));
	}

	@Test
	void theWorkbenchStartsOnTheWholeProduct() throws Exception {
		Process p = launcher("--workbench").start();
		String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		assertTrue(p.waitFor(30, TimeUnit.SECONDS), out);
		List<String> arguments = Files.readAllLines(jdk.resolve("args.txt"));
		assertTrue(arguments.contains("-Dosgi.sharedConfiguration.area=" + product.resolve("configuration")), arguments.toString());
		assertTrue(arguments.contains("org.eclipse.e4.ui.workbench.swt.E4Application"), arguments.toString());
		// Declarative Services reads its components' descriptions from its cache after the first start
		assertTrue(arguments.contains("-Dds.cache.metadata=true"), arguments.toString());
	}
}
