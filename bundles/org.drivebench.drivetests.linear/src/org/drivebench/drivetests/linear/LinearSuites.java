package org.drivebench.drivetests.linear;

import java.util.List;

import org.drivebench.core.api.StandardParameters;
import org.drivebench.core.api.SuiteBuilder;
import org.drivebench.core.api.SuiteProvider;
import org.drivebench.drivetests.linear.api.LinearTests;
import org.drivebench.model.Suite;
import org.osgi.service.component.annotations.Component;

/** The linear family's own suite: ATTO Disk Benchmark 3.05 with its defaults. */
@Component(service = SuiteProvider.class)
public class LinearSuites implements SuiteProvider {
	@Override
	public List<Suite> suites() {
		return List.of(atto());
	}

	/** ATTO Disk Benchmark 3.05 with its defaults. */
	static Suite atto() {
		return new SuiteBuilder(LinearTests.ATTO_SUITE, "ATTO Disk Benchmark",
				"ATTO Disk Benchmark 3.05's defaults: transfer sizes 512 B to 64 MiB, each written and then read "
						+ "sequentially over a total length of 256 MB at queue depth 4 with direct I/O; one chart of read and "
						+ "write MB/s against transfer size.")
				.entry(LinearTests.ATTO, "ATTO").with(StandardParameters.BLOCK_SIZES, LinearTests.ATTO_BLOCK_SIZES)
				.with(LinearTests.TOTAL_LENGTH, "256M").with(StandardParameters.QUEUE_DEPTH, 4).build();
	}
}
