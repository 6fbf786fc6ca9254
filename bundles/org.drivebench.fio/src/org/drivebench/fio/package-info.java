/**
 * fio in one place. fio's way of doing what the engine does: a {@link org.drivebench.engine.WorkloadSpec}
 * as a fio job ({@link org.drivebench.fio.FioWorkloads}), so that fio runs the same workload, with the
 * same options, as the engine would; the engine's benchmark against fio and the runs on a rig (fio's
 * client/server mode) both derive their fio options here, and nowhere else. fio's results
 * ({@code --output-format=json} and {@code json+}) read as measurements ({@link org.drivebench.fio.FioMeasurements})
 * and imported as DriveBench runs ({@link org.drivebench.fio.FioImporter}: each job a test result with
 * parameters and units, IOPS, bandwidth, latency statistics, percentiles and, from json+, the whole
 * latency histogram). fio's versions, what each needs ({@link org.drivebench.fio.FioRequirements}), and
 * what a fio server answers about itself ({@link org.drivebench.fio.FioProbe}).
 */
@NonNullByDefault
package org.drivebench.fio;

import org.eclipse.jdt.annotation.NonNullByDefault;
