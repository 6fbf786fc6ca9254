/**
 * The comparison report editor: choose drives (and runs) and tests from the library, see the review
 * table (best value of each row marked, figures relative to a baseline drive, mean, confidence interval
 * and n of repeated runs) and one overlay chart per test with a line per drive in the drive's colour;
 * save the report in the library and reopen it from the explorer. The figures come from the core's
 * {@link org.drivebench.report.ComparisonBuilder}, the same as {@code drivebench report} uses.
 */
@NonNullByDefault
package org.drivebench.ui.report;

import org.eclipse.jdt.annotation.NonNullByDefault;
