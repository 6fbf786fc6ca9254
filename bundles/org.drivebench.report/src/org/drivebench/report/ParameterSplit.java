package org.drivebench.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.Date;
import java.util.HashMap;
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
 * Keeps results of one test that were measured with different parameters apart: a queue depth of 4
 * and one of 32, or two different traces, are two methods, and one review row would average them or
 * mark one drive best against another that ran something else. Each setting becomes a test of its
 * own, named by the parameters that differ, and a note says so. Parameters that only say where the
 * test worked ({@link Parameter#isPlace()}: a folder, a file name) do not set results apart.
 */
final class ParameterSplit {
	private static final String NOT_RECORDED = "not recorded";

	private ParameterSplit() {
	}

	/** How a result was measured: its parameters that are not places, key to "value unit", in its order. */
	private static Map<String, String> method(TestResult result, Map<String, String> labels) {
		Map<String, String> values = new LinkedHashMap<>();
		for (Parameter p : result.getParameters()) {
			String key = p.getKey();
			if (key == null || p.isPlace()) {
				continue;
			}
			String unit = Objects.toString(p.getUnit(), "");
			values.put(key, Objects.toString(p.getValue(), "") + (unit.isBlank() ? "" : " " + unit));
			String label = p.getLabel();
			labels.putIfAbsent(key, label == null || label.isBlank() ? key : label);
		}
		return values;
	}

	private static long startOf(TestResult result) {
		Date started = result.getStartedAt();
		if (started == null && result.getRun() != null) {
			started = result.getRun().getStartedAt();
		}
		return started == null ? 0 : started.getTime();
	}

	static List<TestKey> apart(List<TestKey> tests, Map<Cell, List<TestResult>> found, Map<TestKey, String> names,
			List<String> notes) {
		List<TestKey> result = new ArrayList<>();
		for (TestKey test : tests) {
			List<Map.Entry<Cell, TestResult>> measured = new ArrayList<>();
			for (Map.Entry<Cell, List<TestResult>> e : found.entrySet()) {
				if (e.getKey().test().equals(test)) {
					e.getValue().forEach(r -> measured.add(Map.entry(e.getKey(), r)));
				}
			}
			Map<String, String> labels = new LinkedHashMap<>();
			Map<TestResult, Map<String, String>> methods = new HashMap<>();
			Set<String> keys = new LinkedHashSet<>();
			for (Map.Entry<Cell, TestResult> m : measured) {
				Map<String, String> method = method(m.getValue(), labels);
				methods.put(m.getValue(), method);
				keys.addAll(method.keySet());
			}
			List<String> differing = keys.stream()
					.filter(k -> methods.values().stream().map(v -> v.getOrDefault(k, NOT_RECORDED)).distinct().count() > 1)
					.toList();
			if (differing.isEmpty()) {
				result.add(test);
				continue;
			}
			String name = names.getOrDefault(test, test.text());
			// settings in the order they were first measured, so the rows read in the runs' order
			measured.sort(Comparator.comparingLong((Map.Entry<Cell, TestResult> m) -> startOf(m.getValue()))
					.thenComparing(m -> m.getKey().driveKey()));
			Set<TestKey> apart = new LinkedHashSet<>();
			for (Map.Entry<Cell, TestResult> m : measured) {
				Map<String, String> method = methods.getOrDefault(m.getValue(), Map.of());
				List<String> keyText = new ArrayList<>();
				List<String> shown = new ArrayList<>();
				for (String k : differing) {
					String value = method.getOrDefault(k, NOT_RECORDED);
					keyText.add(k + "=" + value);
					shown.add(labels.getOrDefault(k, k) + " " + value);
				}
				TestKey setting = test.withSettings(String.join(", ", keyText));
				apart.add(setting);
				names.put(setting, name + " (" + String.join(", ", shown) + ")");
				found.remove(m.getKey());
				found.computeIfAbsent(new Cell(m.getKey().driveKey(), setting), c -> new ArrayList<>()).add(m.getValue());
			}
			result.addAll(apart);
			notes.add(name + " was run with different parameters (" + String.join(", ",
					differing.stream().map(k -> labels.getOrDefault(k, k)).toList()) + "): each setting is shown apart, "
					+ "never averaged with or ranked against another.");
		}
		return result;
	}
}
