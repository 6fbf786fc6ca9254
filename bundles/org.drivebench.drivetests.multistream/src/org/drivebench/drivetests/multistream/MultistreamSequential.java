package org.drivebench.drivetests.multistream;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.InvalidParameterException;
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
import org.drivebench.drivetests.multistream.api.MultistreamTests;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.Sizes;
import org.drivebench.engine.Target;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.engine.WorkloadSpec.Region;
import org.drivebench.model.BetterDirection;
import org.drivebench.model.SeriesRole;
import org.drivebench.model.Severity;
import org.osgi.service.component.annotations.Component;

/**
 * {@code multistream.sequential}: Iometer's workers of the desktop and SAS HDD reviews (seeds 000 and
 * 001): 1 to N sequential streams at once, each in a region of its own, the regions adjacent from the
 * first byte. A disk serves several streams by moving its head between their regions; how much that
 * costs, and how evenly the drive shares itself, is what the reviews compare.
 */
@Component(service = DriveTest.class)
public class MultistreamSequential implements DriveTest {
	static final String ID = MultistreamTests.SEQUENTIAL;
	static final TestDescriptor DESCRIPTOR = new TestDescriptor(ID, "1.0", "Multistream sequential", "Multistream",
			"For each count in 'streams', that many sequential streams at once, each reading (or writing) "
					+ "'blockSize' blocks at 'queueDepth' in a region of its own of 'regionLength' bytes, the regions adjacent "
					+ "from the start of the target (the reviews: 1 to 4 workers, 64 KiB at queue depth 1, 100 GB each, counted in binary units as seed 001 does: 100 GiB), "
					+ "'timePerStep' per count. When the regions do not fit, each stream gets an equal share of the target "
					+ "and the result says so. Reports per count the total MB/s, each stream's MB/s and the slowest "
					+ "stream's rate as a share of the fastest's (fairness); the total against the stream count, and each "
					+ "count's streams as bars. direction=write overwrites the regions.", WriteAccess.BY_DIRECTION);

	@Override
	public TestDescriptor descriptor() {
		return DESCRIPTOR;
	}

	@Override
	public List<ParameterSpec> parameters() {
		return List.of(StandardParameters.direction().build(),
				ParameterSpec.integers(MultistreamTests.STREAMS, "Streams").defaultValue("1, 2, 3, 4").range(1, WorkloadSpec.MAX_WORKERS)
						.help("the stream counts to measure, in order, each 1 to " + WorkloadSpec.MAX_WORKERS).build(),
				StandardParameters.blockSize().defaultValue("64k").build(),
				StandardParameters.queueDepth().defaultValue("1").help("outstanding I/Os per stream, 1 to "
						+ WorkloadSpec.MAX_QUEUE_DEPTH).build(),
				ParameterSpec.size(StandardParameters.REGION_LENGTH, "Region per stream").defaultValue("100G").min(0)
						.help("bytes of each stream's own region, adjacent from the start of the target; 0 shares the "
								+ "target equally among the streams")
						.build(),
				StandardParameters.duration(MultistreamTests.TIME_PER_STEP, "Time per count").defaultValue("1m")
						.help("how long each stream count runs").build(),
				StandardParameters.rampTime().build());
	}

	@Override
	public void run(TestContext context) throws IOException {
		ParameterValues v = context.parameters();
		Target target = context.target();
		int blockSize = StandardParameters.blockSizeFor(v, target);
		List<Long> counts = v.list(MultistreamTests.STREAMS);
		String label = StandardParameters.directionLabel(v);
		String key = label.toLowerCase(Locale.ROOT);
		ResultWriter results = context.results();
		WorkloadSteps steps = new WorkloadSteps(context, counts.size());
		List<double[]> totals = new ArrayList<>();
		try {
			for (long count : counts) {
				int n = Math.toIntExact(count);
				String name = label + ", " + streams(n);
				List<Region> regions = regions(v, target, n, blockSize, results);
				WorkloadSpec spec = WorkloadSpec.builder().blockSize(blockSize).sequential()
						.readPercent(StandardParameters.readPercent(v)).queueDepth(v.intValue(StandardParameters.QUEUE_DEPTH)).workers(n)
						.workerRegions(regions).duration(v.duration(MultistreamTests.TIME_PER_STEP)).build();
				Optional<Measurement> m = steps.runComplete(name, spec);
				if (m.isEmpty()) {
					break;
				}
				report(results, key, name, n, m.get());
				totals.add(new double[] { n, m.get().megabytesPerSecond() });
			}
		} finally {
			if (!totals.isEmpty()) {
				results.series(key + ".mbps", label + " total rate", SeriesRole.PARAMETER_SWEEP, Axis.linear("Streams", Units.NUMBER),
						Axis.linear("Rate", Units.MB_PER_S), totals.stream().mapToDouble(t -> t[0]).toArray(),
						totals.stream().mapToDouble(t -> t[1]).toArray());
			}
		}
	}

