package org.drivebench.engine.sim;

import org.drivebench.engine.DeviceIdentity;

/**
 * A simulated drive's parameters: everything that decides its figures, in one record per kind of
 * drive. The models are described in SIMULATION.md of this bundle.
 */
public sealed interface DriveModel permits HddParameters, SsdParameters {
	/** The name a target is opened by, e.g. {@code hdd-7200}. */
	String name();

	/** Usable size, bytes. */
	long capacityBytes();

	/** Smallest addressable unit, bytes. */
	int logicalSectorBytes();

	/** The medium's (or the mapping table's) unit, bytes; smaller or unaligned writes cost extra. */
	int physicalSectorBytes();

	/** Who the drive says it is. */
	DeviceIdentity identity();

	/** Throws naming the field when a value is out of its range. */
	static void require(boolean ok, String field, Object value, String allowed) {
		if (!ok) {
			throw new IllegalArgumentException(field + " = " + value + ": " + allowed);
		}
	}
}
