package org.drivebench.core.api;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.IntFunction;
import java.util.function.ToDoubleFunction;

import org.drivebench.core.api.ResultWriter.Axis;
import org.drivebench.core.units.Unit;
import org.drivebench.core.units.Units;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.Sizes;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.model.BetterDirection;
import org.drivebench.model.SeriesRole;

/**
 * One workload varied along one axis (block size, queue depth, read share): each point runs as a
 * step; each chosen figure becomes a metric per point ({@code key.figure.point}, e.g.
 * {@code read.mbps.65536} labelled "Read 64 KiB") and a series against the axis ({@code key.figure}).
 * A point's metrics are written as soon as it is measured, so a cancelled sweep keeps the points it
 * finished; the point under way when the user cancels is dropped, since a part of a step is not the
 * figure the step stands for.
 */
public final class WorkloadSweep {
	/** A figure of each point. */
	public enum Figure {
		MBPS("mbps", "Rate", "rate", Units.MB_PER_S, BetterDirection.HIGHER, Measurement::megabytesPerSecond),
		IOPS("iops", "IOPS", "IOPS", Units.IOPS, BetterDirection.HIGHER, Measurement::iops),
		MEAN_LATENCY("latency.mean", "Mean latency", "mean latency", Units.MILLISECONDS, BetterDirection.LOWER,
				m -> MeasurementFigures.millis(m.latency().getMean()));

		private final String key;
		private final String label;
		private final String inSentence;
		private final Unit unit;
		private final BetterDirection better;
		private final ToDoubleFunction<Measurement> value;

		Figure(String key, String label, String inSentence, Unit unit, BetterDirection better,
				ToDoubleFunction<Measurement> value) {
			this.key = key;
			this.label = label;
			this.inSentence = inSentence;
			this.unit = unit;
			this.better = better;
			this.value = value;
		}

		public String key() {
			return key;
		}

		public double of(Measurement m) {
			return value.applyAsDouble(m);
		}
	}

	/**
	 * One point of the sweep.
	 *
	 * @param key   the metric key's last part, e.g. "65536" or "qd32"
	 * @param label the metric label and step name, e.g. "Read 64 KiB"
	 * @param x     its place on the axis, in the axis's unit
	 * @param spec  the workload it runs
	 */
	public record Point(String key, String label, double x, WorkloadSpec spec) {
	}

	/** A point with what its run measured. */
	public record Measured(Point point, Measurement measurement) {
	}

	private final String key;
	private final String label;
	private final SeriesRole role;
	private final Axis axis;
	private final List<Figure> figures;
	private final List<Point> points = new ArrayList<>();
	private boolean histograms;

	/**
	 * @param key     prefix of every key, e.g. "read"
	 * @param label   prefix of series labels, e.g. "Read"
	 * @param role    what is swept: {@code READ_SHARE_SWEEP}, or {@code PARAMETER_SWEEP} for any other parameter
	 * @param axis    the swept axis, in the unit the role asks for ({@link SeriesRoles})
	 * @param figures the figures to report per point and plot
	 */
	public WorkloadSweep(String key, String label, SeriesRole role, Axis axis, Figure... figures) {
		this.key = key;
		this.label = label;
		this.role = role;
		this.axis = axis;
		this.figures = List.of(figures);
	}

	/**
	 * A sweep over block sizes: points keyed by the size in bytes ({@code read.mbps.65536}), labelled
	 * "Read 64 KiB", on a log2 axis in bytes.
	 */
	public static WorkloadSweep overBlockSizes(String key, String label, List<Long> sizes, IntFunction<WorkloadSpec> specOfSize,
			Figure... figures) {
		WorkloadSweep sweep = new WorkloadSweep(key, label, SeriesRole.BLOCK_SIZE_SWEEP, Axis.log2("Block size", Units.BYTES), figures);
		for (long size : sizes) {
			sweep.point(Long.toString(size), label + " " + Sizes.format(size), size, specOfSize.apply(Math.toIntExact(size)));
		}
		return sweep;
	}

