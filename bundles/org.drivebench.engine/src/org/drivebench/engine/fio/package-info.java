/**
 * fio's way of doing what the engine does: a {@link org.drivebench.engine.WorkloadSpec} as a fio job
 * ({@link org.drivebench.engine.fio.FioWorkloads}), so that fio runs the same workload, with the same
 * options, as the engine would. The engine's benchmark against fio and the runs on a rig (fio's
 * client/server mode) both derive their fio options here, and nowhere else.
 */
@NonNullByDefault
package org.drivebench.engine.fio;

import org.eclipse.jdt.annotation.NonNullByDefault;
