package org.drivebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command line saves the library and the rigs file where the environment it is started with says:
 * under {@code $HOME} (not Java's {@code user.home}, which comes from the password database), or under
 * the XDG folders. The child process gets an environment and a {@code user.home} of the test's own.
 */
class DefaultPlacesProcessTest {
	@TempDir
	Path folder;

	private Path passwdHome() {
		return folder.resolve("passwd-home");
	}

	/** Runs {@code drivebench args} with exactly {@code env} (and PATH) as its environment. */
	private String drivebench(Map<String, String> env, String... args) throws IOException, InterruptedException {
		String java = ProcessHandle.current().info().command().orElse("java");
		String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
		ProcessBuilder builder = new ProcessBuilder(Stream.concat(Stream.of(java, "--enable-native-access=ALL-UNNAMED",
				"-Duser.home=" + passwdHome(), "-cp", classPath, StandardCliMain.class.getName()), Stream.of(args)).toList())
				.directory(folder.toFile()).redirectErrorStream(true);
		builder.environment().clear();
		builder.environment().put("PATH", System.getenv().getOrDefault("PATH", "/usr/bin:/bin"));
		builder.environment().putAll(env);
		Process child = builder.start();
		String output = new String(child.getInputStream().readAllBytes());
		assertTrue(child.waitFor(60, TimeUnit.SECONDS), output);
		assertEquals(ExitCode.OK, child.exitValue(), output);
		return output;
	}

	private void rigAndImport(Map<String, String> env) throws Exception {
		Files.createDirectories(passwdHome());
		Path json = folder.resolve("fio.json");
		Files.writeString(json, CliFixture.FIO_JSON);
		drivebench(env, "rigs", "add", "lab1", "10.0.0.5");
		drivebench(env, "import-fio", json.toString(), "--drive", "My SSD");
	}

	private static List<Path> runs(Path library) throws IOException {
		try (Stream<Path> files = Files.list(library.resolve("runs"))) {
			return files.filter(p -> p.toString().endsWith(".xmi")).toList();
		}
	}

	private boolean nothingIn(Path home) throws IOException {
		try (Stream<Path> files = Files.walk(home)) {
			return files.allMatch(home::equals);
		}
	}

	@Test
	void libraryAndRigsFollowHome() throws Exception {
		Path home = folder.resolve("home");
		rigAndImport(Map.of("HOME", home.toString()));
		assertTrue(Files.isRegularFile(home.resolve(".config/drivebench/rigs.json")));
		assertEquals(1, runs(home.resolve(".local/share/drivebench/library")).size());
		assertTrue(nothingIn(passwdHome()), "nothing goes to Java's user.home when HOME is set");
		assertTrue(drivebench(Map.of("HOME", home.toString()), "rigs", "list").contains(home.resolve(".config/drivebench/rigs.json").toString()));
	}

	@Test
	void libraryAndRigsFollowTheXdgFolders() throws Exception {
		Path home = folder.resolve("home");
		Path data = folder.resolve("data");
		Path config = folder.resolve("config");
		rigAndImport(Map.of("HOME", home.toString(), "XDG_DATA_HOME", data.toString(), "XDG_CONFIG_HOME", config.toString()));
		assertTrue(Files.isRegularFile(config.resolve("drivebench/rigs.json")));
		assertEquals(1, runs(data.resolve("drivebench/library")).size());
		assertFalse(Files.exists(home), "nothing goes to HOME when the XDG folders are set");
		assertTrue(nothingIn(passwdHome()));
	}
}
