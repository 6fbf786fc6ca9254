package org.drivebench.library.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.drivebench.library.LibraryService;
import org.drivebench.library.ResultLibrary;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.util.tracker.ServiceTracker;

/** The library's Declarative Services component, in a running OSGi framework with Felix SCR. */
class DeclarativeServicesWiringTest {
	private final BundleContext context = FrameworkUtil.getBundle(getClass()).getBundleContext();

	private <T> T service(Class<T> type) throws InterruptedException {
		ServiceTracker<T, T> tracker = new ServiceTracker<>(context, type, null);
		tracker.open();
		try {
			T service = tracker.waitForService(10_000);
			assertNotNull(service, type.getSimpleName() + " is not registered: is its DS component active?");
			return service;
		} finally {
			tracker.close();
		}
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
