package org.drivebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.drivebench.core.registry.TestRegistry;
import org.drivebench.drivetests.raid.StripSizeStudy;
import org.junit.jupiter.api.Test;

/**
 * Every {@code drivebench} command that README.md and docs/ show exists, with the options shown, in the
 * command line's own table (the one the product runs and each command's parser reads).
 */
class DocumentedCommandsTest {
	private final DriveBenchCli cli = new DriveBenchCli("test", CommandTable.standard(productRegistry(), "test"));

	/** The study the product installs: strip-study takes its parameters (--members, --strips) as options. */
	private static TestRegistry productRegistry() {
		TestRegistry registry = new TestRegistry();
		registry.addStudy(new StripSizeStudy());
		return registry;
	}

	/** The repository's root: the first folder up from the working folder with README.md and docs/. */
	private static Path repository() {
		for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
			if (Files.isRegularFile(p.resolve("README.md")) && Files.isDirectory(p.resolve("docs"))) {
				return p;
			}
		}
		throw new AssertionError("no README.md and docs/ above " + Path.of("").toAbsolutePath());
	}

	private static List<Path> documents(Path root) throws IOException {
		List<Path> files = new ArrayList<>(List.of(root.resolve("README.md")));
		try (Stream<Path> docs = Files.walk(root.resolve("docs"))) {
			docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(files::add);
		}
		return files;
	}

	@Test
	void everyCommandTheDocumentsShowExistsWithTheOptionsShown() throws IOException {
		Path root = repository();
		List<DocumentedCommands.Shown> shown = new ArrayList<>();
		for (Path file : documents(root)) {
			shown.addAll(DocumentedCommands.in(root.relativize(file).toString(), Files.readString(file, StandardCharsets.UTF_8)));
		}
		List<String> problems = new ArrayList<>();
		shown.forEach(s -> problems.addAll(DocumentedCommands.problems(s, cli)));
		assertEquals(List.of(), problems, "commands in the documents that the command line does not have");
		System.out.println("documented commands: " + shown.size() + " command lines checked in "
				+ shown.stream().map(DocumentedCommands.Shown::file).distinct().count() + " documents");
		// the check reads what it should: the README's own commands and the command-line manual's many
		assertTrue(shown.stream().filter(s -> s.file().equals("README.md")).count() >= 2, shown::toString);
		assertTrue(shown.stream().filter(s -> s.file().equals("docs/command-line.md")).count() >= 20, shown::toString);
	}

	@Test
	void anUnknownCommandActionOrOptionIsNamed() {
		String doc = """
				Run it with `drivebench run --target sim:hdd-7200 --suite quick`, or `drivebench run --colour red`.

				```sh
				./drivebench                                   # the workbench
				drivebench report --format md \\
				    --fromat html                              # a typo, on the continued line
				sudo DRIVEBENCH_VM_ARGS=-Dx=1 ./drivebench frobnicate --now
				drivebench rigs check lab1 --target /dev/sdb && drivebench rigs check lab1 --targets /dev/sdb
				drivebench plugins launch <repository>
				drivebench plugins install <repository> <id> [--accept-unsigned]
				drivebench <command> --help
				drivebench list-tests -v | less
				```

				```text
				drivebench run: --target: /dev/sdz is not a block device
				```
				""";
		List<DocumentedCommands.Shown> shown = DocumentedCommands.in("inline.md", doc);
		assertEquals(11, shown.size(), shown::toString);
		List<String> problems = new ArrayList<>();
		shown.forEach(s -> problems.addAll(DocumentedCommands.problems(s, cli)));
		assertEquals(6, problems.size(), String.join("\n", problems));
		Map<String, String> expected = Map.of(
				"inline.md:1: drivebench run --colour red", "run has no option --colour",
				"inline.md:5: drivebench report --format md --fromat html", "report has no option --fromat",
				"inline.md:7: drivebench frobnicate --now", "there is no command 'frobnicate'",
				"inline.md:8: drivebench rigs check lab1 --targets /dev/sdb", "rigs check has no option --targets",
				"inline.md:9: drivebench plugins launch <repository>", "plugins has no action 'launch'",
				"inline.md:12: drivebench list-tests -v", "list-tests has no option -v");
		expected.forEach((line, problem) -> assertTrue(problems.stream().anyMatch(p -> p.startsWith(line + ": " + problem)),
				() -> "expected '" + line + ": " + problem + "' among\n" + String.join("\n", problems)));
	}

	@Test
	void everyOptionAndActionOfACommandIsInItsHelp() {
		List<String> missing = new ArrayList<>();
		for (Command command : CommandTable.standard(new TestRegistry(), "test")) {
			command.options().names().stream().filter(o -> !command.usage().contains("--" + o))
					.forEach(o -> missing.add(command.name() + " --" + o));
			command.actions().forEach((action, options) -> {
				if (!command.usage().contains("drivebench " + command.name() + " " + action)) {
					missing.add(command.name() + " " + action);
				}
				options.names().stream().filter(o -> !command.usage().contains("--" + o))
						.forEach(o -> missing.add(command.name() + " " + action + " --" + o));
			});
		}
		assertEquals(List.of(), missing, "options and actions the commands take but their help does not name");
	}

	@Test
	void shellWordsAndCommentsAreReadAsTheShellReadsThem() {
		assertEquals(List.of(List.of("drivebench", "report", "--drives", "WD Green,st2000dm001", "--title", "A \"b\" c")),
				DocumentedCommands.split("drivebench report --drives \"WD Green,st2000dm001\" --title 'A \"b\" c'  # a comment"));
		assertEquals(List.of(List.of("fio", "--output=x.json"), List.of("./drivebench", "import-fio", "x.json")),
				DocumentedCommands.split("fio --output=x.json && ./drivebench import-fio x.json"));
	}
}
