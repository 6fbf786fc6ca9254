/**
 * The results explorer: the library's drives, their runs and each run's test results, with a filter,
 * the selected drive's identity (notes editable), renaming and deleting, and double-click to open a
 * result or run in the result editor.
 */
@NonNullByDefault
package org.drivebench.ui.explorer;

import org.eclipse.jdt.annotation.NonNullByDefault;
