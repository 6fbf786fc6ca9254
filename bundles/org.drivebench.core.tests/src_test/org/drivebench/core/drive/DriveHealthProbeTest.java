package org.drivebench.core.drive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.ParameterSpec;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.api.TestContext;
import org.drivebench.core.api.TestDescriptor;
import org.drivebench.core.api.WriteAccess;
import org.drivebench.core.runner.PlannedTest;
import org.drivebench.core.runner.RunListener;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.core.runner.SuiteRunner;
import org.drivebench.core.testing.SimulatedTestRuns;
import org.drivebench.engine.Target;
import org.drivebench.engine.device.SystemRoots;
import org.drivebench.engine.sim.SimulatedDrives;
import org.drivebench.engine.targets.BlockDeviceTarget;
import org.drivebench.engine.targets.FileTarget;
import org.drivebench.engine.testing.LoopDevice;
import org.drivebench.model.Run;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run records the drive's identity and health from smartctl when it is installed, before and after
 * its tests, and what sysfs gives otherwise, saying which. A stand-in smartctl (a script printing a
 * recorded answer, 34 °C the first time and 36 °C after) stands for a real drive, which the test
 * machine does not have.
 */
class DriveHealthProbeTest {
	@TempDir
	Path dir;

	/** A test that does nothing: the probe runs around it. */
	private static final DriveTest IDLE = new DriveTest() {
		@Override
		public TestDescriptor descriptor() {
			return new TestDescriptor("idle", "1.0", "Idle", "Test", "Does nothing.", WriteAccess.READ_ONLY);
		}

		@Override
		public List<ParameterSpec> parameters() {
			return List.of();
		}

		@Override
		public void run(TestContext context) {
		}
	};

	private static Run run(Target target, DriveHealthProbe probe) {
		PlannedTest planned = new PlannedTest(IDLE, ParameterValues.resolve("idle", List.of(), Map.of()), "Idle");
		return new SuiteRunner(SimulatedTestRuns.ENGINE, "test").withDriveHealth(probe).run(new RunPlan("idle",
				List.of(planned)), target, RunListener.NONE, r -> {
				});
	}

	/** A smartctl that logs its arguments and answers {@code answer}, 34 °C the first time, 36 °C later. */
	private Path standIn(String answer) throws IOException {
		Path json = dir.resolve("answer.json");
		Files.writeString(json, answer);
		Path script = dir.resolve("smartctl");
		Files.writeString(script, "#!/bin/sh\necho \"$@\" >> " + dir.resolve("calls") + "\n"
				+ "if [ -f " + dir.resolve("asked") + " ]; then sed 's/\"current\": 34/\"current\": 36/' " + json
				+ "; else touch " + dir.resolve("asked") + "; cat " + json + "; fi\n");
		Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
		return script;
	}

	@Test
	void aDeviceGetsSmartctlsIdentityAndHealthBeforeAndAfter() throws Exception {
		String why = LoopDevice.unavailableReason();
		assumeTrue(why == null, why);
		Path smartctl = standIn(SmartctlFixtures.ATA_HDD);
		try (LoopDevice loop = LoopDevice.create(dir, 16L << 20, 512, null);
				BlockDeviceTarget target = BlockDeviceTarget.openReadOnly(loop.device(), null)) {
			String sysfsKey = target.identity().key();
			Run run = run(target, new DriveHealthProbe(Optional.of(smartctl), SystemRoots.system()));
			assertEquals("smartctl 7.3", run.getDrive().getIdentitySource());
			assertEquals("WDC WD20EARS-00MVWB0", run.getDrive().getModel());
			assertEquals("WD-WMAZA1234567", run.getDrive().getSerial());
			assertEquals("51.0AB51", run.getDrive().getFirmware());
			assertEquals(5400, run.getDrive().getRotationalSpeedRpm());
			assertEquals("SATA 2.6, 3.0 Gb/s", run.getDrive().getInterfaceName());
			assertEquals(sysfsKey, run.getDrive().getKey(), "the key stays, so the drive's runs stay together");
			assertEquals(34, run.getHealthBefore().getTemperatureCelsius());
			assertEquals(23456, run.getHealthBefore().getPowerOnHours());
			assertEquals(36, run.getHealthAfter().getTemperatureCelsius());
			assertNotNull(run.getHealthAfter().getReadAt());
			// health before and after; between them the temperature sensor's lookup (-a) and its readings (-A)
			List<String> calls = Files.readAllLines(dir.resolve("calls"));
			assertEquals("--json -a " + loop.device(), calls.get(0));
			assertEquals("--json -a " + loop.device(), calls.get(calls.size() - 1));
			assertTrue(calls.stream().allMatch(c -> c.equals("--json -a " + loop.device()) || c.equals("--json -A " + loop.device())),
					calls.toString());
		}
	}

	@Test
	void aTestFileGetsItsDisksHealthButKeepsItsIdentity() throws Exception {
		Path smartctl = standIn(SmartctlFixtures.SAS_HDD);
		try (FileTarget target = FileTarget.create(dir.resolve("t.dat"), 1L << 20, false, false, null)) {
			DriveHealthProbe probe = new DriveHealthProbe(Optional.of(smartctl), SystemRoots.system());
			assumeTrue(probe.device(target).isPresent(), "the temporary folder is on no block device");
			Run run = run(target, probe);
			assertTrue(run.getDrive().getModel().startsWith("test file"), run.getDrive().getModel());
			assertEquals(38, run.getHealthBefore().getTemperatureCelsius());
			assertFalse(run.getHealthBefore().isSetPowerOnHours(), "the drive gave no power-on time: unset, not 0");
		}
	}

	@Test
	void withoutSmartctlTheIdentityIsSysfsAndSaysSo() throws Exception {
		try (FileTarget target = FileTarget.create(dir.resolve("t.dat"), 1L << 20, false, false, null)) {
			Run run = run(target, new DriveHealthProbe(Optional.empty(), SystemRoots.system()));
			assertEquals("sysfs (smartctl is not installed)", run.getDrive().getIdentitySource());
			assertNull(run.getHealthBefore());
			assertNull(run.getHealthAfter());
		}
		try (Target sim = SimulatedDrives.open("hdd-7200")) {
			Run run = run(sim, new DriveHealthProbe(Optional.empty(), SystemRoots.system()));
			assertEquals("simulator", run.getDrive().getIdentitySource());
		}
	}

	/** The real smartctl, where installed, cannot talk to a loop device: sysfs, with its reason. */
	@Test
	void aDeviceTheRealSmartctlCannotReadFallsBackToSysfs() throws Exception {
		String why = LoopDevice.unavailableReason();
		assumeTrue(why == null, why);
		Optional<Path> real = DriveHealthProbe.find();
		assumeTrue(real.isPresent(), "smartctl is not installed (package smartmontools; .ci/run installs it)");
		try (LoopDevice loop = LoopDevice.create(dir, 16L << 20, 512, null);
				BlockDeviceTarget target = BlockDeviceTarget.openReadOnly(loop.device(), null)) {
			Run run = run(target, new DriveHealthProbe(real, SystemRoots.system()));
			assertTrue(run.getDrive().getIdentitySource().startsWith("sysfs (smartctl "), run.getDrive().getIdentitySource());
			assertTrue(run.getDrive().getIdentitySource().contains("Unable to detect device type"),
					run.getDrive().getIdentitySource());
			assertEquals(target.identity().model(), run.getDrive().getModel(), "sysfs's identity, untouched");
			assertNull(run.getHealthBefore());
		}
	}
}
