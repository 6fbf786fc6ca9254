/** Handlers of the workbench's global commands: About and Quit. */
@NonNullByDefault
package org.drivebench.ui.handlers;

import org.eclipse.jdt.annotation.NonNullByDefault;
