package org.drivebench.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

/** A drive's key: model and serial; an array without a serial of its own is keyed by its members. */
class DeviceIdentityTest {
	private static DeviceIdentity loop(String backing, long size) {
		return new DeviceIdentity("", "Loop device", backing, "", size, 512, 512, false, 0, "loop");
	}

	private static DeviceIdentity array(String strip, DeviceIdentity... members) {
		return new DeviceIdentity("", "RAID-0 of 2 x Loop device, " + strip + " strips", "", "", 0, 512, 512, false, 0, "raid0",
				List.of(members));
	}

	@Test
	void anArrayIsItsMembersAndItsStrip() {
		DeviceIdentity a = loop("/srv/a.img,inode=11", 512L << 20);
		DeviceIdentity b = loop("/srv/b.img,inode=12", 512L << 20);
		DeviceIdentity c = loop("/srv/c.img,inode=13", 256L << 20);
		DeviceIdentity d = loop("/srv/d.img,inode=14", 256L << 20);
		assertNotEquals(array("16 KiB", a, b).key(), array("16 KiB", c, d).key(), "other members, another drive");
		assertEquals(array("16 KiB", a, b).key(), array("16 KiB", a, b).key(), "the same members, the same drive");
		assertNotEquals(array("16 KiB", a, b).key(), array("64 KiB", a, b).key(), "another strip, another layout");
		assertNotEquals(array("16 KiB", a, b).key(), array("16 KiB", b, a).key(), "the members' order is the layout");
		assertEquals("RAID-0 of 2 x Loop device, 16 KiB strips [Loop device #/srv/a.img,inode=11 + Loop device #/srv/b.img,inode=12]",
				array("16 KiB", a, b).key());
	}

	@Test
	void aDriveOrAnArrayWithASerialOfItsOwnKeepsItsKey() {
		assertEquals("WDC WD20EARS #WD-1", new DeviceIdentity("WDC", "WD20EARS", "WD-1", "", 0, 512, 4096, true, 5400, "SATA").key());
		DeviceIdentity md = new DeviceIdentity("", "Simulated RAID-0", "SIM-RAID0-2X-64K", "", 0, 512, 512, true, 7200, "raid0",
				List.of(loop("/srv/a.img", 1), loop("/srv/b.img", 1)));
		assertEquals("Simulated RAID-0 #SIM-RAID0-2X-64K", md.key(), "its serial names it already; its runs stay together");
	}
}
