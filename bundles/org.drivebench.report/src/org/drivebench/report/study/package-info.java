/**
 * Strip-size studies in the library: the runs of one suite on RAID-0 arrays of the same members at
 * different strip sizes, grouped by the study's name ({@link org.drivebench.model.Run#getStudy()}), and
 * what a reader sees of them: the review table with a column per strip size and the best of each row
 * marked, and every metric against the strip size. No widget: the workbench and the command line show
 * the same tables and charts.
 */
@NonNullByDefault
package org.drivebench.report.study;

import org.eclipse.jdt.annotation.NonNullByDefault;
