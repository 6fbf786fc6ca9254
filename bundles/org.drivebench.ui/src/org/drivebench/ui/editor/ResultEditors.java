package org.drivebench.ui.editor;

import java.text.DateFormat;

import jakarta.inject.Inject;

import org.drivebench.library.drives.Drives;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.drivebench.ui.parts.PartOpener;
import org.eclipse.e4.core.di.annotations.Creatable;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.osgi.util.NLS;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Opens result editors: one part per result or run, created from the part descriptor into the editor
 * stack, or brought to front when it is already open.
 */
@Creatable
public class ResultEditors {
	/** The part descriptor of result editors in Application.e4xmi. */
	public static final String DESCRIPTOR_ID = "org.drivebench.ui.partdescriptor.result";
	/** The persisted-state key holding the {@link EditorInput}. */
	public static final String INPUT_KEY = "org.drivebench.ui.editor.input";

	@Inject
	private PartOpener opener;

	/** Opens (or shows) the summary of {@code run}, in a tab named after its drive and when it started. */
	public MPart open(Run run) {
		// the time too: two runs of one drive on one day are two tabs a reader tells apart
		String date = run.getStartedAt() == null ? ""
				: DateFormat.getDateTimeInstance(DateFormat.MEDIUM, DateFormat.SHORT).format(run.getStartedAt());
		String drive = run.getDrive() == null ? "" : Drives.label(run.getDrive());
		return open(EditorInput.of(run), NLS.bind(Messages.editor_run_label, drive, date), NLS.bind(Messages.editor_run_tooltip, drive, date));
	}

	/** Opens (or shows) the editor of {@code result}. */
	public MPart open(TestResult result) {
		String name = result.getTestName() != null ? result.getTestName() : result.getTestId();
		String drive = result.getRun() == null || result.getRun().getDrive() == null ? "" : Drives.label(result.getRun().getDrive());
		return open(EditorInput.of(result), name, NLS.bind(Messages.editor_result_tooltip, name, drive));
	}

	/** The open editor of {@code input}, or null. */
	public @Nullable MPart find(EditorInput input) {
		return opener.find(DESCRIPTOR_ID, INPUT_KEY, input.key());
	}

	private MPart open(EditorInput input, String label, String tooltip) {
		return opener.open(DESCRIPTOR_ID, INPUT_KEY, input.key(), label, tooltip);
	}
}
