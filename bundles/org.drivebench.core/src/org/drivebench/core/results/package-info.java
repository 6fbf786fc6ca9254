/**
 * Helpers that turn measurements into the result model's objects, shared by the suite runner and
 * the importers: latency histograms stored whole, with the percentiles readers ask for.
 */
@NonNullByDefault
package org.drivebench.core.results;

import org.eclipse.jdt.annotation.NonNullByDefault;
