/**
 * Suites: named lists of tests with parameters (review methodologies), as the installed bundles
 * contribute them and the library saves them, and planning a suite or a single test into a checked run
 * plan.
 */
@NonNullByDefault
package org.drivebench.core.suite;

import org.eclipse.jdt.annotation.NonNullByDefault;
