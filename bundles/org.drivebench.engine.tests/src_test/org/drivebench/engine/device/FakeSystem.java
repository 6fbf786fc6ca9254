package org.drivebench.engine.device;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Map;

/**
 * A fake sysfs, procfs, udev database and device folder in a temporary folder, laid out as the kernel
 * lays out the real ones (symlinks from {@code class/block} and {@code dev/block} into
 * {@code devices/}, partitions inside their disk's folder, {@code device} and {@code subsystem}
 * links), with regular files as device nodes.
 */
final class FakeSystem {
	final Path sys;
	final Path proc;
	final Path udev;
	final Path dev;

	FakeSystem(Path root) throws IOException {
		sys = root.resolve("sys");
		proc = root.resolve("proc");
		udev = root.resolve("run/udev/data");
		dev = root.resolve("dev");
		for (Path folder : new Path[] { sys.resolve("class/block"), sys.resolve("dev/block"), proc.resolve("self"), udev,
				dev }) {
			Files.createDirectories(folder);
		}
		Files.writeString(proc.resolve("self/mountinfo"), "");
		Files.writeString(proc.resolve("swaps"), "Filename\t\t\t\tType\t\tSize\t\tUsed\t\tPriority\n");
	}

	SystemRoots roots() {
		return new SystemRoots(sys, proc, udev, dev);
	}

	DeviceInspector inspector() {
		// the fake devices carry minimal hand-made signatures: DriveBench's own list, as without libblkid
		return new DeviceInspector(roots(), new SignatureScanner(java.util.Optional.empty()));
	}

	/** The node path of a device, as a string, e.g. {@code <tmp>/dev/sda}. */
	String path(String name) {
		return dev.resolve(name).toString();
	}

	/** A hardware folder under {@code devices/} on a bus ({@code bus/scsi}, {@code class/nvme}...). */
	Path hardware(String devicePath, String subsystem, Map<String, String> attributes) throws IOException {
		Path hardware = Files.createDirectories(sys.resolve("devices").resolve(devicePath));
		Path bus = Files.createDirectories(sys.resolve(subsystem));
		Files.createSymbolicLink(hardware.resolve("subsystem"), bus);
		for (Map.Entry<String, String> attribute : attributes.entrySet()) {
			Files.writeString(hardware.resolve(attribute.getKey()), attribute.getValue() + "\n");
		}
		return hardware;
	}

	/** A whole disk on hardware, or a virtual one ({@code devices/virtual/block}) when hardware is null. */
	Path disk(String name, String number, long sectors, Path hardware) throws IOException {
		Path parent = hardware == null ? sys.resolve("devices/virtual") : hardware;
		Path dir = node(parent.resolve("block").resolve(name), name, number, sectors);
		Files.writeString(Files.createDirectories(dir.resolve("queue")).resolve("logical_block_size"), "512\n");
		Files.writeString(dir.resolve("queue/physical_block_size"), "512\n");
		Files.writeString(dir.resolve("queue/rotational"), "0\n");
		if (hardware != null) {
			Files.createSymbolicLink(dir.resolve("device"), dir.relativize(hardware));
		}
		return dir;
	}

	Path partition(String disk, String name, String number, long sectors) throws IOException {
		Path dir = node(sys.resolve("class/block").resolve(disk).toRealPath().resolve(name), name, number, sectors);
		Files.writeString(dir.resolve("partition"), name.replaceAll("\\D*(\\d+)$", "$1") + "\n");
		return dir;
	}

	private Path node(Path dir, String name, String number, long sectors) throws IOException {
		Files.createDirectories(dir.resolve("holders"));
		Files.writeString(dir.resolve("dev"), number + "\n");
		Files.writeString(dir.resolve("size"), sectors + "\n");
		Files.writeString(dir.resolve("ro"), "0\n");
		Files.createSymbolicLink(sys.resolve("class/block").resolve(name), dir);
		Files.createSymbolicLink(sys.resolve("dev/block").resolve(number), dir);
		if (!Files.exists(dev.resolve(name))) {
			Files.createFile(dev.resolve(name));
		}
		return dir;
	}

	/** Writes a sysfs attribute of a block device, e.g. {@code queue/rotational}. */
	FakeSystem attribute(String name, String relativePath, String value) throws IOException {
		Path file = sys.resolve("class/block").resolve(name).resolve(relativePath);
		Files.createDirectories(file.getParent());
		Files.writeString(file, value + "\n");
		return this;
	}

	/** Makes {@code upper} (dm-0, md127) a holder of {@code lower}. */
	FakeSystem holder(String lower, String upper) throws IOException {
		Path holders = sys.resolve("class/block").resolve(lower).toRealPath().resolve("holders");
		Files.createSymbolicLink(holders.resolve(upper), sys.resolve("class/block").resolve(upper).toRealPath());
		return this;
	}

	/** Adds a line to this namespace's mountinfo. */
	FakeSystem mount(String number, String mountPoint, String fsType, String source) throws IOException {
		Files.writeString(proc.resolve("self/mountinfo"), mountLine(number, mountPoint, fsType, source),
				StandardOpenOption.APPEND);
		return this;
	}

	static String mountLine(String number, String mountPoint, String fsType, String source) {
		return "40 27 " + number + " / " + mountPoint + " rw,relatime shared:1 - " + fsType + " " + source + " rw\n";
	}

	FakeSystem swap(String path) throws IOException {
		Files.writeString(proc.resolve("swaps"), path + "\tpartition\t1048572\t0\t-2\n", StandardOpenOption.APPEND);
		return this;
	}

	/** Fills a device node with an image (its signatures are what the node's first and last MiB hold). */
	FakeSystem image(String name, byte[] content) throws IOException {
		Files.write(dev.resolve(name), content);
		return this;
	}

	FakeSystem udev(String number, String... properties) throws IOException {
		Files.writeString(udev.resolve("b" + number), "E:" + String.join("\nE:", properties) + "\n");
		return this;
	}

	/** A process that holds a device node open. */
	FakeSystem openedBy(int pid, String command, String deviceName) throws IOException {
		Path process = process(pid, command);
		Files.createDirectories(process.resolve("fd"));
		Files.createSymbolicLink(process.resolve("fd/5"), dev.resolve(deviceName));
		return this;
	}

	/** A process in a mount namespace of its own, with these mountinfo lines. */
	FakeSystem namespace(int pid, String command, String namespace, String mountinfo) throws IOException {
		Path process = process(pid, command);
		Files.createDirectories(process.resolve("ns"));
		Files.createSymbolicLink(process.resolve("ns/mnt"), Path.of("mnt:[" + namespace + "]"));
		Files.writeString(process.resolve("mountinfo"), mountinfo);
		if (!Files.exists(proc.resolve("self/ns/mnt"), java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
			Files.createDirectories(proc.resolve("self/ns"));
			Files.createSymbolicLink(proc.resolve("self/ns/mnt"), Path.of("mnt:[1]"));
		}
		return this;
	}

	FakeSystem btrfsMember(String uuid, String name) throws IOException {
		Path devices = Files.createDirectories(sys.resolve("fs/btrfs").resolve(uuid).resolve("devices"));
		Files.createSymbolicLink(devices.resolve(name), sys.resolve("class/block").resolve(name).toRealPath());
		return this;
	}

	private Path process(int pid, String command) throws IOException {
		Path process = Files.createDirectories(proc.resolve(Integer.toString(pid)));
		Files.writeString(process.resolve("comm"), command + "\n", StandardCharsets.UTF_8);
		return process;
	}
}
