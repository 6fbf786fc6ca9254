/**
 * Installing test plugins into the running DriveBench from p2 repositories, and removing them: what
 * the workbench's Install Test Plugins dialog and the command line's {@code drivebench plugins} both
 * use. No widgets.
 */
@org.eclipse.jdt.annotation.NonNullByDefault
package org.drivebench.plugins;
