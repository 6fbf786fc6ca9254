package org.drivebench.core.api;

import java.time.Duration;

import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.drivebench.engine.Measurement;
import org.drivebench.engine.Sizes;
import org.drivebench.engine.WorkloadSpec;

/**
 * A test that is one workload with CrystalDiskMark's knobs, {@code direction}, {@code blockSize},
 * {@code queueDepth}, {@code threads}, {@code duration} and {@code regionLength}, reporting every
 * standard figure of the run ({@link MeasurementFigures#all}) under the key {@code read} or
 * {@code write}. A subclass gives its defaults and its access pattern.
 */
public abstract class SingleWorkloadTest implements DriveTest {
	/** The defaults of the standard parameters, as parameter text. */
	public record Defaults(String blockSize, int queueDepth, int threads, String duration, String regionLength) {
	}

	/** This test's defaults. */
	protected abstract Defaults defaults();

	/** Sets the access pattern (sequential or random, region split, alignment) on {@code workload}. */
	protected abstract WorkloadSpec.Builder pattern(WorkloadSpec.Builder workload, ParameterValues values);

	@Override
	public final List<ParameterSpec> parameters() {
		Defaults d = defaults();
		return List.of(StandardParameters.direction().build(), StandardParameters.blockSize().defaultValue(d.blockSize()).build(),
				StandardParameters.queueDepth().defaultValue(Integer.toString(d.queueDepth())).build(),
				StandardParameters.threads().defaultValue(Integer.toString(d.threads())).build(),
				StandardParameters.measuredTime().defaultValue(d.duration()).build(),
				StandardParameters.regionLength().defaultValue(d.regionLength()).build(), StandardParameters.rampTime().build());
	}

	/**
	 * Whether this test with {@code values} addresses the target at random (true) or in sequence:
	 * with the standard parameters it is what tells two workloads of the same knobs apart, as when an
	 * import is matched to the test it equals.
	 */
	public final boolean random(ParameterValues values) {
		// bounded by a nominal second only so the spec is complete; only its pattern is read
		return pattern(WorkloadSpec.builder(), values).duration(Duration.ofSeconds(1)).build().randomPercent() > 0;
	}

	@Override
	public final void run(TestContext context) throws IOException {
		ParameterValues v = context.parameters();
		String label = StandardParameters.directionLabel(v);
		WorkloadSpec spec = pattern(WorkloadSpec.builder(), v).blockSize(StandardParameters.blockSizeFor(v, context.target()))
				.readPercent(StandardParameters.readPercent(v)).queueDepth(v.intValue(StandardParameters.QUEUE_DEPTH))
				.workers(v.intValue(StandardParameters.THREADS)).region(0, StandardParameters.regionLengthFor(v, context.target()))
				.duration(v.duration(StandardParameters.DURATION)).build();
		Optional<Measurement> m = new WorkloadSteps(context, 1).run(label + " " + Sizes.format(v.size(StandardParameters.BLOCK_SIZE)) + " QD"
				+ v.intValue(StandardParameters.QUEUE_DEPTH) + " T" + v.intValue(StandardParameters.THREADS), spec);
		if (m.isPresent()) {
			MeasurementFigures.all(context.results(), label.toLowerCase(Locale.ROOT), label, m.get());
		}
	}
}
