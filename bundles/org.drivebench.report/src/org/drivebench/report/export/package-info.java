/**
 * Exporters of review tables: CSV (Apache Commons CSV), Markdown, self-contained HTML (with the
 * caller's chart images), LaTeX (booktabs) and JSON (Gson). Each writes the same {@link
 * org.drivebench.report.TableGrid}, so every format shows the same rounded figures, and each
 * escapes names (commas, quotes, pipes, backslashes, ampersands, line breaks, ...) its own way while
 * keeping non-ASCII text intact. Pick one with {@link org.drivebench.report.export.ExportFormat}.
 */
@NonNullByDefault
package org.drivebench.report.export;

import org.eclipse.jdt.annotation.NonNullByDefault;
