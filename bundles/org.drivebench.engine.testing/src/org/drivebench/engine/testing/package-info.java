/**
 * Test support for the engine and the bundles built on it: loop devices that integration tests
 * create over temporary files and remove, and a real fio server on a free port of localhost for
 * tests of runs on a rig. Not used by DriveBench itself.
 */
@NonNullByDefault
package org.drivebench.engine.testing;

import org.eclipse.jdt.annotation.NonNullByDefault;
