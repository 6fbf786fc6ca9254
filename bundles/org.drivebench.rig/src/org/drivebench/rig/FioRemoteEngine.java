package org.drivebench.rig;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

import org.drivebench.fio.FioFormatException;
import org.drivebench.fio.FioMeasurements;
import org.drivebench.engine.IoEngine;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.Target;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.fio.FioJob;
import org.drivebench.fio.FioWorkloads;
import org.drivebench.engine.run.DefaultIoEngine;
import org.drivebench.fio.FioAnswer;
import org.drivebench.rig.FioClient;
import org.drivebench.fio.FioRequirements;
import org.eclipse.jdt.annotation.Nullable;

/**
 * The engine of a target on a rig: each workload a test hands it becomes the fio job that does the same
 * I/O the local engine's way ({@link FioWorkloads}, the same mapping the engine's benchmark against fio
 * uses), runs through {@code fio --client} with status snapshots every interval, and comes back as the
 * engine's {@link Measurement} ({@link FioMeasurements}), so the test and the result writer treat it as
 * any other step. A workload fio cannot express, or the rig's fio is too old for, is refused before
 * anything runs; a job the rig's fio rejects, or a rig that goes away, fails the step with fio's words
 * and the rig's name. Cancelling stops fio's client, which still brings the figures measured so far.
 *
 * <p>Live figures: fio's client prints json+ only when the job ends (its status snapshots are kept
 * until then), so a step's progress is its time, and its per-interval figures reach the monitor when
 * the step ends.
 */
public final class FioRemoteEngine implements IoEngine {
	/** fio's status snapshots are json+ documents with every histogram bin: not more often than this. */
	static final Duration MIN_STATUS_INTERVAL = Duration.ofMillis(100);

	private final FioClient client;

	public FioRemoteEngine(FioClient client) {
		this.client = client;
	}

	public FioClient client() {
		return client;
	}

	/**
	 * The job that runs {@code spec} on {@code target}, checked against both machines' fio.
	 *
	 * @throws org.drivebench.engine.InvalidWorkloadException naming the field fio cannot express, or the
	 *                                                        fio version it needs
	 */
	public FioJob job(RigTarget target, WorkloadSpec spec) {
		FioJob job = FioWorkloads.job(spec, target.remotePath(), target.sizeBytes(), DefaultIoEngine.Options.DEFAULT);
		FioRequirements.check(job, target.rigVersion(), target.localVersion(), target.machine().describe());
		return job;
	}

	@Override
	public Measurement run(Target target, WorkloadSpec spec, @Nullable RunObserver observer) throws IOException {
		if (!(target instanceof RigTarget rigTarget)) {
			throw new IllegalArgumentException(target.name() + " is not on a rig: fio's client measures targets on rigs only");
		}
		RunObserver watcher = observer == null ? RunObserver.NONE : observer;
		spec.validateFor(target);
		FioJob job = job(rigTarget, spec);
		Duration interval = spec.interval().compareTo(MIN_STATUS_INTERVAL) < 0 ? MIN_STATUS_INTERVAL : spec.interval();
		long plannedNanos = spec.duration().isZero() ? 0 : spec.rampTime().plus(spec.duration()).toNanos();
		FioAnswer answer = client.run(rigTarget.rig(), job.jobFile(), interval, new FioClient.Watch() {
			@Override
			public boolean cancelled() {
				return watcher.cancelled();
			}

			@Override
			public void running(Duration elapsed) {
				if (plannedNanos > 0) {
					watcher.progress(Math.min(0.99, (double) elapsed.toNanos() / plannedNanos));
				}
			}
		});
		String failure = failure(answer, job);
		if (failure != null) {
			throw new RigException(rigTarget.machine().describe() + ": fio " + (answer.cancelled() ? "was stopped before it measured "
					+ "anything" : "could not run the workload") + " (" + spec + ") on " + rigTarget.remotePath() + ": " + failure);
		}
		Measurement m = FioMeasurements.of(answer.stdout(), job, interval.toNanos(),
				answer.cancelled() ? Measurement.Status.CANCELLED : Measurement.Status.COMPLETED);
		Measurement.Intervals is = m.intervals();
		for (int i = 0; i < is.count(); i++) {
			watcher.interval(new RunObserver.IntervalSnapshot(is.startSeconds()[i], is.iops()[i], is.megabytesPerSecond()[i],
					is.meanLatencyMicros()[i], is.maxLatencyMicros()[i]));
		}
		watcher.progress(1);
		return m;
	}

	/**
	 * Writes the file {@code target} names whole with fresh random data, sequentially in 1 MiB writes:
	 * what the local engine does to a test file before it is measured.
	 */
	void fill(RigTarget target) throws IOException {
		WorkloadSpec spec = WorkloadSpec.builder().blockSize(1 << 20).sequential().readPercent(0).queueDepth(8)
				.region(0, target.sizeBytes()).amountBytes(target.sizeBytes()).build();
		FioJob job = job(target, spec);
		FioAnswer answer = client.run(target.rig(), job.jobFile(), null, FioClient.Watch.NONE);
		String failure = failure(answer, job);
		if (failure != null) {
			throw new RigException(target.machine().describe() + ": fio could not write the test file " + target.remotePath() + ": "
					+ failure);
		}
	}

	/** Removes the file {@code target} names (fio's unlink after a one-block read). */
	void remove(RigTarget target) throws IOException {
		String job = "[remove]\nfilename=" + target.remotePath().replace(":", "\\:") + "\nrw=read\nbs=4096\nnumber_ios=1\nthread=1\n"
				+ "unlink=1\n";
		FioAnswer answer = client.run(target.rig(), job, null, FioClient.Watch.NONE);
		if (answer.exitCode() != 0) {
			throw new RigException(target.machine().describe() + ": fio could not remove the test file " + target.remotePath() + ": "
					+ String.join("; ", answer.problems()));
		}
	}

	/**
	 * Why the answer holds no figures of the job, in fio's words; null when every section reported
	 * without an error (or was stopped by a cancel after it measured).
	 */
	static @Nullable String failure(FioAnswer answer, FioJob job) {
		List<String> problems = new ArrayList<>(answer.problems());
		JsonObject root;
		try {
			root = FioMeasurements.document(answer.stdout());
		} catch (FioFormatException e) {
			problems.add("no json+ output (" + e.getMessage() + ")");
			return String.join("; ", problems);
		}
		JsonElement list = root.get("client_stats");
		List<String> reported = new ArrayList<>();
		List<String> errors = new ArrayList<>();
		if (list != null && list.isJsonArray()) {
			for (JsonElement e : list.getAsJsonArray()) {
				JsonObject entry = e.getAsJsonObject();
				String name = entry.has("jobname") ? entry.get("jobname").getAsString() : "";
				reported.add(name);
				long error = entry.has("error") ? entry.get("error").getAsLong() : 0;
				if (error != 0 && job.sections().stream().anyMatch(s -> s.name().equals(name))) {
					errors.add("section " + name + " ended with error " + error);
				}
			}
		}
		boolean missing = job.sections().stream().anyMatch(s -> !reported.contains(s.name()));
		if (!missing && errors.isEmpty() && (answer.exitCode() == 0 || answer.cancelled())) {
			return null;
		}
		if (missing) {
			problems.add("fio reported no figures of " + (reported.isEmpty() ? "the job" : "every section"));
		}
		problems.addAll(errors);
		return String.join("; ", problems.stream().distinct().toList());
	}
}
