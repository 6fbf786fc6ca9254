/**
 * Running tests from the workbench: the launcher dialog (target: simulated drive, test file or block
 * device with its safety state; a suite or one test; parameters checked as they are typed), the run as
 * an Eclipse job through the library's runner, saved to the library after every test, the live monitor
 * part (a group test's entries too) and the status line. {@link org.drivebench.ui.run.TargetOpener} is the one seam to the
 * engine's targets.
 */
@NonNullByDefault
package org.drivebench.ui.run;

import org.eclipse.jdt.annotation.NonNullByDefault;
