package org.drivebench.ui.explorer;

import jakarta.inject.Named;

import org.drivebench.model.ComparisonReport;
import org.drivebench.model.GroupTest;
import org.drivebench.ui.group.GroupTestEditors;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.drivebench.ui.editor.ResultEditors;
import org.drivebench.report.study.StripStudy;
import org.drivebench.ui.report.ReportEditors;
import org.drivebench.ui.report.StudyEditors;
import org.eclipse.e4.core.contexts.ContextInjectionFactory;
import org.eclipse.e4.core.contexts.IEclipseContext;
import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.jdt.annotation.Nullable;

/** Open (double-click, Enter): the selected result, run, comparison report, study or group test in its editor. */
public class OpenHandler {
	/** The command's id in Application.e4xmi. */
	public static final String COMMAND_ID = "org.drivebench.ui.command.open";

	@CanExecute
	public boolean canExecute(@Optional @Named(IServiceConstants.ACTIVE_SELECTION) @Nullable Object selection) {
		return ExplorerSelection.of(selection).opens();
	}

	/**
	 * Opens the first selected element with the opener of its kind, made for this call alone: with the
	 * four openers as arguments, e4 made all four (and their part openers) at every double-click.
	 */
	@Execute
	public void execute(@Named(IServiceConstants.ACTIVE_SELECTION) Object selection, IEclipseContext context) {
		Object first = ExplorerSelection.of(selection).first();
		if (first instanceof TestResult result) {
			ContextInjectionFactory.make(ResultEditors.class, context).open(result);
		} else if (first instanceof Run run) {
			ContextInjectionFactory.make(ResultEditors.class, context).open(run);
		} else if (first instanceof ComparisonReport report) {
			ContextInjectionFactory.make(ReportEditors.class, context).open(report);
		} else if (first instanceof StripStudy study) {
			ContextInjectionFactory.make(StudyEditors.class, context).open(study.name());
		} else if (first instanceof GroupTest group) {
			ContextInjectionFactory.make(GroupTestEditors.class, context).open(group);
		}
	}
}
