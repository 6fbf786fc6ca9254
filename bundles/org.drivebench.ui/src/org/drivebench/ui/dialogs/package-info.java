/** What the workbench's dialogs share: the title area, the body's grid, the window's title and size. */
@NonNullByDefault
package org.drivebench.ui.dialogs;

import org.eclipse.jdt.annotation.NonNullByDefault;
