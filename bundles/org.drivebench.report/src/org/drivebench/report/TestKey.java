package org.drivebench.report;

import org.drivebench.model.TestResult;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Which test a table row or chart belongs to: the test id and, when a run holds the test more than
 * once with different parameters, the case name (a suite entry's label, a fio job's name). Written
 * as {@code testId} or {@code testId#caseName} in a saved report. A report whose results of one test
 * come from different versions of it shows each version apart: their keys carry the version
 * ({@code testId@version}); otherwise the version is empty. Likewise results of one test run with
 * different parameters are shown apart: their keys carry the parameters that differ
 * ({@code testId[queueDepth=4]}); otherwise the settings are empty.
 */
public record TestKey(String testId, String caseName, String version, String settings) implements Comparable<TestKey> {
	public TestKey {
		if (testId == null || testId.isBlank()) {
			throw new IllegalArgumentException("a test key needs a test id");
		}
		caseName = caseName == null ? "" : caseName;
		version = version == null ? "" : version;
		settings = settings == null ? "" : settings;
	}

	/** A key for the test in one version, with any settings. */
	public TestKey(String testId, String caseName, String version) {
		this(testId, caseName, version, "");
	}

	/** A key for any version of the test. */
	public TestKey(String testId, String caseName) {
		this(testId, caseName, "", "");
	}

	/** This test in version {@code v} only. */
	public TestKey withVersion(String v) {
		return new TestKey(testId, caseName, v, settings);
	}

	/** This test run with the parameters {@code s} (as "key=value, ...") only. */
	public TestKey withSettings(String s) {
		return new TestKey(testId, caseName, version, s);
	}

	/** This test in any version. */
	public TestKey anyVersion() {
		return version.isEmpty() && settings.isEmpty() ? this : new TestKey(testId, caseName, "", "");
	}

	public static TestKey of(TestResult result) {
		return new TestKey(result.getTestId(), result.getCaseName());
	}

	/** Reads {@code testId} or {@code testId#caseName}. */
	public static TestKey parse(String text) {
		int hash = text.indexOf('#');
		return hash < 0 ? new TestKey(text.strip(), "") : new TestKey(text.substring(0, hash).strip(), text.substring(hash + 1));
	}

	public String text() {
		String text = caseName.isEmpty() ? testId : testId + "#" + caseName;
		text = version.isEmpty() ? text : text + "@" + version;
		return settings.isEmpty() ? text : text + "[" + settings + "]";
	}

	@Override
	public int compareTo(TestKey o) {
		int c = testId.compareTo(o.testId);
		c = c != 0 ? c : caseName.compareTo(o.caseName);
		c = c != 0 ? c : TestVersions.COMPARATOR.compare(version, o.version);
		return c != 0 ? c : settings.compareTo(o.settings);
	}

	/*
	 * equals and hashCode written out, with the values a record's own give (the order of every hash map
	 * keyed by tests stays as it was): a record's are bootstrapped through method handles, slow before they
	 * are compiled, and a fresh process's report compares test keys tens of thousands of times.
	 */
	@Override
	public boolean equals(@Nullable Object o) {
		return this == o || o instanceof TestKey k && testId.equals(k.testId) && caseName.equals(k.caseName)
				&& version.equals(k.version) && settings.equals(k.settings);
	}

	@Override
	public int hashCode() {
		return ((testId.hashCode() * 31 + caseName.hashCode()) * 31 + version.hashCode()) * 31 + settings.hashCode();
	}

	@Override
	public String toString() {
		return text();
	}
}
