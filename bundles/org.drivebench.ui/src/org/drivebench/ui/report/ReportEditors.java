package org.drivebench.ui.report;

import org.drivebench.report.ReportDrafts;
import java.util.List;

import jakarta.inject.Inject;

import org.drivebench.library.LibraryService;
import org.drivebench.model.ComparisonReport;
import org.drivebench.ui.editor.ResultEditors;
import org.drivebench.report.chart.DisplaySettings;
import org.eclipse.e4.core.di.annotations.Creatable;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.EPartService.PartState;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Opens comparison report editors in the editor stack: a saved report (one editor per report, brought
 * to front when open), or a new report of chosen drives, which is a draft until it is saved.
 */
@Creatable
public class ReportEditors {
	/** The part descriptor of comparison report editors in Application.e4xmi. */
	public static final String DESCRIPTOR_ID = "org.drivebench.ui.partdescriptor.report";
	/** The persisted-state key holding a saved report's id. */
	public static final String REPORT_ID_KEY = "org.drivebench.ui.report.id";
	/** The transient-data key holding a new report's draft. */
	public static final String DRAFT_KEY = "org.drivebench.ui.report.draft";

	@Inject
	private EPartService parts;

	@Inject
	private EModelService models;

	@Inject
	private MApplication application;

	@Inject
	private LibraryService libraries;

	@Inject
	private DisplaySettings settings;

	/** Opens (or shows) the editor of the saved {@code report}. */
	public MPart open(ComparisonReport report) {
		MPart part = find(report.getId());
		if (part == null) {
			part = create(ReportDrafts.title(report));
			part.getPersistedState().put(REPORT_ID_KEY, report.getId());
		}
		parts.showPart(part, PartState.ACTIVATE);
		return part;
	}

	/** Opens a new comparison of the drives with {@code driveKeys} (of every drive in the library when empty). */
	public MPart openNew(List<String> driveKeys) {
		ComparisonReport draft = ReportDrafts.of(libraries.library(), driveKeys, settings.palette());
		return openDraft(draft);
	}

	/** Opens an editor on {@code draft}, a report not saved yet. */
	public MPart openDraft(ComparisonReport draft) {
		MPart part = create(ReportDrafts.title(draft));
		part.getTransientData().put(DRAFT_KEY, draft);
		parts.showPart(part, PartState.ACTIVATE);
		return part;
	}

	/** The open editor of the report with {@code id}, or null. */
	public @Nullable MPart find(@Nullable String id) {
		for (MPart part : parts.getParts()) {
			if (DESCRIPTOR_ID.equals(part.getElementId()) && id != null && id.equals(part.getPersistedState().get(REPORT_ID_KEY))) {
				return part;
			}
		}
		return null;
	}

	private MPart create(String label) {
		MPart part = parts.createPart(DESCRIPTOR_ID);
		part.setLabel(label);
		ResultEditors.addToEditorStack(part, models, application);
		return part;
	}
}
