/** The order of a workload's I/Os: positions and sizes, sequential, random or mixed, within its regions. */
@NonNullByDefault
package org.drivebench.engine.workload;

import org.eclipse.jdt.annotation.NonNullByDefault;
