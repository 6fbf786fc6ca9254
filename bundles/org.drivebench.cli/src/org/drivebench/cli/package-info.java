/**
 * The {@code drivebench} command line: one class per command, dispatched by
 * {@link org.drivebench.cli.DriveBenchCli}, wired into the platform by
 * {@link org.drivebench.cli.CliApplication}.
 */
@NonNullByDefault
package org.drivebench.cli;

import org.eclipse.jdt.annotation.NonNullByDefault;
