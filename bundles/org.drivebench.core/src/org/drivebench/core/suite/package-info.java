/**
 * Suites: named, saved lists of tests with parameters (review methodologies), the presets that
 * reproduce the classic reviews, and planning a suite or a single test into a checked run plan.
 */
@NonNullByDefault
package org.drivebench.core.suite;

import org.eclipse.jdt.annotation.NonNullByDefault;
