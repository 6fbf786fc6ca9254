/**
 * The file copy on a simulated drive: a model of a journaling file system (ext4's layout and
 * allocation, simplified) turns a copy of a file set into the I/Os it makes, which run as one traced
 * workload on the simulated drive's virtual clock. docs/tests.md lists the model's assumptions.
 */
@NonNullByDefault
package org.drivebench.drivetests.filecopy.sim;

import org.eclipse.jdt.annotation.NonNullByDefault;
