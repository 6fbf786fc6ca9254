package org.drivebench.fio;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Optional;

import org.drivebench.engine.InvalidWorkloadException;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.fio.FioJob;
import org.drivebench.fio.FioWorkloads;
import org.drivebench.engine.run.DefaultIoEngine;
import org.junit.jupiter.api.Test;

/**
 * A rig's answer about itself, fio's versions and what each can run. An older fio than the one
 * installed here is simulated by the version its probe answer states (the check reads nothing else of
 * it), as a stand-in fio does in RigErrorsTest.
 */
class FioVersionsTest {
	private static final String WHERE = "rig 'lab1' (10.0.0.5:8765)";

	@Test
	void theProbeLineOfFiosClientGivesHostSystemAndVersion() {
		FioProbe p = FioProbe.parse("hostname=bench-a, be=0, 64-bit, os=Linux, arch=x86-64, fio=fio-3.33, flags=1").orElseThrow();
		assertEquals(new FioProbe("bench-a", "Linux", "x86-64", FioVersion.parse("fio-3.33")), p);
		assertEquals(Optional.empty(), FioProbe.parse("<bench-a> Starting 1 thread"));
		assertEquals(Optional.empty(), FioProbe.parse("hostname=x, fio=nonsense"));
	}

	@Test
	void versionsCompareByTheirNumbersNotAsText() {
		assertTrue(FioVersion.parse("fio-3.9").compareTo(FioVersion.parse("fio-3.18")) < 0, "3.9 is older than 3.18");
		assertTrue(FioVersion.parse("fio-3.36-14-g1bd0e").atLeast(FioVersion.of(3, 36)));
		assertEquals(0, FioVersion.of(3, 28).compareTo(FioVersion.parse("3.28")));
		assertThrows(IllegalArgumentException.class, () -> FioVersion.parse("fio-three"));
	}

	@Test
	void aRigOlderThan318CannotGiveTheTotalLatencyHistogram() {
		InvalidWorkloadException e = assertThrows(InvalidWorkloadException.class,
				() -> FioRequirements.checkMinimum(FioVersion.parse("fio-3.16"), FioVersion.parse("fio-3.33"), WHERE));
		assertTrue(e.getMessage().contains("rig 'lab1' (10.0.0.5:8765) runs fio-3.16") && e.getMessage().contains("fio 3.18"),
				e.getMessage());
		InvalidWorkloadException here = assertThrows(InvalidWorkloadException.class,
				() -> FioRequirements.checkMinimum(FioVersion.parse("fio-3.33"), FioVersion.parse("fio-3.12"), WHERE));
		assertTrue(here.getMessage().contains("this machine's fio is fio-3.12"), here.getMessage());
	}

	@Test
	void burstsNeedFio328WhichARigOf325LacksAndOneOf333Has() {
		FioJob bursts = FioWorkloads.job(WorkloadSpec.builder().duration(Duration.ofSeconds(4))
				.bursts(Duration.ofMillis(500), Duration.ofMillis(500)).build(), "/srv/x", 1L << 30, DefaultIoEngine.Options.DEFAULT);
		InvalidWorkloadException e = assertThrows(InvalidWorkloadException.class,
				() -> FioRequirements.check(bursts, FioVersion.parse("fio-3.25"), FioVersion.parse("fio-3.33"), WHERE));
		assertEquals("burstTime", e.field());
		assertTrue(e.getMessage().contains("thinktime_iotime") && e.getMessage().contains("fio 3.28")
				&& e.getMessage().contains("runs fio-3.25"), e.getMessage());
		assertDoesNotThrow(() -> FioRequirements.check(bursts, FioVersion.parse("fio-3.33"), FioVersion.parse("fio-3.33"), WHERE));
		FioJob plain = FioWorkloads.job(WorkloadSpec.builder().duration(Duration.ofSeconds(4)).build(), "/srv/x", 1L << 30,
				DefaultIoEngine.Options.DEFAULT);
		assertDoesNotThrow(() -> FioRequirements.check(plain, FioVersion.parse("fio-3.25"), FioVersion.parse("fio-3.33"), WHERE));
	}
}
