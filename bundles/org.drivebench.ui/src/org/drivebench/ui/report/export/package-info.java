/**
 * The dialog that asks how to export a comparison report ({@link
 * org.drivebench.ui.report.export.ReportExportDialog}); the writing is the core's {@link
 * org.drivebench.report.export.ReportExport}, the same as {@code drivebench report} uses.
 */
@NonNullByDefault
package org.drivebench.ui.report.export;

import org.eclipse.jdt.annotation.NonNullByDefault;
