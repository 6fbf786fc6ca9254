/**
 * Targets the engine does real I/O to: a test file, a raw block device, and a RAID-0 set striped over
 * such targets. All are {@link org.drivebench.engine.targets.DirectTarget}s: O_DIRECT descriptors
 * plus, for a striped set, the address mapping. Opening a device for writing is decided by the
 * caller (identity and write-safety checks live elsewhere); these classes open read-only unless told.
 */
@NonNullByDefault
package org.drivebench.engine.targets;

import org.eclipse.jdt.annotation.NonNullByDefault;
