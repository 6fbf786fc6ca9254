/** Helpers for the engine's integration tests: loop devices the tests create and remove, checksums. */
package org.drivebench.engine.testing;
