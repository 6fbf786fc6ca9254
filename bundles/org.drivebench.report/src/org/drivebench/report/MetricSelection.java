package org.drivebench.report;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Which metrics a report shows, from its metric keys: {@code metricKey} (that metric of every test
 * that has it) or {@code testKey/metricKey} (of that test only), in the order given; no keys means
 * every metric, in the order the results list them.
 */
final class MetricSelection {
	private record Entry(@Nullable String test, String metric) {
	}

	private final List<Entry> entries = new ArrayList<>();

	MetricSelection(Collection<String> keys) {
		for (String key : keys) {
			int slash = key.lastIndexOf('/');
			entries.add(slash < 0 ? new Entry(null, key.strip()) : new Entry(key.substring(0, slash).strip(), key.substring(slash + 1).strip()));
		}
	}

	/** The metrics of {@code test} to show, from those its results hold, in table order. */
	List<String> order(TestKey test, Collection<String> available) {
		if (entries.isEmpty()) {
			return List.copyOf(available);
		}
		Set<String> chosen = new LinkedHashSet<>();
		for (Entry e : entries) {
			String only = e.test();
			if ((only == null || only.equals(test.text())) && available.contains(e.metric())) {
				chosen.add(e.metric());
			}
		}
		return List.copyOf(chosen);
	}
}
