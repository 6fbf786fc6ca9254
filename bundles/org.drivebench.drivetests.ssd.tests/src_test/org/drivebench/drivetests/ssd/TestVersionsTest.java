package org.drivebench.drivetests.ssd;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.drivebench.core.testing.TestMethodFingerprints;
import org.junit.jupiter.api.Test;

/**
 * Every test of the bundle declares a real version, and the version changes whenever what the test
 * measures changes: its fingerprint must be the one test-methods.txt records for that version.
 */
class TestVersionsTest {
	@Test
	void everyTestDeclaresTheVersionOfWhatItMeasures() throws IOException {
		assertEquals(List.of(), TestMethodFingerprints.check(List.of(new SustainedWrite(), new LatencyUnderLoad(), new PtsIops(), new PtsThroughput(), new PtsLatency(), new ThermalThrottling()), Path.of("test-methods.txt")));
	}
}
