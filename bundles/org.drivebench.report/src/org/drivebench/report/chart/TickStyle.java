package org.drivebench.report.chart;

import java.text.Format;


/** How an axis writes its tick labels. */
public enum TickStyle {
	/** Plain numbers with as many decimals as the step needs: 0, 50, 100 or 0.2, 0.4. */
	NUMBER,
	/** Byte sizes in binary units: 512 B, 4 KiB, 1 MiB. */
	BYTES,
	/** One label per category (workers, percentiles); the values are the category indices. */
	CATEGORY;

	/** A new format for this style (formats are not thread-safe, so every user gets its own). */
	public Format newFormat() {
		return this == BYTES ? new ByteSizeFormat() : new DecimalTickFormat();
	}
}
