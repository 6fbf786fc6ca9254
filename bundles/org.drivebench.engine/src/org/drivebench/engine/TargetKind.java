package org.drivebench.engine;

/** What a {@link Target} is. */
public enum TargetKind {
	/** A preallocated test file on a file system, read and written with direct I/O. */
	FILE,
	/** A raw block device. */
	BLOCK_DEVICE,
	/** A RAID-0 set striped over member targets. */
	STRIPED,
	/** A simulated drive on a virtual clock. */
	SIMULATED
}
