package org.drivebench.drivetests.ssd;

import java.util.List;

import org.drivebench.core.api.StandardParameters;
import org.drivebench.core.api.SuiteBuilder;
import org.drivebench.core.api.SuiteProvider;
import org.drivebench.drivetests.ssd.api.SsdTests;
import org.drivebench.model.Suite;
import org.osgi.service.component.annotations.Component;

/** The SSD family's own suite: the review of a flash drive. */
@Component(service = SuiteProvider.class)
public class SsdSuites implements SuiteProvider {
	@Override
	public List<Suite> suites() {
		return List.of(review(), pts());
	}

	/**
	 * SNIA PTS's steady-state tests, each after a purge (a discard where the target allows one) and the
	 * workload-independent preconditioning, with PTS's matrices, rounds and steady-state rule.
	 */
	static Suite pts() {
		return new SuiteBuilder(SsdTests.PTS_SUITE, "SSD steady state (SNIA PTS)",
				"SNIA PTS's IOPS, throughput and latency tests, each from a discard of the whole target where it allows one and "
						+ "twice its capacity written in 128 KiB sequential writes, then in rounds of a minute per workload until the "
						+ "tracked figure of the last 5 rounds stays within 20 % of its mean and its fitted line within 10 %, at most "
						+ "25 rounds. IOPS: random I/O at 7 read/write mixes (100/0 to 0/100) and 8 block sizes (1 MiB to 512 B), 2 "
						+ "threads at queue depth 16, tracking 4 KiB random writes; throughput: 128 KiB and 1 MiB sequential reads "
						+ "and writes at queue depth 32, tracking the writes; latency: 8 KiB, 4 KiB and 512 B random at 100/0, 65/35 "
						+ "and 0/100 at queue depth 1, tracking the mean 4 KiB write latency. Reports each test's convergence, the "
						+ "round steady state was reached in and its steady-state tables. Overwrites the whole target many times.")
				.entry(SsdTests.PTS_IOPS, "PTS IOPS").with(SsdTests.PURGE, SsdTests.PURGE_DISCARD)
				.entry(SsdTests.PTS_THROUGHPUT, "PTS throughput").with(SsdTests.PURGE, SsdTests.PURGE_DISCARD)
				.entry(SsdTests.PTS_LATENCY, "PTS latency").with(SsdTests.PURGE, SsdTests.PURGE_DISCARD).build();
	}

	/**
	 * The SSD review: the whole-drive sustained write past the SLC cache with the cache's recovery after
	 * idling, TechPowerUp's variant of it, the write held until the drive throttles (after cooling down from the fills, so
	 * the time to throttle is an idle drive's), then latency under
	 * load on the drive they left full (reads of blocks never written would find nothing to read on flash).
	 */
	static Suite review() {
		return new SuiteBuilder(SsdTests.REVIEW_SUITE, "SSD review",
				"A review of a flash drive: one sequential write of 128 KiB blocks at queue depth 32 over the whole target, "
						+ "sampled every GB, which finds the SLC cache's size, the rate in it and the rate after it "
						+ "(AnandTech's whole-drive fill), then 5 minutes idle and a second write showing how much cache came back; "
						+ "the same fill in 1 MiB blocks at queue depth 1 sampled every 0.5 s (TechPowerUp's), on the drive the first "
						+ "left full; once the drive has cooled down to within 1 °C of where its temperature settles (at most 10 minutes), "
						+ "a sequential write held for 10 minutes against the drive's temperature (time to throttle, throttled rate); then, on the drive they left full, 4 KiB random reads "
						+ "and the 70/30 mix at QD32, at full speed and at 10 to 100 % of it, 10 s each, latency counted from each "
						+ "I/O's scheduled time, and the highest rate keeping the 99.99th percentile within 1 ms. "
						+ "Overwrites the whole target.")
				.entry(SsdTests.SUSTAINED_WRITE, "Sustained write").with(StandardParameters.BLOCK_SIZE, "128k")
				.with(StandardParameters.QUEUE_DEPTH, 32).with(SsdTests.SAMPLE_BYTES, "1G").with(SsdTests.RECOVERY, "5min")
				.entry(SsdTests.SUSTAINED_WRITE, "Sustained write, 1 MiB QD1").with(StandardParameters.BLOCK_SIZE, "1m")
				.with(StandardParameters.QUEUE_DEPTH, 1).with(SsdTests.SAMPLE_TIME, "0.5s")
				.entry(SsdTests.THERMAL, "Thermal throttling").with(StandardParameters.BLOCK_SIZE, "128k")
				.with(StandardParameters.QUEUE_DEPTH, 32).with(StandardParameters.DURATION, "10min")
				.entry(SsdTests.LATENCY_UNDER_LOAD, "Latency under load").with(StandardParameters.BLOCK_SIZE, "4k")
				.with(StandardParameters.QUEUE_DEPTH, 32).with(SsdTests.MAX_TIME, "10s").with(SsdTests.TIME_PER_RATE, "10s").build();
	}
}
