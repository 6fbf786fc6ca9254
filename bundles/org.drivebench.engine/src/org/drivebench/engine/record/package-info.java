/**
 * The recorder: every I/O's completion latency into an HdrHistogram per worker, per-interval figures
 * and per-position samples, with nothing allocated per I/O on the hot path.
 */
@NonNullByDefault
package org.drivebench.engine.record;

import org.eclipse.jdt.annotation.NonNullByDefault;
