package org.drivebench.engine;

/**
 * What a {@link Target} is, as the engine opens it (a run records it in the library as the model's
 * {@code TargetKind}).
 */
public enum TargetType {
	/** A preallocated test file on a file system, read and written with direct I/O. */
	FILE,
	/** A raw block device. */
	BLOCK_DEVICE,
	/** A RAID-0 set striped over member targets. */
	STRIPED,
	/** A simulated drive on a virtual clock. */
	SIMULATED
}
