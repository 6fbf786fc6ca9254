package org.drivebench.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.Date;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

import org.drivebench.report.ReportScope.Cell;
import org.drivebench.model.Parameter;
import org.drivebench.model.TestResult;

/**
 * Rows of one test by how it was measured. Results of one test measured with different parameters stay
 * apart: a queue depth of 4 and one of 32, or two different traces, are two methods, and one review row
 * would average them or mark one drive best against another that ran something else. Each setting
 * becomes a test of its own, named by the parameters that differ, and a note says so. Results measured
 * the same way stay together, though a suite named its entry otherwise than a run of the test alone
 * ({@link #together}). Values compare as the test declared them, not as written ("1M" = "1024k",
 * {@link ParameterValuesText}); parameters that only say where the test worked ({@link
 * Parameter#isPlace()}: a folder, a file name) set nothing apart.
 */
final class ParameterSplit {
	private static final String NOT_RECORDED = "not recorded";

	private ParameterSplit() {
	}

	/**
	 * How each result of a report was measured ({@link #of}), worked out once per result for both {@link
	 * #together} and {@link #apart}, and each value as written, in its unit, normalised once: a report of a
	 * hundred drives holds thousands of results that ran with the same few values, and normalising them
	 * was most of its time.
	 */
	static final class Methods {
		private final Map<TestResult, Way> byResult = new IdentityHashMap<>();
		/** Values normalised, by unit as written, then by value as written. */
		private final Map<String, Map<String, String>> normalised = new HashMap<>();
		private final Map<Map<String, String>, Way> ways = new HashMap<>();
		/** A result's values, looked up among the ways known; copied only for a way not yet known. */
		private final Map<String, String> scratch = new LinkedHashMap<>();

		/** How {@code result} was measured: its parameters that are not places, key to value as the test declared it. */
		Way of(TestResult result) {
			Way known = byResult.get(result);
			if (known != null) {
				return known;
			}
			Map<String, String> values = scratch;
			values.clear();
			for (Parameter p : result.getParameters()) {
				if (p.getKey() != null && !p.isPlace()) {
					String value = Objects.toString(p.getValue(), "");
					String unit = Objects.toString(p.getUnit(), "");
					Map<String, String> ofUnit = normalised.get(unit);
					if (ofUnit == null) {
						ofUnit = new HashMap<>();
						normalised.put(unit, ofUnit);
					}
					String text = ofUnit.get(value);
					if (text == null) {
						text = ParameterValuesText.normalised(value, StoredUnits.of(p));
						ofUnit.put(value, text);
					}
					values.put(p.getKey(), text);
				}
			}
			Way way = ways.get(values);
			if (way == null) {
				Map<String, String> kept = new LinkedHashMap<>(values);
				way = new Way(kept);
				ways.put(kept, way);
			}
			byResult.put(result, way);
			return way;
		}
	}

	/**
	 * One way of measuring a test, its parameters key to value ({@link Methods#of}); {@link Methods} makes one
	 * of each, which results measured alike share, so two ways are equal when they are the same object and
	 * sets of them never compare parameters again.
	 */
	static final class Way {
		final Map<String, String> values;

		private Way(Map<String, String> values) {
			this.values = values;
		}

		String get(String key) {
			return values.getOrDefault(key, NOT_RECORDED);
		}
	}

	/** The parameter {@code key} of {@code result} as written, its unit once ("1MiB", "32"), for a row's name. */
	private static String shown(TestResult result, String key) {
		for (Parameter p : result.getParameters()) {
			if (key.equals(p.getKey())) {
				return StoredUnits.shown(p);
			}
		}
		return NOT_RECORDED;
	}

	private static long startOf(TestResult result) {
		Date started = result.getStartedAt();
		if (started == null && result.getRun() != null) {
			started = result.getRun().getStartedAt();
		}
		return started == null ? 0 : started.getTime();
	}

