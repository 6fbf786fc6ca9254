/**
 * Writing files safely ({@link org.drivebench.core.io.AtomicFiles}), saying what failed
 * ({@link org.drivebench.core.io.Failures}) and where a user's files go when nobody names a place
 * ({@link org.drivebench.core.io.UserFolders}), for the library, the exports, the command line and the
 * workbench alike.
 */
@NonNullByDefault
package org.drivebench.core.io;

import org.eclipse.jdt.annotation.NonNullByDefault;
