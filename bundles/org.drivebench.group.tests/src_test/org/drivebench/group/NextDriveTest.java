package org.drivebench.group;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CancellationException;

import org.drivebench.engine.device.DeviceInspector;
import org.drivebench.engine.device.SystemRoots;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.GroupEntry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The spelling of the next drive plugged in and its wait; a wait that ends with no drive plugged in is a
 * cancellation (the entry stays resumable); an entry of it on a rig is refused.
 */
class NextDriveTest {
	@TempDir
	Path folder;

	private static GroupEntry entry(String target) {
		GroupEntry entry = DriveBenchFactory.eINSTANCE.createGroupEntry();
		entry.setTarget(target);
		entry.setSuiteId("quick");
		return entry;
	}

	@Test
	void itsSpellingAndWait() {
		assertTrue(NextDrive.is("plugged:next"));
		assertTrue(NextDrive.is(" Plugged:Next:10m "));
		assertFalse(NextDrive.is("plugged-next"), "a test file's name");
		assertFalse(NextDrive.is("/dev/sdb"));
		assertEquals(NextDrive.DEFAULT_WAIT, NextDrive.waitOf("plugged:next"));
		assertEquals(Duration.ofSeconds(90), NextDrive.waitOf("plugged:next:90s"));
		assertEquals(Duration.ofMinutes(10), NextDrive.waitOf("plugged:next:10m"));
		assertEquals(Duration.ofHours(2), NextDrive.waitOf("plugged:next:2h"));
		assertEquals("plugged:next:10m", NextDrive.target("10m"));
		assertEquals("plugged:next", NextDrive.target(null));
		IllegalArgumentException bad = assertThrows(IllegalArgumentException.class, () -> NextDrive.target("soon"));
		assertTrue(bad.getMessage().contains("'soon', is no duration"), bad.getMessage());
		assertThrows(IllegalArgumentException.class, () -> NextDrive.waitOf("plugged:next:0m"));
		assertEquals("90 s", NextDrive.describe(Duration.ofSeconds(90)));
		assertEquals("30 min", NextDrive.describe(NextDrive.DEFAULT_WAIT));
	}

	@Test
	void aWaitWithNoDrivePluggedInEndsAsACancellationAndARigIsRefused() throws Exception {
		Path sys = Files.createDirectories(folder.resolve("sys"));
		Path block = Files.createDirectories(sys.resolve("block").resolve("vda"));
		Files.writeString(block.resolve("size"), "2000000\n");
		SystemRoots roots = new SystemRoots(sys, folder.resolve("proc"), folder.resolve("udev"), folder.resolve("dev"));
		NextDrive next = new NextDrive(new SysBlockWatcher(sys.resolve("block"), 5), new DeviceInspector(roots), roots.devices());
		CancellationException timeout = assertThrows(CancellationException.class,
				() -> next.find(entry("plugged:next:1s"), null, NextDrive.Confirmer.NOBODY, () -> false));
		assertEquals("no new drive was plugged in within 1 s; resume waits again", timeout.getMessage());

		GroupEntry onRig = entry("plugged:next");
		onRig.setRig("lab");
		IllegalArgumentException rig = assertThrows(IllegalArgumentException.class,
				() -> next.find(onRig, null, NextDrive.Confirmer.NOBODY, () -> false));
		assertTrue(rig.getMessage().contains("cannot be on the rig lab"), rig.getMessage());
	}
}