	/**
	 * Puts results of one test under one row when they were measured the same way though their cases are
	 * named otherwise (a suite's entry, "File copy: archive, music, system", and the test run alone, "File
	 * copy"): two cases join when every result of each has the same parameters and no run holds both (a
	 * suite that runs one test twice the same way, before and after something, keeps both). The row takes
	 * the name of the case with the most results; a note says which cases were joined.
	 *
	 * @return {@code tests} with each joined case replaced by the row it joined
	 */
	static List<TestKey> together(List<TestKey> tests, Map<Cell, List<TestResult>> found, Map<TestKey, String> names,
			List<String> notes, Methods methods) {
		// a case joins only another case of its test: when no test has two, nothing joins
		Set<TestKey> allCases = new HashSet<>();
		Set<String> allTestIds = new HashSet<>();
		boolean anySeveral = false;
		for (Cell cell : found.keySet()) {
			if (allCases.add(cell.test()) && !allTestIds.add(cell.test().testId())) {
				anySeveral = true;
			}
		}
		if (!anySeveral) {
			return List.copyOf(new LinkedHashSet<>(tests));
		}
		Map<TestKey, List<Map.Entry<Cell, TestResult>>> byCase = new LinkedHashMap<>();
		// each cell's first start worked out once, beside the cell, not again in every comparison of the sort
		List<Started> cells = new ArrayList<>(found.size());
		for (Map.Entry<Cell, List<TestResult>> e : found.entrySet()) {
			long first = Long.MAX_VALUE;
			for (TestResult r : e.getValue()) {
				first = Math.min(first, startOf(r));
			}
			cells.add(new Started(e.getValue().isEmpty() ? 0 : first, e));
		}
		cells.sort((a, b) -> Long.compare(a.first, b.first)); // stable, as the stream's sort was
		for (Started started : cells) {
			Map.Entry<Cell, List<TestResult>> e = started.cell;
			for (TestResult r : e.getValue()) {
				byCase.computeIfAbsent(e.getKey().test(), t -> new ArrayList<>()).add(Map.entry(e.getKey(), r));
			}
		}
		Map<TestKey, TestKey> joined = new HashMap<>();
		Map<TestKey, Way> uniform = new HashMap<>(); // each case measured one way, by that way
		List<List<TestKey>> groups = new ArrayList<>();
		// a case joins only another case of its test: one alone need not be told how it was measured
		Set<String> testIds = new HashSet<>();
		Set<String> severalCases = new HashSet<>();
		for (TestKey c : byCase.keySet()) {
			if (!testIds.add(c.testId())) {
				severalCases.add(c.testId());
			}
		}
		for (Map.Entry<TestKey, List<Map.Entry<Cell, TestResult>>> c : byCase.entrySet()) {
			if (!severalCases.contains(c.getKey().testId())) {
				continue;
			}
			Set<Way> ways = new HashSet<>();
			for (Map.Entry<Cell, TestResult> m : c.getValue()) {
				ways.add(methods.of(m.getValue()));
			}
			Way method = ways.iterator().next();
			if (ways.size() != 1 || method.values.isEmpty()) {
				continue; // measured more than one way (apart sets it apart), or no parameters to tell
			}
			uniform.put(c.getKey(), method);
			List<TestKey> joins = groups.stream().filter(g -> g.get(0).testId().equals(c.getKey().testId())
					&& method == uniform.get(g.get(0))
					&& g.stream().noneMatch(k -> shareARun(byCase.getOrDefault(k, List.of()), c.getValue()))).findFirst()
					.orElse(new ArrayList<>());
			if (joins.isEmpty()) {
				groups.add(joins);
			}
			joins.add(c.getKey());
		}
		for (List<TestKey> group : groups) {
			if (group.size() < 2) {
				continue;
			}
			TestKey row = group.stream().max(Comparator.comparingInt((TestKey k) -> byCase.getOrDefault(k, List.of()).size())
					.thenComparing(k -> -group.indexOf(k))).orElseThrow();
			for (TestKey k : group) {
				if (k.equals(row)) {
					continue;
				}
				joined.put(k, row);
				for (Map.Entry<Cell, TestResult> m : byCase.getOrDefault(k, List.of())) {
					found.remove(m.getKey());
					List<TestResult> into = found.computeIfAbsent(new Cell(m.getKey().driveKey(), row), x -> new ArrayList<>());
					into.add(m.getValue());
					into.sort(Comparator.comparingLong(ParameterSplit::startOf)); // oldest first, as every cell
				}
			}
			notes.add(String.join(", ", group.stream().map(k -> "'" + names.getOrDefault(k, k.text()) + "'").toList())
					+ " ran with the same parameters: one row, '" + names.getOrDefault(row, row.text()) + "'.");
		}
		Set<TestKey> rows = new LinkedHashSet<>();
		for (TestKey t : tests) {
			rows.add(joined.getOrDefault(t, t));
		}
		return List.copyOf(rows);
	}

	/**
	 * Whether every result of {@code cells} has the parameters of the first, in its order, each with the same
	 * key, value and unit as written: then they were measured one way, told without normalising a value (the
	 * common case, and a report's thousands of results). False says nothing: they may be written otherwise
	 * and still be alike.
	 */
	private static boolean writtenAlike(List<Map.Entry<Cell, List<TestResult>>> cells) {
		List<Parameter> first = null;
		for (int c = 0; c < cells.size(); c++) {
			List<TestResult> results = cells.get(c).getValue();
			for (int r = 0; r < results.size(); r++) {
				List<Parameter> parameters = results.get(r).getParameters();
				if (first == null) {
					first = parameters;
				} else if (!writtenAlike(first, parameters)) {
					return false;
				}
			}
		}
		return true;
	}

	private static boolean writtenAlike(List<Parameter> a, List<Parameter> b) {
		if (a.size() != b.size()) {
			return false;
		}
		for (int i = 0; i < a.size(); i++) {
			Parameter p = a.get(i);
			Parameter q = b.get(i);
			if (p.isPlace() != q.isPlace() || !Objects.equals(p.getKey(), q.getKey()) || !Objects.equals(p.getValue(), q.getValue())
					|| !Objects.equals(p.getUnit(), q.getUnit())) {
				return false;
			}
		}
		return true;
	}

