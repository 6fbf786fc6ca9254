package org.drivebench.core.api;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.ToLongFunction;

import org.drivebench.engine.Backend;
import org.drivebench.engine.IoEngine;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.Target;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.engine.record.MeasurementAssembler;
import org.drivebench.engine.record.WorkerRecorder;
import org.drivebench.engine.workload.IoSequence;

/**
 * A stand-in engine for tests of the plugin helpers: each worker issues the spec's I/Os one after
 * another on a virtual clock, every I/O taking the service time the function gives for the spec; the
 * run stops at its time, amount or count bound, or when the observer cancels. Remembers every spec.
 */
final class ServiceTimeEngine implements IoEngine {
	private final ToLongFunction<WorkloadSpec> serviceNanos;
	final List<WorkloadSpec> specs = new ArrayList<>();
	/** Set when run {@link #cancelDuringRun} starts: a listener turns it into the user's cancel. */
	final AtomicBoolean userCancels = new AtomicBoolean();
	private int cancelDuringRun = -1;

	ServiceTimeEngine(ToLongFunction<WorkloadSpec> serviceNanos) {
		this.serviceNanos = serviceNanos;
	}

	/** Run {@code index} (from 0) asks for the user's cancel and waits for it after its first I/O. */
	ServiceTimeEngine cancellingDuring(int index) {
		cancelDuringRun = index;
		return this;
	}

	private void awaitCancel(RunObserver observer) {
		userCancels.set(true);
		long deadline = System.nanoTime() + 10_000_000_000L;
		while (!observer.cancelled() && System.nanoTime() < deadline) {
			Thread.onSpinWait();
		}
	}

	@Override
	public Measurement run(Target target, WorkloadSpec spec, RunObserver observer) {
		spec.validateFor(target);
		specs.add(spec);
		boolean cancelHere = specs.size() - 1 == cancelDuringRun;
		long service = serviceNanos.applyAsLong(spec);
		long end = spec.duration().isZero() ? Long.MAX_VALUE : spec.duration().toNanos();
		List<WorkerRecorder> recorders = new ArrayList<>();
		long clock = 0;
		Measurement.Status status = Measurement.Status.COMPLETED;
		for (int w = 0; w < spec.workers(); w++) {
			WorkloadSpec.Region region = spec.regionOf(w, target.sizeBytes());
			WorkerRecorder r = new WorkerRecorder(w, region.offset(), region.length(), 0, spec.interval().toNanos(), 4,
					spec.regionOffset(), spec.regionLength(target.sizeBytes()), spec.positionBuckets(), spec.scatterSamples(),
					spec.seed());
			IoSequence sequence = new IoSequence(spec, w, region.offset(), region.length());
			long t = 0;
			long bytes = 0;
			while (t + service <= end && (spec.amountBytes() == 0 || bytes < spec.amountBytes() / spec.workers())
					&& (spec.ioLimit() == 0 || sequence.issued() < spec.ioLimit())) {
				if (observer.cancelled()) {
					status = Measurement.Status.CANCELLED;
					break;
				}
				sequence.next();
				t += service;
				bytes += sequence.size();
				r.record(t, service, sequence.write(), sequence.size(), sequence.offset());
				if (cancelHere && sequence.issued() == 1) {
					awaitCancel(observer);
				}
			}
			recorders.add(r);
			clock = Math.max(clock, t);
		}
		observer.progress(1);
		return MeasurementAssembler.assemble(recorders, status, Backend.VIRTUAL_CLOCK, clock, 0);
	}
}
