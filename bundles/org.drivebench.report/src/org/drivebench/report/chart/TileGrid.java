package org.drivebench.report.chart;

import java.util.List;

/**
 * The figures of a summary tile, the grid CrystalDiskMark shows: a row per workload, a column per
 * direction, one panel per drive (side by side in a comparison), each figure in one unit.
 *
 * @param rows     the workloads' names, down the left of each panel
 * @param columns  the columns' names ("Read", "Write")
 * @param unit     the unit every figure is in, for the column heads
 * @param decimals decimals every figure is written with
 * @param panels   one per drive
 */
public record TileGrid(List<String> rows, List<String> columns, String unit, int decimals, List<Panel> panels) {
	/**
	 * One drive's figures.
	 *
	 * @param name   the drive, unique among the panels
	 * @param color  the drive's colour as {@code #rrggbb}
	 * @param values {@code values[row][column]}; NaN where the drive has no figure
	 */
	public record Panel(String name, String color, double[][] values) {
		/** The figure at {@code row} and {@code column}, NaN for none. */
		public double value(int row, int column) {
			return row < values.length && column < values[row].length ? values[row][column] : Double.NaN;
		}
	}

	public TileGrid {
		rows = List.copyOf(rows);
		columns = List.copyOf(columns);
		panels = List.copyOf(panels);
	}

	/** The largest figure of every panel (0 when there is none): what a cell's bar is measured against. */
	public double largest() {
		double max = 0;
		for (Panel p : panels) {
			for (int r = 0; r < rows.size(); r++) {
				for (int c = 0; c < columns.size(); c++) {
					double v = p.value(r, c);
					if (Double.isFinite(v)) {
						max = Math.max(max, v);
					}
				}
			}
		}
		return max;
	}
}
