package org.drivebench.core.api;

import java.util.regex.Pattern;

import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.Parameter;
import org.drivebench.model.Suite;
import org.drivebench.model.SuiteEntry;

/**
 * Builds a suite entry by entry, each a test id, a label and the parameters it sets (the rest keep the
 * test's defaults):
 *
 * <pre>
 * new SuiteBuilder("atto", "ATTO Disk Benchmark", "ATTO 3.05's defaults ...")
 *         .entry(LinearTests.ATTO, "ATTO").with(LinearTests.TOTAL_LENGTH, "256M").with(StandardParameters.QUEUE_DEPTH, "4")
 *         .build();
 * </pre>
 *
 * Values are parameter text as {@code --param} takes it ("4k", "1m", "read"); the planner checks them
 * against the installed test when the suite is run.
 */
public final class SuiteBuilder {
	/** A suite's id: what users type after {@code --suite}, and a file name in the library. */
	public static final Pattern ID = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]*");
	private final Suite suite = DriveBenchFactory.eINSTANCE.createSuite();

	/**
	 * @param id          the id users type ({@code --suite quick}): letters, digits, '.', '_' and '-'
	 * @param title       the name lists show, e.g. "Quick check"
	 * @param description what the suite runs, for the launcher and {@code list-suites --verbose}
	 * @throws IllegalArgumentException when the id is not one
	 */
	public SuiteBuilder(String id, String title, String description) {
		if (!ID.matcher(id).matches()) {
			throw new IllegalArgumentException("suite id '" + id + "' may only hold letters, digits, '.', '_' and '-'");
		}
		suite.setId(id);
		suite.setName(id);
		suite.setTitle(title);
		suite.setDescription(description);
	}

	/** Adds an entry running test {@code testId}, labelled {@code label} in progress and tables. */
	public Entry entry(String testId, String label) {
		SuiteEntry entry = DriveBenchFactory.eINSTANCE.createSuiteEntry();
		entry.setTestId(testId);
		entry.setLabel(label);
		suite.getEntries().add(entry);
		return new Entry(entry);
	}

	/** The suite as built so far. */
	public Suite build() {
		return suite;
	}

	/** An entry of the suite, taking its parameters. */
	public final class Entry {
		private final SuiteEntry entry;

		private Entry(SuiteEntry entry) {
			this.entry = entry;
		}

		/**
		 * Sets parameter {@code key} of this entry to {@code value} (parameter text).
		 *
		 * @throws IllegalArgumentException when the entry sets the key twice
		 */
		public Entry with(String key, String value) {
			if (entry.getParameters().stream().anyMatch(p -> p.getKey().equals(key))) {
				throw new IllegalArgumentException("suite '" + suite.getId() + "', entry " + entry.getLabel() + ": parameter "
						+ key + " is set twice");
			}
			Parameter parameter = DriveBenchFactory.eINSTANCE.createParameter();
			parameter.setKey(key);
			parameter.setValue(value.strip());
			entry.getParameters().add(parameter);
			return this;
		}

		/** {@link #with(String, String)} for a whole number. */
		public Entry with(String key, long value) {
			return with(key, Long.toString(value));
		}

		/** The next entry (see {@link SuiteBuilder#entry}). */
		public Entry entry(String testId, String label) {
			return SuiteBuilder.this.entry(testId, label);
		}

		/** The suite (see {@link SuiteBuilder#build}). */
		public Suite build() {
			return SuiteBuilder.this.build();
		}
	}
}
