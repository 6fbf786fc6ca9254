/**
 * The linear (sequential) tests: transfer rate over the surface (HD Tune), by block size (Iometer),
 * at the start and the end of the disk (DevTest) and CrystalDiskMark's sequential figures. Each test
 * is a Declarative Services component; installing this bundle adds them everywhere.
 */
@NonNullByDefault
package org.drivebench.drivetests.linear;

import org.eclipse.jdt.annotation.NonNullByDefault;
