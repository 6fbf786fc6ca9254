package org.drivebench.report.study;

import java.util.List;

import org.drivebench.report.chart.kinds.ChartPlan;
import org.drivebench.report.ComparisonData;

/**
 * A strip-size study worked out from the library, what its view shows and its exports write: the
 * comparison of its strip sizes (the review table with a column per strip and the best of each row
 * marked, the overlays with a line per strip) and its figures against the strip size.
 *
 * @param study      the study
 * @param comparison the comparison of its strip sizes
 * @param figures    every figure of the table against the strip size ({@link StudyChart#plan()}), one chart
 *                   per test, direction and unit
 */
public record StudyData(StripStudy study, ComparisonData comparison, List<ChartPlan> figures) {
	public StudyData {
		figures = List.copyOf(figures);
	}
}
