package org.drivebench.report.chart.image;

/** The image formats a chart exports to. */
public enum ImageFormat {
	PNG("png"), SVG("svg");

	private final String extension;

	ImageFormat(String extension) {
		this.extension = extension;
	}

	/** The file name extension, without the dot. */
	public String extension() {
		return extension;
	}
}
