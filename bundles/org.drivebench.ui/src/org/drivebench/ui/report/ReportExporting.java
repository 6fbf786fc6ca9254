package org.drivebench.ui.report;

/**
 * An editor whose figures export as files (a comparison, a strip-size study): File > Export… and the
 * toolbar's Export act on the active one, as its own Export… button does.
 */
public interface ReportExporting {
	/** Whether there are figures to export now (they are worked out off the UI thread first). */
	boolean canExport();

	/** Asks what to export and where (the export dialog), then writes it. */
	void openExport();
}
