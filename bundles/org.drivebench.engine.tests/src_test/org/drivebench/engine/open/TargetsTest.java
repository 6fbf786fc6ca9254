package org.drivebench.engine.open;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.drivebench.engine.Target;
import org.drivebench.engine.TargetType;
import org.drivebench.engine.RunnableTarget;
import org.drivebench.engine.device.WriteRefusedException;
import org.drivebench.engine.targets.StripedTarget;
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
	void aGroupTestsNextDriveIsNoRunsTargetAndMakesNoFileCalledSo() {
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
				() -> Targets.check(new Targets.Request("plugged:next", true, "", 8L << 20, false, null)));
		assertTrue(e.getMessage().startsWith("plugged:next names the next drive plugged in, for a group test's entry only"),
				e.getMessage());
		assertFalse(Files.exists(Path.of("plugged:next")), "no test file made in the working folder");
	}

	@Test
	void aSimulatedDriveOpensByItsName() throws Exception {
		try (Target t = Targets.open(Targets.Request.read("sim:ssd-slc"))) {
			assertEquals(TargetType.SIMULATED, t.kind());
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
			assertEquals(TargetType.FILE, t.kind());
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
	void aFolderNamedAsTheTargetIsRefusedSayingWhatToNameInstead() {
		IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
				() -> Targets.check(new Targets.Request(folder.toString(), true, "", 0, false, null)));
		assertTrue(e.getMessage().contains("is a folder") && e.getMessage().contains(folder.resolve("bench.dat").toString()),
				e.getMessage());
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
				assertEquals(TargetType.BLOCK_DEVICE, t.kind());
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

	@Test
	void aStripedSetOfDevicesIsWrittenOnlyWithEveryMembersOwnConfirmation() throws Exception {
		org.junit.jupiter.api.Assumptions.assumeTrue(LoopDevice.unavailableReason() == null,
				() -> "skipped: " + LoopDevice.unavailableReason());
		try (LoopDevice a = LoopDevice.create(folder, 16L << 20, 512, null);
				LoopDevice b = LoopDevice.create(folder, 16L << 20, 512, null)) {
			String name = "raid0:64k:" + a.device() + "," + b.device();
			org.drivebench.engine.device.DeviceInspector inspector = new org.drivebench.engine.device.DeviceInspector();
			String serialA = inspector.inspect(a.device().toString()).confirmationToken().orElseThrow();
			String serialB = inspector.inspect(b.device().toString()).confirmationToken().orElseThrow();
			// the guard judges each member with its own serial: one member's confirms nothing for the other
			WriteRefusedException onlyA = assertThrows(WriteRefusedException.class,
					() -> Targets.check(new Targets.Request(name, true, java.util.List.of(serialA), 0, false, null, null)));
			assertTrue(onlyA.getMessage().contains("Refusing to open " + b.device()), onlyA.getMessage());
			assertTrue(onlyA.getMessage().contains("is not the one of " + b.device()), onlyA.getMessage());
			WriteRefusedException onlyB = assertThrows(WriteRefusedException.class,
					() -> Targets.check(new Targets.Request(name, true, serialB, 0, false, null)));
			assertTrue(onlyB.getMessage().contains("Refusing to open " + a.device()), onlyB.getMessage());
			try (Target set = Targets.open(new Targets.Request(name, true, java.util.List.of(serialB, serialA), 0, false, null,
					null))) {
				assertTrue(set.writable());
				assertEquals(32L << 20, set.sizeBytes());
			}
			try (Target set = Targets.open(Targets.Request.read(name))) {
				assertFalse(set.writable(), "reading the set needs no confirmation");
			}
		}
	}

	/** The check judges everything and creates nothing: no file, no folder; the shape says what will be measured. */
	@Test
	void checkingATestFileCreatesNothing() throws Exception {
		Path file = folder.resolve("later.dat");
		TargetCheck check = Targets.check(new Targets.Request(file.toString(), true, "", 8L << 20, false, null));
		assertFalse(Files.exists(file));
		assertEquals(8L << 20, check.shape().sizeBytes());
		assertEquals(TargetType.FILE, check.shape().kind());
		assertEquals(java.util.List.of(), check.overwrites(), "a new file destroys nothing");
		try (Target t = check.open()) {
			assertEquals(8L << 20, t.sizeBytes());
		}
	}

	/** Found 8: a file size, keeping or overwriting a file with a target that is no file is an error, not ignored. */
	@Test
	void fileOptionsForATargetThatIsNoFileAreErrors() {
		IllegalArgumentException size = assertThrows(IllegalArgumentException.class,
				() -> Targets.check(new Targets.Request("sim:hdd-7200", false, "", 4L << 20, false, null)));
		assertEquals("a test-file size applies to test files only: sim:hdd-7200 is a simulated drive", size.getMessage());
		assertThrows(IllegalArgumentException.class,
				() -> Targets.check(new Targets.Request("sim:hdd-7200", false, "", 0, true, null)));
		IllegalArgumentException other = assertThrows(IllegalArgumentException.class, () -> Targets.check(new Targets.Request(
				folder.resolve("a.dat").toString(), false, "", 0, false, null, java.util.List.of(folder.resolve("b.dat").toString()))));
		assertTrue(other.getMessage().contains("is not the test file of"), other.getMessage());
	}

	/** Found 8: a RAID-0 set of the same member twice is refused, however the names differ. */
	@Test
	void aStripedSetOfOneFileTwiceIsRefused() {
		Path a = folder.resolve("a.dat");
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Targets.check(new Targets.Request(
				"raid0:64k:" + a + "," + folder.resolve("x/../a.dat"), true, "", 4L << 20, false, null)));
		assertTrue(e.getMessage().contains("names the same file twice"), e.getMessage());
		assertFalse(Files.exists(a));
	}

	@Test
	void aStripedSetOfOneDeviceTwiceIsRefused() throws Exception {
		org.junit.jupiter.api.Assumptions.assumeTrue(LoopDevice.unavailableReason() == null,
				() -> "skipped: " + LoopDevice.unavailableReason());
		try (LoopDevice loop = LoopDevice.create(folder, 16L << 20, 512, null)) {
			String device = loop.device().toString();
			String alias = Files.createSymbolicLink(folder.resolve("alias"), loop.device()).toString();
			IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
					() -> Targets.check(Targets.Request.read("raid0:64k:" + device + "," + alias)));
			assertTrue(e.getMessage().contains("names the same device twice (" + device + " and " + alias + ")"), e.getMessage());
		}
	}

	/** A file the user names for overwriting: the check says what the write destroys, with its size and date, before it. */
	@Test
	void aFileNamedForOverwritingIsNamedWithItsSizeAndDate() throws Exception {
		Path file = Files.write(folder.resolve("old.bin"), new byte[2 << 20]);
		TargetCheck check = Targets.check(new Targets.Request(file.toString(), false, "", 0, false, null,
				java.util.List.of(file.toString())));
		assertEquals(1, check.overwrites().size());
		assertTrue(check.overwrites().get(0).matches("the existing file " + java.util.regex.Pattern.quote(file.toString())
				+ " \\(2 MiB, last modified \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d\\)"), check.overwrites().get(0));
		assertEquals(2L << 20, check.shape().sizeBytes());
	}

	/** A test file in memory is labelled so: its figures are RAM's, not a drive's. */
	@Test
	void aTestFileOnTmpfsIsLabelledAsMemory() throws Exception {
		org.junit.jupiter.api.Assumptions.assumeTrue(LoopDevice.unavailableReason() == null,
				() -> "mounting a tmpfs needs root: " + LoopDevice.unavailableReason());
		Path mount = Files.createDirectory(folder.resolve("ram"));
		Process m = new ProcessBuilder("mount", "-t", "tmpfs", "-o", "size=32m", "drivebench-test", mount.toString())
				.redirectErrorStream(true).start();
		org.junit.jupiter.api.Assumptions.assumeTrue(m.waitFor() == 0, "mount -t tmpfs is not allowed here");
		try {
			TargetCheck check = Targets.check(new Targets.Request(mount.resolve("t.dat").toString(), false, "", 4L << 20, false,
					null));
			assertEquals("test file in memory (tmpfs)", check.shape().identity().model());
			assertEquals(java.util.List.of(mount.resolve("t.dat") + " is on tmpfs, in memory: this measures RAM, not a drive"),
					check.notes());
		} finally {
			new ProcessBuilder("umount", mount.toString()).start().waitFor();
		}
	}

	/** Found 3: a mistyped device name is an error naming it, and nothing is created in /dev. */
	@Test
	void aDeviceNameThatIsNoDeviceIsAnError() {
		String typo = "/dev/sdz" + ProcessHandle.current().pid();
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
				() -> Targets.check(new Targets.Request(typo, true, "", 0, false, null)));
		assertTrue(e.getMessage().startsWith(typo + " is not a block device (there is no such device)"), e.getMessage());
		assertFalse(Files.exists(Path.of(typo)));
	}
}
