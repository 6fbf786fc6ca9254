package org.drivebench.core.api;

/**
 * The kinds of value a test parameter takes, each with its text form. The front ends render a
 * parameter by its kind (a folder with a chooser, a target list with the drives to pick from, a choice
 * as a list, a flag as a box), so they need no knowledge of any test's keys.
 */
public enum ParameterType {
	/** Whole number: "32". */
	INTEGER,
	/** Decimal number: "0.5". */
	NUMBER,
	/** Bytes: "4k", "64 KiB", "1M", "512". */
	SIZE,
	/** Bytes, several: "512, 4k, 64k, 1M". */
	SIZE_LIST,
	/** Whole numbers, several: "1, 2, 4, 8". */
	INTEGER_LIST,
	/** Seconds: "60", "1.5", "10m", "2h". */
	DURATION,
	/** Whole percent 0 to 100: "67". */
	PERCENT,
	/** "true" or "false" (also yes/no, on/off). */
	BOOLEAN,
	/** One of a fixed set of words. */
	CHOICE,
	/** Free text. */
	TEXT,
	/** A folder on this machine, by its path; empty for none: "/mnt/other". */
	FOLDER,
	/**
	 * Targets, several, by the names the engine opens them by, comma-separated: "/dev/sdb, /dev/sdc",
	 * "sim:hdd-7200, sim:hdd-7200". What to measure is never a default on the command line: a command
	 * asks for it by name.
	 */
	TARGET_LIST
}
