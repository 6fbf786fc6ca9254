/**
 * The Group Test editor: a group test's entries with their state, added, removed and reordered while it
 * is not running; Start, Pause (after the test under way) and Resume; each entry's state live as the
 * group's runner saves it; and the comparison it ends with. The running itself is the group bundle's
 * ({@link org.drivebench.group.GroupRunner}, {@link org.drivebench.group.InProcessEntryRunner}), as for
 * {@code drivebench group-test}.
 */
@NonNullByDefault
package org.drivebench.ui.group;

import org.eclipse.jdt.annotation.NonNullByDefault;
