package org.drivebench.drivetests.ssd;

import java.io.IOException;
import java.time.Duration;
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
 * sampled every {@code sampleBytes} or every {@code sampleTime}, AnandTech's and TechPowerUp's whole-drive
 * fill. The rate curve shows the SLC cache and what the drive writes at once it is full; {@link CacheExhaustion}
 * reads the cache's size off it, and a later phase (folding) after it. After {@code recovery} of idle time the
 * drive is written again, as far as the cache went and a quarter more: the cache found then is what came back.
 */
@Component(service = DriveTest.class)
public class SustainedWrite extends SequentialWriteTest {
	static final TestDescriptor DESCRIPTOR = new TestDescriptor(SsdTests.SUSTAINED_WRITE, "1.2", "Sustained write", "SSD",
			"One sequential write from the start of the target over 'fillSize' bytes (0: the whole target) with "
					+ "'blockSize' blocks at 'queueDepth', its rate sampled every 'sampleBytes', or every 'sampleTime' when "
					+ "that is set (AnandTech's and TechPowerUp's whole-drive fill). Reports the rate against GB written and the SLC cache read off it: "
					+ "the starting rate is the median of the first 3 samples, the cache ends in the first sample below "
					+ "'cacheDrop' of it after which the next 3 samples' median stays below and so do most of the next twentieth of the samples (a few seconds of "
					+ "thermal throttling are no cache's end; placed inside that sample from its time); the rates in and after the cache are the "
					+ "medians of the samples before and after that one. A later phase (folding) starts where the rate after the "
					+ "cache falls below 90 % of its own start by the same rule. The phases are marked on the chart. With 'recovery' "
					+ "set, the drive idles that long and is written again from the start, as far as the cache went and a quarter "
					+ "more: the cache found then is the cache recovered. Destructive: it overwrites the target from its first byte.",
			WriteAccess.WRITES);
	/** A later phase starts below this share of the rate after the cache. */
	static final double LATER_DROP = 0.9;

	public SustainedWrite() {
		super(DESCRIPTOR);
	}

	@Override
	List<ParameterSpec> ownParameters() {
		return List.of(ParameterSpec.size(SsdTests.AMOUNT, "Amount").defaultValue("0").range(0, 1L << 50)
						.help("bytes written from the start of the target; 0 writes the whole target (hours on a large drive)")
						.build(),
				ParameterSpec.size(SsdTests.SAMPLE_BYTES, "Sample every").defaultValue("1G").range(64 * 1024, 1L << 40)
						.help("bytes written per point of the rate curve, 64 KiB to 1 TiB; at least 2 points must fit in the fill")
						.build(),
				ParameterSpec.duration(SsdTests.SAMPLE_TIME, "Sample every (time)").defaultValue("0").range(0, 3600)
						.help("time per point of the rate curve instead of bytes (TechPowerUp: 0.5 s); 0 samples by bytes")
						.build(),
				ParameterSpec.percent(SsdTests.CACHE_DROP, "Cache full below").defaultValue("70").range(1, 99)
						.help("the cache counts as full in the first sample whose rate is below this share of the starting rate")
						.build(),
				ParameterSpec.duration(SsdTests.RECOVERY, "Recovery idle time").defaultValue("0").range(0, 24 * 3600)
						.help("idle time after the write, then a second write shows how much cache came back; 0: no second write")
						.build());
	}

