package org.drivebench.core.testing;

import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.util.tracker.ServiceTracker;

/** For tests that run in an OSGi framework: the services that Declarative Services components register. */
public final class OsgiServices {
	private static final long WAIT_MILLIS = 10_000;

	private OsgiServices() {
	}

	/**
	 * The service of {@code type}, waited for up to 10 s, as the bundle of {@code test} sees it.
	 *
	 * @throws AssertionError when none is registered by then (its DS component is not active)
	 */
	public static <T> T await(Class<?> test, Class<T> type) throws InterruptedException {
		BundleContext context = FrameworkUtil.getBundle(test).getBundleContext();
		ServiceTracker<T, T> tracker = new ServiceTracker<>(context, type, null);
		tracker.open();
		try {
			T service = tracker.waitForService(WAIT_MILLIS);
			if (service == null) {
				throw new AssertionError(type.getSimpleName() + " is not registered: is its DS component active?");
			}
			return service;
		} finally {
			tracker.close();
		}
	}
}
