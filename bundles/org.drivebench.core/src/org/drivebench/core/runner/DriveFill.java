package org.drivebench.core.runner;

import java.io.IOException;
import java.util.List;
import java.util.Optional;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.InvalidParameterException;
import org.drivebench.core.api.ParameterSpec;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.api.TestContext;
import org.drivebench.core.api.TestDescriptor;
import org.drivebench.core.api.WorkloadSteps;
import org.drivebench.core.api.WriteAccess;
import org.drivebench.core.units.Units;
import org.drivebench.engine.DataPattern;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.Sizes;
import org.drivebench.engine.Target;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.model.BetterDirection;

/**
 * {@code drive.fill}: the step between the two halves of a run on the empty and the full drive
 * ({@link EmptyAndFull}): one sequential write of incompressible data (every sector unique, so no drive
 * can compress or deduplicate it) from the first byte over {@code fill} percent of the target, 1 MiB at
 * queue depth 32, as a review fills a drive before it tests it full. Its rate is reported as any test's.
 * It is the runner's own step, not a test the registry offers.
 */
final class DriveFill implements DriveTest {
	static final String ID = "drive.fill";
	static final String FILL = "fill";
	private static final int BLOCK = 1 << 20;
	private static final TestDescriptor DESCRIPTOR = new TestDescriptor(ID, "1.0", "Fill the drive", "Preparation",
			"One sequential write of incompressible data from the first byte over 'fill' percent of the target, 1 MiB at "
					+ "queue depth 32, so the tests after it meet a drive that holds that much data. Destructive: it "
					+ "overwrites the target from its first byte.",
			WriteAccess.WRITES);

	@Override
	public TestDescriptor descriptor() {
		return DESCRIPTOR;
	}

	@Override
	public List<ParameterSpec> parameters() {
		return List.of(ParameterSpec.percent(FILL, "Fill to").defaultValue("80").range(1, 100)
				.help("the share of the target written with incompressible data before the tests run again").build());
	}

	@Override
	public void run(TestContext context) throws IOException {
		ParameterValues v = context.parameters();
		Target target = context.target();
		long bytes = (long) (target.sizeBytes() * (v.percent(FILL) / 100.0)) / BLOCK * BLOCK;
		if (bytes < BLOCK) {
			throw new InvalidParameterException(FILL, FILL + " = " + v.format(FILL) + ": less than 1 MiB of "
					+ Sizes.format(target.sizeBytes()));
		}
		WorkloadSpec spec = WorkloadSpec.builder().blockSize(BLOCK).sequential().readPercent(0).queueDepth(32).region(0, bytes)
				.amountBytes(bytes).dataPattern(DataPattern.RANDOM).build();
		Optional<Measurement> m = new WorkloadSteps(context, 1).run("Fill " + Sizes.format(bytes) + " (" + v.format(FILL)
				+ " of the drive) with incompressible data", spec);
		if (m.isPresent()) {
			context.results().metric("fill.written", "Filled with incompressible data", m.get().write().bytes() / 1e9, Units.GB,
					BetterDirection.NONE);
			context.results().metric("fill.mbps.mean", "Fill rate", m.get().writeMegabytesPerSecond(), Units.MB_PER_S,
					BetterDirection.HIGHER);
		}
	}
}