	/**
	 * A sweep over queue depths: points keyed {@code qd32}, labelled "Read QD32", on a log2 axis.
	 */
	public static WorkloadSweep overQueueDepths(String key, String label, List<Long> depths,
			IntFunction<WorkloadSpec> specOfDepth, Figure... figures) {
		WorkloadSweep sweep = new WorkloadSweep(key, label, SeriesRole.QUEUE_DEPTH_SWEEP, Axis.log2("Queue depth", Units.NUMBER), figures);
		for (long depth : depths) {
			sweep.point("qd" + depth, label + " QD" + depth, depth, specOfDepth.apply(Math.toIntExact(depth)));
		}
		return sweep;
	}

	/**
	 * Adds a point.
	 *
	 * @throws IllegalArgumentException when a point of that key is already in the sweep (a size or depth listed twice)
	 */
	public WorkloadSweep point(String pointKey, String pointLabel, double x, WorkloadSpec spec) {
		if (points.stream().anyMatch(p -> p.key().equals(pointKey))) {
			throw new IllegalArgumentException(pointLabel + " is listed twice: each point of a sweep is measured once");
		}
		points.add(new Point(pointKey, pointLabel, x, spec));
		return this;
	}

	/** Also keep each point's latency histogram ({@code key.latency.point}). */
	public WorkloadSweep withHistograms() {
		histograms = true;
		return this;
	}

	public List<Point> points() {
		return List.copyOf(points);
	}

	/**
	 * Runs every point in order (stopping when the user cancels) and reports as described above.
	 *
	 * @return the points measured, in order
	 */
	public List<Measured> run(TestContext context) throws IOException {
		return run(context, new WorkloadSteps(context, points.size()));
	}

	/**
	 * Runs the points as steps of {@code steps}, for a test that runs several sweeps (or other
	 * workloads) as one sequence of steps.
	 */
	public List<Measured> run(TestContext context, WorkloadSteps steps) throws IOException {
		ResultWriter results = context.results();
		List<Measured> measured = new ArrayList<>();
		try {
			for (Point p : points) {
				Optional<Measurement> m = steps.runComplete(p.label(), p.spec());
				if (m.isEmpty()) {
					break;
				}
				for (Figure f : figures) {
					results.metric(key + "." + f.key + "." + p.key(), p.label(), f.of(m.get()), f.unit, f.better);
				}
				if (histograms && m.get().latency().getTotalCount() > 0) {
					results.histogram(key + ".latency." + p.key(), p.label() + " latency", m.get().latency());
				}
				measured.add(new Measured(p, m.get()));
			}
		} finally {
			// also when a point fails: the curve of the points measured before it is still a finding
			writeSeries(results, measured);
		}
		return measured;
	}

	private void writeSeries(ResultWriter results, List<Measured> measured) {
		if (measured.isEmpty()) {
			return;
		}
		double[] x = measured.stream().mapToDouble(r -> r.point().x()).toArray();
		for (Figure f : figures) {
			double[] y = measured.stream().mapToDouble(r -> f.of(r.measurement())).toArray();
			results.series(key + "." + f.key, label + " " + f.inSentence, role, axis, Axis.linear(f.label, f.unit), x,
					y);
		}
	}

	/**
	 * The arithmetic mean of {@code figure} over the points, {@code key.figure.mean} labelled "Read
	 * average" (Iometer reviews quote it beside each sweep's graph). Written only when every point was
	 * measured: the mean of a cut-short sweep compares with nothing.
	 */
	public void reportMean(ResultWriter results, List<Measured> measured, Figure figure) {
		if (measured.size() != points.size() || measured.isEmpty()) {
			return;
		}
		double mean = measured.stream().mapToDouble(r -> figure.of(r.measurement())).average().orElseThrow();
		results.metric(key + "." + figure.key + ".mean", label + " average", mean, figure.unit, figure.better);
	}
}
