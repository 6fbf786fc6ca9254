package org.drivebench.engine.run;

import java.io.IOException;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.LockSupport;

import org.drivebench.engine.DeviceIdentity;
import org.drivebench.engine.IoTrace;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.TargetKind;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.engine.nativeio.NativeFile;
import org.drivebench.engine.stripe.StripeMap;
import org.drivebench.engine.target.DirectTarget;

/**
 * Compiles a backend's per-I/O code before its first measured run in this JVM. Until the JIT has
 * compiled them, the worker loops, the recorder and the native calls run interpreted, a few
 * microseconds per I/O that a run bounded by an I/O count cannot ramp away: on a test file the first
 * 3000-I/O QD1 run measured IOPS 5-8 % below 1 / mean latency, later ones 1-2 %. So the first run of
 * each backend and direction mix first does the same workload on /dev/zero, which takes any read or
 * write at any offset without reaching a drive, throws its figures away and waits for the compiler to
 * finish (no compilation finished for 100 ms). It costs 0.2 to 2 s once per backend and JVM and never
 * touches the target.
 */
final class JitWarmUp {
	/** I/Os of a warm-up: enough for the JIT's second tier (C2 compiles after ~10,000 calls and loops). */
	static final long IOS = 50_000;
	/**
	 * No compilation finished for this long: the compiler is done (a second-tier compilation of a large
	 * method takes tens of milliseconds on a busy two-core machine, and counts only when it finishes).
	 */
	private static final long QUIET_NANOS = 100_000_000L;
	private static final long QUIET_WAIT_NANOS = 2_000_000_000L;
	private static final Path ZERO = Path.of("/dev/zero");
	private static final Set<String> WARM = ConcurrentHashMap.newKeySet();

	private JitWarmUp() {
	}

	/** Warms the code {@code plan} will run unless that was done already; never fails the run. */
	static void before(RunPlan plan) {
		String key = plan.backend + "/" + plan.reads + "/" + plan.writes + "/" + plan.target.stripeMap().isPresent();
		if (!Files.isReadable(ZERO) || !WARM.add(key)) {
			return;
		}
		WorkloadSpec spec = plan.spec;
		IoTrace trace = spec.trace();
		// a trace warms the same loops with drawn I/Os of its largest size and its direction mix
		WorkloadSpec.Builder base = trace == null ? spec.toBuilder()
				: WorkloadSpec.builder().blockSize(spec.maxIoBytes()).readPercent(spec.writes() ? spec.reads() ? 50 : 0 : 100)
						.queueDepth(spec.queueDepth()).backend(spec.backend());
		WorkloadSpec quick = base.duration(Duration.ZERO).rampTime(Duration.ZERO)
				.amountBytes(0).ioLimit(IOS).verify(false).rateLimitIops(0)
				.bursts(Duration.ZERO, Duration.ZERO).build();
		try (ZeroTarget zero = new ZeroTarget(plan.target)) {
			new RunCoordinator(RunPlan.of(zero, quick, plan.backend, plan.options), RunObserver.NONE).run();
		} catch (IOException | RuntimeException e) {
			// a warm-up is an optimisation: the measured run goes on (and reports its own failures)
		}
		awaitCompilerQuiet();
	}

	/**
	 * Waits (up to two seconds) until the JIT compiler has finished what the warm-up gave it: compiler
	 * threads still at work during a short run take the CPU that a device's completion path needs (a
	 * loop device's worker, on a two-core machine), and a 2000-I/O access-time run measured its latency
	 * up to six times too high while they ran.
	 */
	private static void awaitCompilerQuiet() {
		CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
		if (jit == null || !jit.isCompilationTimeMonitoringSupported()) {
			return;
		}
		long deadline = System.nanoTime() + QUIET_WAIT_NANOS;
		long before = jit.getTotalCompilationTime();
		while (System.nanoTime() < deadline) {
			LockSupport.parkNanos(QUIET_NANOS);
			long now = jit.getTotalCompilationTime();
			if (now == before) {
				return;
			}
			before = now;
		}
	}

	/** The target's geometry over /dev/zero, one descriptor per member. */
	private static final class ZeroTarget implements DirectTarget {
		private final DirectTarget like;
		private final List<NativeFile> files = new ArrayList<>();

		ZeroTarget(DirectTarget like) throws IOException {
			this.like = like;
			try {
				for (int i = 0; i < like.files().size(); i++) {
					files.add(NativeFile.openCharacterDevice(ZERO));
				}
			} catch (IOException e) {
				close();
				throw e;
			}
		}

		@Override
		public List<NativeFile> files() {
			return files;
		}

		@Override
		public Optional<StripeMap> stripeMap() {
			return like.stripeMap();
		}

		@Override
		public int bufferAlignment() {
			return like.bufferAlignment();
		}

		@Override
		public String name() {
			return "JIT warm-up on " + ZERO;
		}

		@Override
		public TargetKind kind() {
			return like.kind();
		}

		@Override
		public long sizeBytes() {
			return like.sizeBytes();
		}

		@Override
		public int logicalBlockSize() {
			return like.logicalBlockSize();
		}

		@Override
		public int physicalBlockSize() {
			return like.physicalBlockSize();
		}

		@Override
		public boolean rotational() {
			return false;
		}

		@Override
		public DeviceIdentity identity() {
			return new DeviceIdentity("", name(), "", "", sizeBytes(), logicalBlockSize(), physicalBlockSize(), false, 0, "");
		}

		@Override
		public boolean writable() {
			return true;
		}

		@Override
		public void close() throws IOException {
			for (NativeFile f : files) {
				f.close();
			}
		}
	}
}
