package org.drivebench.core.testing;

import org.drivebench.engine.DeviceIdentity;
import org.drivebench.engine.TargetType;
import org.drivebench.engine.TargetShape;

/**
 * Targets that are only a description (a {@link TargetShape}, which is a target that opens nothing):
 * for tests that hand workloads to a stand-in engine and do no I/O. Each is a rotational disk with
 * 4 KiB physical sectors, as the engine would report a simulated one.
 */
public final class FakeTarget {
	private static final long GIB = 1L << 30;

	private FakeTarget() {
	}

	/** A 1 GiB disk with 512-byte logical sectors named {@code fake:disk}, its drive's key "Fake Disk 1G #F-1". */
	public static TargetShape disk(boolean writable) {
		return new TargetShape("fake:disk", TargetType.SIMULATED, GIB, 512, 4096, true,
				new DeviceIdentity("Fake", "Disk 1G", "F-1", "1.0", GIB, 512, 4096, true, 7200, "virtual"), writable);
	}

	/** A writable disk named {@code plain:disk}, of this size and logical block. */
	public static TargetShape sized(long sizeBytes, int logicalBlockSize) {
		return new TargetShape("plain:disk", TargetType.SIMULATED, sizeBytes, logicalBlockSize, 4096, true,
				new DeviceIdentity("Plain", "Disk", "P-1", "1", sizeBytes, logicalBlockSize, 4096, true, 7200, "virtual"), true);
	}

	/** A writable 2 TB drive with 512-byte logical sectors named {@code stand-in drive}, with no vendor or serial. */
	public static TargetShape standIn() {
		long size = 2_000_398_934_016L;
		return new TargetShape("stand-in drive", TargetType.SIMULATED, size, 512, 4096, true,
				new DeviceIdentity("", "stand-in drive", "", "", size, 512, 4096, true, 7200, ""), true);
	}
}
