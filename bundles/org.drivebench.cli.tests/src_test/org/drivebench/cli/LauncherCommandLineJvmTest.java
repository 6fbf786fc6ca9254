package org.drivebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

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
	private static final String HUGE_PAGES = "-XX:+UseTransparentHugePages";

	@TempDir
	Path dir;
	private LauncherProduct product;

	@BeforeEach
	void makeProductAndJdk() throws IOException {
		product = LauncherProduct.make(dir);
	}

	/** The arguments the launcher started java with for {@code drivebench args}, with {@code vmArgs} as DRIVEBENCH_VM_ARGS. */
	private List<String> javaArguments(String vmArgs, String... args) throws Exception {
		ProcessBuilder builder = product.launcher(args);
		builder.environment().put("DRIVEBENCH_VM_ARGS", vmArgs);
		LauncherProduct.run(builder);
		List<String> arguments = Files.readAllLines(product.jdk.resolve("args.txt"));
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

	/** Whether this machine's Linux gives transparent huge pages on request (what the launcher reads). */
	private static boolean hugePagesOnRequest() throws Exception {
		Path setting = Path.of("/sys/kernel/mm/transparent_hugepage/enabled");
		return Files.isReadable(setting) && Files.readString(setting).contains("[madvise]");
	}

	@Test
	void theHeapIsInHugePagesWhereLinuxGivesThemOnRequest() throws Exception {
		boolean onRequest = hugePagesOnRequest();
		for (String command : List.of("report", "run", "--version")) {
			List<String> arguments = javaArguments("", command, "--target", "sim:hdd-7200");
			int option = arguments.indexOf(HUGE_PAGES);
			assertEquals(onRequest, option >= 0, command + " (transparent huge pages on request: " + onRequest + "): " + arguments);
			assertTrue(option < arguments.indexOf("-jar"), "a JVM option: " + arguments);
		}
		Process p = product.launcher("--workbench").start();
		p.getInputStream().readAllBytes();
		assertTrue(p.waitFor(30, TimeUnit.SECONDS));
		assertEquals(onRequest, Files.readAllLines(product.jdk.resolve("args.txt")).contains(HUGE_PAGES), "the workbench");
		// the user's options come after it, so -XX:-UseTransparentHugePages turns it off
		List<String> arguments = javaArguments("-XX:-UseTransparentHugePages", "report");
		assertTrue(arguments.indexOf(HUGE_PAGES) < arguments.indexOf("-XX:-UseTransparentHugePages"), arguments.toString());
	}

	@Test
	void theUsersVmArgumentsComeAfterAndSoWin() throws Exception {
		List<String> arguments = javaArguments("-XX:TieredStopAtLevel=4 -Dx=1", "report");
		assertTrue(arguments.indexOf(CLIENT_ONLY) < arguments.indexOf("-XX:TieredStopAtLevel=4"), arguments.toString());
	}

	@Test
	void theCommandLineStartsOnItsOwnConfigurationWhileTheProductsIsAsBuilt() throws Exception {
		List<String> arguments = javaArguments("", "report");
		assertTrue(arguments.contains("-Dosgi.sharedConfiguration.area=" + product.home.resolve("cli-configuration")), arguments.toString());
		assertEquals(dir.resolve("home/configuration/command-line").toString(), arguments.get(arguments.indexOf("-configuration") + 1));
	}

	@Test
	void theWorkbenchStartsOnTheWholeProduct() throws Exception {
		Process p = product.launcher("--workbench").start();
		String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		assertTrue(p.waitFor(30, TimeUnit.SECONDS), out);
		List<String> arguments = Files.readAllLines(product.jdk.resolve("args.txt"));
		assertTrue(arguments.contains("-Dosgi.sharedConfiguration.area=" + product.home.resolve("configuration")), arguments.toString());
		assertTrue(arguments.contains("org.eclipse.e4.ui.workbench.swt.E4Application"), arguments.toString());
		// Declarative Services reads its components' descriptions from its cache after the first start
		assertTrue(arguments.contains("-Dds.cache.metadata=true"), arguments.toString());
		// the JIT compiles late, except DriveBench's own code (the engine's per-I/O code among it), which
		// the second option scales back to the JDK's thresholds: 8 x 0.125
		int late = arguments.indexOf("-XX:CompileThresholdScaling=8");
		int ownCode = arguments.indexOf("-XX:CompileCommand=CompileThresholdScaling,org/drivebench/*.*,0.125");
		assertTrue(late >= 0 && ownCode >= 0, arguments.toString());
		assertTrue(ownCode < arguments.indexOf("-jar"), "JVM options: " + arguments);
	}

	@Test
	void theUiTestsCompileAsTheWorkbenchDoes() throws Exception {
		String pom = Files.readString(LauncherProduct.repository().resolve("pom.xml"));
		Matcher m = Pattern.compile("<ui\\.test\\.jitargs>([^<]*)</ui\\.test\\.jitargs>").matcher(pom);
		assertTrue(m.find(), "no ui.test.jitargs in the root pom.xml");
		Process p = product.launcher("--workbench").start();
		p.getInputStream().readAllBytes();
		assertTrue(p.waitFor(30, TimeUnit.SECONDS));
		List<String> workbench = Files.readAllLines(product.jdk.resolve("args.txt"));
		List<String> compilerOptions = workbench.stream().filter(a -> a.startsWith("-XX:Compile")).toList();
		assertEquals(compilerOptions, List.of(m.group(1).trim().split("\\s+")),
				"the UI tests' JIT options (pom.xml's ui.test.jitargs) and the workbench's (its launcher) differ");
		// and keeps its heap as the workbench does where Linux gives huge pages on request (elsewhere the UI
		// tests' JVM notes that it cannot, and goes on)
		Matcher memory = Pattern.compile("<ui\\.test\\.memoryargs>([^<]*)</ui\\.test\\.memoryargs>").matcher(pom);
		assertTrue(memory.find(), "no ui.test.memoryargs in the root pom.xml");
		assertEquals(List.of(HUGE_PAGES), List.of(memory.group(1).trim().split("\\s+")), "pom.xml's ui.test.memoryargs");
		assertEquals(hugePagesOnRequest(), workbench.contains(HUGE_PAGES), workbench.toString());
		// and sizes its young generation as the workbench does
		Matcher gc = Pattern.compile("<ui\\.test\\.gcargs>([^<]*)</ui\\.test\\.gcargs>").matcher(pom);
		assertTrue(gc.find(), "no ui.test.gcargs in the root pom.xml");
		assertEquals(workbench.stream().filter(a -> a.startsWith("-Xmn")).toList(), List.of(gc.group(1).trim().split("\\s+")),
				"the UI tests' young generation (pom.xml's ui.test.gcargs) and the workbench's (its launcher) differ");
	}

	@Test
	void theWorkbenchsCompilerOptionsAreTheWorkbenchsOnly() throws Exception {
		for (String command : List.of("run", "report", "--version")) {
			List<String> arguments = javaArguments("", command, "--target", "sim:hdd-7200");
			assertFalse(arguments.stream().anyMatch(a -> a.startsWith("-XX:CompileThresholdScaling") || a.startsWith("-XX:CompileCommand")),
					command + ": " + arguments);
			// the commands keep the collector's own sizing: the young generation is the window's choice
			assertFalse(arguments.stream().anyMatch(a -> a.startsWith("-Xmn")), command + ": " + arguments);
		}
	}
}
