package org.drivebench.ui.handlers;

import jakarta.inject.Named;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.jdt.annotation.Nullable;

/** File > Save (Ctrl+S): saves the active part's changes through its {@code @Persist} method. */
public class SaveHandler {
	@CanExecute
	public boolean canExecute(@Optional @Named(IServiceConstants.ACTIVE_PART) @Nullable MPart part) {
		return part != null && part.isDirty();
	}

	@Execute
	public void execute(@Named(IServiceConstants.ACTIVE_PART) MPart part, EPartService parts) {
		parts.savePart(part, false);
	}
}
