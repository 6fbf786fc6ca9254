package org.drivebench.core.suite;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.drivebench.core.api.SuiteBuilder;
import org.drivebench.core.registry.TestRegistry;
import org.drivebench.core.registry.TestRegistry.ProvidedSuite;
import org.drivebench.model.Suite;
import org.eclipse.jdt.annotation.Nullable;

/**
 * The suites a user can run: those the installed bundles contribute (the standard reviews, each test
 * family's own), and those saved in the library (which travel with it). A saved suite with a
 * contributed suite's id replaces it; contributed suites themselves are never written.
 */
public final class SuiteCatalog {
	/** Where a suite in the catalog comes from, as lists show it. */
	public static final String LIBRARY = "library";

	/**
	 * A suite of the catalog and where it comes from.
	 *
	 * @param suite  the suite (a copy the caller may change)
	 * @param origin the symbolic name of the bundle that contributes it, or {@link #LIBRARY}
	 */
	public record Listed(Suite suite, String origin) {
	}

	private final TestRegistry registry;
	private final @Nullable SavedSuites library;

	/**
	 * @param registry the installed bundles' suites
	 * @param library  the library whose saved suites count too; null when there is none yet
	 */
	public SuiteCatalog(TestRegistry registry, @Nullable SavedSuites library) {
		this.registry = registry;
		this.library = library;
	}

	/** The contributed suites first (or the library's versions of them), then the library's own, by id. */
	public List<Listed> listed() {
		Map<String, Listed> byId = new LinkedHashMap<>();
		for (ProvidedSuite provided : registry.suites()) {
			byId.put(provided.suite().getId(), new Listed(provided.suite(), provided.bundle()));
		}
		SavedSuites saved = library;
		for (Suite suite : saved == null ? List.<Suite>of() : saved.suites()) {
			byId.put(suite.getId(), new Listed(suite, LIBRARY));
		}
		return List.copyOf(byId.values());
	}

	/** The suites of {@link #listed()}. */
	public List<Suite> list() {
		return listed().stream().map(Listed::suite).toList();
	}

	/** The suite with this id (the name users type: {@code --suite quick}). */
	public Optional<Suite> find(String id) {
		return list().stream().filter(s -> id.equals(s.getId())).findFirst();
	}

	/** The ids of every suite, for a message that names the choices. */
	public String ids() {
		return String.join(", ", list().stream().map(Suite::getId).toList());
	}

	/** Saves a user suite into the library; its id defaults to its name. */
	public void save(Suite suite) throws IOException {
		if (suite.getId() == null || suite.getId().isBlank()) {
			suite.setId(suite.getName());
		}
		String id = suite.getId();
		if (id == null || !SuiteBuilder.ID.matcher(id).matches()) {
			throw new IllegalArgumentException("suite id '" + id + "' may only hold letters, digits, '.', '_' and '-'");
		}
		SavedSuites into = library;
		if (into == null) {
			throw new IOException("no library to save suite '" + id + "' into");
		}
		into.saveSuite(suite);
	}
}
