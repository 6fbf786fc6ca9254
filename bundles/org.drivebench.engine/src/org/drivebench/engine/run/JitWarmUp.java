package org.drivebench.engine.run;

import java.io.IOException;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.DirectoryStream;
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
import org.drivebench.engine.Measurement;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.TargetType;
import org.drivebench.engine.TargetShape;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.engine.nativeio.NativeFile;
import org.drivebench.engine.stripe.StripeMap;
import org.drivebench.engine.targets.DirectTarget;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Compiles a backend's per-I/O code before its first measured run in this JVM. Until the JIT has
 * compiled them, the worker loops, the recorder and the native calls run interpreted, a few
 * microseconds per I/O that a run bounded by an I/O count cannot ramp away: on a test file the first
 * 3000-I/O QD1 run measured IOPS 5-8 % below 1 / mean latency, later ones 1-2 %. So the first run of
 * each backend and direction mix first does the same workload on /dev/zero, which takes any read or
 * write at any offset without reaching a drive, throws its figures away and waits for the compiler to
 * finish (no compilation finished and the compiler threads idle for 100 ms). It costs 0.2 to 2 s once
 * per backend and JVM (up to 5 s on a busy machine) and never touches the target.
 *
 * <p>The warm-up goes through every phase a run has: one run bounded by an I/O count, then one timed
 * run with a ramp (I/Os before the measured time, in it, and drained after its end), then a shorter
 * counted run again, which compiles once more what the end of the timed run threw away. The JIT compiles
 * a branch it has never seen taken as a trap; the first time it is taken, the method is thrown away
 * (deoptimized) and runs interpreted until it is compiled again. A warm-up without a ramp left those
 * traps at the start of a timed run, at the end of its ramp and at its end: each measured run
 * began with 50 to 300 ms of interpreted per-I/O code, which raised its p99 latency and lowered its
 * IOPS against fio's.
 */
final class JitWarmUp {
	/** I/Os of a warm-up: enough for the JIT's second tier (C2 compiles after ~10,000 calls and loops). */
	static final long IOS = 50_000;
	/**
	 * I/Os of each phase of the timed warm-up: enough to compile a method again after a branch first
	 * taken at the start of the phase threw it away.
	 */
	private static final long PHASE_IOS = 20_000;
	/** The shortest interval: the warm-up passes from interval to interval, and grows their arrays, often. */
	private static final Duration WARM_UP_INTERVAL = Duration.ofMillis(10);
	private static final long MIN_PHASE_NANOS = 20_000_000L;
	private static final long MAX_PHASE_NANOS = 250_000_000L;
	/**
	 * No compilation finished for this long: the compiler is done (a second-tier compilation of a large
	 * method takes tens of milliseconds on a busy two-core machine, and counts only when it finishes).
	 */
	private static final long QUIET_NANOS = 100_000_000L;
	private static final long QUIET_WAIT_NANOS = 5_000_000_000L;
	/** Compiler CPU time within {@link #QUIET_NANOS} that still counts as quiet (bookkeeping, not compiling). */
	private static final long BUSY_NANOS = 2_000_000L;
	private static final Path TASKS = Path.of("/proc/self/task");
	private static final Path ZERO = Path.of("/dev/zero");
	private static final Set<String> WARM = ConcurrentHashMap.newKeySet();

	private JitWarmUp() {
	}

	/** Whether {@code target} is a warm-up's stand-in on /dev/zero. */
	static boolean isWarmUp(DirectTarget target) {
		return target instanceof ZeroTarget;
	}

	/** Warms the code {@code plan} will run unless that was done already; never fails the run. */
	static void before(RunSetup plan) {
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
		WorkloadSpec counted = base.duration(Duration.ZERO).rampTime(Duration.ZERO)
				.amountBytes(0).ioLimit(IOS).verify(false).rateLimitIops(0)
				.bursts(Duration.ZERO, Duration.ZERO).interval(WARM_UP_INTERVAL).build();
		try (ZeroTarget zero = new ZeroTarget(plan.target)) {
			Measurement m = run(zero, counted, plan);
			Duration phase = Duration.ofNanos(phaseNanos(m));
			run(zero, counted.toBuilder().ioLimit(0).rampTime(phase).duration(phase).build(), plan);
			// the end of the timed run took branches no earlier phase had (the worker's cycle threw its
			// compiled code away there), and nothing would compile it again before the measured run: a
			// last counted run does, and ends only through branches taken before
			run(zero, counted.toBuilder().ioLimit(PHASE_IOS).build(), plan);
		} catch (IOException | RuntimeException e) {
			// a warm-up is an optimisation: the measured run goes on (and reports its own failures)
		}
		awaitCompilerQuiet();
	}

