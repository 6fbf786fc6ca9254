/**
 * Help > Install Test Plugins…: the workbench's face of {@code org.drivebench.plugins}, which lists,
 * installs and removes test plugins for the workbench and the command line alike.
 */
@NonNullByDefault
package org.drivebench.ui.plugins;

import org.eclipse.jdt.annotation.NonNullByDefault;
