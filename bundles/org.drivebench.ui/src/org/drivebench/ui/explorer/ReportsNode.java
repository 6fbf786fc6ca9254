package org.drivebench.ui.explorer;

import java.util.List;

import org.drivebench.model.ComparisonReport;

/**
 * The explorer's last row, when the library holds comparison reports: the saved reports, by title.
 *
 * @param reports the saved reports
 */
public record ReportsNode(List<ComparisonReport> reports) {
	public ReportsNode {
		reports = List.copyOf(reports);
	}
}
