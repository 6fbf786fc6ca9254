package org.drivebench.core.units;

/**
 * What a unit measures. Two figures can be converted into each other, compared in one table row or
 * drawn on one axis only when their units share a dimension.
 */
public enum Dimension {
	/** A plain number: a count, a queue depth, a number of workers. Base: 1. */
	NUMBER("number"),
	/** An amount of data, or a position on a drive. Base: the byte. */
	DATA("amount of data"),
	/** Data per time: a transfer rate. Base: bytes per second. */
	DATA_RATE("transfer rate"),
	/** Operations per time: IOPS. Base: operations per second. */
	OPERATION_RATE("operation rate"),
	/** A duration or a latency. Base: the second. */
	TIME("time"),
	/** A share of a whole. Base: 1 (100 %). */
	SHARE("share"),
	/** A temperature. Base: the degree Celsius. */
	TEMPERATURE("temperature"),
	/** A power. Base: the watt. */
	POWER("power"),
	/**
	 * A unit DriveBench does not know (written by an older version, or imported): shown as its
	 * symbol, never converted.
	 */
	UNKNOWN("unknown");

	private final String description;

	Dimension(String description) {
		this.description = description;
	}

	/** What it measures, in a few words, for messages. */
	public String description() {
		return description;
	}
}
