package org.drivebench.engine;

/** What is written. */
public enum DataPattern {
	/** Incompressible random data, every written 512-byte sector unique, so no drive can deduplicate it. */
	RANDOM,
	/** All zero bytes. */
	ZEROS,
	/** Random data of which a chosen share is zeros ({@link WorkloadSpec#compressiblePercent()}). */
	COMPRESSIBLE
}
