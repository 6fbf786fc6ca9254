package org.drivebench.drivetests.ssd;

import java.util.ArrayList;
import java.util.List;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.ParameterSpec;
import org.drivebench.core.api.StandardParameters;
import org.drivebench.core.api.TestDescriptor;
import org.drivebench.engine.WorkloadSpec;

/**
 * What the SSD tests that load a drive with one long sequential write share as tests (the sustained write,
 * the thermal test): their descriptor, their parameters (the write's block size and queue depth, 128 KiB
 * at 32 as reviews write an SSD, then the test's own), and the write itself: sequential, from the target's
 * first byte, over whole blocks ({@link #sequentialWrite}), which PTS's preconditioning writes too.
 */
abstract class SequentialWriteTest implements DriveTest {
	private final TestDescriptor descriptor;

	SequentialWriteTest(TestDescriptor descriptor) {
		this.descriptor = descriptor;
	}

	@Override
	public TestDescriptor descriptor() {
		return descriptor;
	}

	@Override
	public List<ParameterSpec> parameters() {
		List<ParameterSpec> specs = new ArrayList<>();
		specs.add(StandardParameters.blockSize().defaultValue("128k").build());
		specs.add(StandardParameters.queueDepth().defaultValue("32").build());
		specs.addAll(ownParameters());
		return specs;
	}

	/** The test's own parameters, after the write's. */
	abstract List<ParameterSpec> ownParameters();

	/** {@code bytes} rounded down to whole blocks of {@code blockSize}. */
	static long wholeBlocks(long bytes, int blockSize) {
		return bytes / blockSize * blockSize;
	}

	/**
	 * A sequential write of {@code blockSize} blocks at {@code queueDepth} from the target's first byte over
	 * {@code bytes} (rounded down to whole blocks); its bound (an amount, a duration) is the caller's.
	 */
	static WorkloadSpec.Builder sequentialWrite(int blockSize, int queueDepth, long bytes) {
		return WorkloadSpec.builder().blockSize(blockSize).sequential().readPercent(0).queueDepth(queueDepth).region(0,
				wholeBlocks(bytes, blockSize));
	}
}
