/**
 * The test-plugin API. A test is an OSGi Declarative Services component providing {@link
 * org.drivebench.core.api.DriveTest}: installing its bundle adds it to the workbench and the command
 * line with no other change.
 */
@NonNullByDefault
package org.drivebench.core.api;

import org.eclipse.jdt.annotation.NonNullByDefault;
