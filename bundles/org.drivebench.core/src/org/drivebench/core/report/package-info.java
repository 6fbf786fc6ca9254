/**
 * Comparison reports without a UI: {@link org.drivebench.core.report.ReportBuilder} turns a saved
 * {@link org.drivebench.model.ComparisonReport} and the library's runs into a {@link
 * org.drivebench.core.report.ReviewTable} (drives x tests x metrics, mean ± Student-t interval and n
 * of repeated runs, best value per row, figures relative to a baseline drive); {@link
 * org.drivebench.core.report.TableGrid} lays it out (drives as columns or rows) with numbers rounded
 * by one {@link org.drivebench.core.report.NumberPolicy}; {@link
 * org.drivebench.core.report.OverlayBuilder} gives the overlay charts' data, one line per drive in a
 * stable colour. The workbench draws them; the exporters write them.
 */
@NonNullByDefault
package org.drivebench.core.report;

import org.eclipse.jdt.annotation.NonNullByDefault;
