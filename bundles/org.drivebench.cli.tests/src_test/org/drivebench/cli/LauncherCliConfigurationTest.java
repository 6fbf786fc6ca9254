package org.drivebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command line's own configuration (cli-configuration/, without the workbench's bundles) once a
 * plugin install or removal has rewritten the product's config.ini: the launcher makes it again from the
 * new config.ini (after {@code drivebench plugins}, or on the next command), and starts the command on it;
 * when it cannot (a product folder this user cannot write, another command making it, a failed
 * {@code -initialize}), the command starts on the product's whole configuration, and what was there stays
 * complete. Equinox is the {@link LauncherProduct}'s fake.
 */
class LauncherCliConfigurationTest {
	private static final String PLUGIN = "com.example.tests";

	@TempDir
	Path dir;
	private LauncherProduct product;

	@BeforeEach
	void makeProduct() throws Exception {
		product = LauncherProduct.make(dir);
	}

	private void assertStartedOnTheCommandLinesConfiguration() throws Exception {
		List<String> arguments = product.javaArguments();
		assertTrue(arguments.contains("-Dosgi.sharedConfiguration.area=" + product.home.resolve("cli-configuration")),
				arguments.toString());
		assertEquals(dir.resolve("home/configuration/command-line").toString(),
				arguments.get(arguments.indexOf("-configuration") + 1));
	}

	private void assertStartedOnTheWholeProduct() throws Exception {
		List<String> arguments = product.javaArguments();
		assertTrue(arguments.contains("-Dosgi.sharedConfiguration.area=" + product.home.resolve("configuration")),
				arguments.toString());
		assertEquals(dir.resolve("home/configuration/cli").toString(), arguments.get(arguments.indexOf("-configuration") + 1));
	}

	/** cli-configuration/ is made from the product's config.ini as it is now: the plugin in, SWT and the product out. */
	private void assertMadeFromTheProductsConfigIni() throws Exception {
		assertEquals(product.read("configuration/config.ini"), product.read("cli-configuration/product-config.ini"));
		String config = product.read("cli-configuration/config.ini");
		assertTrue(config.contains("org.drivebench.cli_1.jar") && config.contains(PLUGIN + "_1.jar"), config);
		assertFalse(config.contains("org.eclipse.swt") || config.contains("eclipse.product"), config);
		assertEquals(config, product.read("cli-configuration/org.eclipse.osgi/framework.info.1"), "initialised on that config.ini");
		assertEquals(List.of(), leftovers());
	}

	/** What runs of cli-configuration.sh leave beside the product's folders: nothing. */
	private List<String> leftovers() throws Exception {
		try (Stream<Path> files = Files.list(product.home)) {
			return files.map(p -> p.getFileName().toString()).filter(n -> n.startsWith("cli-configuration.")
					&& !n.equals("cli-configuration.sh")).toList();
		}
	}

	@Test
	void asBuiltTheCommandLineStartsOnItsOwnConfigurationWithoutMakingIt() throws Exception {
		LauncherProduct.run(product.launcher("list-suites"));
		assertStartedOnTheCommandLinesConfiguration();
		assertEquals(List.of(), product.initialized());
	}

	@Test
	void afterAnInstallElsewhereTheNextCommandMakesItAgainAndStartsOnIt() throws Exception {
		product.install(PLUGIN); // the workbench's Install Test Plugins, say
		String out = LauncherProduct.run(product.launcher("list-suites"));
		assertEquals("", out, "quiet: DRIVEBENCH_QUIET");
		assertStartedOnTheCommandLinesConfiguration();
		assertMadeFromTheProductsConfigIni();
		assertEquals(1, product.initialized().size(), product.initialized().toString());
		// once: the next command starts on it as it is
		LauncherProduct.run(product.launcher("--version"));
		assertStartedOnTheCommandLinesConfiguration();
		assertEquals(1, product.initialized().size(), product.initialized().toString());
	}

	@Test
	void pluginsInstallMakesItAgainWhenTheInstallHasEnded() throws Exception {
		ProcessBuilder install = product.launcher("plugins", "install", "/repo", PLUGIN);
		install.environment().put("FAKE_PLUGIN", PLUGIN);
		install.environment().remove("DRIVEBENCH_QUIET");
		String out = LauncherProduct.run(install);
		// the install itself ran on the command line's configuration as it was, which is then made again
		assertStartedOnTheCommandLinesConfiguration();
		assertTrue(product.javaArguments().contains("install"), product.javaArguments().toString());
		assertTrue(out.contains("drivebench: plugins were installed or removed: making the command line's configuration again"), out);
		assertMadeFromTheProductsConfigIni();
		assertEquals(1, product.initialized().size(), product.initialized().toString());
	}

