/**
 * The file copy and archive tests of seed 000: file sets generated from a seed (an archive, a music
 * library, a system folder), copied within a partition and across to the next one, and the system set
 * packed into an archive and unpacked, in two folders the user names, on a drive DriveBench prepares
 * (two partitions, two file systems, mounted privately), or on a simulated drive through a model of a
 * journaling file system (package {@code sim}). docs/tests.md describes the sets, the modes and what
 * happens to the user's data.
 */
@NonNullByDefault
package org.drivebench.drivetests.filecopy;

import org.eclipse.jdt.annotation.NonNullByDefault;
