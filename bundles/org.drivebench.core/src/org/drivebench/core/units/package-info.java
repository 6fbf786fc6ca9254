/**
 * Units of measurement that know what they measure ({@link org.drivebench.core.units.Dimension}) and
 * convert between each other: every metric and every series axis a test reports carries a {@link
 * org.drivebench.core.units.Unit} from {@link org.drivebench.core.units.Units}, so views and exports
 * convert (MB/s to MiB/s, ms to µs), compare and label figures without guessing from text.
 */
@NonNullByDefault
package org.drivebench.core.units;

import org.eclipse.jdt.annotation.NonNullByDefault;