	@Override
	public void run(TestContext context) throws IOException {
		ParameterValues v = context.parameters();
		Target target = context.target();
		int blockSize = StandardParameters.blockSizeFor(v, target);
		long amount = wholeBlocks(v.size(SsdTests.AMOUNT) == 0 ? target.sizeBytes()
				: StandardParameters.sizeWithin(v, SsdTests.AMOUNT, target), blockSize);
		Duration sampleTime = v.duration(SsdTests.SAMPLE_TIME);
		long buckets = amount / v.size(SsdTests.SAMPLE_BYTES);
		if (sampleTime.isZero() && (buckets < 2 || buckets > 1_000_000)) {
			throw new InvalidParameterException(SsdTests.SAMPLE_BYTES, SsdTests.SAMPLE_BYTES + " = " + v.format(SsdTests.SAMPLE_BYTES)
					+ ": makes " + buckets + " samples of " + Sizes.format(amount) + "; give 2 to 1000000");
		}
		if (!sampleTime.isZero() && sampleTime.toMillis() < 10) {
			throw new InvalidParameterException(SsdTests.SAMPLE_TIME, SsdTests.SAMPLE_TIME + " = " + v.format(SsdTests.SAMPLE_TIME)
					+ ": give 0 (sample by bytes) or 10 ms to 1 h");
		}
		Duration recovery = v.duration(SsdTests.RECOVERY);
		WorkloadSteps steps = new WorkloadSteps(context, recovery.isZero() ? 1 : 3);
		WorkloadSpec.Builder write = sequentialWrite(blockSize, v.intValue(StandardParameters.QUEUE_DEPTH), amount);
		if (sampleTime.isZero()) {
			write.positionBuckets((int) buckets);
		} else {
			write.interval(sampleTime);
		}
		Optional<Measurement> m = steps.run("Write " + gigabytes(amount) + " GB sequentially", write.amountBytes(amount).build());
		if (m.isEmpty()) {
			return;
		}
		ResultWriter results = context.results();
		RateCurve curve = curve(m.get(), amount, sampleTime);
		double dropShare = v.percent(SsdTests.CACHE_DROP) / 100.0;
		Optional<CacheExhaustion> cache = report(results, curve, dropShare, m.get());
		if (recovery.isZero() || cache.isEmpty() || !cache.get().found()) {
			if (!recovery.isZero()) {
				results.message(Severity.INFO, "no recovery write: the first write found no cache to recover");
			}
			return;
		}
		if (!steps.rest("Idle " + v.format(SsdTests.RECOVERY) + " for the cache to recover", recovery)) {
			return;
		}
		double sample = curve.written() / curve.size();
		long again = Math.min(amount, (long) Math.ceil((cache.get().cacheBytes() * 1.25 + 4 * sample) / blockSize) * blockSize);
		long againBuckets = Math.max(2, Math.round(again / sample));
		WorkloadSpec rewrite = (sampleTime.isZero() ? write.positionBuckets((int) againBuckets) : write).region(0, again)
				.amountBytes(again).build();
		Optional<Measurement> second = steps.run("Write " + gigabytes(again) + " GB again after the idle time", rewrite);
		if (second.isPresent()) {
			recovered(results, curve(second.get(), again, sampleTime), dropShare, v.format(SsdTests.RECOVERY));
		}
	}

	private static RateCurve curve(Measurement m, long amount, Duration sampleTime) {
		if (!sampleTime.isZero()) {
			return RateCurve.ofIntervals(m);
		}
		PositionProfile profile = m.positions().orElseThrow(() -> new IllegalStateException(
				"the engine returned no position profile for a workload that asked for one"));
		return RateCurve.ofPositions(profile, amount);
	}

