package org.drivebench.drivetests.ssd;

import java.io.IOException;
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
import org.drivebench.drivetests.ssd.api.SsdTests;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.Measurement.PositionProfile;
import org.drivebench.engine.Sizes;
import org.drivebench.engine.Target;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.model.BetterDirection;
import org.drivebench.model.SeriesRole;
import org.drivebench.model.Severity;
import org.osgi.service.component.annotations.Component;

/**
 * {@code ssd.sustained-write}: one sequential write over the whole target (or {@code fillSize}), its rate
 * sampled every {@code sampleBytes}, AnandTech's and TechPowerUp's whole-drive fill. The rate curve
 * shows the SLC cache and what the drive writes at once it is full; {@link CacheExhaustion} reads the
 * cache's size off it.
 */
@Component(service = DriveTest.class)
public class SustainedWrite implements DriveTest {
	static final TestDescriptor DESCRIPTOR = new TestDescriptor(SsdTests.SUSTAINED_WRITE, "1.0", "Sustained write", "SSD",
			"One sequential write from the start of the target over 'fillSize' bytes (0: the whole target) with "
					+ "'blockSize' blocks at 'queueDepth', its rate sampled every 'sampleBytes' (AnandTech's and "
					+ "TechPowerUp's whole-drive fill). Reports the rate against GB written and the SLC cache read off it: "
					+ "the starting rate is the median of the first 3 samples, the cache ends in the first sample below "
					+ "'cacheDrop' of it after which the next 3 samples' median stays below (placed inside that sample from its time); the rates in and after the cache are the "
					+ "medians of the samples before and after that one. Destructive: it overwrites the target from its first byte.",
			WriteAccess.WRITES);

	@Override
	public TestDescriptor descriptor() {
		return DESCRIPTOR;
	}

	@Override
	public List<ParameterSpec> parameters() {
		return List.of(StandardParameters.blockSize().defaultValue("128k").build(),
				StandardParameters.queueDepth().defaultValue("32").build(),
				ParameterSpec.size(SsdTests.AMOUNT, "Amount").defaultValue("0").range(0, 1L << 50)
						.help("bytes written from the start of the target; 0 writes the whole target (hours on a large drive)")
						.build(),
				ParameterSpec.size(SsdTests.SAMPLE_BYTES, "Sample every").defaultValue("1G").range(64 * 1024, 1L << 40)
						.help("bytes written per point of the rate curve, 64 KiB to 1 TiB; at least 2 points must fit in the fill")
						.build(),
				ParameterSpec.percent(SsdTests.CACHE_DROP, "Cache full below").defaultValue("70").range(1, 99)
						.help("the cache counts as full in the first sample whose rate is below this share of the starting rate")
						.build());
	}

	@Override
	public void run(TestContext context) throws IOException {
		ParameterValues v = context.parameters();
		Target target = context.target();
		int blockSize = StandardParameters.blockSizeFor(v, target);
		long amount = v.size(SsdTests.AMOUNT) == 0 ? target.sizeBytes() : StandardParameters.sizeWithin(v, SsdTests.AMOUNT, target);
		amount = amount / blockSize * blockSize;
		long buckets = amount / v.size(SsdTests.SAMPLE_BYTES);
		if (buckets < 2 || buckets > 1_000_000) {
			throw new InvalidParameterException(SsdTests.SAMPLE_BYTES, SsdTests.SAMPLE_BYTES + " = " + v.format(SsdTests.SAMPLE_BYTES)
					+ ": makes " + buckets + " samples of " + Sizes.format(amount) + "; give 2 to 1000000");
		}
		WorkloadSpec spec = WorkloadSpec.builder().blockSize(blockSize).sequential().readPercent(0)
				.queueDepth(v.intValue(StandardParameters.QUEUE_DEPTH)).region(0, amount).amountBytes(amount)
				.positionBuckets((int) buckets).build();
		Optional<Measurement> m = new WorkloadSteps(context, 1).run("Write " + gigabytes(amount) + " GB sequentially", spec);
		if (m.isEmpty()) {
			return;
		}
		PositionProfile profile = m.get().positions().orElseThrow(() -> new IllegalStateException(
				"the engine returned no position profile for a workload that asked for " + buckets + " buckets"));
		report(context.results(), profile, amount, v.percent(SsdTests.CACHE_DROP) / 100.0, m.get());
	}

