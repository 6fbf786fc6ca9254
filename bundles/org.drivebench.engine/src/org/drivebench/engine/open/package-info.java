/**
 * Opening targets by the names users type ({@link org.drivebench.engine.open.Targets}): simulated
 * drives, block devices through the write guard, striped sets and test files. Above the target
 * packages, so the engine's API package depends on none of them (no package cycle).
 */
@NonNullByDefault
package org.drivebench.engine.open;

import org.eclipse.jdt.annotation.NonNullByDefault;
