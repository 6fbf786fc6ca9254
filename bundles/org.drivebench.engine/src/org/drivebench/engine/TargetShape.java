package org.drivebench.engine;

/**
 * What a target will be, known before it is opened for the run: its size, sector sizes and identity.
 * The plan's parameters are checked against it (a region larger than the target, a block size it
 * cannot transfer) before anything is created or written. It does no I/O.
 *
 * @param writable whether the run will open the target for writing
 */
public record TargetShape(String name, TargetKind kind, long sizeBytes, int logicalBlockSize, int physicalBlockSize,
		boolean rotational, DeviceIdentity identity, boolean writable) implements Target {

	/** The shape of an opened target (a simulated drive, a device opened read-only to look at it). */
	public static TargetShape of(Target target, boolean writable) {
		return new TargetShape(target.name(), target.kind(), target.sizeBytes(), target.logicalBlockSize(),
				target.physicalBlockSize(), target.rotational(), target.identity(), writable);
	}

	@Override
	public void close() {
		// nothing was opened
	}
}
