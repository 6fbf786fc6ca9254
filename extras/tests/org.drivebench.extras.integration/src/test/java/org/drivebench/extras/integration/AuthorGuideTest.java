package org.drivebench.extras.integration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.drivebench.extras.integration.Product.Outcome;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * docs/plugin-authors.md followed literally: every file the guide shows ("File: `path`" and the code
 * block after it) written as it stands, built with the guide's command against the SDK repository,
 * and the repository it makes installed into a copy of the product, whose command line then lists
 * and runs the new test.
 */
class AuthorGuideTest {
	private static final Path ROOT = Path.of(System.getProperty("drivebench.root"));
	private static final Pattern FILE = Pattern.compile("^File: `([^`]+)`\\R\\R```[a-z]*\\R(.*?)^```$", Pattern.MULTILINE | Pattern.DOTALL);

	@TempDir
	Path dir;

	/** The guide's files by path, in the order it shows them. */
	static Map<String, String> files(String guide) {
		Map<String, String> files = new LinkedHashMap<>();
		Matcher m = FILE.matcher(guide);
		while (m.find()) {
			files.put(m.group(1), m.group(2));
		}
		return files;
	}

	@Test
	void theGuidesPluginBuildsAgainstTheSdkAndInstallsIntoTheProduct() throws Exception {
		String guide = Files.readString(ROOT.resolve("docs/plugin-authors.md"));
		Map<String, String> files = files(guide);
		assertTrue(files.containsKey("pom.xml") && files.keySet().stream().anyMatch(f -> f.endsWith("SmallReads.java"))
				&& files.keySet().stream().anyMatch(f -> f.endsWith("SmallReadsTest.java")), "the guide shows " + files.keySet());
		Path project = dir.resolve("acme");
		for (Map.Entry<String, String> f : files.entrySet()) {
			Path file = project.resolve(f.getKey());
			Files.createDirectories(file.getParent());
			Files.writeString(file, f.getValue());
		}
		// the guide's command: mvn verify -Ddrivebench.sdk.repository=file:/... (here DriveBench's Maven, offline:
		// everything the build needs is in the local repository after DriveBench's own build)
		Matcher command = Pattern.compile("^mvn verify -Ddrivebench\\.sdk\\.repository=\\S+$", Pattern.MULTILINE).matcher(guide);
		assertTrue(command.find(), "the guide's build command");
		Outcome built = Product.run(List.of(ROOT.resolve("mvnw").toString(), "-B", "-o", "verify",
				"-Ddrivebench.sdk.repository=" + System.getProperty("drivebench.sdk.repository")), Map.of(), 600, project);
		assertEquals(0, built.exit(), tail(built.out(), 60));
		assertTrue(built.out().contains("Tests run: 2, Failures: 0, Errors: 0, Skipped: 0"), "the guide's tests ran: "
				+ tail(built.out(), 40));
		Path repository = project.resolve("releng/com.acme.drivebench.smallreads.repository/target/repository");
		assertTrue(Files.isDirectory(repository), "the guide's repository: " + repository);

		Product product = Product.copy(dir);
		Outcome installed = product.cli("plugins", "install", repository.toString(), "com.acme.drivebench.smallreads.feature",
				"--accept-unsigned");
		assertEquals(0, installed.exit(), installed.toString());
		assertTrue(product.cli("list-tests").out().contains("acme.small-reads"));
		Outcome run = product.cli("run", "--target", "sim:ssd-slc", "--test", "acme.small-reads", "--json", "--library",
				dir.resolve("library").toString());
		assertEquals(0, run.exit(), run.toString());
		assertTrue(Product.metric(run.out(), "read.iops") > 0);
		// the guide's suite comes with the plugin and runs
		Outcome suites = product.cli("list-suites");
		assertTrue(suites.out().contains("acme-small-reads - Acme small reads (2 tests; from com.acme.drivebench.smallreads)"),
				suites.toString());
		Outcome suite = product.cli("run", "--target", "sim:ssd-slc", "--suite", "acme-small-reads", "--json", "--library",
				dir.resolve("library").toString());
		assertEquals(0, suite.exit(), suite.toString());
	}

	private static String tail(String text, int lines) {
		List<String> all = text.lines().toList();
		return String.join("\n", all.subList(Math.max(0, all.size() - lines), all.size()));
	}
}
