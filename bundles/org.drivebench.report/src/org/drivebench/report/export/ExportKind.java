package org.drivebench.report.export;

import java.util.List;

/** What a comparison exports: its review table, its charts, or one page holding both. */
public enum ExportKind {
	/** The review table in one of the core's formats (csv, md, html, tex, json). */
	TABLE(List.of("csv", "md", "html", "tex", "json")),
	/** Every overlay chart as an image file of its own, in a folder (png, svg). */
	CHARTS(List.of("png", "svg")),
	/** One self-contained HTML page: the table and every chart, images embedded (png, svg). */
	REVIEW_PAGE(List.of("png", "svg"));

	private final List<String> formats;

	ExportKind(List<String> formats) {
		this.formats = formats;
	}

	/** The format names this kind can be written in, the first being the default. */
	public List<String> formats() {
		return formats;
	}

	/** Whether the kind draws charts, so a size applies. */
	public boolean drawsCharts() {
		return this != TABLE;
	}

	/** Whether the kind writes into a folder (one file per chart) rather than one file. */
	public boolean writesFolder() {
		return this == CHARTS;
	}
}
