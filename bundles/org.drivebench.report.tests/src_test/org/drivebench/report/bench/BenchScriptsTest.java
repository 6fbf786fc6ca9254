package org.drivebench.report.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * The scripts in releng/bench run on a fresh clone after the README's two commands, offline: they may
 * ask Maven for lifecycle phases of the build, which the build has fetched everything for, but not
 * for a plugin goal the build never uses (library-bench.sh's {@code dependency:build-classpath} failed
 * that way: the dependency plugin is in no local repository the build filled). And they parse.
 */
class BenchScriptsTest {
	private static final Path TOP = Path.of("").toAbsolutePath().getParent().getParent();
	private static final Set<String> PHASES = Set.of("clean", "validate", "compile", "test-compile", "test", "package",
			"verify", "install");
	/** Maven options that take the next word as their value. */
	private static final Set<String> WITH_VALUE = Set.of("-pl", "--projects", "-f", "--file", "-P", "-rf", "-s", "-D");

	private static List<Path> scripts() throws IOException {
		try (Stream<Path> s = Files.list(TOP.resolve("releng/bench"))) {
			return s.filter(p -> p.toString().endsWith(".sh")).sorted().toList();
		}
	}

	@Test
	void benchScriptsAskMavenOnlyForWhatTheBuildHasFetched() throws IOException {
		List<Path> scripts = scripts();
		assertFalse(scripts.isEmpty(), "no scripts under " + TOP.resolve("releng/bench"));
		List<String> problems = new ArrayList<>();
		for (Path script : scripts) {
			String text = Files.readString(script, StandardCharsets.UTF_8).replace("\\\n", " ");
			for (String line : text.split("\n")) {
				String code = line.strip();
				int at = code.indexOf("./mvnw ");
				if (code.startsWith("#") || at < 0) {
					continue;
				}
				for (String goal : goals(code.substring(at + 7))) {
					if (!PHASES.contains(goal)) {
						problems.add(script.getFileName() + " runs Maven goal '" + goal + "', which the build never fetches: "
								+ "a fresh clone has no plugin for it offline");
					}
				}
			}
		}
		assertEquals(List.of(), problems);
	}

	@Test
	void benchScriptsParseAndAreExecutable() throws Exception {
		for (Path script : scripts()) {
			assertTrue(Files.isExecutable(script), script + " is not executable");
			Process p = new ProcessBuilder("bash", "-n", script.toString()).redirectErrorStream(true).start();
			assertTrue(p.waitFor(30, TimeUnit.SECONDS));
			assertEquals(0, p.exitValue(), script + ": " + new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
		}
	}

	/**
	 * The Debian package each tool a bench script checks for ({@code for tool in ...; do command -v}) comes
	 * in; "" for a tool every Debian system has. A new tool goes here and, with its package, into
	 * releng/scripts/debian-packages.
	 */
	private static final Map<String, String> TOOL_PACKAGES = Map.of("awk", "", "Xvfb", "xvfb", "xdotool", "xdotool", "jq", "jq", "fio", "fio",
			"losetup", "mount", "findmnt", "util-linux", "taskset", "util-linux");
	private static final Pattern TOOL_LOOP = Pattern.compile("for tool in ([^;]+); do");

	/**
	 * What a bench script needs, the README's commands install ({@code ./run-tests} installs the packages
	 * of the "tests" job): workbench-bench.sh stopped on a fresh clone for want of xdotool.
	 */
	@Test
	void benchScriptsNeedOnlyToolsTheTwoCommandsInstall() throws IOException {
		Set<String> installed = new java.util.HashSet<>();
		for (String line : Files.readAllLines(TOP.resolve("releng/scripts/debian-packages"), StandardCharsets.UTF_8)) {
			String[] words = line.strip().split("\\s+");
			if (!line.startsWith("#") && words.length >= 2 && (List.of(words).contains("tests") || List.of(words).contains("workbench"))) {
				installed.add(words[0]);
			}
		}
		List<String> problems = new ArrayList<>();
		int tools = 0;
		for (Path script : scripts()) {
			Matcher loop = TOOL_LOOP.matcher(Files.readString(script, StandardCharsets.UTF_8));
			while (loop.find()) {
				for (String tool : loop.group(1).strip().split("\\s+")) {
					tools++;
					String debian = TOOL_PACKAGES.get(tool);
					if (debian == null) {
						problems.add(script.getFileName() + " needs " + tool + ", whose Debian package this test does not know");
					} else if (!debian.isEmpty() && !installed.contains(debian)) {
						problems.add(script.getFileName() + " needs " + tool + " (package " + debian + "), which releng/scripts/debian-packages does not list");
					}
				}
			}
		}
		assertTrue(tools >= 10, "only " + tools + " tools found in the scripts' checks");
		assertEquals(List.of(), problems);
	}

	/** The goals and phases of a Maven command line: its words that are neither options nor their values. */
	static List<String> goals(String arguments) {
		List<String> goals = new ArrayList<>();
		boolean value = false;
		for (String word : arguments.split("\\s+")) {
			if (word.isEmpty() || word.startsWith(">") || word.startsWith("2>") || word.equals("||") || word.equals("&&")
					|| word.equals(")") || word.startsWith(")")) {
				break; // the command ends
			}
			if (value) {
				value = false;
			} else if (WITH_VALUE.contains(word)) {
				value = true;
			} else if (!word.startsWith("-") && !word.startsWith("$") && !word.startsWith("\"$")) {
				goals.add(word);
			}
		}
		return goals;
	}

	@Test
	void goalsAreToldFromOptions() {
		assertEquals(List.of("test-compile", "dependency:build-classpath"), goals(
				"${MAVEN_ARGS:--o} -q test-compile dependency:build-classpath -pl bundles/org.drivebench.core -am "
						+ "-Dmdep.outputFile=\"$f\" >&2"));
		assertEquals(List.of("package"), goals("-o -q -B package -pl bundles/org.drivebench.engine -DskipTests) >&2 || die"));
	}
}
