package org.drivebench.cli;

import java.io.IOException;
import java.util.List;
import java.util.function.Supplier;

import org.drivebench.engine.Sizes;
import org.drivebench.engine.open.Targets;
import org.drivebench.engine.device.DeviceInspector;
import org.drivebench.engine.device.DeviceReport;
import org.drivebench.engine.sim.DriveModel;
import org.drivebench.engine.sim.SimulatedDrives;
import org.drivebench.engine.sim.SimulatedTarget;

/** {@code drivebench list-targets}: the simulated drives and the block devices with their safety state. */
final class ListTargetsCommand implements Command {
	// made when the command runs: the inspector links libblkid through FFM, a sixth of a second that
	// every other command (and --version) would pay for nothing
	private final Supplier<DeviceInspector> inspectors;

	ListTargetsCommand(Supplier<DeviceInspector> inspectors) {
		this.inspectors = inspectors;
	}

	@Override
	public String name() {
		return "list-targets";
	}

	@Override
	public String summary() {
		return "list simulated drives and block devices with their safety state";
	}

	@Override
	public String usage() {
		return """
				usage: drivebench list-targets

				Lists what --target can name: the simulated drives, and every block device with its
				identity and what the safety checks found (mounted, partitions, a file system or
				RAID signature, holders, the running system). Reading needs no confirmation;
				writing to a device needs --confirm-serial with the serial shown here, and is never
				allowed on a mounted device or one that holds the running system. Any other path
				names a test file.""";
	}

	@Override
	public int run(List<String> args, Console console) throws UsageException, IOException {
		if (!Arguments.parse(name(), args, options()).positionals().isEmpty()) {
			throw new UsageException("list-targets takes no arguments, got '" + args.get(0) + "'");
		}
		console.out().println("Simulated drives, one per drive class of the reference reviews (no real I/O; a virtual clock");
		console.out().println("makes long tests fast; each run draws its own variation from its seed):");
		TextTable sims = new TextTable("TARGET", "CLASS", "CAPACITY", "SECTORS", "INTERFACE");
		for (DriveModel model : SimulatedDrives.models()) {
			SimulatedTarget t = SimulatedDrives.open(model);
			sims.row(t.name(), model.driveClass(), capacity(t.sizeBytes()),
					t.logicalBlockSize() + "/" + t.physicalBlockSize() + " B", t.identity().interfaceName());
		}
		sims.row(SimulatedDrives.PREFIX + "raid0:<model>x<n>:<strip>", "RAID-0 of n drives on a chipset RAID, e.g. "
				+ SimulatedDrives.PREFIX + "raid0:hdd-7200x2:64k", "", "", "");
		sims.row(SimulatedDrives.PREFIX + "raid0:<a>+<b>[+...]:<strip>", "RAID-0 of different drives, e.g. "
				+ SimulatedDrives.PREFIX + "raid0:hdd-7200+hdd-5400:128k", "", "", "");
		sims.print(console.out());
		console.out().println();
		console.out().println("Block devices:");
		DeviceInspector inspector = inspectors.get();
		List<DeviceReport> devices = inspector.list();
		if (devices.isEmpty()) {
			console.out().println("  none found");
		} else {
			TextTable table = new TextTable("DEVICE", "DRIVE", "CAPACITY", "INTERFACE", "WRITE", "FINDINGS");
			for (DeviceReport d : devices) {
				String write = !d.neverAllowed().isEmpty() ? "never"
						: d.confirmationToken().map(t -> "--confirm-serial '" + t + "'").orElse("not confirmable");
				table.row(d.path(), d.identity().key(), capacity(d.identity().capacityBytes()), d.identity().interfaceName(),
						write, d.findings().isEmpty() ? "none" : String.join("; ",
								d.findings().stream().map(f -> f.kind().label()).distinct().toList()));
			}
			table.print(console.out());
		}
		console.out().println("On-disk signatures recognised by " + inspector.scanner().source() + ".");
		console.out().println();
		console.out().println("Test files: any other path (or file:<path>), created at --file-size (default "
				+ Sizes.format(Targets.DEFAULT_FILE_SIZE) + "), written whole before it is measured, and removed afterwards"
				+ " unless --keep-file (a kept file unchanged since DriveBench filled it is measured as it is)."
				+ " An existing file is used only when DriveBench created it or you name it with"
				+ " --overwrite-file; never an image in use, a swap file, a file open for writing or one with a signature"
				+ " (docs/device-safety.md).");
		return ExitCode.OK;
	}

	private static String capacity(long bytes) {
		double gb = bytes / 1e9;
		return gb >= 1000 ? String.format(java.util.Locale.ROOT, "%.2f TB", gb / 1000)
				: String.format(java.util.Locale.ROOT, "%.1f GB", gb);
	}
}
