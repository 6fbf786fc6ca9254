package org.drivebench.core.suite;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.drivebench.model.Suite;
import org.eclipse.jdt.annotation.Nullable;

/**
 * The suites a user can run: the shipped presets, and the suites saved in the library (which travel
 * with it). A saved suite with a preset's id replaces the preset; presets themselves are never
 * written.
 */
public final class SuiteCatalog {
	private final @Nullable SavedSuites library;

	/** @param library the library whose saved suites count too; null when there is none yet (presets only) */
	public SuiteCatalog(@Nullable SavedSuites library) {
		this.library = library;
	}

	/** Presets first (or the library's versions of them), then the library's own suites by id. */
	public List<Suite> list() {
		Map<String, Suite> byId = new LinkedHashMap<>();
		for (Suite preset : SuitePresets.all()) {
			byId.put(preset.getId(), preset);
		}
		for (Suite saved : library == null ? List.<Suite>of() : library.suites()) {
			byId.put(saved.getId(), saved);
		}
		return List.copyOf(byId.values());
	}

	/** The suite with this id (the name users type: {@code --suite quick}). */
	public Optional<Suite> find(String id) {
		return list().stream().filter(s -> s.getId().equals(id)).findFirst();
	}

	/** Saves a user suite into the library; its id defaults to its name. */
	public void save(Suite suite) throws IOException {
		if (suite.getId() == null || suite.getId().isBlank()) {
			suite.setId(suite.getName());
		}
		String id = suite.getId();
		if (id == null || !id.matches("[A-Za-z0-9][A-Za-z0-9._-]*")) {
			throw new IllegalArgumentException("suite id '" + id + "' may only hold letters, digits, '.', '_' and '-'");
		}
		SavedSuites into = library;
		if (into == null) {
			throw new IOException("no library to save suite '" + id + "' into");
		}
		into.saveSuite(suite);
	}
}
