package org.drivebench.engine.sim;

import java.time.Duration;
import java.util.Locale;

import org.drivebench.engine.Measurement;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.WorkloadSpec;

/**
 * Not a test: prints how fast the virtual clock runs (CPU and wall time of simulated 10-minute jobs)
 * and the models' headline figures next to the values computed from their parameters. Run it with
 * {@code releng/bench/simulated-drives.sh}. Each job runs twice; the second (JIT-compiled) run is
 * reported. Wall time depends on what else the machine runs; CPU time is this thread's own.
 */
public final class SimulatedDrivesBenchmark {
	private SimulatedDrivesBenchmark() {
	}

	public static void main(String[] args) {
		Locale.setDefault(Locale.ROOT);
		System.out.println("== speed: simulated jobs on the virtual clock (second run of each)");
		System.out.printf("%-48s %9s %10s %9s %9s %9s %11s%n", "job", "virtual s", "I/Os", "CPU ms", "wall ms",
				"CPU ns/IO", "virtual/CPU");
		speed("hdd-7200 512 B random read QD1 10 min", "hdd-7200", spec(512, 100, 1).alignment(4096), 600);
		speed("hdd-7200 512 B random write QD1 10 min", "hdd-7200", spec(512, 0, 1).alignment(4096), 600);
		speed("hdd-7200 4 KiB random read QD32 10 min", "hdd-7200", spec(4096, 100, 32), 600);
		speed("hdd-7200 64 KiB sequential read QD1 10 min", "hdd-7200", spec(65536, 100, 1).sequential(), 600);
		speed("sas-15k 4 KiB random read QD256 10 min", "sas-15k", spec(4096, 100, 256), 600);
		speed("ssd-slc 4 KiB random read QD32 60 s", "ssd-slc", spec(4096, 100, 32), 60);
		speed("ssd-slc 4 KiB random read QD32 10 min", "ssd-slc", spec(4096, 100, 32), 600);
		speed("ssd-slc 128 KiB sequential write QD32 10 min", "ssd-slc", spec(131072, 0, 32).sequential(), 600);
		speed("raid0:hdd-7200x2:64k 64 KiB random read QD8 10 min", "raid0:hdd-7200x2:64k", spec(65536, 100, 8), 600);
		speed("raid0:hdd-7200x2:4k 1 MiB sequential read QD8 10 min", "raid0:hdd-7200x2:4k", spec(1 << 20, 100, 8).sequential(),
				600);
		speed("ide-7200 512 B random write QD1 10 min", "ide-7200", spec(512, 0, 1), 600);
		speed("ssd-nvme 4 KiB random read QD32 T16 60 s", "ssd-nvme", spec(4096, 100, 32).workers(16), 60);

		System.out.println();
		System.out.println("== truths: measured against the model's parameters");
		System.out.printf("%-58s %12s %12s %8s%n", "figure", "expected", "measured", "dev %");
		for (String name : new String[] { "hdd-7200", "sas-15k" }) {
			SimulatedTarget t = SimulatedDrives.open(name);
			HddParameters p = (HddParameters) t.model();
			double access = AccessTimeOracle.meanRandomReadNanos(t, 4096) / 1e6;
			Measurement m = run(t, spec(4096, 100, 1), 600);
			truth(name + " 4 KiB random read QD1 mean latency, ms", access, m.workers().get(0).meanLatencyNanos() / 1e6);
			truth(name + " 64 KiB sequential read at LBA 0, MB/s", p.outerMegabytesPerSecond(),
					run(t, spec(65536, 100, 1).sequential(), 60).megabytesPerSecond());
			long tail = 20_000L * 65536;
			truth(name + " 64 KiB sequential read in the last 1.3 GB, MB/s", p.innerMegabytesPerSecond(),
					run(t, spec(65536, 100, 1).sequential().region(p.capacityBytes() - tail, tail), 5)
							.megabytesPerSecond());
			for (int qd : new int[] { 4, 32, 256 }) {
				info(name + " 4 KiB random read QD" + qd + ", IOPS", run(t, spec(4096, 100, qd), 300).iops());
			}
		}
		SimulatedTarget wt = SimulatedDrives.open(HddParameters.desktop7200().withWriteCacheBytes(0));
		double w4k = run(wt, spec(4096, 0, 1), 600).workers().get(0).meanLatencyNanos() / 1e6;
		double w512 = run(wt, spec(512, 0, 1).alignment(4096), 600).workers().get(0).meanLatencyNanos() / 1e6;
		truth("hdd-7200 write-through: 512 B minus 4 KiB write latency, ms", HddParameters.desktop7200().revolutionNanos() / 1e6,
				w512 - w4k);
		SimulatedTarget hdd = SimulatedDrives.open("hdd-7200");
		info("hdd-7200 cached 512 B random write QD1 10 min, IOPS", run(hdd, spec(512, 0, 1).alignment(4096), 600).iops());
		info("hdd-7200 cached 4 KiB random write QD1 10 min, IOPS", run(hdd, spec(4096, 0, 1), 600).iops());
		info("hdd-7200 4 x 64 KiB sequential streams, MB/s", run(hdd, spec(65536, 100, 1).sequential().workers(4)
				.region(0, 400_000_000_000L).regionSplit(WorkloadSpec.RegionSplit.SLICED), 60).megabytesPerSecond());
		SsdParameters s = SsdParameters.slcSata();
		SimulatedTarget ssd = SimulatedDrives.open(s);
		truth("ssd-slc 4 KiB random read QD1, IOPS", 1e9 / (s.hostOverheadNanos() + s.commandOverheadNanos()
				+ s.pageReadNanos() + 4096 / (s.interfaceMegabytesPerSecond() * 1e-3)), run(ssd, spec(4096, 100, 1), 60).iops());
		truth("ssd-slc 4 KiB random write QD1, IOPS", 1e9 / (s.hostOverheadNanos() + s.commandOverheadNanos()
				+ 4096 / (s.interfaceMegabytesPerSecond() * 1e-3) + s.writeOverheadNanos()), run(ssd, spec(4096, 0, 1), 60).iops());
		SsdParameters n = (SsdParameters) SimulatedDrives.model("ssd-nvme");
		SimulatedTarget nvme = SimulatedDrives.open(n);
		truth("ssd-nvme 4 KiB random read QD1, IOPS", 1e9 / (n.hostOverheadNanos() + n.commandOverheadNanos()
				+ n.pageReadNanos() + 4096 / (n.interfaceMegabytesPerSecond() * 1e-3)), run(nvme, spec(4096, 100, 1), 60).iops());
		truth("ssd-nvme 4 KiB random write QD1, IOPS", 1e9 / (n.hostOverheadNanos() + n.commandOverheadNanos()
				+ 4096 / (n.interfaceMegabytesPerSecond() * 1e-3) + n.writeOverheadNanos()), run(nvme, spec(4096, 0, 1), 60).iops());
		HddParameters ide = (HddParameters) SimulatedDrives.model("ide-7200");
		SimulatedTarget old = SimulatedDrives.open(ide);
		double reads = run(old, spec(512, 100, 1).alignment(512), 60).iops();
		double writes = run(old, spec(512, 0, 1).alignment(512), 60).iops();
		info("ide-7200 512 B random write / read IOPS at QD1 (seed 004: 1.72-2.17)", writes / reads);
		truth("ssd-slc 4 KiB random read QD32, IOPS", 1e9 / s.commandOverheadNanos(), run(ssd, spec(4096, 100, 32), 60).iops());
		double[] rates = run(ssd, spec(131072, 0, 32).sequential(), 60).intervals().megabytesPerSecond();
		truth("ssd-slc 128 KiB sequential write, second 10, MB/s", s.slcWriteMegabytesPerSecond(), rates[10]);
		truth("ssd-slc 128 KiB sequential write, second 50, MB/s", s.tlcWriteMegabytesPerSecond(), rates[50]);
		truth("raid0:hdd-7200x2:64k 1 MiB sequential read QD4, MB/s", 300,
				run(SimulatedDrives.open("raid0:hdd-7200x2:64k"), spec(1 << 20, 100, 4).sequential(), 60).megabytesPerSecond());
	}

