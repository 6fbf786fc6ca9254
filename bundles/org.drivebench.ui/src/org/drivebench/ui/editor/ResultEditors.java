package org.drivebench.ui.editor;

import java.text.DateFormat;

import jakarta.inject.Inject;

import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.drivebench.library.drives.Drives;
import org.eclipse.e4.core.di.annotations.Creatable;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MPartStack;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.EPartService.PartState;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.osgi.util.NLS;

/**
 * Opens result editors: one part per result or run, created from the part descriptor into the editor
 * stack, or brought to front when it is already open.
 */
@Creatable
public class ResultEditors {
	/** The part descriptor of result editors in Application.e4xmi. */
	public static final String DESCRIPTOR_ID = "org.drivebench.ui.partdescriptor.result";
	/** The stack editors open in. */
	public static final String EDITOR_STACK_ID = "org.drivebench.ui.partstack.editors";
	/** The persisted-state key holding the {@link EditorInput}. */
	public static final String INPUT_KEY = "org.drivebench.ui.editor.input";

	@Inject
	private EPartService parts;

	@Inject
	private EModelService models;

	@Inject
	private MApplication application;

	/** Opens (or shows) the summary of {@code run}. */
	public MPart open(Run run) {
		String date = run.getStartedAt() == null ? "" : DateFormat.getDateInstance(DateFormat.MEDIUM).format(run.getStartedAt());
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
		for (MPart part : parts.getParts()) {
			if (DESCRIPTOR_ID.equals(part.getElementId()) && input.key().equals(part.getPersistedState().get(INPUT_KEY))) {
				return part;
			}
		}
		return null;
	}

	private MPart open(EditorInput input, String label, String tooltip) {
		MPart part = find(input);
		if (part == null) {
			part = parts.createPart(DESCRIPTOR_ID);
			part.getPersistedState().put(INPUT_KEY, input.key());
			part.setLabel(label);
			part.setTooltip(tooltip);
			addToEditorStack(part, models, application);
		}
		parts.showPart(part, PartState.ACTIVATE);
		return part;
	}

	/** Puts a new editor {@code part} (a result's, a comparison's, a study's) into the editor stack. */
	public static void addToEditorStack(MPart part, EModelService models, MApplication application) {
		MPartStack stack = (MPartStack) models.find(EDITOR_STACK_ID, application);
		if (stack == null) {
			throw new IllegalStateException("the application model has no part stack " + EDITOR_STACK_ID + " to open editors in");
		}
		stack.getChildren().add(part);
	}
}
