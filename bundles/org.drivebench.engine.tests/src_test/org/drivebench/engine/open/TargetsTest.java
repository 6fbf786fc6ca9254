package org.drivebench.engine.open;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.drivebench.engine.Target;
import org.drivebench.engine.TargetKind;
import org.drivebench.engine.RunnableTarget;
import org.drivebench.engine.device.WriteRefusedException;
import org.drivebench.engine.target.StripedTarget;
import org.drivebench.engine.testing.LoopDevice;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TargetsTest {
	@TempDir
	Path folder;

	@Test
	void namesAreClassifiedByWhatTheyDesignate() {
		assertEquals(Targets.Kind.SIMULATED, Targets.kindOf("sim:hdd-7200"));
		assertEquals(Targets.Kind.SIMULATED, Targets.kindOf("sim:raid0:hdd-7200x2:64k"));
		assertEquals(Targets.Kind.STRIPED, Targets.kindOf("raid0:64k:/dev/sdb,/dev/sdc"));
		assertEquals(Targets.Kind.FILE, Targets.kindOf(folder.resolve("test.dat").toString()));
		assertEquals(Targets.Kind.FILE, Targets.kindOf("file:/dev/null-is-not-taken-for-a-device"));
	}

	@Test
	void aSimulatedDriveOpensByItsName() throws Exception {
		try (Target t = Targets.open(Targets.Request.read("sim:ssd-slc"))) {
			assertEquals(TargetKind.SIMULATED, t.kind());
			assertInstanceOf(RunnableTarget.class, t);
		}
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
				() -> Targets.open(Targets.Request.read("sim:floppy")));
		assertTrue(e.getMessage().contains("'floppy' is unknown"), e.getMessage());
	}

	@Test
	void aNewTestFileHasTheAskedSizeAndIsRemovedUnlessKept() throws Exception {
		Path file = folder.resolve("quick.dat");
		try (Target t = Targets.open(new Targets.Request(file.toString(), true, "", 8L << 20, false, null))) {
			assertEquals(TargetKind.FILE, t.kind());
			assertEquals(8L << 20, t.sizeBytes());
			assertTrue(t.writable());
			assertTrue(Files.exists(file));
		}
		assertFalse(Files.exists(file), "a test file DriveBench created is removed afterwards");
		try (Target t = Targets.open(new Targets.Request("file:" + file, false, "", 4L << 20, true, null))) {
			assertFalse(t.writable(), "a read-only run opens read-only");
		}
		assertTrue(Files.exists(file), "a kept file stays");
		try (Target t = Targets.open(Targets.Request.read(file.toString()))) {
			assertEquals(4L << 20, t.sizeBytes(), "an existing file is reused at its own size");
		}
		assertTrue(Files.exists(file), "an existing file is never removed");
	}

	@Test
	void aStripedSetOverTestFilesAddsTheirCapacity() throws Exception {
		String name = "raid0:64k:" + folder.resolve("a.dat") + "," + folder.resolve("b.dat");
		try (Target t = Targets.open(new Targets.Request(name, true, "", 4L << 20, false, null))) {
			assertInstanceOf(StripedTarget.class, t);
			assertEquals(8L << 20, t.sizeBytes());
		}
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
				() -> Targets.open(Targets.Request.read("raid0:64k:" + folder.resolve("only.dat"))));
		assertTrue(e.getMessage().contains("a RAID-0 set needs 2 or more"), e.getMessage());
	}

	@Test
	void aDeviceOpensReadOnlyFreelyButForWritingOnlyWithItsConfirmation() throws Exception {
		org.junit.jupiter.api.Assumptions.assumeTrue(LoopDevice.unavailableReason() == null,
				() -> "skipped: " + LoopDevice.unavailableReason());
		try (LoopDevice loop = LoopDevice.create(folder, 16L << 20, 512, null)) {
			String device = loop.device().toString();
			assertEquals(Targets.Kind.BLOCK_DEVICE, Targets.kindOf(device));
			try (Target t = Targets.open(Targets.Request.read(device))) {
				assertEquals(TargetKind.BLOCK_DEVICE, t.kind());
				assertFalse(t.writable());
				assertEquals(16L << 20, t.sizeBytes());
			}
			assertThrows(WriteRefusedException.class,
					() -> Targets.open(new Targets.Request(device, true, "", 0, false, null)));
			String serial = new org.drivebench.engine.device.DeviceInspector().identity(device).serial();
			assertTrue(serial.contains(loop.backingFile().getFileName().toString()), "a loop device's serial names its file");
			try (Target t = Targets.open(new Targets.Request(device, true, serial, 0, false, null))) {
				assertTrue(t.writable());
			}
		}
	}
}