	/** A cell of the results found, with the start of its first result. */
	private static final class Started {
		final long first;
		final Map.Entry<Cell, List<TestResult>> cell;

		Started(long first, Map.Entry<Cell, List<TestResult>> cell) {
			this.first = first;
			this.cell = cell;
		}
	}

	private static boolean shareARun(List<Map.Entry<Cell, TestResult>> a, List<Map.Entry<Cell, TestResult>> b) {
		Set<Object> runs = new HashSet<>();
		a.forEach(m -> runs.add(Objects.requireNonNullElse((Object) m.getValue().getRun(), m.getValue())));
		return b.stream().anyMatch(m -> runs.contains(Objects.requireNonNullElse((Object) m.getValue().getRun(), m.getValue())));
	}

	static List<TestKey> apart(List<TestKey> tests, Map<Cell, List<TestResult>> found, Map<TestKey, String> names,
			List<String> notes, Methods known) {
		List<TestKey> result = new ArrayList<>();
		// each test's cells in the order found lists them, filed once rather than found scanned for every test,
		// and filed again only after found changed (its order may have changed with it)
		Map<TestKey, List<Map.Entry<Cell, List<TestResult>>>> cellsByTest = null;
		for (TestKey test : tests) {
			if (cellsByTest == null) {
				cellsByTest = cellsByTest(found);
			}
			List<Map.Entry<Cell, List<TestResult>>> cells = cellsByTest.getOrDefault(test, List.of());
			if (writtenAlike(cells)) {
				result.add(test); // every result with the same parameters, written the same: measured one way
				continue;
			}
			Set<Way> ways = new HashSet<>();
			Set<String> keys = new LinkedHashSet<>();
			for (Map.Entry<Cell, List<TestResult>> e : cells) {
				for (TestResult r : e.getValue()) {
					Way method = known.of(r);
					if (ways.add(method)) {
						keys.addAll(method.values.keySet());
					}
				}
			}
			// a parameter differs when two ways give it different values (one way alone: none differs)
			List<String> differing = new ArrayList<>();
			for (String k : ways.size() < 2 ? Set.<String>of() : keys) {
				Set<String> values = new HashSet<>();
				for (Way method : ways) {
					values.add(method.get(k));
					if (values.size() > 1) {
						differing.add(k);
						break;
					}
				}
			}
			if (differing.isEmpty()) {
				result.add(test);
				continue;
			}
			List<Map.Entry<Cell, TestResult>> measured = new ArrayList<>();
			for (Map.Entry<Cell, List<TestResult>> e : cells) {
				for (TestResult r : e.getValue()) {
					measured.add(Map.entry(e.getKey(), r));
				}
			}
			// the parameters' names, needed only now that the test is split
			Map<String, String> labels = new LinkedHashMap<>();
			for (Map.Entry<Cell, TestResult> m : measured) {
				for (Parameter p : m.getValue().getParameters()) {
					if (p.getKey() != null) {
						labels.putIfAbsent(p.getKey(), p.getLabel() == null || p.getLabel().isBlank() ? p.getKey() : p.getLabel());
					}
				}
			}
			String name = names.getOrDefault(test, test.text());
			// settings in the order they were first measured, so the rows read in the runs' order
			measured.sort(Comparator.comparingLong((Map.Entry<Cell, TestResult> m) -> startOf(m.getValue()))
					.thenComparing(m -> m.getKey().driveKey()));
			Set<TestKey> apart = new LinkedHashSet<>();
			for (Map.Entry<Cell, TestResult> m : measured) {
				Way method = known.of(m.getValue());
				List<String> keyText = new ArrayList<>();
				List<String> shown = new ArrayList<>();
				for (String k : differing) {
					keyText.add(k + "=" + method.get(k));
					shown.add(labels.getOrDefault(k, k) + " " + shown(m.getValue(), k));
				}
				TestKey setting = test.withSettings(String.join(", ", keyText));
				if (apart.add(setting)) {
					names.put(setting, name + " (" + String.join(", ", shown) + ")");
				}
				found.remove(m.getKey());
				found.computeIfAbsent(new Cell(m.getKey().driveKey(), setting), c -> new ArrayList<>()).add(m.getValue());
			}
			cellsByTest = null;
			result.addAll(apart);
			notes.add(name + " was run with different parameters (" + String.join(", ",
					differing.stream().map(k -> labels.getOrDefault(k, k)).toList()) + "): each setting is shown apart, "
					+ "never averaged with or ranked against another.");
		}
		return result;
	}

	/** The entries of {@code found} by test, each test's in the order {@code found} lists them. */
	private static Map<TestKey, List<Map.Entry<Cell, List<TestResult>>>> cellsByTest(Map<Cell, List<TestResult>> found) {
		Map<TestKey, List<Map.Entry<Cell, List<TestResult>>>> byTest = new HashMap<>();
		for (Map.Entry<Cell, List<TestResult>> e : found.entrySet()) {
			byTest.computeIfAbsent(e.getKey().test(), t -> new ArrayList<>()).add(e);
		}
		return byTest;
	}
}
