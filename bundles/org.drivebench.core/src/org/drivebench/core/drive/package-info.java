/**
 * What a drive says about itself beyond the kernel's sysfs: identity and health from smartmontools'
 * smartctl, recorded in a run before and after its tests.
 */
@NonNullByDefault
package org.drivebench.core.drive;

import org.eclipse.jdt.annotation.NonNullByDefault;
