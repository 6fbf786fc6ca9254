package org.drivebench.engine.device;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Optional;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/** Read-only: the device behind "/" on this machine holds the running system and is never writable. */
class RunningSystemDeviceTest {

	@Test
	void theDeviceBehindRootHoldsTheRunningSystem() throws Exception {
		DeviceInspector inspector = new DeviceInspector();
		MountEntry root = MountTable.read(Path.of("/proc")).ownNamespace().stream()
				.filter(m -> m.mountPoint().equals("/")).reduce((first, last) -> last).orElseThrow();
		Optional<BlockDeviceNode> node = inspector.tree().byNumber(root.major(), root.minor());
		if (node.isEmpty() && root.source().startsWith("/dev/")) {
			node = Optional.of(inspector.resolve(root.source())); // btrfs and others mount with a 0:N number
		}
		Assumptions.assumeTrue(node.isPresent(),
				"/ is not on a block device here (" + root.fsType() + " from " + root.source() + ")");
		DeviceReport report = inspector.inspect(node.get().devicePath().toString());
		assertTrue(report.has(FindingKind.RUNNING_SYSTEM), report.findings().toString());
		assertTrue(report.findings().stream().anyMatch(f -> f.kind() == FindingKind.RUNNING_SYSTEM
				&& f.reason().contains(" is mounted at / (" + root.fsType() + ")")), report.findings().toString());
		WriteRefusedException refusal = assertThrows(WriteRefusedException.class,
				() -> WriteGuard.judgeWrite(report, report.identity().serial()));
		assertTrue(refusal.getMessage().contains("(!) holds the running system: "), refusal.getMessage());
	}
}
