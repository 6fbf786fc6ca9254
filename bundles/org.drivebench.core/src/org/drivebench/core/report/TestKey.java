package org.drivebench.core.report;

import org.drivebench.model.TestResult;

/**
 * Which test a table row or chart belongs to: the test id and, when a run holds the test more than
 * once with different parameters, the case name (a suite entry's label, a fio job's name). Written
 * as {@code testId} or {@code testId#caseName} in a saved report.
 */
public record TestKey(String testId, String caseName) implements Comparable<TestKey> {
	public TestKey {
		if (testId == null || testId.isBlank()) {
			throw new IllegalArgumentException("a test key needs a test id");
		}
		caseName = caseName == null ? "" : caseName;
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
		return caseName.isEmpty() ? testId : testId + "#" + caseName;
	}

	@Override
	public int compareTo(TestKey o) {
		int c = testId.compareTo(o.testId);
		return c != 0 ? c : caseName.compareTo(o.caseName);
	}

	@Override
	public String toString() {
		return text();
	}
}
