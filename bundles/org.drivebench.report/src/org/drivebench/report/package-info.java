/**
 * Comparison reports without a UI: {@link org.drivebench.report.ReportBuilder} turns a saved
 * {@link org.drivebench.model.ComparisonReport} and the library's runs into a {@link
 * org.drivebench.report.ReviewTable} (drives x tests x metrics, mean ± Student-t interval and n
 * of repeated runs, best value per row, figures relative to a baseline drive); {@link
 * org.drivebench.report.TableGrid} lays it out (drives as columns or rows) with numbers rounded
 * by one {@link org.drivebench.report.NumberPolicy}; {@link
 * org.drivebench.report.OverlayBuilder} gives the overlay charts' data, one line per drive in a
 * stable colour. The workbench draws them; the exporters write them.
 */
@NonNullByDefault
package org.drivebench.report;

import org.eclipse.jdt.annotation.NonNullByDefault;
