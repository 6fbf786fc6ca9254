package org.drivebench.ui.library;

import java.nio.file.Path;

import org.drivebench.library.ResultLibrary;
import org.eclipse.jdt.annotation.Nullable;

/**
 * What happened when the workbench switched to another library folder: the library now open, or why
 * the folder could not be opened. Posted on {@link LibraryAddon#TOPIC_LIBRARY_SWITCHED}.
 *
 * @param folder  the folder asked for
 * @param library the library now open, or null when it failed
 * @param failure why it failed, or null
 */
public record LibrarySwitch(Path folder, @Nullable ResultLibrary library, @Nullable String failure) {
}
