package org.drivebench.drivetests.random;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.testing.TestMethodFingerprints;
import org.junit.jupiter.api.Test;

/**
 * Every test of the bundle declares a real version, and the version changes whenever what the test
 * measures changes: its fingerprint (parameters and defaults, every workload it runs, what it
 * reports) must be the one test-methods.txt records for that version. A failure says what to do.
 */
class TestVersionsTest {
	@Test
	void everyTestDeclaresTheVersionOfWhatItMeasures() throws IOException {
		List<DriveTest> tests = List.of(
				new AccessTime(), new LatencyConsistency(), new MixedReadWrite(), new MixedSizes(),
				new QueueDepthScaling(), new RandomBlockSizeSweep(), new RandomWorkload(), new ServerPatterns(),
				new SustainedLatency(), new WriteCacheBursts());
		assertEquals(List.of(), TestMethodFingerprints.check(tests, Path.of("test-methods.txt")));
	}
}
