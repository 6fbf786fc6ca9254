package org.drivebench.ui.run;

import java.nio.file.Path;

import org.drivebench.engine.Sizes;
import org.drivebench.engine.TargetType;
import org.drivebench.engine.device.DeviceReport;
import org.drivebench.rig.Rig;

/** The target a run measures, as the launcher chose it. */
public sealed interface TargetChoice {
	/** How the run and the monitor name it: {@code sim:hdd-7200}, a file path, a device path, {@code /dev/sdb@lab1}. */
	String name();

	/** What kind of target it is, as the engine will open it. */
	TargetType type();

	/** Whether it is on a rig, measured there by fio. */
	default boolean remote() {
		return false;
	}

	/** The name a test's words about the target use: the test file's path, the device's, the drive's. */
	default String place() {
		return name();
	}

	/** A simulated drive or RAID-0 set of them, by its name, e.g. {@code sim:hdd-7200}. */
	record Simulated(String name) implements TargetChoice {
		@Override
		public TargetType type() {
			return TargetType.SIMULATED;
		}
	}

	/**
	 * A test file of {@code sizeBytes} created in {@code folder} (and removed after the run).
	 *
	 * @param folder    where the file goes: the file system of the drive to measure
	 * @param sizeBytes its size
	 * @param overwrite the file exists, is the user's, and the user ticked to overwrite it
	 */
	record TestFile(Path folder, long sizeBytes, boolean overwrite) implements TargetChoice {
		/** The test file's name in its folder. */
		public static final String NAME = "drivebench-test-file.bin";

		/** A test file that overwrites no file of the user's. */
		public TestFile(Path folder, long sizeBytes) {
			this(folder, sizeBytes, false);
		}

		/** The file the run creates. */
		public Path file() {
			return folder.resolve(NAME);
		}

		@Override
		public String name() {
			return file() + " (" + Sizes.format(sizeBytes) + ")";
		}

		@Override
		public TargetType type() {
			return TargetType.FILE;
		}

		@Override
		public String place() {
			return file().toString();
		}
	}

	/**
	 * A block device, with its identity and safety findings as inspected when it was listed.
	 *
	 * @param report the device's report
	 */
	record Device(DeviceReport report) implements TargetChoice {
		@Override
		public String name() {
			return report.path();
		}

		@Override
		public TargetType type() {
			return TargetType.BLOCK_DEVICE;
		}
	}

	/**
	 * A RAID-0 array DriveBench stripes itself, one array of a strip-size study: its engine name
	 * ({@code sim:raid0:hdd-7200+hdd-7200:64k}, {@code raid0:64k:/dev/sdb,/dev/sdc}) and the serials that
	 * confirm writing to its device members, each member's own.
	 */
	record Array(String name, java.util.List<String> confirmations) implements TargetChoice {
		public Array {
			confirmations = java.util.List.copyOf(confirmations);
		}

		@Override
		public TargetType type() {
			return org.drivebench.engine.sim.SimulatedDrives.isSimulated(name) ? TargetType.SIMULATED : TargetType.STRIPED;
		}
	}

	/**
	 * A device or a test file on a rig, measured there by fio's server (see {@code drivebench rigs}).
	 *
	 * @param rig           the rig, from the user's rigs
	 * @param path          the device ({@code /dev/...}) or test file on the rig
	 * @param fileSizeBytes a new test file's size (0: the default, or an existing file's own)
	 */
	record OnRig(Rig rig, String path, long fileSizeBytes) implements TargetChoice {
		@Override
		public String name() {
			return path + "@" + rig.name();
		}

		@Override
		public TargetType type() {
			return path.startsWith("/dev/") ? TargetType.BLOCK_DEVICE : TargetType.FILE;
		}

		@Override
		public boolean remote() {
			return true;
		}
	}
}
