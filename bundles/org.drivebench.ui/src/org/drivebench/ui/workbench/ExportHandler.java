package org.drivebench.ui.workbench;

import jakarta.inject.Named;

import org.drivebench.ui.report.ReportExporting;
import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.jdt.annotation.Nullable;

/** File > Export… (and the toolbar's Export): the export dialog of the active comparison or study. */
public class ExportHandler {
	@CanExecute
	public boolean canExecute(@Optional @Named(IServiceConstants.ACTIVE_PART) @Nullable MPart part) {
		return part != null && part.getObject() instanceof ReportExporting editor && editor.canExport();
	}

	@Execute
	public void execute(@Named(IServiceConstants.ACTIVE_PART) MPart part) {
		if (part.getObject() instanceof ReportExporting editor) {
			editor.openExport();
		}
	}
}
