/**
 * Group tests: several drives run unattended, entry after entry (entries on different rigs at the same
 * time, one at a time per rig), each entry's state saved in the library before and after it, resumed
 * from the first unfinished test after a kill, and one pinned comparison of every entry at the end. The
 * command line and the workbench run an entry their own way ({@link org.drivebench.group.EntryRunner});
 * everything else is here.
 */
@NonNullByDefault
package org.drivebench.group;

import org.eclipse.jdt.annotation.NonNullByDefault;
