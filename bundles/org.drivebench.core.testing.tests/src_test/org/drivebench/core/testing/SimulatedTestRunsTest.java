package org.drivebench.core.testing;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;

import org.drivebench.engine.Measurement;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.engine.sim.SimulatedDrives;
import org.junit.jupiter.api.Test;

/** The engine a plugin's tests run on keeps the engine's contract. */
class SimulatedTestRunsTest {
	@Test
	void theEngineTakesNoObserverAsTheEngineDoes() throws Exception {
		// IoEngine.run allows a null observer (nobody watching); the simulated drive reports every interval
		Measurement m = SimulatedTestRuns.ENGINE.run(SimulatedDrives.open("hdd-7200"), WorkloadSpec.builder()
				.duration(Duration.ofSeconds(3)).interval(Duration.ofSeconds(1)).build(), null);
		assertTrue(m.iops() > 0, "measured: " + m.iops());
	}
}
