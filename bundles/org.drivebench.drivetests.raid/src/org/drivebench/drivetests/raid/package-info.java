/**
 * The RAID-0 strip-size study (seed 003): the same suite on arrays of the same members at each strip
 * size, kept in the library as one study. A Declarative Services component of the core's
 * {@link org.drivebench.core.api.ArrayStudy}; installing this bundle adds the study to the workbench's
 * launcher and the command line's {@code strip-study}.
 */
@NonNullByDefault
package org.drivebench.drivetests.raid;

import org.eclipse.jdt.annotation.NonNullByDefault;
