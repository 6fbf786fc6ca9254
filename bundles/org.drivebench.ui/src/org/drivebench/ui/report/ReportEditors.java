package org.drivebench.ui.report;

import java.util.List;

import jakarta.inject.Inject;

import org.drivebench.library.LibraryService;
import org.drivebench.model.ComparisonReport;
import org.drivebench.report.ReportDrafts;
import org.drivebench.report.chart.DisplaySettings;
import org.drivebench.ui.parts.PartOpener;
import org.eclipse.e4.core.di.annotations.Creatable;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
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
	private PartOpener opener;

	@Inject
	private LibraryService libraries;

	@Inject
	private DisplaySettings settings;

	/** Opens (or shows) the editor of the saved {@code report}. */
	public MPart open(ComparisonReport report) {
		return opener.open(DESCRIPTOR_ID, REPORT_ID_KEY, report.getId(), ReportDrafts.title(report), null);
	}

	/** Opens a new comparison of the drives with {@code driveKeys} (of every drive in the library when empty). */
	public MPart openNew(List<String> driveKeys) {
		ComparisonReport draft = ReportDrafts.of(libraries.library(), driveKeys, settings.palette());
		return openDraft(draft);
	}

	/** Opens an editor on {@code draft}, a report not saved yet. */
	public MPart openDraft(ComparisonReport draft) {
		return opener.openNew(DESCRIPTOR_ID, ReportDrafts.title(draft), part -> part.getTransientData().put(DRAFT_KEY, draft));
	}

	/** The open editor of the report with {@code id}, or null. */
	public @Nullable MPart find(String id) {
		return opener.find(DESCRIPTOR_ID, REPORT_ID_KEY, id);
	}
}
