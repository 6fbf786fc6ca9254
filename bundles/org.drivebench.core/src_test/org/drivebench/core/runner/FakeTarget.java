package org.drivebench.core.runner;

import org.drivebench.engine.DeviceIdentity;
import org.drivebench.engine.Target;
import org.drivebench.engine.TargetKind;

/** A target that is only a description, for runner tests whose tests do no I/O. */
record FakeTarget(boolean writable) implements Target {
	@Override
	public String name() {
		return "fake:disk";
	}

	@Override
	public TargetKind kind() {
		return TargetKind.SIMULATED;
	}

	@Override
	public long sizeBytes() {
		return 1L << 30;
	}

	@Override
	public int logicalBlockSize() {
		return 512;
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
		return new DeviceIdentity("Fake", "Disk 1G", "F-1", "1.0", 1L << 30, 512, 4096, true, 7200, "virtual");
	}

	@Override
	public void close() {
	}
}
