package org.drivebench.ui.report;

import jakarta.inject.Inject;

import org.drivebench.ui.parts.PartOpener;
import org.eclipse.e4.core.di.annotations.Creatable;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;

/** Opens strip-size studies in the editor stack, one view per study (brought to front when open). */
@Creatable
public class StudyEditors {
	/** The part descriptor of study views in Application.e4xmi. */
	public static final String DESCRIPTOR_ID = "org.drivebench.ui.partdescriptor.study";
	/** The persisted-state key holding the study's name. */
	public static final String STUDY_KEY = "org.drivebench.ui.study.name";

	@Inject
	private PartOpener opener;

	/** Opens (or shows) the view of the study called {@code name}. */
	public MPart open(String name) {
		return opener.open(DESCRIPTOR_ID, STUDY_KEY, name, name, null);
	}
}
