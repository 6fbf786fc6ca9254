package org.drivebench.cli;

import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.api.SingleWorkloadTest;
import org.drivebench.core.api.TestDescriptor;
import org.drivebench.core.api.WriteAccess;
import org.drivebench.engine.WorkloadSpec;

/** A single-workload test as the standard bundles define linear.sequential and random.random, for the CLI's tests. */
final class CliWorkload extends SingleWorkloadTest {
	private final String id;
	private final boolean sequential;

	CliWorkload(String id, boolean sequential) {
		this.id = id;
		this.sequential = sequential;
	}

	@Override
	public TestDescriptor descriptor() {
		return new TestDescriptor(id, "1", id, "Test", "for the tests", WriteAccess.BY_DIRECTION);
	}

	@Override
	protected Defaults defaults() {
		return sequential ? new Defaults("1M", 8, 1, "5s", "1G") : new Defaults("4k", 32, 1, "5s", "1G");
	}

	@Override
	protected WorkloadSpec.Builder pattern(WorkloadSpec.Builder workload, ParameterValues values) {
		return sequential ? workload.sequential() : workload.randomPercent(100);
	}
}