	private static WorkloadSpec.Builder spec(int block, int readPercent, int queueDepth) {
		return WorkloadSpec.builder().blockSize(block).readPercent(readPercent).queueDepth(queueDepth);
	}

	/** A run on a fresh drive (each job and figure stands alone). */
	private static Measurement run(SimulatedTarget target, WorkloadSpec.Builder spec, int seconds) {
		target.reset();
		return target.run(spec.duration(Duration.ofSeconds(seconds)).build(), RunObserver.NONE);
	}

	private static void speed(String label, String name, WorkloadSpec.Builder spec, int seconds) {
		SimulatedTarget target = SimulatedDrives.open(name);
		run(target, spec, seconds);
		long wall = System.nanoTime();
		Measurement m = run(target, spec, seconds);
		wall = System.nanoTime() - wall;
		System.out.printf("%-48s %9d %10d %9.1f %9.1f %9.0f %11.0f%n", label, seconds, m.total().ios(), m.cpuNanos() / 1e6,
				wall / 1e6, m.cpuNanosPerIo(), seconds * 1e9 / Math.max(1, m.cpuNanos()));
	}

	private static void truth(String label, double expected, double measured) {
		System.out.printf("%-58s %12.3f %12.3f %+8.2f%n", label, expected, measured, (measured / expected - 1) * 100);
	}

	private static void info(String label, double measured) {
		System.out.printf("%-58s %12s %12.3f%n", label, "", measured);
	}
}
