package org.drivebench.library;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Date;

import org.drivebench.model.Drive;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.Run;
import org.drivebench.model.TargetInfo;
import org.drivebench.model.TargetKind;
import org.junit.jupiter.api.Test;
import org.drivebench.library.drives.Drives;

/** Short default names, model and capacity, so a legend or a column has room for them; the reviewer's name wins. */
class DrivesTest {
	private static final DriveBenchFactory F = DriveBenchFactory.eINSTANCE;

	private static Drive drive(String vendor, String model, long capacity) {
		Drive d = F.createDrive();
		d.setKey(vendor + " " + model);
		d.setVendor(vendor);
		d.setModel(model);
		d.setCapacityBytes(capacity);
		return d;
	}

	@Test
	void aDriveIsNamedByItsModelAndCapacityAsSold() {
		assertEquals("ST2000DM001 2 TB", Drives.label(drive("Seagate", "ST2000DM001", 2_000_398_934_016L)));
		assertEquals("WDC WD20EARS-00MVWB0 2 TB", Drives.label(drive("ATA", "WDC WD20EARS-00MVWB0", 2_000_398_934_016L)),
				"the model as the drive reports it, without the vendor");
		assertEquals("Samsung SSD 980 PRO 1TB", Drives.label(drive("Samsung", "Samsung SSD 980 PRO 1TB", 1_000_204_886_016L)),
				"the capacity not twice");
		assertEquals("MK1665GSX 160 GB", Drives.label(drive("TOSHIBA", "MK1665GSX", 160_041_885_696L)));
		assertEquals("HUS156060VLS600 600 GB", Drives.label(drive("HGST", "HUS156060VLS600", 600_127_266_816L)));
		assertEquals("X 1.5 TB", Drives.label(drive("V", "X", 1_500_301_910_016L)));
		Drive named = drive("Seagate", "ST2000DM001", 2_000_398_934_016L);
		named.setLabel("Barracuda 2 TB (review sample)");
		assertEquals("Barracuda 2 TB (review sample)", Drives.label(named));
	}

	@Test
	void aSimulatedDriveIsNamedByItsProfileAsItsTargetIs() {
		Run run = F.createRun();
		run.setStartedAt(new Date());
		Drive drive = drive("DriveBench", "Simulated 7200 rpm 2 TB desktop HDD", 2_000_398_934_016L);
		drive.setSimulated(true);
		run.setDrive(drive);
		TargetInfo target = F.createTargetInfo();
		target.setKind(TargetKind.SIMULATED);
		target.setPath("sim:hdd-7200");
		run.setTarget(target);
		assertEquals("hdd-7200 2 TB (sim)", Drives.label(drive));
		assertEquals("Simulated 7200 rpm 2 TB desktop HDD", drive.getModel(), "the identity keeps the long one");
	}
}
