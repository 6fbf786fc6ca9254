package org.drivebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import org.drivebench.core.registry.TestRegistry;
import org.drivebench.drivetests.raid.StripSizeStudy;
import org.drivebench.engine.device.DeviceInspector;
import org.drivebench.engine.run.DefaultIoEngine;
import org.drivebench.engine.testing.LoopDevice;
import org.drivebench.library.ResultLibrary;
import org.drivebench.library.drives.Drives;
import org.drivebench.model.Drive;
import org.drivebench.model.Run;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An array is its members: two strip studies over different pairs of loop devices (members of 64 MiB and
 * of 32 MiB) at the same strip size are two drives of the library, each run recording its members'
 * identities, so their runs never average together.
 */
class ArrayIdentityCliTest {
	@TempDir
	Path folder;

	@Test
	void twoArraysOfOneModelAndStripOverDifferentMembersAreTwoDrives() throws Exception {
		LoopDevice.assumeAvailable();
		TestRegistry registry = new TestRegistry();
		registry.addTest(new CliWorkload("linear.sequential", true));
		registry.addStudy(new StripSizeStudy());
		Libraries libraries = new Libraries(() -> {
			throw new AssertionError("the test names its library");
		});
		StripStudyCommand study = new StripStudyCommand(registry, libraries, new RunExecutor(new DefaultIoEngine(), "test"));
		String library = folder.resolve("library").toString();
		DeviceInspector inspector = new DeviceInspector();
		try (LoopDevice a = LoopDevice.create(folder, 64L << 20, 512, null);
				LoopDevice b = LoopDevice.create(folder, 64L << 20, 512, null);
				LoopDevice c = LoopDevice.create(folder, 32L << 20, 512, null);
				LoopDevice d = LoopDevice.create(folder, 32L << 20, 512, null)) {
			for (List<LoopDevice> pair : List.of(List.of(a, b), List.of(c, d))) {
				CliFixture cli = new CliFixture();
				List<String> args = new java.util.ArrayList<>(List.of("strip-study", "--members",
						pair.get(0).device() + "," + pair.get(1).device(), "--strips", "16k", "--test", "linear.sequential",
						"--param", "duration=1s", "--param", "regionLength=8M", "--library", library));
				for (LoopDevice member : pair) {
					args.addAll(List.of("--confirm-serial",
							inspector.inspect(member.device().toString()).confirmationToken().orElseThrow()));
				}
				assertEquals(ExitCode.OK, cli.run(study, args.toArray(String[]::new)), cli.err());
			}
		}
		ResultLibrary opened = ResultLibrary.read(Path.of(library));
		List<Run> runs = opened.runs();
		assertEquals(2, runs.size());
		assertEquals(2, opened.drives().size(), () -> "one drive per array, not "
				+ opened.drives().stream().map(Drives::keyOf).toList());
		assertNotEquals(Drives.keyOf(runs.get(0)), Drives.keyOf(runs.get(1)));
		for (Run run : runs) {
			Drive array = run.getDrive();
			assertEquals(2, array.getMembers().size(), "the run's drive record names its members");
			Set<String> memberKeys = array.getMembers().stream().map(Drives::keyOf).collect(Collectors.toSet());
			assertEquals(2, memberKeys.size(), "each member with its own identity: " + memberKeys);
			for (String member : memberKeys) {
				assertTrue(array.getKey().contains(member), () -> array.getKey() + " holds " + member);
			}
			assertTrue(array.getKey().contains("16 KiB strips"), array.getKey());
		}
	}
}
