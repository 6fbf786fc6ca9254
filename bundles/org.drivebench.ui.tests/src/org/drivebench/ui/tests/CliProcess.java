package org.drivebench.ui.tests;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import java.util.stream.Collectors;

/**
 * The product's command line ({@code -application org.drivebench.cli.app}, as the {@code drivebench}
 * launcher starts it) as a process of its own, for tests that kill it: an Equinox framework with the
 * bundles this test's framework runs (the standard tests' DS components, the library, the group runner),
 * less the test harness and this test bundle, in a configuration folder of its own.
 */
final class CliProcess {
	private CliProcess() {
	}

	/**
	 * Starts {@code drivebench args...} in {@code folder}, its output in {@code cli-out.txt} and
	 * {@code cli-err.txt} there.
	 */
	static Process start(Path folder, String... args) throws Exception {
		Path current = Path.of(new URI(System.getProperty("osgi.configuration.area"))).resolve("config.ini");
		Properties ours = new Properties();
		try (Reader in = Files.newBufferedReader(current)) {
			ours.load(in);
		}
		String framework = ours.getProperty("osgi.framework");
		String bundles = ours.getProperty("osgi.bundles");
		if (framework == null || bundles == null) {
			throw new IllegalStateException("no osgi.framework or osgi.bundles in " + current);
		}
		Properties theirs = new Properties();
		theirs.setProperty("osgi.framework", framework);
		theirs.setProperty("osgi.bundles", Arrays.stream(bundles.split(","))
				.filter(b -> !b.contains("org.drivebench.ui.tests") && !b.contains("tycho.surefire"))
				.collect(Collectors.joining(",")));
		theirs.setProperty("osgi.bundles.defaultStartLevel", ours.getProperty("osgi.bundles.defaultStartLevel", "4"));
		Path configuration = Files.createDirectories(folder.resolve("cli-configuration"));
		try (Writer out = Files.newBufferedWriter(configuration.resolve("config.ini"))) {
			theirs.store(out, "the command line of a workbench test");
		}
		// the Equinox launcher the product's script starts (it takes -install and -nosplash, and exits with the application)
		String launcher = Arrays.stream(bundles.split(",")).map(b -> b.replaceFirst("^reference:", "").replaceFirst("@.*$", ""))
				.filter(b -> b.matches(".*/org\\.eclipse\\.equinox\\.launcher[-_][0-9][^/]*\\.jar")).findFirst()
				.orElseThrow(() -> new IllegalStateException("no Equinox launcher in " + current));
		String java = ProcessHandle.current().info().command().orElse("java");
		List<String> command = new ArrayList<>(List.of(java, "--enable-native-access=ALL-UNNAMED", "-Djava.awt.headless=true",
				"-Declipse.ignoreApp=false", "-jar", Path.of(new URI(launcher)).toString(), "-framework", framework, "-configuration",
				configuration.toUri().toString(), "-install", folder.toUri().toString(), "-data", "@none", "-application",
				"org.drivebench.cli.app", "-consoleLog", "-nosplash"));
		command.addAll(List.of(args));
		return new ProcessBuilder(command).directory(folder.toFile()).redirectOutput(folder.resolve("cli-out.txt").toFile())
				.redirectError(folder.resolve("cli-err.txt").toFile()).start();
	}

	/** What the process wrote, for failure messages. */
	static String output(Path folder) {
		try {
			return Files.readString(folder.resolve("cli-out.txt")) + Files.readString(folder.resolve("cli-err.txt"));
		} catch (IOException e) {
			return "(" + e.getMessage() + ")";
		}
	}
}
