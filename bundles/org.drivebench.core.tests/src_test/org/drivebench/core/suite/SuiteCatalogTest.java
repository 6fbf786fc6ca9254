package org.drivebench.core.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.List;

import org.drivebench.core.api.SuiteBuilder;
import org.drivebench.core.api.SuiteProvider;
import org.drivebench.core.registry.TestRegistry;
import org.drivebench.library.ResultLibrary;
import org.drivebench.model.Suite;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The suites a user can run: what the installed bundles contribute, and what the library saves. */
class SuiteCatalogTest {
	private final TestRegistry registry = new TestRegistry();

	private static SuiteProvider provider(String... ids) {
		return () -> List.of(ids).stream().map(id -> new SuiteBuilder(id, "Suite " + id, "").entry("vendor.test", "entry").build())
				.toList();
	}

	private static List<String> ids(List<SuiteCatalog.Listed> listed) {
		return listed.stream().map(l -> l.suite().getId() + "@" + l.origin()).toList();
	}

	@Test
	void contributedSuitesListByRankThenBundleEachWithItsBundle() {
		registry.addSuites(provider("atto"), "org.example.linear", 0);
		registry.addSuites(provider("quick", "desktop-hdd"), "org.example.reviews", 100);
		registry.addSuites(provider("file-copy"), "org.example.filecopy", 0);
		assertEquals(List.of("quick@org.example.reviews", "desktop-hdd@org.example.reviews", "file-copy@org.example.filecopy",
				"atto@org.example.linear"), ids(new SuiteCatalog(registry, null).listed()));
	}

	@Test
	void aSuiteLeavesWithItsProviderAndEveryCallerGetsACopy() {
		SuiteProvider mine = provider("mine");
		Suite shared = new SuiteBuilder("shared", "Shared", "").build();
		SuiteProvider cached = () -> List.of(shared);
		registry.addSuites(mine, "org.example.mine", 0);
		registry.addSuites(cached, "org.example.cached", 0);
		Suite copy = new SuiteCatalog(registry, null).find("shared").orElseThrow();
		assertNotSame(shared, copy, "a caller may change its copy, never the provider's");
		copy.setTitle("changed");
		assertEquals("Shared", new SuiteCatalog(registry, null).find("shared").orElseThrow().getTitle());
		registry.removeSuites(mine);
		assertEquals(List.of("shared@org.example.cached"), ids(new SuiteCatalog(registry, null).listed()));
	}

	@Test
	void twoProvidersOfOneIdListTheFirstByRankOnly() {
		registry.addSuites(() -> List.of(new SuiteBuilder("quick", "Low", "").build()), "org.example.a", 0);
		registry.addSuites(() -> List.of(new SuiteBuilder("quick", "High", "").build()), "org.example.b", 5);
		List<SuiteCatalog.Listed> listed = new SuiteCatalog(registry, null).listed();
		assertEquals(1, listed.size());
		assertEquals("High", listed.get(0).suite().getTitle());
	}

	@Test
	void savedSuitesListAfterTheContributedOnesAndReplaceOneOfTheirId(@TempDir Path folder) throws Exception {
		registry.addSuites(provider("quick", "desktop-hdd"), "org.example.reviews", 100);
		SuiteCatalog store = new SuiteCatalog(registry, ResultLibrary.open(folder));
		Suite mine = new SuiteBuilder("my-ssd", "My SSD method", "").entry("random.random", "4K").with("blockSize", "4k").build();
		store.save(mine);
		Suite quicker = store.find("quick").orElseThrow();
		quicker.setTitle("Quicker");
		store.save(quicker);
		assertEquals(List.of("quick@library", "desktop-hdd@org.example.reviews", "my-ssd@library"), ids(store.listed()));
		assertEquals(List.of("quick", "desktop-hdd", "my-ssd"),
				new SuiteCatalog(registry, ResultLibrary.open(folder)).list().stream().map(Suite::getId).toList(),
				"saved suites travel with the library");
		assertEquals("Quicker", store.find("quick").orElseThrow().getTitle());
		Suite evil = new SuiteBuilder("fine", "", "").build();
		evil.setId("../evil");
		assertThrows(IllegalArgumentException.class, () -> store.save(evil));
		assertThrows(IllegalArgumentException.class, () -> new SuiteBuilder("../evil", "", ""));
	}

	@Test
	void aBuilderRefusesAParameterSetTwiceInOneEntry() {
		SuiteBuilder.Entry entry = new SuiteBuilder("s", "S", "").entry("vendor.test", "one").with("blockSize", "4k");
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> entry.with("blockSize", "8k"));
		assertEquals("suite 's', entry one: parameter blockSize is set twice", e.getMessage());
	}
}
