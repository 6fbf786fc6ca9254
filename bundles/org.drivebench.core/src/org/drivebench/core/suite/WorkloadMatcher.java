package org.drivebench.core.suite;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.InvalidParameterException;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.api.SingleWorkloadTest;
import org.drivebench.core.api.StandardParameters;
import org.drivebench.core.registry.TestRegistry;
import org.drivebench.core.runner.PlannedTest;
import org.drivebench.model.Parameter;
import org.drivebench.model.Suite;
import org.drivebench.model.SuiteEntry;
import org.drivebench.model.TestResult;

/**
 * The one rule that says which DriveBench test a workload measured by another tool (fio,
 * CrystalDiskMark, KDiskMark, DiskSpd) is: the suite entry of a single-workload test with the same
 * direction, access pattern, block size, queue depth, thread count and region. Its result then
 * carries that entry's test id, version, case and parameters, so a report puts it in the row of the
 * test beside native runs. How long the tool ran is not part of the rule: tools differ there (a
 * CrystalDiskMark pass is 5 s, a fio job what its runtime says), and the importer records it.
 */
public final class WorkloadMatcher {
	/**
	 * A workload as another tool describes it.
	 *
	 * @param direction    {@link StandardParameters#READ} or {@link StandardParameters#WRITE}
	 * @param random       random addresses (else sequential)
	 * @param blockSize    bytes per I/O
	 * @param queueDepth   I/Os in flight per thread
	 * @param threads      threads (fio's numjobs)
	 * @param regionLength bytes of the span the workload addressed
	 */
	public record Workload(String direction, boolean random, long blockSize, int queueDepth, int threads, long regionLength) {
		/** Like CrystalDiskMark's names: "SEQ1M Q8T1 read over 1 GiB". */
		public String describe() {
			return (random ? "RND" : "SEQ") + blockSize / 1024 + "K Q" + queueDepth + "T" + threads + " " + direction + " over "
					+ regionLength + " bytes";
		}
	}

	private final List<Suite> suites;
	private final TestRegistry registry;

	/** @param suites the suites whose entries are candidates, in order of preference (the catalog's order) */
	public WorkloadMatcher(TestRegistry registry, List<Suite> suites) {
		this.registry = registry;
		this.suites = List.copyOf(suites);
	}

	/** The installed bundles' suites, as the catalog lists them. */
	public static WorkloadMatcher of(TestRegistry registry) {
		return new WorkloadMatcher(registry, new SuiteCatalog(registry, null).list());
	}

	/** The first suite entry whose test and parameters equal {@code w}, if any. */
	public Optional<PlannedTest> match(Workload w) {
		for (Suite suite : suites) {
			for (SuiteEntry entry : suite.getEntries()) {
				Optional<PlannedTest> planned = plan(entry);
				if (planned.isPresent() && equal(planned.get(), w)) {
					return planned;
				}
			}
		}
		return Optional.empty();
	}

	/**
	 * A result of the matching test for {@code w} (its id, version, case, parameters), or empty when
	 * no installed suite has that workload.
	 */
	public Optional<TestResult> newResult(Workload w) {
		return match(w).map(PlannedTest::newResult);
	}

	private Optional<PlannedTest> plan(SuiteEntry entry) {
		Optional<DriveTest> test = registry.find(entry.getTestId());
		if (test.isEmpty() || !(test.get() instanceof SingleWorkloadTest)) {
			return Optional.empty();
		}
		Map<String, String> values = new LinkedHashMap<>();
		for (Parameter p : entry.getParameters()) {
			values.put(p.getKey(), p.getValue());
		}
		try {
			ParameterValues resolved = ParameterValues.resolve(entry.getTestId(), test.get().parameters(), values);
			String label = entry.getLabel() == null || entry.getLabel().isBlank() ? test.get().descriptor().name() : entry.getLabel();
			return Optional.of(new PlannedTest(test.get(), resolved, label));
		} catch (InvalidParameterException e) {
			return Optional.empty(); // an entry that cannot run is nobody's match
		}
	}

	private static boolean equal(PlannedTest planned, Workload w) {
		ParameterValues v = planned.values();
		SingleWorkloadTest test = (SingleWorkloadTest) planned.test();
		return w.direction().equals(v.text(StandardParameters.DIRECTION)) && w.random() == test.random(v)
				&& w.blockSize() == v.size(StandardParameters.BLOCK_SIZE)
				&& w.queueDepth() == v.intValue(StandardParameters.QUEUE_DEPTH)
				&& w.threads() == v.intValue(StandardParameters.THREADS)
				&& w.regionLength() == v.size(StandardParameters.REGION_LENGTH);
	}
}
