package org.drivebench.engine;

import java.io.Closeable;

/**
 * What I/O goes to: a test file, a raw block device, a striped set or a simulated drive. A target is
 * opened by the engine (see {@code Targets}) with the access the workload needs and closed by the
 * caller.
 */
public interface Target extends Closeable {
	/**
	 * What the target is, fixed when it was opened: its name, kind, size, sector sizes, whether it
	 * spins, its identity and whether it was opened for writing. The getters below read it.
	 */
	TargetShape shape();

	/** How the user named it: a path, {@code sim:hdd-7200}, {@code raid0:...}. */
	default String name() {
		return shape().name();
	}

	default TargetType kind() {
		return shape().kind();
	}

	/** Usable size in bytes (for a test file, its size; for a device, BLKGETSIZE64). */
	default long sizeBytes() {
		return shape().sizeBytes();
	}

	/** Smallest direct-I/O unit and alignment, bytes. */
	default int logicalBlockSize() {
		return shape().logicalBlockSize();
	}

	/** The medium's sector size, bytes; writes smaller than this cost a read-modify-write. */
	default int physicalBlockSize() {
		return shape().physicalBlockSize();
	}

	default boolean rotational() {
		return shape().rotational();
	}

	default DeviceIdentity identity() {
		return shape().identity();
	}

	/** Whether this target was opened for writing (read-only workloads open read-only). */
	default boolean writable() {
		return shape().writable();
	}

	/**
	 * The strip size of a RAID-0 set the engine stripes (its own set of devices or files, or a simulated
	 * set); 0 for anything else, an array a controller or md made included (the engine cannot see it).
	 */
	default int stripSizeBytes() {
		return 0;
	}

	/** The names of a RAID-0 set's members, in order (devices, files, simulated models); empty for anything else. */
	default java.util.List<String> memberNames() {
		return java.util.List.of();
	}

	/**
	 * Files created for this target that closing it removes (a new test file): a run records them, so
	 * that when the process dies before it closes the target they can be found and removed.
	 */
	default java.util.List<java.nio.file.Path> temporaryFiles() {
		return java.util.List.of();
	}

	/**
	 * What was done to the target before its first measurement, as a sentence for the user and the
	 * run's record (a test file written whole, or measured as an earlier fill left it); empty when
	 * nothing was.
	 */
	default String preparation() {
		return "";
	}
}
