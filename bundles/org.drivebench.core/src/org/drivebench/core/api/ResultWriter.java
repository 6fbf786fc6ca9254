package org.drivebench.core.api;

import java.time.Duration;
import java.util.List;

import org.HdrHistogram.Histogram;
import org.drivebench.core.units.Unit;
import org.drivebench.engine.Measurement;
import org.drivebench.model.AxisScale;
import org.drivebench.model.BetterDirection;
import org.drivebench.model.SeriesKind;
import org.drivebench.model.SeriesRole;
import org.drivebench.model.Severity;

/**
 * Where a test puts what it measured. The suite runner turns it into the run's TestResult and the
 * library saves it; the test never touches files. Every figure carries a {@link Unit} (from
 * {@link org.drivebench.core.units.Units}), every series a {@link SeriesRole}: the workbench's views,
 * the exports and the command line choose charts, convert units and compare drives from them alone.
 */
public interface ResultWriter {
	/** One axis of a series: label, unit and scale. */
	record Axis(String label, Unit unit, AxisScale scale) {
		public Axis {
			if (unit == null || scale == null) {
				throw new IllegalArgumentException("axis '" + label + "' needs a unit (Units.NUMBER for a plain number) and a scale");
			}
		}

		public static Axis linear(String label, Unit unit) {
			return new Axis(label, unit, AxisScale.LINEAR);
		}

		public static Axis log2(String label, Unit unit) {
			return new Axis(label, unit, AxisScale.LOG2);
		}
	}

	/** A figure for review tables, e.g. ("read.mbps", "Read", 142.3, Units.MB_PER_S, HIGHER). */
	void metric(String key, String label, double value, Unit unit, BetterDirection direction);

	/**
	 * An x/y series for charts; {@code x} and {@code y} must have the same length, and the x axis the
	 * unit its role asks for ({@link SeriesRoles}). Drawn as its role draws (bars per worker, dots for
	 * a scatter, lines otherwise).
	 *
	 * @throws IllegalArgumentException when the role is missing or does not fit the x axis
	 */
	default void series(String key, String label, SeriesRole role, Axis x, Axis y, double[] xValues, double[] yValues) {
		series(key, label, role, SeriesRoles.defaultKind(role), x, y, xValues, yValues);
	}

	/** {@link #series(String, String, SeriesRole, Axis, Axis, double[], double[])} drawn as {@code kind} (bars for a sweep, say). */
	void series(String key, String label, SeriesRole role, SeriesKind kind, Axis x, Axis y, double[] xValues, double[] yValues);

	/**
	 * One value per named case ({@link SeriesRole#PER_CASE}): a copy within and across, an archive packed
	 * and unpacked. Drawn as bars labelled with the cases' names; {@code x} names what the cases are
	 * (e.g. "Archive set"), and series sharing it share a chart.
	 *
	 * @param cases  the cases' names, in order
	 * @param values one value per case
	 * @throws IllegalArgumentException when there are not as many values as cases
	 */
	void cases(String key, String label, String x, Axis y, java.util.List<String> cases, double[] values);

	/**
	 * Where the phases of a series begin ({@link SeriesRole#PHASES}): an SSD's write in its cache, after it,
	 * folding. Drawn as labelled vertical lines on the chart of the series whose x axis is {@code x} (same
	 * label and unit), not as a line of its own.
	 *
	 * @param names  the phases' names, in order (they label the lines)
	 * @param starts where each begins, in {@code x}'s unit
	 * @throws IllegalArgumentException when there are not as many starts as names
	 */
	void phases(String key, String label, Axis x, List<String> names, double[] starts);

	/** A latency histogram (nanoseconds), stored whole with its percentiles. */
	void histogram(String key, String label, Histogram latencyNanos);

	/** Per-interval figures of an engine run. */
	void intervals(String key, String label, Measurement.Intervals intervals);

	/** Per-worker totals of an engine run. */
	void workers(List<Measurement.WorkerStats> workers);

	/** A note for the reader of the result (a warning about the target, a skipped step, ...). */
	void message(Severity severity, String text);

	/** Records which engine backend measured (the last call wins when a test used several). */
	void backend(String backendLabel);

	/**
	 * Records one engine run of the test (a step) with what the kernel counted for the target's
	 * devices meanwhile; {@link WorkloadSteps} calls it for every step.
	 */
	default void step(String name, Measurement measurement) {
	}

	/**
	 * Records a rest of a simulated drive on its virtual clock ({@link WorkloadSteps#rest}): a step without
	 * I/O, so the test's time on the drive's clock counts the rest too (a cool-down is part of the test's
	 * time). {@code continues}: more rest of the step recorded last (one cool-down however often it looks at
	 * the temperature), added to it.
	 */
	default void rest(String name, Duration time, boolean continues) {
	}
}