	private static Optional<CacheExhaustion> report(ResultWriter results, RateCurve curve, double dropShare, Measurement m) {
		if (curve.size() == 0) {
			results.message(Severity.WARNING, "no sample was measured");
			return Optional.empty();
		}
		double[] ends = curve.ends();
		double[] measured = curve.rates();
		int n = curve.size();
		results.series("write.mbps", "Write rate against GB written", SeriesRole.SURFACE, Axis.linear("Written", Units.GB),
				Axis.linear("Rate", Units.MB_PER_S), curve.endGigabytes(), measured);
		results.metric("write.mbps.mean", "Write average", m.writeMegabytesPerSecond(), Units.MB_PER_S, BetterDirection.HIGHER);
		results.metric("write.seconds", "Time to write " + gigabytes(m.write().bytes()) + " GB", m.elapsedNanos() / 1e9,
				Units.SECONDS, BetterDirection.LOWER);
		CacheExhaustion cache = CacheExhaustion.of(ends, measured, dropShare);
		results.metric("write.mbps.cache", "Write rate in the cache", cache.cacheRate(), Units.MB_PER_S, BetterDirection.HIGHER);
		if (!cache.found()) {
			results.message(Severity.INFO, String.format(Locale.ROOT,
					"the rate did not fall below %.0f %% of its start (%.0f MB/s) in %s GB: either the cache (if any) is larger than that, "
							+ "or none was left to see (a drive left full or hot by an earlier write starts at its after-cache rate)",
					dropShare * 100, cache.cacheRate(), gigabytes((long) cache.cacheBytes())));
			return Optional.of(cache);
		}
		results.metric("write.cache.size", "Cache size (bytes written before the rate fell)", cache.cacheBytes() / 1e9, Units.GB,
				BetterDirection.HIGHER);
		results.metric("write.cache.seconds", "Time to fill the cache", cacheSeconds(ends, measured, cache), Units.SECONDS,
				BetterDirection.NONE);
		results.metric("write.mbps.after-cache", "Write rate after the cache", cache.afterRate(), Units.MB_PER_S,
				BetterDirection.HIGHER);
		Optional<CacheExhaustion> later = laterPhase(curve, cache);
		List<String> names = new ArrayList<>(List.of(String.format(Locale.ROOT, "in cache, %.0f MB/s", cache.cacheRate()),
				String.format(Locale.ROOT, "after cache, %.0f MB/s", later.isPresent() ? later.get().cacheRate() : cache.afterRate())));
		List<Double> starts = new ArrayList<>(List.of(0.0, cache.cacheBytes() / 1e9));
		if (later.isPresent()) {
			results.metric("write.mbps.folding", "Write rate in the later phase (folding)", later.get().afterRate(), Units.MB_PER_S,
					BetterDirection.HIGHER);
			results.metric("write.folding.start", "Later phase (folding) from", later.get().cacheBytes() / 1e9, Units.GB,
					BetterDirection.NONE);
			names.add(String.format(Locale.ROOT, "folding, %.0f MB/s", later.get().afterRate()));
			starts.add(later.get().cacheBytes() / 1e9);
		}
		results.phases("write.phases", "Phases of the write", Axis.linear("Written", Units.GB), names,
				starts.stream().mapToDouble(Double::doubleValue).toArray());
		results.message(Severity.INFO, String.format(Locale.ROOT,
				"phases: cache 0 to %.2f GB at %.0f MB/s, then %.0f MB/s to %.2f GB%s (cache full below %.0f %% of the starting rate)",
				cache.cacheBytes() / 1e9, cache.cacheRate(), later.isPresent() ? later.get().cacheRate() : cache.afterRate(),
				(later.isPresent() ? later.get().cacheBytes() : ends[n - 1]) / 1e9,
				later.isPresent() ? String.format(Locale.ROOT, ", then %.0f MB/s to %.2f GB", later.get().afterRate(), ends[n - 1] / 1e9) : "",
				dropShare * 100));
		return Optional.of(cache);
	}

	/**
	 * A phase after the cache's (folding, when a filling drive's dynamic cache must shrink): the same rule on
	 * the samples after the cache's end, from their own start, with a {@value #LATER_DROP} share. Its
	 * {@code cacheBytes} is where it starts, counted from the start of the write.
	 */
	static Optional<CacheExhaustion> laterPhase(RateCurve curve, CacheExhaustion cache) {
		int from = cache.firstSlow() + 1;
		if (curve.size() - from < 2 * CacheExhaustion.START_SAMPLES) {
			return Optional.empty();
		}
		RateCurve after = curve.from(from);
		double origin = curve.ends()[from - 1];
		double[] ends = after.ends().clone();
		for (int k = 0; k < ends.length; k++) {
			ends[k] -= origin;
		}
		CacheExhaustion later = CacheExhaustion.of(ends, after.rates(), LATER_DROP);
		return later.found() ? Optional.of(new CacheExhaustion(true, origin + later.cacheBytes(), later.cacheRate(), later.afterRate(),
				from + later.firstSlow())) : Optional.empty();
	}

	private static void recovered(ResultWriter results, RateCurve again, double dropShare, String idle) {
		if (again.size() == 0) {
			return;
		}
		results.series("rewrite.mbps", "Write rate after " + idle + " idle against GB written", SeriesRole.SURFACE,
				Axis.linear("Written", Units.GB), Axis.linear("Rate", Units.MB_PER_S), again.endGigabytes(), again.rates());
		CacheExhaustion cache = CacheExhaustion.of(again.ends(), again.rates(), dropShare);
		if (cache.found()) {
			results.metric("write.cache.recovered", "Cache recovered after " + idle + " idle", cache.cacheBytes() / 1e9, Units.GB,
					BetterDirection.HIGHER);
		} else {
			results.message(Severity.INFO, String.format(Locale.ROOT,
					"after %s idle the rate stayed in the cache over all %s GB written again: at least that much came back", idle,
					gigabytes((long) again.written())));
		}
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
