package org.drivebench.report.chart;

import java.util.Arrays;

/**
 * Reduces a long series to what its pixels can show, so a 100,000-point surface scan draws as fast as
 * a 2,000-point one and looks the same:
 * <ul>
 * <li>a line keeps, for each run of points falling in one pixel column, the first, the lowest, the
 * highest and the last point (the M4 envelope): every spike and dip stays visible, the line still
 * connects across columns;</li>
 * <li>a scatter keeps one point per occupied pixel cell.</li>
 * </ul>
 */
public final class PointThinner {
	/** Below this many points per column a line is drawn as it is. */
	private static final int KEEP_BELOW_POINTS_PER_COLUMN = 4;

	private PointThinner() {
	}

	/** The points of a line that {@code columns} pixel columns can show. */
	public static double[][] envelope(double[] x, double[] y, AxisSpec xAxis, int columns) {
		int n = x.length;
		if (n <= (long) KEEP_BELOW_POINTS_PER_COLUMN * Math.max(1, columns)) {
			return new double[][] { x, y };
		}
		int[] keep = new int[Math.min(n, 4 * (columns + 2) + 16)];
		int kept = 0;
		int runStart = 0;
		int runColumn = column(x[0], xAxis, columns);
		int min = 0;
		int max = 0;
		for (int i = 1; i <= n; i++) {
			int c = i < n ? column(x[i], xAxis, columns) : Integer.MIN_VALUE;
			if (c != runColumn) {
				if (kept + 4 > keep.length) {
					keep = Arrays.copyOf(keep, keep.length * 2);
				}
				kept = addRun(keep, kept, runStart, min, max, i - 1);
				runStart = i;
				runColumn = c;
				min = i;
				max = i;
			} else {
				if (y[i] < y[min]) {
					min = i;
				}
				if (y[i] > y[max]) {
					max = i;
				}
			}
		}
		double[] tx = new double[kept];
		double[] ty = new double[kept];
		for (int i = 0; i < kept; i++) {
			tx[i] = x[keep[i]];
			ty[i] = y[keep[i]];
		}
		return new double[][] { tx, ty };
	}

	private static int addRun(int[] keep, int kept, int first, int min, int max, int last) {
		int lo = Math.min(min, max);
		int hi = Math.max(min, max);
		for (int index : new int[] { first, lo, hi, last }) {
			if (kept == 0 || keep[kept - 1] < index) {
				keep[kept++] = index;
			}
		}
		return kept;
	}

	/** The points of a scatter that a {@code columns} x {@code rows} pixel grid can show: one per occupied cell. */
	public static double[][] occupancy(double[] x, double[] y, AxisSpec xAxis, AxisSpec yAxis, int columns, int rows) {
		int n = x.length;
		if (n <= Math.max(1, columns) || columns <= 0 || rows <= 0) {
			return new double[][] { x, y };
		}
		java.util.BitSet occupied = new java.util.BitSet(columns * rows);
		double[] tx = new double[Math.min(n, columns * rows)];
		double[] ty = new double[tx.length];
		int kept = 0;
		for (int i = 0; i < n; i++) {
			int c = column(x[i], xAxis, columns);
			int r = column(y[i], yAxis, rows);
			int cell = r * columns + c;
			if (!occupied.get(cell)) {
				occupied.set(cell);
				tx[kept] = x[i];
				ty[kept] = y[i];
				kept++;
			}
		}
		return new double[][] { Arrays.copyOf(tx, kept), Arrays.copyOf(ty, kept) };
	}

	private static int column(double value, AxisSpec axis, int columns) {
		double f = axis.fraction(value);
		if (!(f > 0)) {
			return 0;
		}
		return (int) Math.min(columns - 1, f * columns);
	}
}
