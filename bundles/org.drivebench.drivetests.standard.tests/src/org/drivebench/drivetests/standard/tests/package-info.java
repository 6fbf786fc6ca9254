/** OSGi tests of the standard test bundles: their components register and the shipped suites plan against them. */
@org.eclipse.jdt.annotation.NonNullByDefault
package org.drivebench.drivetests.standard.tests;
