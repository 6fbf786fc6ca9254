package org.drivebench.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.drivebench.core.units.Unit;
import org.drivebench.core.units.Units;

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
	/** One figure of a result, in the unit a review shows it in ({@link #shownIn}). */
	record Figure(String key, String label, Unit unit, BetterDirection direction, double value) {
	}

	/** The keys and names of the first streams' figures, made once rather than for every result. */
	private static final String[] STREAM_KEYS = new String[17];
	private static final String[] STREAM_LABELS = new String[STREAM_KEYS.length];

	static {
		for (int n = 1; n < STREAM_KEYS.length; n++) {
			STREAM_KEYS[n] = streamKey(n);
			STREAM_LABELS[n] = streamLabel(n);
		}
	}

	private ResultFigures() {
	}

	private static String streamKey(int n) {
		return "worker." + n + ".mbps";
	}

	private static String streamLabel(int n) {
		return "Stream " + n;
	}

	/**
	 * The unit a figure stored in {@code stored} is shown in: latencies in milliseconds whatever measured
	 * them (fio's imports store microseconds, DriveBench milliseconds), so a figure has one unit across
	 * native and imported results; every other unit as it is.
	 */
	static Unit shownIn(Unit stored) {
		return stored.equals(Units.MICROSECONDS) || stored.equals(Units.NANOSECONDS) ? Units.MILLISECONDS : stored;
	}

	/** Whether {@code key} is one of the workers' figures this class adds (a stream's, the slowest's, the fastest's). */
	static boolean isWorkerKey(String key) {
		return key.startsWith("worker.") || key.startsWith("workers.");
	}

	static List<Figure> of(TestResult result) {
		List<Metric> metrics = result.getMetrics();
		List<Figure> figures = new ArrayList<>(metrics.size() + result.getWorkers().size());
		for (int i = 0; i < metrics.size(); i++) {
			Metric m = metrics.get(i);
			if (m.getKey() != null) {
				String label = m.getLabel() == null || m.getLabel().isBlank() ? m.getKey() : m.getLabel();
				Unit stored = StoredUnits.of(m);
				Unit shown = shownIn(stored);
				figures.add(new Figure(m.getKey(), label, shown, m.getDirection() == null ? BetterDirection.NONE : m.getDirection(),
						stored.convert(m.getValue(), shown)));
			}
		}
		figures.addAll(workers(result));
		return figures;
	}

	/** Rows for the workers of {@code result}: one per stream, or the slowest and fastest of shared-region threads. */
	static List<Figure> workers(TestResult result) {
		List<WorkerResult> workers = result.getWorkers();
		int count = workers.size();
		if (count < 2) {
			return List.of();
		}
		if (!inIndexOrder(workers)) { // as a run stores them; sorted when not
			workers = new ArrayList<>(workers);
			workers.sort(Comparator.comparingInt(WorkerResult::getIndex));
		}
		double slowest = Double.POSITIVE_INFINITY;
		double fastest = Double.NEGATIVE_INFINITY;
		boolean streams = true; // each worker in a region of its own: told pair by pair, a result has a few workers
		for (int i = 0; i < count; i++) {
			WorkerResult w = workers.get(i);
			long region = w.getRegionOffset();
			for (int j = 0; j < i && streams; j++) {
				streams = workers.get(j).getRegionOffset() != region;
			}
			slowest = Math.min(slowest, w.getMegabytesPerSecond());
			fastest = Math.max(fastest, w.getMegabytesPerSecond());
		}
		List<Figure> figures = new ArrayList<>(streams ? count : 2);
		if (streams) {
			for (WorkerResult w : workers) {
				int n = w.getIndex() + 1;
				boolean made = n > 0 && n < STREAM_KEYS.length;
				figures.add(new Figure(made ? STREAM_KEYS[n] : streamKey(n), made ? STREAM_LABELS[n] : streamLabel(n), Units.MB_PER_S,
						BetterDirection.HIGHER, w.getMegabytesPerSecond()));
			}
			return figures;
		}
		figures.add(new Figure("workers.slowest.mbps", "Slowest of " + count + " workers", Units.MB_PER_S,
				BetterDirection.HIGHER, slowest));
		figures.add(new Figure("workers.fastest.mbps", "Fastest of " + count + " workers", Units.MB_PER_S,
				BetterDirection.HIGHER, fastest));
		return figures;
	}

	private static boolean inIndexOrder(List<WorkerResult> workers) {
		for (int i = 1; i < workers.size(); i++) {
			if (workers.get(i - 1).getIndex() > workers.get(i).getIndex()) {
				return false;
			}
		}
		return true;
	}
}
