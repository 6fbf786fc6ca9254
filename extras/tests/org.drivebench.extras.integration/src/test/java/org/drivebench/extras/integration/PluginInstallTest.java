package org.drivebench.extras.integration;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

import org.drivebench.extras.integration.Product.Outcome;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The trace replay plugin installed into a copy of the built product from its own p2 repository with
 * {@code drivebench plugins install}, used, and removed; and what is refused, and how it is said.
 */
class PluginInstallTest {
	static final String FEATURE = "org.drivebench.tracereplay.feature";
	static final Path REPOSITORY = Path.of(System.getProperty("drivebench.tracereplay.repository"));

	@TempDir
	Path dir;

	@Test
	void installedTheTraceReplayRunsOnASimulatedDriveAndGoesAgainWhenRemoved() throws Exception {
		Product product = Product.copy(dir);
		assertFalse(product.cli("list-tests").out().contains("trace.replay"));
		Outcome available = product.cli("plugins", "available", REPOSITORY.toString());
		assertEquals(0, available.exit(), available.toString());
		assertTrue(available.out().contains(FEATURE) && available.out().contains("not installed"), available.out());
		// a repository that is not there is a bad command line, named, like any other bad input
		Outcome nowhere = product.cli("plugins", "available", dir.resolve("nope").toString());
		assertEquals(2, nowhere.exit(), nowhere.toString());
		assertTrue(nowhere.err().contains("No such folder or file: " + dir.resolve("nope")), nowhere.err());

		Outcome installed = product.cli("plugins", "install", REPOSITORY.toString(), FEATURE, "--accept-unsigned");
		assertEquals(0, installed.exit(), installed.toString());
		assertTrue(installed.out().startsWith("Installed DriveBench Trace Replay 1.0.0"), installed.out());
		// the install made the command line's own configuration again, with the plugin and still without the
		// workbench's bundles, and the commands start on it
		assertCommandLineConfigurationMadeFromTheProducts(product, true);
		Outcome tests = product.cli("list-tests");
		assertTrue(tests.out().contains("trace.replay") && tests.out().contains("Application traces"), tests.toString());
		// the plugin brings its suite, listed with the bundle that provides it
		Outcome suites = product.cli("list-suites");
		assertTrue(suites.out().contains("application-traces - Application traces (3 tests; from org.drivebench.tracereplay)"),
				suites.toString());
		assertTrue(product.cli("plugins", "list").out().lines()
				.anyMatch(l -> l.startsWith(FEATURE) && l.contains(" installed ")));

		Outcome run = product.cli("run", "--target", "sim:ssd-slc", "--test", "trace.replay", "--json", "--library",
				dir.resolve("library").toString());
		assertEquals(0, run.exit(), run.toString());
		String json = run.out();
		assertEquals("completed", Product.firstResult(json).get("status").getAsString().toLowerCase());
		// the SQLite example holds 1273 data I/Os, 1233 of them writes, 23,437,312 bytes: blkparse's count of its
		// issue events (docs/trace-replay.md)
		assertEquals(1273, Product.metric(json, "replay.ios"));
		assertEquals(1233, Product.metric(json, "replay.writes"));
		assertEquals(23.437312, Product.metric(json, "replay.megabytes"), 1e-9);
		double busy = Product.metric(json, "replay.busy-time");
		assertTrue(busy > 0 && busy <= Product.metric(json, "replay.completion-time"), json);
		assertEquals(23.437312 / busy, Product.metric(json, "replay.mbps"), 23.437312 / busy * 1e-6, "MB over the busy time");
		assertEquals(1273 / busy, Product.metric(json, "replay.iops"), 1273 / busy * 1e-6);
		assertTrue(Product.metric(json, "replay.latency.p50") <= Product.metric(json, "replay.latency.p99"));
		assertTrue(Product.metric(json, "replay.slowdown") > 0, "the recording has its service times");

		// a trace that is not there, or is not a trace, is a bad input: refused before anything runs or is saved
		Path notSaved = dir.resolve("not-saved");
		Outcome missing = product.cli("run", "--target", "sim:ssd-slc", "--test", "trace.replay", "--param",
				"trace=" + dir.resolve("nope"), "--library", notSaved.toString());
		assertEquals(2, missing.exit(), missing.toString());
		assertTrue(missing.err().contains("No trace at " + dir.resolve("nope")), missing.err());
		Path notATrace = Files.writeString(dir.resolve("notes.txt"), "not a trace\n");
		Outcome unreadable = product.cli("run", "--target", "sim:ssd-slc", "--test", "trace.replay", "--param",
				"trace=" + notATrace, "--library", notSaved.toString());
		assertEquals(2, unreadable.exit(), unreadable.toString());
		assertTrue(unreadable.err().contains(notATrace + " line 1: expected \"fio version 2 iolog\""), unreadable.err());
		// a trace line that would retitle the terminal is shown, not obeyed
		Path retitling = Files.writeString(dir.resolve("retitle.log"), "\u001b]0;you have been pwned\u0007\n");
		Outcome escaped = product.cli("run", "--target", "sim:ssd-slc", "--test", "trace.replay", "--param",
				"trace=" + retitling, "--library", notSaved.toString());
		assertEquals(2, escaped.exit(), escaped.toString());
		assertTrue(escaped.err().contains("\\x1b]0;you have been pwned\\x07"), escaped.err());
		assertFalse(escaped.err().contains("\u001b") || escaped.err().contains("\u0007"), "no raw control character: " + escaped.err());
		assertFalse(Files.exists(notSaved), "nothing saved");

		Outcome removed = product.cli("plugins", "uninstall", FEATURE);
		assertEquals(0, removed.exit(), removed.toString());
		assertTrue(removed.out().startsWith("Removed DriveBench Trace Replay"), removed.out());
		assertCommandLineConfigurationMadeFromTheProducts(product, false);
		assertFalse(product.cli("list-tests").out().contains("trace.replay"));
		assertFalse(product.cli("list-suites").out().contains("application-traces"), "its suite goes with it");
		assertFalse(product.cli("plugins", "list").out().contains(FEATURE));
		Outcome gone = product.cli("run", "--target", "sim:ssd-slc", "--test", "trace.replay", "--library",
				dir.resolve("library").toString());
		assertEquals(2, gone.exit(), gone.toString());
		// every command ran on the command line's configuration (its own caches), none on the whole product's
		assertTrue(Files.isDirectory(product.state().resolve("configuration/command-line")));
		assertFalse(Files.exists(product.state().resolve("configuration/cli")), "a command started on the whole product");
	}