	private static Measurement run(ZeroTarget zero, WorkloadSpec spec, RunSetup plan) throws IOException {
		return new RunCoordinator(RunSetup.of(zero, spec, plan.backend, plan.options), RunObserver.NONE).run();
	}

	/**
	 * How long each phase of the timed warm-up lasts: {@link #PHASE_IOS} I/Os at the rate the counted
	 * warm-up reached, within 20 and 250 ms.
	 */
	static long phaseNanos(Measurement counted) {
		long ios = counted.total().ios();
		if (ios <= 0 || counted.elapsedNanos() <= 0) {
			return MAX_PHASE_NANOS;
		}
		double perIo = (double) counted.elapsedNanos() / ios;
		return (long) Math.max(MIN_PHASE_NANOS, Math.min(MAX_PHASE_NANOS, perIo * PHASE_IOS));
	}

	/**
	 * Waits (up to five seconds) until the JIT compiler has finished what the warm-up gave it: compiler
	 * threads still at work during a short run take the CPU that a device's completion path needs (a
	 * loop device's worker, on a two-core machine), and a 2000-I/O access-time run measured its latency
	 * up to six times too high while they ran. Quiet means no compilation finished and the compiler
	 * threads used under 2 ms of CPU in the last 100 ms: on a busy machine one second-tier compilation
	 * can take longer than 100 ms, and the count of finished compilations alone called that quiet while
	 * it ran (a short trace replay then measured 3 to 8 times fio's latency).
	 */
	private static void awaitCompilerQuiet() {
		CompilationMXBean bean = ManagementFactory.getCompilationMXBean();
		@Nullable CompilationMXBean jit = bean != null && bean.isCompilationTimeMonitoringSupported() ? bean : null;
		long deadline = System.nanoTime() + QUIET_WAIT_NANOS;
		long finished = finishedCompilations(jit);
		long cpu = compilerCpuNanos();
		if (jit == null && cpu < 0) {
			return;
		}
		while (System.nanoTime() < deadline) {
			LockSupport.parkNanos(QUIET_NANOS);
			long nowFinished = finishedCompilations(jit);
			long nowCpu = compilerCpuNanos();
			boolean idle = nowCpu < 0 || cpu < 0 || (nowCpu >= cpu && nowCpu - cpu < BUSY_NANOS);
			if (nowFinished == finished && idle) {
				return;
			}
			finished = nowFinished;
			cpu = nowCpu;
		}
	}

	/** The JIT's total compilation time so far, which grows as compilations finish (0 when unknown). */
	private static long finishedCompilations(@Nullable CompilationMXBean jit) {
		return jit == null ? 0 : jit.getTotalCompilationTime();
	}

	/**
	 * CPU time the JIT's compiler threads have used so far (Linux: {@code /proc/self/task/<tid>/schedstat}
	 * of the threads HotSpot names "C1/C2 CompilerThread"), or -1 when it cannot be read.
	 */
	static long compilerCpuNanos() {
		long sum = 0;
		boolean found = false;
		try (DirectoryStream<Path> tasks = Files.newDirectoryStream(TASKS)) {
			for (Path task : tasks) {
				try {
					if (Files.readString(task.resolve("comm")).contains("CompilerThre")) {
						String stat = Files.readString(task.resolve("schedstat"));
						sum += Long.parseLong(stat.substring(0, stat.indexOf(' ')));
						found = true;
					}
				} catch (IOException | RuntimeException e) {
					// the thread ended while we looked: it uses no CPU any more
				}
			}
		} catch (IOException | RuntimeException e) {
			return -1;
		}
		return found ? sum : -1;
	}

	/** The target's geometry over /dev/zero, one descriptor per member. */
	private static final class ZeroTarget implements DirectTarget {
		private final DirectTarget like;
		private final TargetShape shape;
		private final List<NativeFile> files = new ArrayList<>();

		ZeroTarget(DirectTarget like) throws IOException {
			this.like = like;
			String name = "JIT warm-up on " + ZERO;
			this.shape = new TargetShape(name, like.kind(), like.sizeBytes(), like.logicalBlockSize(), like.physicalBlockSize(),
					false, new DeviceIdentity("", name, "", "", like.sizeBytes(), like.logicalBlockSize(), like.physicalBlockSize(),
							false, 0, ""), true);
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
		public TargetShape shape() {
			return shape;
		}

		@Override
		public void close() throws IOException {
			for (NativeFile f : files) {
				f.close();
			}
		}
	}
}
