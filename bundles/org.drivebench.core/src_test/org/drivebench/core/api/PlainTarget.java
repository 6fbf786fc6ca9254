package org.drivebench.core.api;

import org.drivebench.engine.DeviceIdentity;
import org.drivebench.engine.Target;
import org.drivebench.engine.TargetKind;

/** A target that is only its size and logical block, for tests of the plugin helpers with a stand-in engine. */
record PlainTarget(long sizeBytes, int logicalBlockSize) implements Target {
	@Override
	public String name() {
		return "plain:disk";
	}

	@Override
	public TargetKind kind() {
		return TargetKind.SIMULATED;
	}

	@Override
	public int physicalBlockSize() {
		return 4096;
	}

	@Override
	public boolean rotational() {
		return true;
	}

	@Override
	public DeviceIdentity identity() {
		return new DeviceIdentity("Plain", "Disk", "P-1", "1", sizeBytes, logicalBlockSize, 4096, true, 7200, "virtual");
	}

	@Override
	public boolean writable() {
		return true;
	}

	@Override
	public void close() {
	}
}
