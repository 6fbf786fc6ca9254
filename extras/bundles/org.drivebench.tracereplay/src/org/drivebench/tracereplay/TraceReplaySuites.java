package org.drivebench.tracereplay;

import java.util.List;

import org.drivebench.core.api.SuiteBuilder;
import org.drivebench.core.api.SuiteProvider;
import org.drivebench.model.Suite;
import org.osgi.service.component.annotations.Component;

/**
 * The plugin's suite: every example trace it ships, replayed compressed, as PCMark 8's storage tests
 * replay their recorded applications one after another. Installing the plugin adds it to
 * {@code drivebench list-suites} and the launcher.
 */
@Component(service = SuiteProvider.class)
public class TraceReplaySuites implements SuiteProvider {
	static final String APPLICATION_TRACES = "application-traces";

	@Override
	public List<Suite> suites() {
		SuiteBuilder suite = new SuiteBuilder(APPLICATION_TRACES, "Application traces",
				"The example traces shipped with the trace replay plugin (" + String.join(", ", TraceSources.EXAMPLES)
						+ "), each replayed with idle periods longer than 10 ms cut to 10 ms; each overwrites the blocks "
						+ "its recording wrote.");
		for (String example : TraceSources.EXAMPLES) {
			suite.entry(TraceReplay.ID, "Trace: " + example).with(TraceReplay.TRACE, TraceSources.EXAMPLE_PREFIX + example)
					.with(TraceReplay.MODE, "compressed");
		}
		return List.of(suite.build());
	}
}
