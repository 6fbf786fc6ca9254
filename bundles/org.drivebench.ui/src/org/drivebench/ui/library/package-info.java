/**
 * The open result library as the workbench sees it: the {@link org.drivebench.ui.library.LibraryAddon}
 * opens the library of the folder preference, posts a {@link org.drivebench.ui.library.LibrarySwitch}
 * when it changes, and keeps a {@link org.drivebench.library.LibraryWatcher} on the open library so
 * runs another process (the command line) writes appear by themselves;
 * {@link org.drivebench.ui.library.UiLibraryListener} hands the library's change events to the UI
 * thread, several at a time.
 */
@NonNullByDefault
package org.drivebench.ui.library;

import org.eclipse.jdt.annotation.NonNullByDefault;
