package org.drivebench.report.chart;

import org.drivebench.core.units.Units;
import org.drivebench.report.NumberPolicy;

/**
 * A value on an axis written for a reader, as a hover or a cursor readout shows it: "12.4 s", "4 KiB",
 * "153.2 MB/s", a category's name. The unit is the one the axis title names in its closing
 * parentheses ("Rate (MB/s)": every chart kind writes its titles so), the number rounded by the one
 * rounding policy, with more decimals where the reader looks closer than the policy's rounding.
 */
public final class AxisText {
	private static final NumberPolicy NUMBERS = NumberPolicy.standard();

	private AxisText() {
	}

	/** The axis title without its unit: "Rate" of "Rate (MB/s)"; "" of a title that is a unit alone ("IOPS"). */
	public static String label(AxisSpec axis) {
		String title = axis.title().strip();
		int open = unitStart(title);
		return open >= 0 ? title.substring(0, open).strip() : isUnit(title) ? "" : title;
	}

	/** The unit the axis title names: "MB/s" of "Rate (MB/s)", "IOPS" of "IOPS"; "" when it names none. */
	public static String unit(AxisSpec axis) {
		String title = axis.title().strip();
		int open = unitStart(title);
		return open >= 0 ? title.substring(open + 1, title.length() - 1).strip() : isUnit(title) ? title : "";
	}

	/** Whether {@code title} is the symbol of a unit DriveBench knows (a chart titles an axis "IOPS" rather than "IOPS (IOPS)"). */
	private static boolean isUnit(String title) {
		return !title.isEmpty() && Units.ALL.stream().anyMatch(u -> u.symbol().equals(title));
	}

	private static int unitStart(String title) {
		return title.endsWith(")") ? title.lastIndexOf('(') : -1;
	}

	/**
	 * {@code value} on {@code axis} with its unit; {@code resolution} is the smallest difference the
	 * reader can tell apart there (a pixel's worth of the axis), so a zoomed axis shows more decimals.
	 */
	public static String value(AxisSpec axis, double value, double resolution) {
		if (axis.isCategory()) {
			return axis.tickLabel(Math.round(value));
		}
		if (axis.ticks() == TickStyle.BYTES) {
			return new ByteSizeFormat().format(value);
		}
		String unit = unit(axis);
		int decimals = NUMBERS.decimalsFor(unit.isEmpty() ? null : unit, value);
		if (resolution > 0 && Double.isFinite(resolution)) {
			decimals = Math.clamp(Math.max(decimals, (long) -Math.floor(Math.log10(resolution))), 0, 6);
		}
		String number = NUMBERS.format(value, decimals);
		return unit.isEmpty() ? number : number + " " + unit;
	}

	/** "Rate: 153.2 MB/s", or the value alone when the axis has no title but its unit ("76 IOPS"). */
	public static String labelled(AxisSpec axis, double value, double resolution) {
		String label = label(axis);
		String text = value(axis, value, resolution);
		return label.isEmpty() ? text : label + ": " + text;
	}

	/**
	 * How far apart two values one pixel apart are at {@code value} on {@code axis} drawn
	 * {@code lengthPixels} long.
	 */
	public static double resolution(AxisSpec axis, double value, double lengthPixels) {
		if (lengthPixels <= 0) {
			return Double.NaN;
		}
		if (axis.isLog()) {
			return Math.abs(value) * (Math.log(axis.upper()) - Math.log(axis.lower())) / lengthPixels;
		}
		return (axis.upper() - axis.lower()) / lengthPixels;
	}
}
