package org.drivebench.engine.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

import org.drivebench.engine.Backend;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.Sizes;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.fio.FioWorkloads;
import org.drivebench.engine.nativeio.FileStat;
import org.drivebench.engine.run.DefaultIoEngine;
import org.drivebench.engine.targets.BlockDeviceTarget;
import org.drivebench.engine.targets.DirectTarget;
import org.drivebench.engine.targets.FileTarget;

/**
 * Runs one workload on a block device or test file and prints its figures as one JSON line, with
 * options named like fio's so a benchmark script can run both from one job description:
 *
 * <pre>
 * java --enable-native-access=ALL-UNNAMED -cp engine.jar:HdrHistogram.jar org.drivebench.engine.bench.EngineBench \
 *     --filename=/dev/loop7 --rw=randread --bs=4k --iodepth=32 --numjobs=1 --runtime=10 --ramp_time=2 \
 *     --backend=io_uring [--completion_batch=1] [--poll_us=10] [--hybrid_poll] [--size=2g] [--writable] [--confirm_serial=...]
 * </pre>
 *
 * {@code --poll_us} is how long an io_uring worker polls for completions before it sleeps (0 to 1000;
 * 0: it sleeps at once, as fio does); it polls only while its polls catch their completions.
 * {@code --hybrid_poll} makes waits of 250 µs or more hybrid: slept until shortly before the
 * completions are expected, then polled (off by default, as in the engine).
 *
 * {@code --rw} is read, write, randread, randwrite or randrw (with {@code --rwmixread}); a file that
 * is not a block device is a test file of {@code --size}, kept afterwards. With {@code --print_fio} it
 * runs nothing and prints the fio options that do the same I/O the same way ({@link FioWorkloads}, the
 * one place DriveBench derives fio's options from the engine's), for the script to run fio with; when
 * the engine's buffers lie on huge pages, with {@code --iomem=shmhuge}, whose hugetlb pages the caller
 * reserves ({@code vm.nr_hugepages}). Writing to a block device
 * passes the write guard like every other open for writing: {@code --confirm_serial} gives what
 * {@code drivebench list-targets} shows as the device's confirmation.
 */
public final class EngineBench {
	private EngineBench() {
	}

	public static void main(String[] args) throws IOException {
		Map<String, String> o = parse(args);
		String rw = o.getOrDefault("rw", "randread");
		int readPercent = switch (rw) {
		case "read", "randread" -> 100;
		case "write", "randwrite" -> 0;
		case "randrw", "rw" -> Integer.parseInt(o.getOrDefault("rwmixread", "50"));
		default -> throw new IllegalArgumentException("--rw=" + rw + ": use read, write, randread, randwrite, randrw or rw");
		};
		boolean random = rw.startsWith("rand");
		WorkloadSpec spec = WorkloadSpec.builder()
				.blockSize((int) Sizes.parse(o.getOrDefault("bs", "4k")))
				.readPercent(readPercent)
				.randomPercent(random ? 100 : 0)
				.queueDepth(Integer.parseInt(o.getOrDefault("iodepth", "1")))
				.workers(Integer.parseInt(o.getOrDefault("numjobs", "1")))
				.regionSplit(random ? WorkloadSpec.RegionSplit.SHARED : WorkloadSpec.RegionSplit.SLICED)
				.duration(Duration.ofMillis((long) (Double.parseDouble(o.getOrDefault("runtime", "10")) * 1000)))
				.rampTime(Duration.ofMillis((long) (Double.parseDouble(o.getOrDefault("ramp_time", "0")) * 1000)))
				.backend(backend(o.getOrDefault("backend", "auto")))
				.seed(Long.parseLong(o.getOrDefault("seed", "42")))
				.build();
		DefaultIoEngine engine = new DefaultIoEngine(new DefaultIoEngine.Options(
				Integer.parseInt(o.getOrDefault("completion_batch", "1")),
				!o.containsKey("no_register_buffers"), !o.containsKey("no_register_files"),
				pollMicros(o.getOrDefault("poll_us", Long.toString(DefaultIoEngine.Options.DEFAULT_POLL_NANOS / 1000))) * 1000,
				o.containsKey("hybrid_poll")));
		if (o.containsKey("print_fio")) {
			// with fio's buffers on huge pages when the engine's are: the caller reserves them
			String iomem = FioWorkloads.hugePageIomem(spec).map(m -> " --iomem=" + m).orElse("");
			System.out.println(String.join(" ", FioWorkloads.job(spec, "", 0, engine.options()).commandLine()) + iomem);
			return;
		}
		boolean writable = o.containsKey("writable") || readPercent < 100;
		try (DirectTarget target = open(Path.of(require(o, "filename")), writable, o)) {
			Measurement m = engine.run(target, spec, RunObserver.NONE);
			print(System.out, rw, spec, m);
		}
	}

