package org.drivebench.ui.report;

import jakarta.inject.Inject;

import org.eclipse.e4.core.di.annotations.Creatable;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.EPartService.PartState;
import org.drivebench.ui.editor.ResultEditors;

/** Opens strip-size studies in the editor stack, one view per study (brought to front when open). */
@Creatable
public class StudyEditors {
	/** The part descriptor of study views in Application.e4xmi. */
	public static final String DESCRIPTOR_ID = "org.drivebench.ui.partdescriptor.study";
	/** The persisted-state key holding the study's name. */
	public static final String STUDY_KEY = "org.drivebench.ui.study.name";

	@Inject
	private EPartService parts;

	@Inject
	private EModelService models;

	@Inject
	private MApplication application;

	/** Opens (or shows) the view of the study called {@code name}. */
	public MPart open(String name) {
		for (MPart part : parts.getParts()) {
			if (DESCRIPTOR_ID.equals(part.getElementId()) && name.equals(part.getPersistedState().get(STUDY_KEY))) {
				parts.showPart(part, PartState.ACTIVATE);
				return part;
			}
		}
		MPart part = parts.createPart(DESCRIPTOR_ID);
		part.setLabel(name);
		part.getPersistedState().put(STUDY_KEY, name);
		ResultEditors.addToEditorStack(part, models, application);
		parts.showPart(part, PartState.ACTIVATE);
		return part;
	}
}
