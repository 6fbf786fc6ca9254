package org.drivebench.engine.sim;

import java.time.Duration;
import java.util.Arrays;
import java.util.Locale;

import org.drivebench.engine.Measurement;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.WorkloadSpec;

/**
 * Not a test: how fast the simulator runs an SSD review's heavy parts on {@code ssd-nvme} (1 TB) — a
 * whole-drive fill, SNIA PTS preconditioning (twice the capacity), random 4 KiB writes in steady state,
 * one round of the PTS IOPS matrix — with each part's figures next to the values the parameters give.
 * Run it with {@code releng/bench/ssd-sim-speed.sh}. Wall time depends on what else the machine runs;
 * CPU time is the simulating thread's own.
 */
public final class SsdSimulatorBenchmark {
	private static final int[] PTS_BLOCKS = { 512, 4096, 8192, 16384, 32768, 65536, 131072, 1 << 20 };
	private static final int[] PTS_READ_PERCENTS = { 100, 95, 65, 50, 35, 5, 0 };

	private SsdSimulatorBenchmark() {
	}

	public static void main(String[] args) {
		Locale.setDefault(Locale.ROOT);
		SsdParameters p = SsdModels.nvmeTlc();
		FlashOracle o = new FlashOracle(p);
		long capacity = p.capacityBytes();
		System.out.println("== speed: ssd-nvme (1 TB) on the virtual clock");
		System.out.printf("%-56s %10s %12s %8s %8s %14s%n", "job", "virtual s", "I/Os", "wall s", "CPU s", "I/Os / wall s");

		SimulatedTarget fill = SimulatedDrives.open(p);
		Measurement filled = timed("sequential fill of 1 TB, 128 KiB QD32", fill, sequentialWrites(131072, capacity)
				.interval(Duration.ofMillis(100)));
		double cache = cacheFound(filled.intervals().megabytesPerSecond(), 0.1, o.slcMegabytesPerSecond(),
				o.tlcMegabytesPerSecond());

		SimulatedTarget t = SimulatedDrives.open(p);
		timed("preconditioning: 2 x 1 TB, 128 KiB QD32", t, sequentialWrites(131072, 2 * capacity));
		int rounds = 25;
		double[] iops = new double[rounds];
		long ios = 0;
		long wall = 0;
		long cpu = 0;
		for (int r = 0; r < rounds; r++) {
			long start = System.nanoTime();
			Measurement m = t.run(randomWrites(r).build(), RunObserver.NONE);
			iops[r] = m.iops();
			if (r >= rounds - 5) {
				wall += System.nanoTime() - start;
				cpu += m.cpuNanos();
				ios += m.total().ios();
			}
		}
		row("random 4 KiB writes QD32, steady state (last 5 of 25 min)", 300, ios, wall, cpu);

		long roundWall = System.nanoTime();
		long roundCpu = 0;
		long roundIos = 0;
		for (int block : PTS_BLOCKS) {
			for (int read : PTS_READ_PERCENTS) {
				Measurement m = t.run(WorkloadSpec.builder().blockSize(block).readPercent(read).queueDepth(32)
						.duration(Duration.ofSeconds(60)).seed(mix(block * 101L + read)).build(), RunObserver.NONE);
				roundCpu += m.cpuNanos();
				roundIos += m.total().ios();
			}
		}
		row("one PTS IOPS round: 8 sizes x 7 mixes x 60 s, QD32", 56 * 60, roundIos, System.nanoTime() - roundWall,
				roundCpu);

		System.out.println();
		System.out.println("== truths: measured against the parameters (FlashOracle, the literature's write amplification)");
		System.out.printf("%-58s %12s %12s %8s%n", "figure", "expected", "measured", "dev %");
		truth("SLC cache found by the fill of the empty drive, GB", o.cacheFoundByFill(capacity) / 1e9, cache / 1e9);
		double[] steady = Arrays.copyOfRange(iops, rounds - 5, rounds);
		truth("steady-state 4 KiB random write IOPS (mean of last 5)", o.steadyRandomWriteIops(4096),
				Arrays.stream(steady).average().orElseThrow());
		System.out.printf("%-58s %12.4f%n", "  over-provisioning factor rho", o.rho());
		System.out.printf("%-58s %12.3f%n", "  write amplification of greedy GC at rho (formula)", GreedyWriteAmplification.of(o.rho()));
		System.out.printf("%-58s %s%n", "  rounds' IOPS", Arrays.toString(Arrays.stream(iops).map(Math::rint).toArray()));
	}

	private static WorkloadSpec.Builder sequentialWrites(int block, long amount) {
		return WorkloadSpec.builder().blockSize(block).sequential().readPercent(0).queueDepth(32).amountBytes(amount);
	}

	/** A PTS round of random 4 KiB writes, its seed spread over 64 bits (as the suite runner's are). */
	private static WorkloadSpec.Builder randomWrites(int round) {
		return WorkloadSpec.builder().blockSize(4096).readPercent(0).queueDepth(32).duration(Duration.ofSeconds(60))
				.seed(mix(round + 1));
	}

	private static long mix(long v) {
		return v * 0x9E37_79B9_7F4A_7C15L;
	}

	private static Measurement timed(String label, SimulatedTarget t, WorkloadSpec.Builder spec) {
		long start = System.nanoTime();
		Measurement m = t.run(spec.build(), RunObserver.NONE);
		row(label, m.elapsedNanos() / 1e9, m.total().ios(), System.nanoTime() - start, m.cpuNanos());
		return m;
	}

	private static void row(String label, double virtualSeconds, long ios, long wallNanos, long cpuNanos) {
		System.out.printf("%-56s %10.0f %12d %8.1f %8.1f %14.0f%n", label, virtualSeconds, ios, wallNanos / 1e9,
				cpuNanos / 1e9, ios / (wallNanos / 1e9));
	}

	private static double cacheFound(double[] rate, double intervalSeconds, double slc, double tlc) {
		double written = 0;
		for (double r : rate) {
			if (r < (slc + tlc) / 2) {
				return written;
			}
			written += r * 1e6 * intervalSeconds;
		}
		return written;
	}

	private static void truth(String label, double expected, double measured) {
		System.out.printf("%-58s %12.3f %12.3f %+8.2f%n", label, expected, measured, (measured / expected - 1) * 100);
	}
}
