/** OSGi tests of the standard test bundles: their components register and the shipped suites plan against them. */
package org.drivebench.drivetests.standard.tests;
