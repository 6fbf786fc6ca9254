/** The trace replay plugin's JUnit tests live in src_test, in the plugin's package. */
package org.drivebench.tracereplay.tests;
