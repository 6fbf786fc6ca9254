package org.drivebench.library.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.drivebench.library.LibraryService;
import org.drivebench.library.ResultLibrary;
import org.drivebench.core.testing.OsgiServices;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The library's Declarative Services component, in a running OSGi framework with Felix SCR. */
class DeclarativeServicesWiringTest {
	private <T> T service(Class<T> type) throws InterruptedException {
		return OsgiServices.await(getClass(), type);
	}

	@Test
	void theLibraryServiceOpensTheFolderItIsGiven(@TempDir Path folder) throws Exception {
		LibraryService libraries = service(LibraryService.class);
		ResultLibrary library = libraries.open(folder);
		assertEquals(folder.toAbsolutePath().normalize(), library.folder());
		assertSame(library, libraries.library());
		assertTrue(library.runs().isEmpty());
	}
}
