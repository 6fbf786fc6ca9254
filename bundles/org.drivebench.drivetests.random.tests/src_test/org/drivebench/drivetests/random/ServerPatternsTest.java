package org.drivebench.drivetests.random;

import static org.drivebench.core.testing.ParameterRejections.rejection;
import static org.drivebench.core.testing.SimulatedTestRuns.completed;
import static org.drivebench.core.testing.SimulatedTestRuns.value;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.drivebench.core.api.ParameterValues;
import org.drivebench.engine.sim.SsdParameters;
import org.drivebench.model.TestResult;
import org.junit.jupiter.api.Test;

class ServerPatternsTest {
	private static TestResult run(String drive, String pattern, String... more) {
		String[] parameters = new String[more.length + 1];
		parameters[0] = "pattern=" + pattern;
		System.arraycopy(more, 0, parameters, 1, more.length);
		return completed(new ServerPatterns(), drive, parameters);
	}

	@Test
	void theDatabasePatternGainsWithDepthUntilTheDrivesQueueIsFull() {
		TestResult r = completed(new ServerPatterns(), "hdd-7200");
		assertTrue(value(r, "database.iops.qd32") > 1.8 * value(r, "database.iops.qd1"));
		assertEquals(value(r, "database.iops.qd32"), value(r, "database.iops.qd256"), value(r, "database.iops.qd32") * 0.02);
		assertEquals("Database QD32", org.drivebench.core.testing.SimulatedTestRuns.metric(r, "database.iops.qd32").getLabel());
		assertTrue(value(r, "database.iops.mean") > value(r, "database.iops.qd1"));
	}

	@Test
	void onADiskThePatternsWithLargerTransfersMoveMoreDataAndSequentialOnesMoreIos() {
		// every random I/O costs a seek and a rotation, so MB/s follow the mean transfer size:
		// web server 16 KiB > file server 11 KiB > database 8 KiB
		TestResult database = run("hdd-7200", "database");
		TestResult fileserver = run("hdd-7200", "fileserver");
		TestResult webserver = run("hdd-7200", "webserver");
		TestResult workstation = run("hdd-7200", "workstation");
		assertTrue(value(webserver, "webserver.mbps.qd256") > value(fileserver, "fileserver.mbps.qd256"));
		assertTrue(value(fileserver, "fileserver.mbps.qd256") > value(database, "database.mbps.qd256"));
		// the workstation's 8 KiB are a fifth sequential: no seek for those
		assertTrue(value(workstation, "workstation.iops.qd256") > 1.05 * value(database, "database.iops.qd256"));
	}

	@Test
	void onTheSsdEveryPatternFillsTheLinkSoIopsFallAsTransfersGrow() {
		double link = SsdParameters.slcSata().interfaceMegabytesPerSecond();
		TestResult database = run("ssd-slc", "database", "queueDepths=256", "timePerDepth=10s");
		TestResult fileserver = run("ssd-slc", "fileserver", "queueDepths=256", "timePerDepth=10s");
		TestResult webserver = run("ssd-slc", "webserver", "queueDepths=256", "timePerDepth=10s");
		for (TestResult r : new TestResult[] { database, fileserver, webserver }) {
			String key = r.getMetrics().get(0).getKey().replace(".iops.qd256", "");
			assertEquals(link, value(r, key + ".mbps.qd256"), link * 0.02, key);
		}
		assertTrue(value(database, "database.iops.qd256") > value(fileserver, "fileserver.iops.qd256"));
		assertTrue(value(fileserver, "fileserver.iops.qd256") > value(webserver, "webserver.iops.qd256"));
	}

	@Test
	void onlyTheWebServerPatternReadsOnly() {
		ServerPatterns test = new ServerPatterns();
		for (String pattern : new String[] { "database", "fileserver", "workstation" }) {
			assertTrue(test.writes(ParameterValues.resolve(test.descriptor().id(), test.parameters(), Map.of("pattern", pattern))));
		}
		assertFalse(test.writes(ParameterValues.resolve(test.descriptor().id(), test.parameters(), Map.of("pattern", "webserver"))));
		assertEquals("random.server: pattern = \"mailserver\": must be one of database, fileserver, workstation, webserver",
				rejection(test, "pattern", "mailserver"));
	}
}
