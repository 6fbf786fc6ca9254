package org.drivebench.drivetests.linear;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.MeasurementFigures;
import org.drivebench.core.api.ParameterSpec;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.api.ResultWriter;
import org.drivebench.core.api.ResultWriter.Axis;
import org.drivebench.core.api.StandardParameters;
import org.drivebench.core.api.TestContext;
import org.drivebench.core.api.TestDescriptor;
import org.drivebench.core.api.WorkloadSteps;
import org.drivebench.core.api.WriteAccess;
import org.drivebench.core.units.Units;
import org.drivebench.drivetests.linear.api.LinearTests;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.Measurement.PositionProfile;
import org.drivebench.engine.Target;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.model.BetterDirection;
import org.drivebench.model.SeriesKind;
import org.drivebench.model.SeriesRole;
import org.drivebench.model.Severity;
import org.osgi.service.component.annotations.Component;

/**
 * {@code linear.surface}: transfer rate against position over the whole target, HD Tune's graph. The
 * default samples evenly spaced stretches; {@code coverage=full} reads (or writes) every byte.
 */
@Component(service = DriveTest.class)
public class SurfaceScan implements DriveTest {
	static final String ID = LinearTests.SURFACE;
	static final TestDescriptor DESCRIPTOR = new TestDescriptor(ID, "1.1", "Surface transfer rate", "Linear",
			"Transfer rate against position over the whole target (HD Tune's linear graph). With coverage=sampled, "
				+ "'samples' stretches of 'sampleSize' bytes, evenly spaced from the start of the target to its end, are "
				+ "each read (or written) sequentially with 'blockSize' blocks at 'queueDepth'. Each stretch follows on "
				+ "from a lead-in that is not counted: for reads an eighth of a sample, which absorbs the seek to it; for "
				+ "writes 'cacheFill' bytes, which fill the drive's write cache so the rate is the medium's, not the "
				+ "cache's. With coverage=full one sequential pass covers every byte and is cut into 'samples' "
				+ "buckets. Reports the rate against position (GB) and its "
				+ "minimum, average and maximum, the rates at the start and at the end and their ratio. "
				+ "direction=write is destructive: it overwrites data all over the target (every sample, or with "
				+ "coverage=full every byte), so nothing on it survives.", WriteAccess.BY_DIRECTION);
	static final String SAMPLED = LinearTests.COVERAGE_SAMPLED;
	static final String FULL = LinearTests.COVERAGE_FULL;

	@Override
	public TestDescriptor descriptor() {
		return DESCRIPTOR;
	}

	@Override
	public List<ParameterSpec> parameters() {
		return List.of(StandardParameters.direction().build(),
				StandardParameters.blockSize().defaultValue("64k").build(),
				ParameterSpec.integer(LinearTests.SAMPLES, "Samples").defaultValue("500").range(2, 100_000)
						.help("points of the graph: sampled stretches, or buckets of the full pass, 2 to 100000").build(),
				ParameterSpec.size(LinearTests.SAMPLE_SIZE, "Sample size").defaultValue("16M").range(32 * 1024, 1L << 30)
						.help("bytes measured at each sample (coverage=sampled), 32 KiB to 1 GiB, at least "
								+ SurfaceSamples.PARTS_PER_SAMPLE + " blocks")
						.build(),
				// 1 GiB: a cache fills only as fast as the host outruns the medium, so the lead-in must be
				// several cache sizes long, and a RAID-0 set's members each get only their share of it
				ParameterSpec.size(LinearTests.CACHE_FILL, "Write cache fill").defaultValue("1G").range(0, 4L << 30)
						.help("direction=write, coverage=sampled: bytes written just before each sample so the "
								+ "write caches are full when the sample is measured (several times the cache, times "
								+ "the members of a striped set); 0 measures the cache too")
						.build(),
				StandardParameters.queueDepth().defaultValue("1").build(),
				ParameterSpec.choice(LinearTests.COVERAGE, "Coverage", SAMPLED, FULL).defaultValue(SAMPLED)
						.help("sampled: only the samples (minutes); full: every byte of the target (hours on a large disk)")
						.build());
	}

	@Override
	public void run(TestContext context) throws IOException {
		ParameterValues v = context.parameters();
		String direction = StandardParameters.directionLabel(v);
		WorkloadSpec.Builder base = WorkloadSpec.builder().blockSize(StandardParameters.blockSizeFor(v, context.target())).sequential()
				.readPercent(StandardParameters.readPercent(v)).queueDepth(v.intValue(StandardParameters.QUEUE_DEPTH));
		Profile profile = FULL.equals(v.text(LinearTests.COVERAGE)) ? fullPass(context, base, v, direction)
				: sampled(context, base, v, direction);
		report(context.results(), direction.toLowerCase(Locale.ROOT), direction, profile);
	}

