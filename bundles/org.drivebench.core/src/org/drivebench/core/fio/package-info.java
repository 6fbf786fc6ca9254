/**
 * Import of fio results ({@code --output-format=json} and {@code json+}) as DriveBench runs: each
 * job a test result with parameters and units, IOPS, bandwidth, latency statistics, percentiles
 * and (json+) the whole latency histogram. Start at {@link org.drivebench.core.fio.FioImporter}.
 */
@NonNullByDefault
package org.drivebench.core.fio;

import org.eclipse.jdt.annotation.NonNullByDefault;