	/**
	 * The product's cli-configuration/ is made from its config.ini as it is now (the copy it keeps is
	 * that config.ini), initialised, lists the trace replay's bundle when {@code withPlugin}, and no
	 * bundle of the workbench's; nothing half-made beside it.
	 */
	private static void assertCommandLineConfigurationMadeFromTheProducts(Product product, boolean withPlugin) throws IOException {
		Path cli = product.home().resolve("cli-configuration");
		String productConfig = Files.readString(product.home().resolve("configuration/config.ini"));
		assertEquals(productConfig, Files.readString(cli.resolve("product-config.ini")));
		assertEquals(withPlugin, productConfig.contains("org.drivebench.tracereplay_1.0.0"), productConfig);
		String config = Files.readString(cli.resolve("config.ini"));
		assertEquals(withPlugin, config.contains("org.drivebench.tracereplay_1.0.0"), config);
		assertTrue(config.contains("org.drivebench.cli_"), config);
		assertFalse(config.contains("org.eclipse.swt") || config.contains("org.drivebench.ui_"), config);
		try (var files = Files.list(cli.resolve("org.eclipse.osgi"))) {
			assertTrue(files.anyMatch(f -> f.getFileName().toString().startsWith("framework.info.")), "initialised");
		}
		try (var files = Files.list(product.home())) {
			List<String> beside = files.map(f -> f.getFileName().toString())
					.filter(n -> n.startsWith("cli-configuration.") && !n.equals("cli-configuration.sh")).toList();
			assertEquals(List.of(), beside);
		}
	}

