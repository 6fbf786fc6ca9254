/**
 * The DriveBench I/O engine: targets, workloads, I/O backends and the recorder.
 * Plain Java with native calls through the FFM API; no Eclipse UI.
 */
@NonNullByDefault
package org.drivebench.engine;

import org.eclipse.jdt.annotation.NonNullByDefault;
