package org.drivebench.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

import org.drivebench.model.BetterDirection;
import org.drivebench.model.Metric;
import org.drivebench.model.TestResult;
import org.drivebench.model.WorkerResult;

/**
 * The figures of a result a review table can show: its metrics, then its workers' figures when more
 * than one worker ran. Workers in regions of their own are streams (seed 000's and 001's multistream
 * tests publish each one's rate): a row per stream. Workers sharing one region are threads of one
 * workload (CrystalDiskMark's T16): the slowest and the fastest worker's rate show how evenly the
 * drive served them.
 */
final class ResultFigures {
	static final String MBPS = "MB/s";

	/** One figure of a result. */
	record Figure(String key, String label, String unit, BetterDirection direction, double value) {
	}

	private ResultFigures() {
	}

	/** Whether {@code key} is one of the workers' figures this class adds (a stream's, the slowest's, the fastest's). */
	static boolean isWorkerKey(String key) {
		return key.startsWith("worker.") || key.startsWith("workers.");
	}

	static List<Figure> of(TestResult result) {
		List<Figure> figures = new ArrayList<>();
		for (Metric m : result.getMetrics()) {
			if (m.getKey() != null) {
				String label = m.getLabel() == null || m.getLabel().isBlank() ? m.getKey() : m.getLabel();
				figures.add(new Figure(m.getKey(), label, Objects.toString(m.getUnit(), ""),
						m.getDirection() == null ? BetterDirection.NONE : m.getDirection(), m.getValue()));
			}
		}
		figures.addAll(workers(result));
		return figures;
	}

	/** Rows for the workers of {@code result}: one per stream, or the slowest and fastest of shared-region threads. */
	static List<Figure> workers(TestResult result) {
		List<WorkerResult> workers = new ArrayList<>(result.getWorkers());
		if (workers.size() < 2) {
			return List.of();
		}
		workers.sort(Comparator.comparingInt(WorkerResult::getIndex));
		boolean streams = workers.stream().map(WorkerResult::getRegionOffset).distinct().count() == workers.size();
		List<Figure> figures = new ArrayList<>();
		if (streams) {
			for (WorkerResult w : workers) {
				int n = w.getIndex() + 1;
				figures.add(new Figure("worker." + n + ".mbps", "Stream " + n, MBPS, BetterDirection.HIGHER,
						w.getMegabytesPerSecond()));
			}
			return figures;
		}
		double slowest = workers.stream().mapToDouble(WorkerResult::getMegabytesPerSecond).min().orElseThrow();
		double fastest = workers.stream().mapToDouble(WorkerResult::getMegabytesPerSecond).max().orElseThrow();
		figures.add(new Figure("workers.slowest.mbps", "Slowest of " + workers.size() + " workers", MBPS,
				BetterDirection.HIGHER, slowest));
		figures.add(new Figure("workers.fastest.mbps", "Fastest of " + workers.size() + " workers", MBPS,
				BetterDirection.HIGHER, fastest));
		return figures;
	}
}
