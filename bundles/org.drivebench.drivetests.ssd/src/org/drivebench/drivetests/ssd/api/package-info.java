/**
 * The ids and keys this test family publishes: suites of other bundles name its tests and parameters
 * through these constants, never by spelling them.
 */
@NonNullByDefault
package org.drivebench.drivetests.ssd.api;

import org.eclipse.jdt.annotation.NonNullByDefault;