	private static void report(ResultWriter results, PositionProfile profile, long amount, double dropShare, Measurement m) {
		double[] starts = profile.bucketStart();
		double[] rates = profile.megabytesPerSecond();
		// a cancelled write leaves the samples it did not reach without a rate
		int n = 0;
		while (n < rates.length && Double.isFinite(rates[n]) && rates[n] > 0) {
			n++;
		}
		if (n == 0) {
			results.message(Severity.WARNING, "no sample was measured");
			return;
		}
		double[] ends = new double[n];
		double[] endGb = new double[n];
		double[] measured = new double[n];
		for (int k = 0; k < n; k++) {
			ends[k] = k + 1 < starts.length ? starts[k + 1] : amount;
			endGb[k] = ends[k] / 1e9;
			measured[k] = rates[k];
		}
		results.series("write.mbps", "Write rate against GB written", SeriesRole.SURFACE, Axis.linear("Written", Units.GB),
				Axis.linear("Rate", Units.MB_PER_S), endGb, measured);
		results.metric("write.mbps.mean", "Write average", m.writeMegabytesPerSecond(), Units.MB_PER_S, BetterDirection.HIGHER);
		results.metric("write.seconds", "Time to write " + gigabytes(m.write().bytes()) + " GB", m.elapsedNanos() / 1e9,
				Units.SECONDS, BetterDirection.LOWER);
		CacheExhaustion cache = CacheExhaustion.of(ends, measured, dropShare);
		results.metric("write.mbps.cache", "Write rate in the cache", cache.cacheRate(), Units.MB_PER_S, BetterDirection.HIGHER);
		if (!cache.found()) {
			results.message(Severity.INFO, String.format(Locale.ROOT,
					"the rate did not fall below %.0f %% of its start (%.0f MB/s) in %s GB: the cache (if any) is larger than that",
					dropShare * 100, cache.cacheRate(), gigabytes((long) cache.cacheBytes())));
			return;
		}
		results.metric("write.cache.size", "Cache size (bytes written before the rate fell)", cache.cacheBytes() / 1e9, Units.GB,
				BetterDirection.HIGHER);
		results.metric("write.cache.seconds", "Time to fill the cache", cacheSeconds(ends, measured, cache), Units.SECONDS,
				BetterDirection.NONE);
		results.metric("write.mbps.after-cache", "Write rate after the cache", cache.afterRate(), Units.MB_PER_S,
				BetterDirection.HIGHER);
		results.message(Severity.INFO, String.format(Locale.ROOT,
				"phases: cache 0 to %.2f GB at %.0f MB/s, then %.0f MB/s to %.2f GB (cache full below %.0f %% of the starting rate)",
				cache.cacheBytes() / 1e9, cache.cacheRate(), cache.afterRate(), ends[n - 1] / 1e9, dropShare * 100));
	}

	/** The time the samples before the cache's end took, and the part of the sample it ends in at the cache's rate. */
	private static double cacheSeconds(double[] ends, double[] rates, CacheExhaustion cache) {
		double seconds = 0;
		double begin = 0;
		for (int k = 0; k < cache.firstSlow(); k++) {
			seconds += (ends[k] - begin) / 1e6 / rates[k];
			begin = ends[k];
		}
		return seconds + (cache.cacheBytes() - begin) / 1e6 / cache.cacheRate();
	}

	private static String gigabytes(long bytes) {
		return String.format(Locale.ROOT, "%.1f", bytes / 1e9);
	}
}
