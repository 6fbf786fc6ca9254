package org.drivebench.report.export;

import java.util.List;

import org.drivebench.report.TestKey;
import org.eclipse.jdt.annotation.Nullable;

/**
 * One test's part of a review page: its name, its charts as images, then its rows of the table.
 *
 * @param test   the test, or null for charts of no one test (a study's figures against the strip size)
 * @param title  its name for readers
 * @param charts its charts, in order
 */
public record PageSection(@Nullable TestKey test, String title, List<ChartImage> charts) {
	public PageSection {
		charts = List.copyOf(charts);
	}
}
