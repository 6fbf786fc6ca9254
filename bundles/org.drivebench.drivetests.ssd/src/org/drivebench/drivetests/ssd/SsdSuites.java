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
		return List.of(review());
	}

	/**
	 * The SSD review: the whole-drive sustained write past the SLC cache, then latency under load on the
	 * drive it left full (reads of blocks never written would find nothing to read on flash).
	 */
	static Suite review() {
		return new SuiteBuilder(SsdTests.REVIEW_SUITE, "SSD review",
				"A review of a flash drive: one sequential write of 128 KiB blocks at queue depth 32 over the whole target, "
						+ "sampled every GB, which finds the SLC cache's size, the rate in it and the rate after it "
						+ "(AnandTech's and TechPowerUp's whole-drive fill); then, on the drive it left full, 4 KiB random reads "
						+ "and the 70/30 mix at QD32, at full speed and at 10 to 100 % of it, 10 s each, latency counted from each "
						+ "I/O's scheduled time, and the highest rate keeping the 99.99th percentile within 1 ms. "
						+ "Overwrites the whole target.")
				.entry(SsdTests.SUSTAINED_WRITE, "Sustained write").with(StandardParameters.BLOCK_SIZE, "128k")
				.with(StandardParameters.QUEUE_DEPTH, 32).with(SsdTests.SAMPLE_BYTES, "1G")
				.entry(SsdTests.LATENCY_UNDER_LOAD, "Latency under load").with(StandardParameters.BLOCK_SIZE, "4k")
				.with(StandardParameters.QUEUE_DEPTH, 32).with(SsdTests.MAX_TIME, "10s").with(SsdTests.TIME_PER_RATE, "10s").build();
	}
}
