package org.drivebench.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A product folder made for the launcher script's tests: the script, find-jdk.sh and cli-configuration.sh
 * from the repository, an (empty) Equinox launcher jar, a config.ini listing the command line and SWT, and
 * the command line's configuration made from it; and a JDK 25 whose java is a fake. Started with
 * {@code -initialize}, the fake writes what Equinox's would into the configuration folder (the
 * framework's state and the registry's cache, holding the config.ini it read) and notes the folder in
 * {@code initialized.txt}; started otherwise, it writes its arguments, one a line, to {@code args.txt}.
 * Both files are beside its {@code bin}. Environment: FAKE_INITIALIZE=fail makes its {@code -initialize}
 * log a problem, FAKE_INITIALIZE=sleep wait 600 s first; FAKE_PLUGIN=&lt;bundle&gt; makes a command add
 * that bundle to the product's config.ini, as a plugin install does.
 */
final class LauncherProduct {
	static final String CONFIG = "osgi.bundles=reference\\:file\\:org.drivebench.cli_1.jar@4,reference\\:file\\:org.eclipse.swt_1.jar@4\n"
			+ "eclipse.product=org.drivebench.ui.product\n";
	private static final String FAKE_JAVA = """
			#!/bin/bash
			jdk=$(dirname "$0")/..
			args=("$@")
			for ((i = 0; i < ${#args[@]}; i++)); do
				case ${args[i]} in
				-configuration) configuration=${args[i + 1]} ;;
				-install) install=${args[i + 1]} ;;
				-initialize) initialize=1 ;;
				plugins) plugins=1 ;;
				esac
			done
			if [ -n "${initialize:-}" ]; then
				echo "$configuration" >>"$jdk/initialized.txt"
				[ "${FAKE_INITIALIZE:-}" = sleep ] && sleep 600
				[ "${FAKE_INITIALIZE:-}" = fail ] && { echo "!ENTRY org.eclipse.osgi a bundle could not be resolved" >"$configuration/1.log"; exit 0; }
				mkdir -p "$configuration/org.eclipse.osgi" "$configuration/org.eclipse.core.runtime"
				cp "$configuration/config.ini" "$configuration/org.eclipse.osgi/framework.info.1"
				cp "$configuration/config.ini" "$configuration/org.eclipse.core.runtime/.mainData.1"
				exit 0
			fi
			printf '%s\\n' "$@" >"$jdk/args.txt"
			if [ -n "${plugins:-}" ] && [ -n "${FAKE_PLUGIN:-}" ]; then
				sed -i "s/^osgi\\.bundles=.*/&,reference\\\\\\\\:file\\\\\\\\:${FAKE_PLUGIN}_1.jar@4/" "$install/configuration/config.ini"
			fi
			""";

	final Path home;
	final Path jdk;
	private final Path dir;

	private LauncherProduct(Path dir, Path home, Path jdk) {
		this.dir = dir;
		this.home = home;
		this.jdk = jdk;
	}

	/** The product and the fake JDK, in {@code dir}. */
	static LauncherProduct make(Path dir) throws IOException {
		Path home = Files.createDirectories(dir.resolve("product/plugins")).getParent();
		Files.createDirectories(home.resolve("configuration"));
		Files.createDirectories(home.resolve("cli-configuration"));
		Files.writeString(home.resolve("configuration/config.ini"), CONFIG, StandardCharsets.UTF_8);
		Files.writeString(home.resolve("cli-configuration/config.ini"), "osgi.bundles=reference\\:file\\:org.drivebench.cli_1.jar@4\n",
				StandardCharsets.UTF_8);
		Files.writeString(home.resolve("cli-configuration/product-config.ini"), CONFIG, StandardCharsets.UTF_8);
		Path rootfiles = repository().resolve("features/org.drivebench.workbench.feature/rootfiles");
		Files.copy(rootfiles.resolve("drivebench"), home.resolve("drivebench"));
		Files.copy(rootfiles.resolve("cli-configuration.sh"), home.resolve("cli-configuration.sh"));
		Files.copy(repository().resolve("releng/scripts/find-jdk.sh"), home.resolve("find-jdk.sh"));
		Files.createFile(home.resolve("plugins/org.eclipse.equinox.launcher_1.0.0.jar"));
		Path jdk = Files.createDirectories(dir.resolve("jdk/bin")).getParent();
		Files.writeString(jdk.resolve("release"), "JAVA_VERSION=\"25.0.1\"\n", StandardCharsets.UTF_8);
		Path java = jdk.resolve("bin/java");
		Files.writeString(java, FAKE_JAVA, StandardCharsets.UTF_8);
		for (Path p : List.of(dir, home, home.resolve("drivebench"), java, jdk, jdk.resolve("bin"))) {
			Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
		}
		return new LauncherProduct(dir, home, jdk);
	}

	/** The repository's root: the first folder up from the working folder with the launcher script. */
	static Path repository() {
		for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
			if (Files.isRegularFile(p.resolve("features/org.drivebench.workbench.feature/rootfiles/drivebench"))) {
				return p;
			}
		}
		throw new AssertionError("no features/org.drivebench.workbench.feature/rootfiles/drivebench above "
				+ Path.of("").toAbsolutePath());
	}

	/** The product's launcher with {@code args}, on the fake JDK, without a display, quiet about the JDK. */
	ProcessBuilder launcher(String... args) {
		return launcherAs(List.of(), args);
	}

	/** The same, started through {@code prefix} (another user: setpriv ...). */
	ProcessBuilder launcherAs(List<String> prefix, String... args) {
		ProcessBuilder builder = new ProcessBuilder(Stream.of(prefix.stream(),
				Stream.of("bash", home.resolve("drivebench").toString()), Stream.of(args)).flatMap(s -> s).toList())
				.redirectErrorStream(true);
		builder.environment().put("JAVA_HOME", jdk.toString());
		builder.environment().put("DRIVEBENCH_QUIET", "1");
		builder.environment().put("DRIVEBENCH_HOME", dir.resolve("home").toString());
		builder.environment().remove("DRIVEBENCH_VM_ARGS");
		builder.environment().remove("DISPLAY");
		builder.environment().remove("WAYLAND_DISPLAY");
		return builder;
	}

	/** Runs {@code builder} to its end, successfully; what it wrote. */
	static String run(ProcessBuilder builder) throws IOException, InterruptedException {
		Process p = builder.start();
		String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		assertTrue(p.waitFor(30, TimeUnit.SECONDS), out);
		assertTrue(p.exitValue() == 0, "exit " + p.exitValue() + ": " + out);
		return out;
	}

	/** The arguments the command line's JVM was last started with. */
	List<String> javaArguments() throws IOException {
		return Files.readAllLines(jdk.resolve("args.txt"));
	}

	/** The configuration folders the fake java was started with -initialize on, in turn. */
	List<String> initialized() throws IOException {
		Path log = jdk.resolve("initialized.txt");
		return Files.exists(log) ? Files.readAllLines(log) : List.of();
	}

	/** The product's config.ini after an install that added {@code bundle}. */
	void install(String bundle) throws IOException {
		Path config = home.resolve("configuration/config.ini");
		Files.writeString(config, Files.readString(config).replaceFirst("(?m)^(osgi\\.bundles=.*)$",
				"$1,reference\\\\:file\\\\:" + bundle + "_1.jar@4"), StandardCharsets.UTF_8);
	}

	/** What the product's file {@code relative} holds. */
	String read(String relative) throws IOException {
		return Files.readString(home.resolve(relative), StandardCharsets.UTF_8);
	}
}
