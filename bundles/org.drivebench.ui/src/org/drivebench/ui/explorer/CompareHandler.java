package org.drivebench.ui.explorer;

import jakarta.inject.Named;

import org.drivebench.ui.report.ReportEditors;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.jdt.annotation.Nullable;

/** Compare…: a new comparison of the drives of the selected rows (of every drive when none is selected). */
public class CompareHandler {
	@Execute
	public void execute(@Optional @Named(IServiceConstants.ACTIVE_SELECTION) @Nullable Object selection, ReportEditors reports) {
		reports.openNew(ExplorerSelection.of(selection).driveKeys());
	}
}
