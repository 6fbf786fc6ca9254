/**
 * Nothing here: this bundle holds the JUnit tests of {@code org.drivebench.drivetests.raid} (src_test), which use the test
 * support bundles that a production bundle must not require. They run as plain JUnit tests on the class
 * path, so they reach the package-private parts of what they test.
 */
package org.drivebench.drivetests.raid.tests;
