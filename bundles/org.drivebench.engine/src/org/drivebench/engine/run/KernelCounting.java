package org.drivebench.engine.run;

import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import org.drivebench.engine.Measurement;
import org.drivebench.engine.Measurement.KernelCounts;
import org.drivebench.engine.Measurement.Totals;
import org.drivebench.engine.device.DiskStats;
import org.drivebench.engine.device.KernelDevices;
import org.drivebench.engine.device.ProcessIo;
import org.drivebench.engine.device.SystemRoots;
import org.drivebench.engine.targets.DirectTarget;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Reads what the kernel counted for a target's block devices at the start and the end of a run's
 * measured time, so a measurement can be checked against it: the devices' counters (everything the
 * drive was asked for: a test file's neighbours on the same file system count too) and this
 * process's own block I/O. The devices are resolved before the run; each reading is a small file read.
 */
final class KernelCounting {
	private final List<KernelDevices.Device> devices;
	private final List<int[]> numbers;
	private final DiskStats stats;
	private final ProcessIo process;
	private final AtomicBoolean taken = new AtomicBoolean();
	private volatile DiskStats.@Nullable Counters start;
	private ProcessIo.@Nullable Counters processStart;

	KernelCounting(DirectTarget target, SystemRoots roots) {
		this.devices = KernelDevices.of(target.files(), roots);
		this.numbers = devices.stream().map(d -> new int[] { d.major(), d.minor() }).toList();
		this.stats = new DiskStats(roots);
		this.process = new ProcessIo(roots);
		if (!devices.isEmpty()) {
			// a first reading loads the reading code before the run, so the one at the end of a ramp does
			// not load it while the workers already measure
			stats.read(numbers);
			process.read();
		}
	}

	/**
	 * Takes the first reading, once (none when the target has no block device): the first to ask of the
	 * coordinator (when it wakes at the end of a timed ramp) and the workers (when one first records a
	 * measured completion), so a late wake-up of one of them on a busy machine does not move it; after
	 * the ramp of a run bounded by a count only the workers ask.
	 *
	 * @return whether this call took it
	 */
	boolean start() {
		if (taken.compareAndSet(false, true) && !devices.isEmpty()) {
			// the devices' counters first: on a device of the run's own they are compared I/O for I/O
			start = stats.read(numbers);
			processStart = process.read();
			return true;
		}
		return false;
	}

	/** Whether the first reading was taken. */
	boolean started() {
		return taken.get();
	}

	/** Takes the second reading; the counts between the two, or null when unknown. */
	@Nullable
	KernelCounts stop() {
		DiskStats.Counters first = start;
		ProcessIo.Counters processFirst = processStart;
		if (first == null) {
			return null;
		}
		ProcessIo.Counters processEnd = processFirst == null ? null : process.read();
		DiskStats.Counters end = stats.read(numbers);
		if (end == null) {
			return null;
		}
		DiskStats.Counters d = end.since(first);
		ProcessIo.Counters own = processEnd == null || processFirst == null ? new ProcessIo.Counters(-1, -1)
				: processEnd.since(processFirst);
		return new Measurement.KernelCounts(devices.stream().map(KernelDevices.Device::name).toList(),
				new Totals(d.readIos(), d.readBytes()), new Totals(d.writeIos(), d.writeBytes()), own.readBytes(),
				own.writeBytes());
	}
}
