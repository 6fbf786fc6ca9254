package org.drivebench.report;

import static org.drivebench.core.api.StandardParameters.BLOCK_SIZE;
import static org.drivebench.core.api.StandardParameters.DIRECTION;
import static org.drivebench.core.api.StandardParameters.QUEUE_DEPTH;
import static org.drivebench.core.api.StandardParameters.READ;
import static org.drivebench.core.api.StandardParameters.THREADS;
import static org.drivebench.core.api.StandardParameters.WRITE;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.drivebench.model.Parameter;
import org.drivebench.model.TestResult;
import org.eclipse.jdt.annotation.Nullable;

/**
 * The rows of a CrystalDiskMark-style summary: each a workload (a test at one block size, queue depth
 * and thread count) measured reading and writing, as a quick suite's "SEQ1M Q8T1 read" and "... write"
 * entries are. Found from what the results declare, their test and standard workload parameters,
 * never from test ids or words of their names, so any family's single-workload tests and the results
 * imported from other tools line up. A row is named by what its read and write results' names share
 * (the suite's own name for the workload, "SEQ1M Q8T1"), else by its parameters ("1MiB Q8T1").
 *
 * @param rows the workloads, in the order the results came
 */
public record SummaryLayout(List<Row> rows) {
	/** A summary needs this many workloads, else a table row says as much. */
	public static final int MIN_ROWS = 2;
	/** No summary. */
	public static final SummaryLayout NONE = new SummaryLayout(List.of());

	/**
	 * One workload of the summary.
	 *
	 * @param label its name for readers
	 * @param read  the tests (and cases) that measured it reading, in the order met
	 * @param write the same writing
	 */
	public record Row(String label, List<TestKey> read, List<TestKey> write) {
		public Row {
			read = List.copyOf(read);
			write = List.copyOf(write);
		}

		/** The tests of one direction: {@code reading} or writing. */
		public List<TestKey> keys(boolean reading) {
			return reading ? read : write;
		}
	}

	public SummaryLayout {
		rows = List.copyOf(rows);
	}

	/** Whether there is a summary to show: at least {@value #MIN_ROWS} workloads. */
	public boolean isShown() {
		return rows.size() >= MIN_ROWS;
	}

	/** The summary of {@code results} (one run's, or every covered run's in a comparison). */
	public static SummaryLayout of(Iterable<TestResult> results) {
		Map<String, Building> rows = new LinkedHashMap<>();
		for (TestResult result : results) {
			String direction = parameter(result, DIRECTION);
			String blockSize = parameter(result, BLOCK_SIZE);
			String depth = parameter(result, QUEUE_DEPTH);
			String threads = parameter(result, THREADS);
			if (result.getTestId() == null || result.getTestId().isBlank() || blockSize == null || depth == null || threads == null
					|| !(READ.equals(direction) || WRITE.equals(direction))) {
				continue;
			}
			Building row = rows.computeIfAbsent(result.getTestId() + '|' + blockSize + '|' + depth + '|' + threads,
					k -> new Building(blockSize + " Q" + depth + "T" + threads));
			TestKey key = TestKey.of(result);
			List<TestKey> side = READ.equals(direction) ? row.read : row.write;
			if (!side.contains(key)) {
				side.add(key);
				(READ.equals(direction) ? row.readNames : row.writeNames).add(name(result));
			}
		}
		return new SummaryLayout(rows.values().stream().map(Building::row).toList());
	}

	private static final class Building {
		final String byParameters;
		final List<TestKey> read = new ArrayList<>();
		final List<TestKey> write = new ArrayList<>();
		final List<String> readNames = new ArrayList<>();
		final List<String> writeNames = new ArrayList<>();

		Building(String byParameters) {
			this.byParameters = byParameters;
		}

		Row row() {
			String shared = readNames.isEmpty() || writeNames.isEmpty() ? "" : sharedStart(readNames.get(0), writeNames.get(0));
			return new Row(shared.isEmpty() ? byParameters : shared, read, write);
		}
	}

	/**
	 * The words two names start with ("SEQ1M Q8T1" of "SEQ1M Q8T1 read" and "SEQ1M Q8T1 write"), without
	 * trailing separators; "" when they share no whole word.
	 */
	public static String sharedStart(String a, String b) {
		int n = 0;
		int max = Math.min(a.length(), b.length());
		while (n < max && a.charAt(n) == b.charAt(n)) {
			n++;
		}
		boolean boundary = (n == a.length() || separator(a.charAt(n))) && (n == b.length() || separator(b.charAt(n)));
		if (!boundary) { // back to the last word boundary
			while (n > 0 && !separator(a.charAt(n - 1))) {
				n--;
			}
		}
		while (n > 0 && separator(a.charAt(n - 1))) {
			n--;
		}
		return a.substring(0, n);
	}

	private static boolean separator(char c) {
		return Character.isWhitespace(c) || c == ',' || c == ';' || c == ':' || c == '-' || c == '(' || c == '/';
	}

	private static String name(TestResult result) {
		String caseName = result.getCaseName();
		if (caseName != null && !caseName.isBlank()) {
			return caseName;
		}
		return result.getTestName() == null ? "" : result.getTestName();
	}

	private static @Nullable String parameter(TestResult result, String key) {
		for (Parameter p : result.getParameters()) {
			if (key.equals(p.getKey())) {
				return p.getValue();
			}
		}
		return null;
	}
}
