/** The address arithmetic of RAID-0 sets: which member holds which byte of a striped target. */
@NonNullByDefault
package org.drivebench.engine.stripe;

import org.eclipse.jdt.annotation.NonNullByDefault;
