package org.drivebench.core.chart.image;

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
