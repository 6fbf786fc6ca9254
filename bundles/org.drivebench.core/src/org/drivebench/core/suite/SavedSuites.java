package org.drivebench.core.suite;

import java.io.IOException;
import java.util.List;

import org.drivebench.model.Suite;

/** Where the user's own suites are kept (the result library, which they travel with). */
public interface SavedSuites {
	/** The saved suites, by id. */
	List<Suite> suites();

	/** Saves a suite under its id, replacing a saved suite of that id. */
	void saveSuite(Suite suite) throws IOException;
}
