package org.drivebench.engine.run;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

import org.drivebench.engine.record.WorkerRecorder;
import org.eclipse.jdt.annotation.Nullable;

/**
 * What one recording thread has done so far, published for the coordinator. The thread writes its
 * counts plainly and then the completion time with release semantics (a plain store on x86); the
 * coordinator reads that time with acquire semantics and so also sees everything the thread recorded
 * before it, including its recorder's interval arrays.
 */
final class WorkerProgress {
	private static final VarHandle PUBLISHED;
	static {
		try {
			PUBLISHED = MethodHandles.lookup().findVarHandle(WorkerProgress.class, "published", long.class);
		} catch (ReflectiveOperationException e) {
			throw new ExceptionInInitializerError(e);
		}
	}

	private volatile @Nullable WorkerRecorder recorder;
	private long ios;
	private long bytes;
	@SuppressWarnings("unused") // accessed through PUBLISHED
	private long published;

	/** Called once by the thread when its recorder exists. */
	void recorder(WorkerRecorder r) {
		recorder = r;
	}

	/** The thread's recorder, or null before it started. */
	@Nullable WorkerRecorder recorder() {
		return recorder;
	}

	/** Called by the recording thread after each round of completions. */
	void publish(long measuredIos, long measuredBytes, long now) {
		ios = measuredIos;
		bytes = measuredBytes;
		PUBLISHED.setRelease(this, now);
	}

	/** Acquires the thread's latest publication; returns its time. */
	long acquire() {
		return (long) PUBLISHED.getAcquire(this);
	}

	/** Measured I/Os as of the last {@link #acquire()}. */
	long ios() {
		return ios;
	}

	/** Measured bytes as of the last {@link #acquire()}. */
	long bytes() {
		return bytes;
	}
}
