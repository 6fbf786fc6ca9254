/**
 * The workbench window around the parts: what it remembers between starts (its size and place, the
 * editors open), the welcome page of a first start, the Window menu (Show View, Reset Layout) and the
 * commands of the main toolbar that act on the active editor (Export).
 */
@NonNullByDefault
package org.drivebench.ui.workbench;

import org.eclipse.jdt.annotation.NonNullByDefault;
