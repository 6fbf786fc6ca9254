/** Opening the workbench's parts: editors made from their descriptors into the editor stack, views by id. */
@NonNullByDefault
package org.drivebench.ui.parts;

import org.eclipse.jdt.annotation.NonNullByDefault;
