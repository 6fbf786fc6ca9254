/**
 * A drive's identity as the library knows it: the key that tells one drive from another across runs
 * ({@link org.drivebench.library.drives.Drives}), and the colour that stays with it in every comparison
 * ({@link org.drivebench.library.drives.DriveColors}, from a {@link org.drivebench.library.drives.DrivePalette}).
 */
@NonNullByDefault
package org.drivebench.library.drives;

import org.eclipse.jdt.annotation.NonNullByDefault;
