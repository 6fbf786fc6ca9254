/** What every view's widgets need of the toolkit beyond SWT's own: sizes GTK can draw. */
@NonNullByDefault
package org.drivebench.ui.widgets;

import org.eclipse.jdt.annotation.NonNullByDefault;
