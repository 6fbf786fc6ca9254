package org.drivebench.core.runner;

import java.time.Duration;
import java.util.List;

import org.HdrHistogram.Histogram;
import org.drivebench.core.api.ResultWriter;
import org.drivebench.core.api.SeriesRoles;
import org.drivebench.core.results.LatencyHistograms;
import org.drivebench.core.units.Unit;
import org.drivebench.engine.Backend;
import org.drivebench.engine.Measurement;
import org.drivebench.model.BetterDirection;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.IntervalSeries;
import org.drivebench.model.KernelCounters;
import org.drivebench.model.LatencyHistogram;
import org.drivebench.model.LatencySpan;
import org.drivebench.model.MeasuredStep;
import org.drivebench.model.Message;
import org.drivebench.model.Metric;
import org.drivebench.model.Series;
import org.drivebench.model.SeriesKind;
import org.drivebench.model.SeriesRole;
import org.drivebench.model.Severity;
import org.drivebench.model.TestResult;
import org.drivebench.model.WorkerResult;
import org.drivebench.model.values.Samples;
import org.eclipse.jdt.annotation.Nullable;

/**
 * The result writer a running test gets: everything it reports goes into its TestResult. Keys must be
 * unique per kind within a test; a test that reports a key twice is told so at once, since a
 * silently replaced figure would be a wrong figure in a review.
 */
final class EmfResultWriter implements ResultWriter {
	private static final DriveBenchFactory MODEL = DriveBenchFactory.eINSTANCE;

	private final TestResult result;
	private final Runnable activity;

	EmfResultWriter(TestResult result, Runnable activity) {
		this.result = result;
		this.activity = activity;
	}

	@Override
	public synchronized void metric(String key, String label, double value, @Nullable Unit unit, BetterDirection direction) {
		if (unit == null) {
			throw new IllegalArgumentException("metric '" + key + "' needs a unit (Units.NUMBER for a plain number)");
		}
		if (result.getMetrics().stream().anyMatch(m -> m.getKey().equals(key))) {
			throw new IllegalArgumentException("metric '" + key + "' was reported twice");
		}
		if (!Double.isFinite(value)) {
			throw new IllegalArgumentException("metric '" + key + "' is " + value + ", not a number a reader can use");
		}
		Metric m = MODEL.createMetric();
		m.setKey(key);
		m.setLabel(label);
		m.setValue(value);
		m.setUnit(unit.symbol());
		m.setDirection(direction);
		result.getMetrics().add(m);
		activity.run();
	}

	@Override
	public synchronized void cases(String key, String label, String x, Axis y, java.util.List<String> cases, double[] values) {
		if (cases.size() != values.length) {
			throw new IllegalArgumentException("series '" + key + "' has " + cases.size() + " cases and " + values.length + " values");
		}
		double[] numbers = new double[values.length];
		for (int i = 0; i < numbers.length; i++) {
			numbers[i] = i + 1;
		}
		series(key, label, SeriesRole.PER_CASE, SeriesKind.BAR, Axis.linear(x, org.drivebench.core.units.Units.NUMBER), y, numbers,
				values);
		result.getSeries().get(result.getSeries().size() - 1).getCategories().addAll(cases);
	}

	@Override
	public synchronized void phases(String key, String label, Axis x, List<String> names, double[] starts) {
		if (names.size() != starts.length) {
			throw new IllegalArgumentException("series '" + key + "' has " + names.size() + " phases and " + starts.length + " starts");
		}
		double[] numbers = new double[starts.length];
		for (int i = 0; i < numbers.length; i++) {
			numbers[i] = i + 1;
		}
		series(key, label, SeriesRole.PHASES, SeriesKind.LINE, x, Axis.linear("Phase", org.drivebench.core.units.Units.NUMBER), starts,
				numbers);
		result.getSeries().get(result.getSeries().size() - 1).getCategories().addAll(names);
	}

	@Override
	public synchronized void series(String key, String label, SeriesRole role, SeriesKind kind, Axis x, Axis y, double[] xValues,
			double[] yValues) {
		SeriesRoles.check(key, role, x);
		if (xValues.length != yValues.length) {
			throw new IllegalArgumentException("series '" + key + "' has " + xValues.length + " x values and "
					+ yValues.length + " y values");
		}
		if (result.getSeries().stream().anyMatch(s -> s.getKey().equals(key))) {
			throw new IllegalArgumentException("series '" + key + "' was reported twice");
		}
		Series s = MODEL.createSeries();
		s.setKey(key);
		s.setLabel(label);
		s.setRole(role);
		s.setKind(kind);
		s.setXLabel(x.label());
		s.setXUnit(x.unit().symbol());
		s.setXScale(x.scale());
		s.setYLabel(y.label());
		s.setYUnit(y.unit().symbol());
		s.setYScale(y.scale());
		s.setXValues(Samples.of(xValues));
		s.setYValues(Samples.of(yValues));
		result.getSeries().add(s);
		activity.run();
	}

