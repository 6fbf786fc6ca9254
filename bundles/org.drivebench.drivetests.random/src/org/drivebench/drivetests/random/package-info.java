/**
 * The random-access tests: access time over the surface (HD Tune), Iometer's block-size, queue-depth,
 * mixed, sustained and consistency tests and its emulated server patterns, DevTest's random sizes,
 * and CrystalDiskMark's random figures. Each test is a Declarative Services component; installing
 * this bundle adds them everywhere.
 */
@NonNullByDefault
package org.drivebench.drivetests.random;

import org.eclipse.jdt.annotation.NonNullByDefault;
