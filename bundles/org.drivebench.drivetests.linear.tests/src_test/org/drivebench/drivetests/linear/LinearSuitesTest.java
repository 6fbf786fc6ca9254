package org.drivebench.drivetests.linear;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.drivebench.model.Suite;
import org.junit.jupiter.api.Test;

/** The linear family's own suite. */
class LinearSuitesTest {
	@Test
	void attoIsTheSweepWithAttosDefaults() {
		List<Suite> suites = new LinearSuites().suites();
		assertEquals(List.of("atto"), suites.stream().map(Suite::getId).toList());
		assertEquals(List.of("linear.atto [blockSizes=512, 1k, 2k, 4k, 8k, 16k, 32k, 64k, 128k, 256k, 512k, 1M, 2M, 4M, 8M, 16M, "
				+ "32M, 64M, queueDepth=4, totalLength=256M]"), suites.get(0).getEntries().stream().map(e -> e.getTestId() + " "
						+ e.getParameters().stream().map(p -> p.getKey() + "=" + p.getValue()).sorted().toList()).toList());
	}
}
