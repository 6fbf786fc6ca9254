/**
 * Nothing here: this bundle holds the core's tests that need the SDK's test support (src_test): runs
 * on simulated drives and on loop devices ({@code org.drivebench.core.testing},
 * {@code org.drivebench.engine.testing}, bundles that build on the core and the engine, so the core's
 * own tests cannot use them), and the tests of that support itself. They run as plain JUnit tests on
 * the class path.
 */
package org.drivebench.core.testing.tests;
