package org.drivebench.core.testing;

import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.api.SingleWorkloadTest;
import org.drivebench.core.api.TestDescriptor;
import org.drivebench.core.api.WriteAccess;
import org.drivebench.engine.WorkloadSpec;

/**
 * One workload as the standard bundles' {@code linear.sequential} and {@code random.random} run it, under
 * an id of the caller's choosing: a stand-in for those tests where a test bundle must not depend on them
 * (the command line's tests, the strip-size study's).
 */
public class StandInWorkload extends SingleWorkloadTest {
	private final TestDescriptor descriptor;
	private final boolean sequential;
	private final Defaults defaults;

	/** A sequential (else 100 % random) workload {@code id} with the given parameter defaults. */
	public StandInWorkload(String id, boolean sequential, Defaults defaults) {
		this.descriptor = new TestDescriptor(id, "1", id, "Test", "a stand-in workload for tests", WriteAccess.BY_DIRECTION);
		this.sequential = sequential;
		this.defaults = defaults;
	}

	@Override
	public TestDescriptor descriptor() {
		return descriptor;
	}

	@Override
	protected Defaults defaults() {
		return defaults;
	}

	@Override
	protected WorkloadSpec.Builder pattern(WorkloadSpec.Builder workload, ParameterValues values) {
		return sequential ? workload.sequential() : workload.randomPercent(100);
	}
}
