package org.drivebench.ui.report;

import java.util.List;

import org.eclipse.e4.core.di.annotations.Execute;

/** File > New Comparison…: a comparison of every drive in the library, to narrow down in the editor. */
public class NewComparisonHandler {
	@Execute
	public void execute(ReportEditors reports) {
		reports.openNew(List.of());
	}
}