	/**
	 * Rates measured at positions (bytes), in order of position.
	 *
	 * @param reachedEnd whether the last point is the end of the target (not so when cancelled)
	 */
	record Profile(double[] positions, double[] rates, boolean reachedEnd) {
		static Profile of(List<double[]> points, boolean reachedEnd) {
			return new Profile(points.stream().mapToDouble(p -> p[0]).toArray(), points.stream().mapToDouble(p -> p[1]).toArray(),
					reachedEnd);
		}
	}

	private static Profile sampled(TestContext context, WorkloadSpec.Builder base, ParameterValues v, String direction)
			throws IOException {
		Target target = context.target();
		SurfaceSamples samples = SurfaceSamples.of(v, target);
		long[] starts = samples.starts(target, v.intValue(LinearTests.SAMPLES));
		WorkloadSteps steps = new WorkloadSteps(context, starts.length);
		List<double[]> measured = new ArrayList<>();
		for (long start : starts) {
			WorkloadSpec spec = base.region(start - samples.leadIn(), samples.runBytes()).amountBytes(samples.runBytes())
					.positionBuckets(samples.parts()).build();
			Optional<Measurement> m = steps.runComplete(direction + " at " + gigabytes(start) + " GB", spec);
			if (m.isEmpty()) {
				break;
			}
			PositionProfile parts = m.get().positions().orElseThrow(() -> new IllegalStateException(
					"the engine returned no position profile for a workload that asked for " + samples.parts() + " buckets"));
			measured.add(new double[] { start, samples.rateAfterLeadIn(parts) });
		}
		return Profile.of(measured, measured.size() == starts.length);
	}

	private static Profile fullPass(TestContext context, WorkloadSpec.Builder base, ParameterValues v, String direction)
			throws IOException {
		int buckets = v.intValue(LinearTests.SAMPLES);
		long blockSize = v.size(StandardParameters.BLOCK_SIZE);
		long bytes = context.target().sizeBytes() / blockSize * blockSize;
		WorkloadSpec spec = base.region(0, bytes).amountBytes(bytes).positionBuckets(buckets).build();
		Optional<Measurement> m = new WorkloadSteps(context, 1).run(direction + " the whole surface", spec);
		if (m.isEmpty()) {
			return Profile.of(List.of(), false);
		}
		PositionProfile p = m.get().positions().orElseThrow(() -> new IllegalStateException(
				"the engine returned no position profile for a workload that asked for " + buckets + " buckets"));
		// a cancelled pass leaves the buckets it did not reach without a rate: they are not points
		List<double[]> points = new ArrayList<>();
		for (int k = 0; k < p.bucketStart().length; k++) {
			if (Double.isFinite(p.megabytesPerSecond()[k]) && p.megabytesPerSecond()[k] > 0) {
				points.add(new double[] { p.bucketStart()[k], p.megabytesPerSecond()[k] });
			}
		}
		return Profile.of(points, m.get().status() == Measurement.Status.COMPLETED);
	}

	private static void report(ResultWriter results, String key, String label, Profile profile) {
		double[] rates = profile.rates();
		if (rates.length == 0) {
			results.message(Severity.WARNING, "no sample was measured");
			return;
		}
		double[] gb = new double[rates.length];
		double min = Double.MAX_VALUE;
		double max = 0;
		double sum = 0;
		for (int i = 0; i < rates.length; i++) {
			gb[i] = profile.positions()[i] / 1e9;
			min = Math.min(min, rates[i]);
			max = Math.max(max, rates[i]);
			sum += rates[i];
		}
		results.series(key + ".mbps", label + " rate against position", SeriesRole.SURFACE, Axis.linear("Position", Units.GB),
				Axis.linear("Rate", Units.MB_PER_S), gb, rates);
		results.metric(key + ".mbps.min", label + " minimum", min, Units.MB_PER_S, BetterDirection.HIGHER);
		results.metric(key + ".mbps.mean", label + " average", sum / rates.length, Units.MB_PER_S, BetterDirection.HIGHER);
		results.metric(key + ".mbps.max", label + " maximum", max, Units.MB_PER_S, BetterDirection.HIGHER);
		double start = rates[0];
		results.metric(key + ".mbps.start", label + " at the start", start, Units.MB_PER_S, BetterDirection.HIGHER);
		if (!profile.reachedEnd()) {
			return; // cancelled: the last point measured is not the end of the target
		}
		double end = rates[rates.length - 1];
		results.metric(key + ".mbps.end", label + " at the end", end, Units.MB_PER_S, BetterDirection.HIGHER);
		// a description of the drive's zoning (an SSD is flat), not a quality: no better direction
		results.metric(key + ".end-to-start", label + " end / start", 100 * end / start, Units.PERCENT, BetterDirection.NONE);
	}

	private static String gigabytes(long bytes) {
		return String.format(Locale.ROOT, "%.1f", bytes / 1e9);
	}
}
