/**
 * The file sets the copy tests copy, as data: a set's files ({@link org.drivebench.drivetests.filecopy.files.FileSet},
 * {@link org.drivebench.drivetests.filecopy.files.FileEntry}), its kind, and the bytes of each file
 * ({@link org.drivebench.drivetests.filecopy.files.FileContent}). Both the real copy and the one on a
 * simulated drive ({@code sim}) read them.
 */
@NonNullByDefault
package org.drivebench.drivetests.filecopy.files;

import org.eclipse.jdt.annotation.NonNullByDefault;
