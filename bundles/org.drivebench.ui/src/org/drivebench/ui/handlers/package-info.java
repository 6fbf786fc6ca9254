/** Handlers of the workbench's global commands: About and Quit. */
package org.drivebench.ui.handlers;
