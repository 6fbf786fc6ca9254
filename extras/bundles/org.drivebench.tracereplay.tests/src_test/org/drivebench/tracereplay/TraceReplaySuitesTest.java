package org.drivebench.tracereplay;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.drivebench.core.api.ParameterValues;
import org.drivebench.model.Suite;
import org.drivebench.model.SuiteEntry;
import org.junit.jupiter.api.Test;

/** The plugin's own suite: every shipped example, compressed, with values the test takes. */
class TraceReplaySuitesTest {
	@Test
	void theSuiteReplaysEveryExampleTraceCompressed() {
		List<Suite> suites = new TraceReplaySuites().suites();
		assertEquals(List.of("application-traces"), suites.stream().map(Suite::getId).toList());
		Suite suite = suites.get(0);
		assertEquals(List.of("Trace: git-clone", "Trace: sqlite", "Trace: javac"),
				suite.getEntries().stream().map(SuiteEntry::getLabel).toList());
		TraceReplay test = new TraceReplay();
		for (SuiteEntry entry : suite.getEntries()) {
			assertEquals("trace.replay", entry.getTestId());
			Map<String, String> given = new LinkedHashMap<>();
			entry.getParameters().forEach(p -> given.put(p.getKey(), p.getValue()));
			ParameterValues values = ParameterValues.resolve(entry.getTestId(), test.parameters(), given);
			assertEquals("compressed", values.text("mode"));
			assertEquals("example:" + entry.getLabel().substring("Trace: ".length()), values.text("trace"));
		}
	}
}
