package org.drivebench.core.api;

import java.util.List;

import org.HdrHistogram.Histogram;
import org.drivebench.engine.Measurement;
import org.drivebench.model.AxisScale;
import org.drivebench.model.BetterDirection;
import org.drivebench.model.SeriesKind;
import org.drivebench.model.Severity;

/**
 * Where a test puts what it measured. The suite runner turns it into the run's TestResult and the
 * library saves it; the test never touches files.
 */
public interface ResultWriter {
	/** One axis of a series: label, unit and scale. */
	record Axis(String label, String unit, AxisScale scale) {
		public static Axis linear(String label, String unit) {
			return new Axis(label, unit, AxisScale.LINEAR);
		}

		public static Axis log2(String label, String unit) {
			return new Axis(label, unit, AxisScale.LOG2);
		}
	}

	/** A figure for review tables, e.g. ("read.mbps", "Read", 142.3, "MB/s", HIGHER). */
	void metric(String key, String label, double value, String unit, BetterDirection direction);

	/** An x/y series for a chart; {@code x} and {@code y} must have the same length. */
	void series(String key, String label, SeriesKind kind, Axis x, Axis y, double[] xValues, double[] yValues);

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
}
