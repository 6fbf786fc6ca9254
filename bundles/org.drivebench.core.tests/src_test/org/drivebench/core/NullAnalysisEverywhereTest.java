package org.drivebench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every production bundle, the drive tests and the extras' plugins included (plugin authors copy them),
 * compiles with null analysis as errors: the null settings in build.properties and
 * {@code @NonNullByDefault} in every package.
 */
class NullAnalysisEverywhereTest {
	private static final String ERRORS = NullAnalysisSettings.ERRORS
			+ " = -err:+nullAnnot(org.eclipse.jdt.annotation.Nullable|org.eclipse.jdt.annotation.NonNull|org.eclipse.jdt.annotation.NonNullByDefault),+null,+nullDereference,-nullUncheckedConversion\n";
	private static final String WARNINGS = NullAnalysisSettings.WARNINGS + " = -warn:-unused,-nullUncheckedConversion,+syntacticAnalysis\n";
	private static final String NON_NULL_PACKAGE = "@NonNullByDefault\npackage org.example.a;\n\nimport org.eclipse.jdt.annotation.NonNullByDefault;\n";

	@TempDir
	Path repository;

	/** The repository's root: the first folder up from the working folder with bundles/ and pom.xml. */
	private static Path checkout() {
		for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
			if (Files.isDirectory(p.resolve("bundles")) && Files.isRegularFile(p.resolve("pom.xml"))) {
				return p;
			}
		}
		throw new AssertionError("no bundles/ and pom.xml above " + Path.of("").toAbsolutePath());
	}

	@Test
	void everyProductionBundleHasNullAnalysisAsErrors() throws IOException {
		List<String> problems = new ArrayList<>();
		for (Path bundle : NullAnalysisSettings.productionBundles(checkout())) {
			problems.addAll(NullAnalysisSettings.problems(bundle));
		}
		assertEquals(List.of(), problems, "bundles without null analysis as errors");
	}

	@Test
	void theCheckReadsTheProductTheDriveTestsAndTheExtrasButNoTestBundle() throws IOException {
		List<String> names = NullAnalysisSettings.productionBundles(checkout()).stream().map(b -> b.getFileName().toString()).toList();
		for (String expected : List.of("org.drivebench.engine", "org.drivebench.core", "org.drivebench.ui", "org.drivebench.cli",
				"org.drivebench.drivetests.random", "org.drivebench.tracereplay")) {
			assertTrue(names.contains(expected), expected + " among " + names);
		}
		assertTrue(names.stream().noneMatch(n -> n.endsWith(".tests")), names.toString());
	}

	@Test
	void aBundleWithNullAnalysisEverywhereHasNoProblem() throws IOException {
		Path bundle = bundle("org.example.a", "source.. = src/\n" + ERRORS + WARNINGS);
		write(bundle.resolve("src/org/example/a/A.java"), "package org.example.a;\nclass A {}\n");
		write(bundle.resolve("src/org/example/a/package-info.java"), "/** A package. */\n" + NON_NULL_PACKAGE);
		assertEquals(List.of(), NullAnalysisSettings.problems(bundle));
	}

	@Test
	void aBundleWithoutTheSettingsIsNamed() throws IOException {
		Path bundle = bundle("org.example.bare", "source.. = src/\n");
		assertEquals(List.of("org.example.bare: build.properties' " + NullAnalysisSettings.ERRORS + " lacks +nullAnnot",
				"org.example.bare: build.properties' " + NullAnalysisSettings.ERRORS + " lacks +null",
				"org.example.bare: build.properties' " + NullAnalysisSettings.ERRORS + " lacks +nullDereference",
				"org.example.bare: build.properties sets no " + NullAnalysisSettings.WARNINGS
						+ " (the parent pom's default turns null analysis off)"),
				NullAnalysisSettings.problems(bundle));
	}

	@Test
	void warningsThatTurnNullAnalysisOffAgainAreNamed() throws IOException {
		Path bundle = bundle("org.example.off",
				"source.. = src/\n" + ERRORS + NullAnalysisSettings.WARNINGS + " = -warn:-unused,-null,unusedImport\n");
		assertEquals(List.of("org.example.off: " + NullAnalysisSettings.WARNINGS + " '-null' turns null analysis off",
				"org.example.off: " + NullAnalysisSettings.WARNINGS + " 'unusedImport' replaces every warning and error option set before it"),
				NullAnalysisSettings.problems(bundle));
	}

	@Test
	void aPackageWithoutTheDefaultIsNamedAndGeneratedCodeIsExempt() throws IOException {
		Path bundle = bundle("org.example.pkgs", "source.. = src/,\\\n           src-gen/\n" + ERRORS + WARNINGS);
		write(bundle.resolve("src/org/example/none/N.java"), "package org.example.none;\nclass N {}\n");
		write(bundle.resolve("src/org/example/partial/P.java"), "package org.example.partial;\nclass P {}\n");
		write(bundle.resolve("src/org/example/partial/package-info.java"),
				"@NonNullByDefault({ DefaultLocation.PARAMETER })\npackage org.example.partial;\n");
		write(bundle.resolve("src-gen/org/example/gen/G.java"), "package org.example.gen;\nclass G {}\n");
		assertEquals(List.of("org.example.pkgs/src/org/example/none: no package-info.java",
				"org.example.pkgs/src/org/example/partial: package-info.java lacks @NonNullByDefault on the package"),
				NullAnalysisSettings.problems(bundle));
	}

	@Test
	void testBundlesAndFoldersWithoutAManifestAreNotProductionBundles() throws IOException {
		bundle("org.example.a", ERRORS + WARNINGS);
		bundle("org.example.a.tests", "");
		Files.createDirectories(repository.resolve("bundles/notes"));
		Path extra = repository.resolve("extras/bundles/org.example.plugin");
		write(extra.resolve("META-INF/MANIFEST.MF"), "Manifest-Version: 1.0\n");
		assertEquals(List.of(repository.resolve("bundles/org.example.a"), extra), NullAnalysisSettings.productionBundles(repository));
	}

	private Path bundle(String name, String buildProperties) throws IOException {
		Path bundle = repository.resolve("bundles").resolve(name);
		write(bundle.resolve("META-INF/MANIFEST.MF"), "Manifest-Version: 1.0\nBundle-SymbolicName: " + name + "\n");
		write(bundle.resolve("build.properties"), buildProperties);
		return bundle;
	}

	private static void write(Path file, String text) throws IOException {
		Files.createDirectories(file.getParent());
		Files.writeString(file, text);
	}
}
