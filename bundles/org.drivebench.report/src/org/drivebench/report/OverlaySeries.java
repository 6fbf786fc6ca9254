package org.drivebench.report;

import org.drivebench.model.values.Samples;

/**
 * One drive's line in an overlay chart.
 *
 * @param driveKey   the drive
 * @param driveLabel its name in the legend
 * @param color      its colour, {@code #rrggbb}, the same in every chart of the report
 * @param runs       how many runs the line stands for: more than one when repeated runs measured
 *                   at the same x values were averaged point by point
 * @param x          x values
 * @param y          y values, as many as x
 */
public record OverlaySeries(String driveKey, String driveLabel, String color, int runs, Samples x, Samples y) {
}
