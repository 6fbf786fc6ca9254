/**
 * Writing files safely ({@link org.drivebench.core.io.AtomicFiles}) and saying what failed
 * ({@link org.drivebench.core.io.Failures}), for the library, the exports, the command line and the
 * workbench alike.
 */
@NonNullByDefault
package org.drivebench.core.io;

import org.eclipse.jdt.annotation.NonNullByDefault;
