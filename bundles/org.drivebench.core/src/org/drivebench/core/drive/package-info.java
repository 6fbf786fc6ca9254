/**
 * What a drive says about itself beyond the kernel's sysfs: identity and health from smartmontools'
 * smartctl, recorded in a run before and after its tests.
 */
package org.drivebench.core.drive;