	@Test
	void aPluginsCommandThatChangesNothingMakesNothing() throws Exception {
		LauncherProduct.run(product.launcher("plugins", "list"));
		assertEquals(List.of(), product.initialized());
		assertEquals(LauncherProduct.CONFIG, product.read("cli-configuration/product-config.ini"));
	}

	@Test
	void aFailedInitialiseLeavesTheOldConfigurationAndTheCommandStartsOnTheWholeProduct() throws Exception {
		product.install(PLUGIN);
		ProcessBuilder failing = product.launcher("list-suites");
		failing.environment().put("FAKE_INITIALIZE", "fail");
		String out = LauncherProduct.run(failing);
		assertTrue(out.contains("Equinox logged problems while initialising") && out.contains("a bundle could not be resolved"), out);
		assertTrue(out.contains("drivebench: the command line's configuration was not made again (above, why); starting on the"
				+ " whole product"), out);
		assertStartedOnTheWholeProduct();
		assertEquals(LauncherProduct.CONFIG, product.read("cli-configuration/product-config.ini"), "the old one, whole");
		assertEquals(List.of(), leftovers());
	}

	@Test
	void killedWhileMakingItLeavesNoConfigurationThatMissesBundles() throws Exception {
		product.install(PLUGIN);
		ProcessBuilder slow = product.launcher("list-suites");
		slow.environment().put("FAKE_INITIALIZE", "sleep");
		Process p = slow.start();
		Path initialized = product.jdk.resolve("initialized.txt");
		for (int i = 0; i < 300 && !Files.exists(initialized); i++) {
			Thread.sleep(100);
		}
		assertTrue(Files.exists(initialized), "-initialize did not start");
		Stream.concat(p.descendants(), Stream.of(p.toHandle())).forEach(ProcessHandle::destroyForcibly);
		assertTrue(p.waitFor(30, TimeUnit.SECONDS));
		// the command line's configuration is still the old one, whole, so the product's config.ini differs from
		// its copy: a command starts on the whole product or makes it again
		assertEquals(LauncherProduct.CONFIG, product.read("cli-configuration/product-config.ini"));
		assertFalse(leftovers().isEmpty(), "the half-made folder beside it");
		LauncherProduct.run(product.launcher("list-suites"));
		assertStartedOnTheCommandLinesConfiguration();
		assertMadeFromTheProductsConfigIni();
	}

	@Test
	void whileAnotherCommandMakesItACommandStartsOnTheWholeProductWithoutWaiting() throws Exception {
		product.install(PLUGIN);
		// another launcher's cli-configuration.sh holds the lock on the product folder
		Process holder = new ProcessBuilder("flock", product.home.toString(), "sleep", "600").start();
		try {
			Thread.sleep(500);
			assertTrue(holder.isAlive(), "flock did not take the lock");
			String out = LauncherProduct.run(product.launcher("list-suites"));
			assertEquals("", out);
			assertStartedOnTheWholeProduct();
			assertEquals(List.of(), product.initialized());
		} finally {
			Stream.concat(holder.descendants(), Stream.of(holder.toHandle())).forEach(ProcessHandle::destroyForcibly);
			holder.waitFor(10, TimeUnit.SECONDS);
		}
		LauncherProduct.run(product.launcher("list-suites"));
		assertStartedOnTheCommandLinesConfiguration();
	}

	@Test
	void twoCommandsStartingAtOnceMakeItOnceAndBothRun() throws Exception {
		product.install(PLUGIN);
		Process first = product.launcher("list-suites").start();
		Process second = product.launcher("--version").start();
		for (Process p : List.of(first, second)) {
			String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
			assertTrue(p.waitFor(30, TimeUnit.SECONDS), out);
			assertEquals(0, p.exitValue(), out);
		}
		assertEquals(1, product.initialized().size(), product.initialized().toString());
		assertMadeFromTheProductsConfigIni();
	}

	/**
	 * A user who cannot write the product folder (a shared install; here run as user nobody, which needs
	 * root) starts on the whole product, with no error.
	 */
	@Test
	void aUserWhoCannotWriteTheProductFolderStartsOnTheWholeProductSilently() throws Exception {
		assumeTrue("root".equals(System.getProperty("user.name")), "needs root to run the launcher as another user");
		assumeTrue(Files.isExecutable(Path.of("/usr/bin/setpriv")), "needs setpriv (util-linux)");
		product.install(PLUGIN);
		Path home = Files.createDirectories(dir.resolve("home"));
		new ProcessBuilder("chown", "-R", "65534:65534", home.toString(), product.jdk.toString()).start().waitFor();
		String out = LauncherProduct.run(product.launcherAs(List.of("/usr/bin/setpriv", "--reuid=65534", "--regid=65534",
				"--clear-groups"), "list-suites"));
		assertEquals("", out);
		assertStartedOnTheWholeProduct();
		assertEquals(List.of(), product.initialized());
		assertEquals(LauncherProduct.CONFIG, product.read("cli-configuration/product-config.ini"));
	}
}
