package org.drivebench.engine.sim;

import org.drivebench.engine.DeviceIdentity;

/**
 * A simulated drive's parameters: everything that decides its figures, in one record per kind of
 * drive. The models are described in SIMULATION.md of this bundle.
 */
public sealed interface DriveModel permits HddParameters, SsdParameters {
	/** The name a target is opened by, e.g. {@code hdd-7200}. */
	String name();

	/** The class of real drives the model stands for, e.g. "7200 rpm desktop HDD, 2 TB, Advanced Format (2011)". */
	String driveClass();

	/** Usable size, bytes. */
	long capacityBytes();

	/** Smallest addressable unit, bytes. */
	int logicalSectorBytes();

	/** The medium's (or the mapping table's) unit, bytes; smaller or unaligned writes cost extra. */
	int physicalSectorBytes();

	/** Commands the drive accepts at once; the host queues the rest. */
	int queueDepth();

	/** The host's time on every command's path (driver, adapter, interrupt), ns. */
	long hostOverheadNanos();

	/** What varies from run to run. */
	Variation variation();

	/** Who the drive says it is. */
	DeviceIdentity identity();

	/** Throws naming the field when a value is out of its range. */
	static void require(boolean ok, String field, Object value, String allowed) {
		if (!ok) {
			throw new IllegalArgumentException(field + " = " + value + ": " + allowed);
		}
	}
}
