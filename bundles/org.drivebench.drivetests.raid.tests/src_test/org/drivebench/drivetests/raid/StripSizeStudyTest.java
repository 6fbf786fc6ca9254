package org.drivebench.drivetests.raid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.drivebench.core.api.ArrayStudy;
import org.drivebench.core.api.InvalidParameterException;
import org.drivebench.core.api.ParameterValues;
import org.junit.jupiter.api.Test;

/** What arrays the study builds from its parameters, and which parameters it refuses, naming them. */
class StripSizeStudyTest {
	private final StripSizeStudy study = new StripSizeStudy();

	private List<ArrayStudy.Point> points(String members, String strips) {
		return study.points(ParameterValues.resolve(study.id(), study.parameters(), Map.of("members", members, "strips", strips)));
	}

	private String refusal(String members, String strips) {
		return assertThrows(InvalidParameterException.class, () -> points(members, strips)).getMessage();
	}

	@Test
	void byDefaultSeed003sStudyOfTwoDesktopDrivesOnTheChipsetRaid() {
		List<ArrayStudy.Point> points = study.points(ParameterValues.resolve(study.id(), study.parameters(), Map.of()));
		assertEquals(List.of(4096, 8192, 16384, 32768, 65536, 131072), points.stream().map(ArrayStudy.Point::stripSizeBytes).toList());
		assertEquals("sim:raid0:hdd-7200+hdd-7200:4k", points.get(0).target());
		assertEquals("sim:raid0:hdd-7200+hdd-7200:128k", points.get(5).target());
		assertEquals("RAID-0 of 2 x sim:hdd-7200", study.defaultName(ParameterValues.resolve(study.id(), study.parameters(), Map.of())));
	}

	@Test
	void devicesAndTestFilesAreStripedByTheEngineSmallestStripFirst() {
		List<ArrayStudy.Point> points = points("/dev/sdb, /dev/sdc", "1m, 64k");
		assertEquals(List.of("raid0:64k:/dev/sdb,/dev/sdc", "raid0:1m:/dev/sdb,/dev/sdc"),
				points.stream().map(ArrayStudy.Point::target).toList());
		assertEquals("sim:raid0:sas-15k+hdd-5400:8k", points("sim:SAS-15K, sim:hdd-5400", "8k").get(0).target());
	}

	@Test
	void aStudyThatMakesNoArrayIsRefusedNamingWhy() {
		assertEquals("members = sim:hdd-7200: a RAID-0 array of this study has 2 to 8 members, not 1",
				refusal("sim:hdd-7200", "64k"));
		assertTrue(refusal("a,b,c,d,e,f,g,h,i", "64k").endsWith("has 2 to 8 members, not 9"));
		assertEquals("members = sim:hdd-7200, /dev/sdb: simulated drives and real ones cannot make one array; give all "
				+ "sim:<model> or none", refusal("sim:hdd-7200, /dev/sdb", "64k"));
		assertTrue(refusal("sim:hdd-7200, sim:floppy", "64k").startsWith("members = sim:hdd-7200, sim:floppy: sim:floppy is no "
				+ "simulated drive; the models are sim:hdd-7200, "));
		assertEquals("strips = 48KiB: 48 KiB is no power of two; a RAID-0 strip is one", refusal("sim:hdd-7200, sim:hdd-7200", "48k"));
		InvalidParameterException tooLarge = assertThrows(InvalidParameterException.class,
				() -> ParameterValues.resolve(study.id(), study.parameters(), Map.of("strips", "2m")));
		assertEquals("strips", tooLarge.key());
	}
}