	private static DirectTarget open(Path path, boolean writable, Map<String, String> o) throws IOException {
		boolean device;
		try {
			device = FileStat.of(path).blockDevice();
		} catch (IOException e) {
			device = false; // does not exist yet: a test file
		}
		if (device) {
			return writable ? BlockDeviceTarget.openForWriting(path, o.getOrDefault("confirm_serial", ""))
					: BlockDeviceTarget.openReadOnly(path, null);
		}
		return FileTarget.create(path, Sizes.parse(require(o, "size")), writable, true, null);
	}

	private static long pollMicros(String value) {
		long max = DefaultIoEngine.Options.MAX_POLL_NANOS / 1000;
		try {
			long us = Long.parseLong(value);
			if (us >= 0 && us <= max) {
				return us;
			}
		} catch (NumberFormatException e) {
			// reported below
		}
		throw new IllegalArgumentException("--poll_us=" + value + ": microseconds, 0 to " + max);
	}

	private static Backend backend(String name) {
		for (Backend b : Backend.values()) {
			if (b.label().equals(name) || b.name().equalsIgnoreCase(name)) {
				return b;
			}
		}
		throw new IllegalArgumentException("--backend=" + name + ": use auto, io_uring or threads");
	}

	static void print(PrintStream out, String rw, WorkloadSpec spec, Measurement m) {
		double p50 = m.latency().getValueAtPercentile(50) / 1e3;
		double p99 = m.latency().getValueAtPercentile(99) / 1e3;
		out.println(String.format(Locale.ROOT,
				"{\"rw\":\"%s\",\"bs\":%d,\"iodepth\":%d,\"numjobs\":%d,\"backend\":\"%s\",\"ios\":%d,\"elapsed_s\":%.3f,"
						+ "\"iops\":%.1f,\"mbps\":%.2f,\"p50_us\":%.2f,\"p99_us\":%.2f,\"mean_us\":%.2f,\"cpu_ns_per_io\":%.1f}",
				rw, spec.sizes().maxSize(), spec.queueDepth(), spec.workers(), m.backend().label(), m.total().ios(),
				m.elapsedNanos() / 1e9, m.iops(), m.megabytesPerSecond(), p50, p99, m.latency().getMean() / 1e3,
				m.cpuNanosPerIo()));
	}

	private static Map<String, String> parse(String[] args) {
		Map<String, String> o = new HashMap<>();
		for (String a : args) {
			if (!a.startsWith("--")) {
				throw new IllegalArgumentException("'" + a + "': options look like --name=value");
			}
			int eq = a.indexOf('=');
			o.put(eq < 0 ? a.substring(2) : a.substring(2, eq), eq < 0 ? "" : a.substring(eq + 1));
		}
		return o;
	}

	private static String require(Map<String, String> o, String name) {
		String v = o.get(name);
		if (v == null || v.isEmpty()) {
			throw new IllegalArgumentException("--" + name + " is required");
		}
		return v;
	}
}
