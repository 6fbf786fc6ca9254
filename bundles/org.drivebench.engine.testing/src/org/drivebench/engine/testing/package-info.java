/**
 * Test support for the engine and the bundles built on it: loop devices that integration tests
 * create over temporary files and remove. Not used by DriveBench itself.
 */
package org.drivebench.engine.testing;
