package org.drivebench.report;

/**
 * A drive as a report shows it.
 *
 * @param key      the drive key its runs share
 * @param label    the name shown (the report's own label for it, else the drive's)
 * @param color    its colour in every chart of the report, {@code #rrggbb}
 * @param baseline whether the others are compared with it
 */
public record ReportDrive(String key, String label, String color, boolean baseline) {
}
