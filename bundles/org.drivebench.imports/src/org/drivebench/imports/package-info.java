/**
 * Results measured by other tools, imported as DriveBench runs into the rows of the tests they equal:
 * CrystalDiskMark's and KDiskMark's text exports ({@link org.drivebench.imports.DiskMarkText}, {@link
 * org.drivebench.imports.DiskMarkImporter}), DiskSpd's text and XML output ({@link
 * org.drivebench.imports.DiskSpdText}, {@link org.drivebench.imports.DiskSpdXml}, {@link
 * org.drivebench.imports.DiskSpdImporter}) beside fio's JSON (the fio bundle), each file's format
 * recognised from its content ({@link org.drivebench.imports.Imports}). Which DriveBench test a
 * workload is decides {@link org.drivebench.core.suite.WorkloadMatcher}, in one place for every tool.
 */
@NonNullByDefault
package org.drivebench.imports;

import org.eclipse.jdt.annotation.NonNullByDefault;