	@Override
	public synchronized void histogram(String key, String label, Histogram latencyNanos) {
		if (result.getHistograms().stream().anyMatch(h -> h.getKey().equals(key))) {
			throw new IllegalArgumentException("histogram '" + key + "' was reported twice");
		}
		LatencyHistogram h = LatencyHistograms.toModel(key, label, latencyNanos);
		h.setSpan(LatencySpan.TOTAL); // the engine times an I/O as fio's lat: from its preparation to its reaping
		result.getHistograms().add(h);
		activity.run();
	}

	@Override
	public synchronized void step(String name, Measurement m) {
		// a simulated drive's step has no kernel counters to check it against (it is exact by construction), but
		// its time on the virtual clock is how long the test took on that drive (TestDurations)
		MeasuredStep step = MODEL.createMeasuredStep();
		step.setName(name);
		step.setBackend(m.backend().label());
		step.setCompleted(m.status() == Measurement.Status.COMPLETED);
		step.setElapsedNanos(m.elapsedNanos());
		step.setReadIos(m.read().ios());
		step.setReadBytes(m.read().bytes());
		step.setWriteIos(m.write().ios());
		step.setWriteBytes(m.write().bytes());
		m.kernel().ifPresent(k -> {
			KernelCounters counters = MODEL.createKernelCounters();
			counters.getDevices().addAll(k.devices());
			counters.setReadIos(k.read().ios());
			counters.setReadBytes(k.read().bytes());
			counters.setWriteIos(k.write().ios());
			counters.setWriteBytes(k.write().bytes());
			counters.setProcessReadBytes(k.processReadBytes());
			counters.setProcessWriteBytes(k.processWriteBytes());
			step.setKernel(counters);
		});
		result.getSteps().add(step);
		activity.run();
	}

	@Override
	public synchronized void rest(String name, Duration time, boolean continues) {
		List<MeasuredStep> steps = result.getSteps();
		MeasuredStep last = steps.isEmpty() ? null : steps.get(steps.size() - 1);
		if (continues && last != null && isRest(last)) {
			last.setElapsedNanos(last.getElapsedNanos() + time.toNanos());
		} else {
			MeasuredStep step = MODEL.createMeasuredStep();
			step.setName(name);
			step.setBackend(Backend.VIRTUAL_CLOCK.label());
			step.setCompleted(true); // a simulated drive's rest always passes whole
			step.setElapsedNanos(time.toNanos());
			steps.add(step);
		}
		activity.run();
	}

	private static boolean isRest(MeasuredStep step) {
		return Backend.VIRTUAL_CLOCK.label().equals(step.getBackend()) && step.getReadIos() + step.getWriteIos() == 0;
	}

	@Override
	public synchronized void intervals(String key, String label, Measurement.Intervals intervals) {
		IntervalSeries s = MODEL.createIntervalSeries();
		s.setKey(key);
		s.setLabel(label);
		s.setIntervalNanos(intervals.intervalNanos());
		s.setStartSeconds(Samples.of(intervals.startSeconds()));
		s.setIops(Samples.of(intervals.iops()));
		s.setMegabytesPerSecond(Samples.of(intervals.megabytesPerSecond()));
		s.setMeanLatencyMicros(Samples.of(intervals.meanLatencyMicros()));
		s.setMaxLatencyMicros(Samples.of(intervals.maxLatencyMicros()));
		result.getIntervals().add(s);
		activity.run();
	}

	@Override
	public synchronized void workers(List<Measurement.WorkerStats> workers) {
		for (Measurement.WorkerStats w : workers) {
			WorkerResult r = MODEL.createWorkerResult();
			r.setIndex(w.index());
			r.setRegionOffset(w.regionOffset());
			r.setRegionLength(w.regionLength());
			r.setIos(w.ios());
			r.setBytes(w.bytes());
			r.setIops(w.iops());
			r.setMegabytesPerSecond(w.megabytesPerSecond());
			r.setMeanLatencyNanos(w.meanLatencyNanos());
			r.setMaxLatencyNanos(w.maxLatencyNanos());
			result.getWorkers().add(r);
		}
		activity.run();
	}

	@Override
	public synchronized void message(Severity severity, String text) {
		Message m = MODEL.createMessage();
		m.setSeverity(severity);
		m.setText(text);
		result.getMessages().add(m);
		activity.run();
	}

	@Override
	public synchronized void backend(String backendLabel) {
		result.setEngineBackend(backendLabel);
	}
}
