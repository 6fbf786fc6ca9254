/**
 * For the tests of test plugins: run a plugin's test end to end through the suite runner on a
 * simulated drive (whose virtual clock makes a ten-minute test take milliseconds) and read back its
 * figures.
 */
@NonNullByDefault
package org.drivebench.core.testing;

import org.eclipse.jdt.annotation.NonNullByDefault;
