package org.drivebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.drivebench.core.api.SuiteBuilder;
import org.drivebench.core.registry.TestRegistry;
import org.drivebench.core.suite.SuiteCatalog;
import org.drivebench.drivetests.raid.RaidSuites;
import org.drivebench.library.ResultLibrary;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code drivebench list-suites}: what the installed bundles contribute, with the bundle, and the library's suites. */
class SuitesCommandTest {
	@TempDir
	Path folder;

	private final CliFixture cli = new CliFixture();
	private final TestRegistry registry = CliWorkload.registry();

	private SuitesCommand command() {
		return new SuitesCommand(registry, new Libraries(() -> folder.resolve("library")));
	}

	@Test
	void everyInstalledBundlesSuitesAreListedWithTheBundle() {
		registry.addSuites(new RaidSuites(), "org.drivebench.drivetests.raid", 0);
		assertEquals(ExitCode.OK, cli.run(command(), "list-suites"), cli.err());
		List<String> lines = cli.out().lines().toList();
		assertEquals("quick - Quick check (8 tests; from org.drivebench.drivetests.reviews)", lines.get(0));
		assertEquals(List.of("quick", "desktop-hdd", "enterprise-hdd", "classic-ide", "anvil", "raid-study"),
				lines.stream().map(l -> l.substring(0, l.indexOf(' '))).toList());
		assertTrue(cli.out().contains("raid-study - RAID-0 strip-size study (10 tests; from org.drivebench.drivetests.raid)"),
				cli.out());
	}

	@Test
	void aSuiteSavedInTheLibraryIsListedAsTheLibrarysAndVerboseShowsItsEntries() throws Exception {
		new SuiteCatalog(registry, ResultLibrary.open(folder.resolve("library")))
				.save(new SuiteBuilder("my-ssd", "My SSD method", "4 KiB writes").entry("random.random", "4K").with("blockSize", "4k")
						.build());
		assertEquals(ExitCode.OK, cli.run(command(), "list-suites", "--verbose"), cli.err());
		assertTrue(cli.out().contains("my-ssd - My SSD method (1 test; saved in the library)"), cli.out());
		assertTrue(cli.out().contains("  * 4K: random.random blockSize=4k"), cli.out());
	}

	@Test
	void withoutAnySuiteItSaysWhereSuitesComeFrom() {
		assertEquals(ExitCode.OK, cli.run(new SuitesCommand(new TestRegistry(), new Libraries(() -> folder.resolve("library"))),
				"list-suites"), cli.err());
		assertTrue(cli.out().startsWith("No suites: they come with test plugins"), cli.out());
	}
}
