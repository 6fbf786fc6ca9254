package org.drivebench.drivetests.raid;

import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.api.SingleWorkloadTest;
import org.drivebench.core.api.TestDescriptor;
import org.drivebench.core.api.WriteAccess;
import org.drivebench.engine.WorkloadSpec;

/** One workload as the standard bundles' linear.sequential and random.random run it, for the study's tests. */
final class Workload extends SingleWorkloadTest {
	private final TestDescriptor descriptor;
	private final boolean sequential;

	Workload(String id, boolean sequential) {
		this.descriptor = new TestDescriptor(id, "1", id, "Test", "a workload for the study's tests", WriteAccess.BY_DIRECTION);
		this.sequential = sequential;
	}

	@Override
	public TestDescriptor descriptor() {
		return descriptor;
	}

	@Override
	protected Defaults defaults() {
		return sequential ? new Defaults("1M", 1, 1, "2s", "1G") : new Defaults("4k", 1, 1, "2s", "0");
	}

	@Override
	protected WorkloadSpec.Builder pattern(WorkloadSpec.Builder workload, ParameterValues values) {
		return sequential ? workload.sequential() : workload.randomPercent(100);
	}
}
