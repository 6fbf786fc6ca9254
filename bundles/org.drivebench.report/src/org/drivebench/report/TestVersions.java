package org.drivebench.report;

import java.util.Comparator;

/** Test versions as tests declare them ("1.0", "1.2.1"): compared part by part as numbers. */
final class TestVersions {
	/** Numeric parts as numbers, others as text; a missing part counts as less. */
	static final Comparator<String> COMPARATOR = TestVersions::compare;

	private TestVersions() {
	}

	private static int compare(String a, String b) {
		if (a.equals(b)) {
			return 0; // most comparisons: one version of a test in every result
		}
		String[] x = a.split("\\.");
		String[] y = b.split("\\.");
		for (int i = 0; i < Math.max(x.length, y.length); i++) {
			if (i >= x.length || i >= y.length) {
				return Integer.compare(x.length, y.length);
			}
			int c;
			try {
				c = Long.compare(Long.parseLong(x[i]), Long.parseLong(y[i]));
			} catch (NumberFormatException e) {
				c = x[i].compareTo(y[i]);
			}
			if (c != 0) {
				return c;
			}
		}
		return 0;
	}
}
