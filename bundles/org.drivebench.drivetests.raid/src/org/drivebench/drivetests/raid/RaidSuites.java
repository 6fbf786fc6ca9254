package org.drivebench.drivetests.raid;

import java.util.List;

import org.drivebench.core.api.StandardParameters;
import org.drivebench.core.api.SuiteBuilder;
import org.drivebench.core.api.SuiteProvider;
import org.drivebench.drivetests.linear.api.LinearTests;
import org.drivebench.drivetests.random.api.RandomTests;
import org.drivebench.drivetests.raid.api.RaidStudies;
import org.drivebench.model.Suite;
import org.osgi.service.component.annotations.Component;

/**
 * The suite the strip-size study runs on each array: seed 003's programs besides PCMark,
 * CrystalDiskMark 5.1's four figures at its 100 MB test size, ATTO's sweep with its defaults, and the
 * random access time, composed of the linear and random families' tests.
 */
@Component(service = SuiteProvider.class)
public class RaidSuites implements SuiteProvider {
	@Override
	public List<Suite> suites() {
		return List.of(raidStudy());
	}

	static Suite raidStudy() {
		SuiteBuilder b = new SuiteBuilder(RaidStudies.RAID_STUDY_SUITE, "RAID-0 strip-size study",
				"What seed 003 ran on every strip size: CrystalDiskMark 5.1's Seq Q32T1 (128 KiB at queue depth 32), 4K "
						+ "Q32T1, Seq (1 MiB at queue depth 1) and 4K (queue depth 1), read and write, over a 100 MB span, 5 s "
						+ "each; ATTO's sweep of 512 B to 64 MiB transfers over 256 MB at queue depth 4; the 4 KiB random "
						+ "read access time.");
		for (String direction : List.of(StandardParameters.READ, StandardParameters.WRITE)) {
			fiveSeconds(b, LinearTests.SEQUENTIAL, "Seq Q32T1 ", direction, "128k", 32);
			fiveSeconds(b, RandomTests.RANDOM, "4K Q32T1 ", direction, "4k", 32);
			fiveSeconds(b, LinearTests.SEQUENTIAL, "Seq ", direction, "1M", 1);
			fiveSeconds(b, RandomTests.RANDOM, "4K ", direction, "4k", 1);
		}
		b.entry(LinearTests.ATTO, "ATTO").with(StandardParameters.BLOCK_SIZES, LinearTests.ATTO_BLOCK_SIZES).with(LinearTests.TOTAL_LENGTH, "256M")
				.with(StandardParameters.QUEUE_DEPTH, 4);
		b.entry(RandomTests.ACCESS_TIME, "Random access time, 4 KiB read").with(StandardParameters.DIRECTION, StandardParameters.READ)
				.with(StandardParameters.BLOCK_SIZE, "4k");
		return b.build();
	}

	/** A 5-second CrystalDiskMark workload of one thread over 100 MB. */
	private static void fiveSeconds(SuiteBuilder b, String test, String name, String direction, String blockSize, int queueDepth) {
		b.entry(test, name + direction).with(StandardParameters.DIRECTION, direction).with(StandardParameters.BLOCK_SIZE, blockSize)
				.with(StandardParameters.QUEUE_DEPTH, queueDepth).with(StandardParameters.THREADS, 1)
				.with(StandardParameters.DURATION, "5s").with(StandardParameters.REGION_LENGTH, "100M");
	}
}
