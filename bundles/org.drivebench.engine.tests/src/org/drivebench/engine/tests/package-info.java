/**
 * Nothing here: this bundle holds the engine's integration tests (src_test), which need the engine's
 * test support on loop devices ({@code org.drivebench.engine.testing}, a bundle that builds on the
 * engine, so the engine's own tests cannot use it). They run as plain JUnit tests on the class path.
 */
package org.drivebench.engine.tests;
