package org.drivebench.core.api;

import java.util.regex.Pattern;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Who a test is, in one record: what suites, the command line and the library know it by, what the
 * workbench lists, and whether it writes.
 *
 * <pre>
 * public static final TestDescriptor DESCRIPTOR = new TestDescriptor("vendor.cache-test", "1",
 *         "Write cache size", "Vendor", "Writes until the rate drops; reports the cache size.", WriteAccess.WRITES);
 * </pre>
 *
 * @param id          stable identifier used by suites, the command line and the library: lower-case
 *                    letters, digits, '.', '-' and '_', e.g. {@code linear.surface}; prefix it with your
 *                    organisation for a test of your own
 * @param version     the version of the test's method, recorded in every result: bump it whenever a
 *                    change alters what the test measures, so reports never average figures of two
 *                    methods as one (e.g. {@code "2"})
 * @param name        short name for lists and table headers, e.g. "Full-surface linear read"
 * @param category    group for menus, e.g. "Linear", "Random", "Multistream"
 * @param description what the test measures and how, for the launcher's help and {@code list-tests}
 * @param writes      whether it writes to its target
 */
public record TestDescriptor(String id, String version, String name, String category, String description, WriteAccess writes) {
	private static final Pattern ID = Pattern.compile("[a-z0-9][a-z0-9._-]*");

	/** @throws IllegalArgumentException naming the field that is missing or malformed */
	public TestDescriptor {
		if (id == null || !ID.matcher(id).matches()) {
			throw new IllegalArgumentException("test id '" + id + "' must be lower-case letters, digits, '.', '-' and '_'");
		}
		require(id, "version", version);
		require(id, "name", name);
		require(id, "category", category);
		require(id, "description", description);
		if (writes == null) {
			throw new IllegalArgumentException("test '" + id + "' must say whether it writes (WriteAccess)");
		}
	}

	private static void require(String id, String field, @Nullable String value) {
		if (value == null || value.isBlank()) {
			throw new IllegalArgumentException("test '" + id + "' needs a " + field);
		}
	}
}
