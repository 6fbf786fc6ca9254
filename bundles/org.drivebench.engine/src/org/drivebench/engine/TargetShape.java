package org.drivebench.engine;

/**
 * What a target is: its name, kind, size, sector sizes and identity, and whether it is open for
 * writing. Every target has one ({@link Target#shape()}); known before a target is opened for the run,
 * it is a target of its own that does no I/O, and the plan's parameters are checked against it (a
 * region larger than the target, a block size it cannot transfer) before anything is created or written.
 *
 * @param writable whether the run will open the target for writing
 */
public record TargetShape(String name, TargetType kind, long sizeBytes, int logicalBlockSize, int physicalBlockSize,
		boolean rotational, DeviceIdentity identity, boolean writable) implements Target {

	/** The shape of an opened target (a simulated drive, a device opened read-only to look at it). */
	public static TargetShape of(Target target, boolean writable) {
		return new TargetShape(target.name(), target.kind(), target.sizeBytes(), target.logicalBlockSize(),
				target.physicalBlockSize(), target.rotational(), target.identity(), writable);
	}

	@Override
	public TargetShape shape() {
		return this;
	}

	@Override
	public void close() {
		// nothing was opened
	}
}
