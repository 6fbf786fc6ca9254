package org.drivebench.library.drives;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;

import org.drivebench.model.Drive;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.Run;
import org.drivebench.model.TestBench;
import org.junit.jupiter.api.Test;

/** No two drives shown together share a name: what tells them apart is added to each, and only then. */
class DriveLabelsTest {
	private static final DriveBenchFactory F = DriveBenchFactory.eINSTANCE;

	private static Run run(String key, String model, String serial, long capacity, String host) {
		Run run = F.createRun();
		Drive drive = F.createDrive();
		drive.setKey(key);
		drive.setModel(model);
		drive.setSerial(serial);
		drive.setCapacityBytes(capacity);
		run.setDrive(drive);
		if (!host.isEmpty()) {
			TestBench bench = F.createTestBench();
			bench.setHost(host);
			run.setBench(bench);
		}
		return run;
	}

	private static DriveLabels.Named named(Run run) {
		return new DriveLabels.Named(Drives.keyOf(run), Drives.label(run.getDrive()), run);
	}

	private static Run labelled(Run run, String label) {
		run.getDrive().setLabel(label);
		return run;
	}

	/**
	 * Two group entries' test files on one disk are one drive: the explorer, the drive lists and the command
	 * line name it by both labels its runs were given, as the group test's comparison does, not by the last.
	 */
	@Test
	void aDiskHoldingTwoEntriesTestFilesIsNamedByBothTheirLabels() {
		Run a = labelled(run("disk", "ST2000DM001", "Z1", 2_000_000_000_000L, "lab"), "File A");
		Run b = labelled(run("disk", "ST2000DM001", "Z1", 2_000_000_000_000L, "lab"), "File B");
		Run again = labelled(run("disk", "ST2000DM001", "Z1", 2_000_000_000_000L, "lab"), "file a");
		Run other = labelled(run("ssd", "Samsung SSD 980 PRO 1TB", "S1", 1_000_000_000_000L, "lab"), "SSD");
		assertEquals(Map.of("disk", "File A + File B", "ssd", "SSD"), DriveLabels.ofRuns(List.of(a, other, b, again)));
		assertEquals("File A + File B", Drives.together(List.of("File A", " ", "File B", "FILE B ")), "each once, blanks left out");
		// a drive renamed in the library carries one label in every run; a run without one takes no part
		Run unnamed = run("disk2", "ST4000DM004", "Z2", 4_000_000_000_000L, "lab");
		Run named = labelled(run("disk2", "ST4000DM004", "Z2", 4_000_000_000_000L, "lab"), "Archive");
		assertEquals("Archive", Drives.labelOf(List.of(unnamed, named)));
		assertEquals("ST4000DM004 4 TB", Drives.labelOf(List.of(unnamed)), "none given: the drive's short name");
	}

	@Test
	void loopDevicesOfOneSizeAreToldApartByTheirBackingFiles() {
		List<Run> runs = List.of(run("l1", "Loop device", "/srv/a.img,inode=1", 2_147_483_648L, "lab"),
				run("l2", "Loop device", "/srv/b.img,inode=2", 2_147_483_648L, "lab"),
				run("l3", "Loop device", "/srv/c.img,inode=3", 2_147_483_648L, "lab"),
				run("hdd", "ST2000DM001", "Z1E", 2_000_398_934_016L, "lab"));
		assertEquals(List.of("Loop device 2.15 GB (/srv/a.img)", "Loop device 2.15 GB (/srv/b.img)",
				"Loop device 2.15 GB (/srv/c.img)", "ST2000DM001 2 TB"), DriveLabels.unique(runs.stream().map(DriveLabelsTest::named).toList()),
				"a name no other drive has stays as it is");
	}

	@Test
	void theSameModelOnTwoHostsIsToldApartByTheHost() {
		List<Run> runs = List.of(run("a", "test file on vda", "", 1_073_741_824L, "lab1"),
				run("b", "test file on vda", "", 1_073_741_824L, "lab2"));
		assertEquals(List.of("test file on vda 1.07 GB (on lab1)", "test file on vda 1.07 GB (on lab2)"),
				DriveLabels.unique(runs.stream().map(DriveLabelsTest::named).toList()));
	}

	@Test
	void arraysAreToldApartByTheirMembers() {
		Run one = run("r1", "RAID-0 of 2 x Loop device, 16 KiB strips", "", 0, "lab");
		Run two = run("r2", "RAID-0 of 2 x Loop device, 16 KiB strips", "", 0, "lab");
		for (String[] pair : new String[][] { { "/srv/a.img,inode=1", "/srv/b.img,inode=2" }, { "/srv/c.img,inode=3", "/srv/d.img,inode=4" } }) {
			Run run = pair[0].contains("a.img") ? one : two;
			for (String serial : pair) {
				Drive member = F.createDrive();
				member.setModel("Loop device");
				member.setSerial(serial);
				run.getDrive().getMembers().add(member);
			}
		}
		assertEquals(List.of("RAID-0 of 2 x Loop device, 16 KiB strips (/srv/a.img + /srv/b.img)",
				"RAID-0 of 2 x Loop device, 16 KiB strips (/srv/c.img + /srv/d.img)"),
				DriveLabels.unique(List.of(named(one), named(two))));
	}

	@Test
	void namesAReportGivesAreToldApartTooAndNothingKnownLeavesTheKey() {
		assertEquals(List.of("Reviewed (k1)", "reviewed (k2)"), DriveLabels.unique(List.of(new DriveLabels.Named("k1", "Reviewed", null),
				new DriveLabels.Named("k2", "reviewed", null))), "case does not tell drives apart for a reader");
		assertEquals(List.of("Same", "Same #2"), DriveLabels.unique(List.of(new DriveLabels.Named("k", "Same", null),
				new DriveLabels.Named("k", "Same", null))), "one drive chosen twice is numbered");
	}
}