	/**
	 * The streams' regions: {@code regionLength} each from the first byte, or, when they do not fit (or
	 * the length is 0), an equal share of the target each, said in a warning when a length was asked for.
	 */
	static List<Region> regions(ParameterValues v, Target target, int streams, int blockSize, ResultWriter results) {
		long asked = v.size(StandardParameters.REGION_LENGTH);
		long grain = Math.max(4096, Math.max(blockSize, target.logicalBlockSize()));
		long share = target.sizeBytes() / streams / grain * grain;
		long length = asked;
		if (asked == 0 || asked * streams > target.sizeBytes()) {
			length = share;
			if (asked > 0) {
				results.message(Severity.WARNING, streams(streams) + ": " + streams + " regions of " + v.format(StandardParameters.REGION_LENGTH)
						+ " do not fit " + target.name() + " (" + gigabytes(target.sizeBytes()) + "), so each stream has "
						+ gigabytes(share) + ", 1/" + streams + " of it");
			}
		} else if (asked % target.logicalBlockSize() != 0) {
			throw new InvalidParameterException(StandardParameters.REGION_LENGTH, "regionLength = " + v.format(StandardParameters.REGION_LENGTH)
					+ ": must be a multiple of " + target.name() + "'s " + target.logicalBlockSize() + "-byte logical block");
		}
		if (length < blockSize) {
			throw new InvalidParameterException(StandardParameters.REGION_LENGTH, length == asked
					? "regionLength = " + v.format(StandardParameters.REGION_LENGTH) + ": must hold a block of " + Sizes.format(blockSize)
					: streams(streams) + " share " + target.name() + " (" + gigabytes(target.sizeBytes()) + ") in "
							+ Sizes.format(length) + " each, less than a block of " + Sizes.format(blockSize));
		}
		List<Region> regions = new ArrayList<>();
		for (int i = 0; i < streams; i++) {
			regions.add(new Region(i * length, length));
		}
		return regions;
	}

	private static void report(ResultWriter results, String key, String name, int streams, Measurement m) {
		String point = ".s" + streams;
		results.metric(key + ".mbps" + point, name, m.megabytesPerSecond(), Units.MB_PER_S, BetterDirection.HIGHER);
		if (streams == 1) {
			return;
		}
		double[] each = new double[streams];
		double[] index = new double[streams];
		for (Measurement.WorkerStats w : m.workers()) {
			each[w.index()] = w.megabytesPerSecond();
			index[w.index()] = w.index() + 1;
		}
		double slowest = Double.MAX_VALUE;
		double fastest = 0;
		for (int i = 0; i < streams; i++) {
			results.metric(key + ".mbps" + point + ".stream" + (i + 1), name + ": stream " + (i + 1), each[i],
					Units.MB_PER_S, BetterDirection.HIGHER);
			slowest = Math.min(slowest, each[i]);
			fastest = Math.max(fastest, each[i]);
		}
		if (fastest > 0) {
			// 100 % shares the drive evenly; seed 001's Toshiba and VelociRaptor gave up one stream for the others
			results.metric(key + ".fairness" + point, name + ": slowest stream", 100 * slowest / fastest, Units.PERCENT,
					BetterDirection.HIGHER);
		}
		results.series(key + ".streams" + point, name + ": each stream", SeriesRole.PER_WORKER, Axis.linear("Stream", Units.NUMBER),
				Axis.linear("Rate", Units.MB_PER_S), index, each);
	}

	private static String gigabytes(long bytes) {
		return String.format(Locale.ROOT, "%.1f GB", bytes / 1e9);
	}

	private static String streams(int n) {
		return n == 1 ? "1 stream" : n + " streams";
	}
}