	@Test
	void unsignedContentIsNotInstalledWithoutConsentAndNothingChanges() throws Exception {
		Product product = Product.copy(dir);
		byte[] config = Files.readAllBytes(product.home().resolve("configuration/config.ini"));
		Outcome refused = product.cli("plugins", "install", REPOSITORY.toString(), FEATURE);
		assertEquals(4, refused.exit(), refused.toString());
		assertTrue(refused.err().contains("org.drivebench.tracereplay_1.0.0") && refused.err().contains("not signed"), refused.err());
		assertTrue(refused.err().contains("--accept-unsigned"), refused.err());
		assertArrayEquals(config, Files.readAllBytes(product.home().resolve("configuration/config.ini")));
		assertFalse(product.cli("list-tests").out().contains("trace.replay"));
		assertFalse(Files.list(product.home().resolve("plugins")).anyMatch(p -> p.getFileName().toString().contains("tracereplay")),
				"nothing left in plugins/");
	}

	/** The same repository, its plugin asking for DriveBench 9: p2 refuses it and says which requirement fails. */
	@Test
	void aPluginForAnotherDriveBenchIsRefusedWithP2sExplanation() throws Exception {
		Path future = dir.resolve("future");
		Product.run(List.of("cp", "-a", REPOSITORY.toString(), future.toString()), Map.of(), 60);
		String content = unzipped(future.resolve("content.jar"), "content.xml");
		assertTrue(content.contains("name='org.drivebench.core' range='0.1.0'"), "the plugin's requirement as Tycho wrote it");
		Files.writeString(future.resolve("content.xml"), content.replace("name='org.drivebench.core' range='0.1.0'",
				"name='org.drivebench.core' range='[9.0.0,10.0.0)'"));
		for (String index : List.of("content.jar", "content.xml.xz", "p2.index")) {
			Files.delete(future.resolve(index)); // p2 then reads content.xml
		}
		Product product = Product.copy(dir);
		Outcome refused = product.cli("plugins", "install", future.toString(), FEATURE, "--accept-unsigned");
		assertEquals(1, refused.exit(), refused.toString());
		assertTrue(refused.err().contains("cannot be installed into this DriveBench, so nothing was changed"), refused.err());
		assertTrue(refused.err().contains("org.drivebench.core [9.0.0,10.0.0)"), refused.err());
		assertFalse(product.cli("list-tests").out().contains("trace.replay"));
	}

	/**
	 * DriveBench installs plugins into its own folder: a user who cannot write there (a shared install
	 * owned by root, here the product copy run as user nobody) is told so, and where to install instead.
	 */
	@Test
	void aUserWhoCannotWriteTheProductFolderIsToldSo() throws Exception {
		assumeTrue("root".equals(System.getProperty("user.name")), "needs root to run a command as another user");
		assumeTrue(Files.isExecutable(Path.of("/usr/bin/setpriv")), "needs setpriv (util-linux)");
		Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
		Product product = Product.copy(dir);
		Path userHome = Files.createDirectories(dir.resolve("nobody"));
		Product.run(List.of("chown", "65534:65534", userHome.toString()), Map.of(), 10);
		Outcome refused = Product.run(List.of("/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups",
				product.home().resolve("drivebench").toString(), "plugins", "install", REPOSITORY.toString(), FEATURE,
				"--accept-unsigned"), Map.of("DRIVEBENCH_HOME", userHome.toString(), "HOME", userHome.toString(),
						"DRIVEBENCH_QUIET", "1"), 300);
		assertEquals(1, refused.exit(), refused.toString());
		assertTrue(refused.err().contains("DriveBench installs plugins into its own folder, " + product.home()), refused.err());
		assertTrue(refused.err().contains("you cannot write to"), refused.err());
		assertFalse(product.cli("list-tests").out().contains("trace.replay"));
	}

	private static String unzipped(Path jar, String entry) throws IOException {
		try (InputStream in = Files.newInputStream(jar); ZipInputStream zip = new ZipInputStream(in)) {
			for (ZipEntry e; (e = zip.getNextEntry()) != null;) {
				if (e.getName().equals(entry)) {
					return new String(zip.readAllBytes(), StandardCharsets.UTF_8);
				}
			}
		}
		throw new IOException(entry + " not in " + jar);
	}
}
