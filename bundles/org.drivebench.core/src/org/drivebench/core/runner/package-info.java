/**
 * Runs tests and suites on a target: resolves parameters, opens nothing itself (the caller opens the
 * target with the access the plan needs), isolates each test (a test that throws or hangs fails
 * alone), turns what tests report into the run's EMF results and checkpoints the run into the
 * library after every test so nothing measured is lost.
 */
@NonNullByDefault
package org.drivebench.core.runner;

import org.eclipse.jdt.annotation.NonNullByDefault;
