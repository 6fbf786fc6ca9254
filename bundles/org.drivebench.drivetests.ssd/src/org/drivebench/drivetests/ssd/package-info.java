/**
 * The SSD tests: what reviewers of flash drives measure that the HDD-era tools do not, such as a
 * sustained write past the SLC cache. Each test is a Declarative Services component; installing this
 * bundle adds them, and its suites, everywhere.
 */
@NonNullByDefault
package org.drivebench.drivetests.ssd;

import org.eclipse.jdt.annotation.NonNullByDefault;
