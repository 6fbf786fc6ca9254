package org.drivebench.ui.report;

import java.nio.file.Path;
import java.util.List;

import org.drivebench.report.export.ExportRequest;
import org.eclipse.jdt.annotation.Nullable;

/**
 * An editor whose figures export as files (a comparison, a strip-size study): File > Export… and the
 * toolbar's Export act on the active one, as its own Export… button does, all through its
 * {@link EditorExports}.
 */
public interface ReportExporting {
	/** The editor's exports; null before its controls are made. */
	@Nullable
	EditorExports exports();

	/** Whether there are figures to export now (they are worked out off the UI thread first). */
	default boolean canExport() {
		EditorExports exports = exports();
		return exports != null && exports.canExport();
	}

	/** Asks what to export and where (the export dialog), then writes it. */
	default void openExport() {
		EditorExports exports = exports();
		if (exports != null) {
			exports.openExport();
		}
	}

	/** Writes {@code request} from the figures shown, off the UI thread; says in the status line how it went. */
	default void export(ExportRequest request) {
		EditorExports exports = exports();
		if (exports != null) {
			exports.export(request);
		}
	}

	/** The files the last export wrote. */
	default List<Path> lastExport() {
		EditorExports exports = exports();
		return exports == null ? List.of() : exports.lastExport();
	}
}
