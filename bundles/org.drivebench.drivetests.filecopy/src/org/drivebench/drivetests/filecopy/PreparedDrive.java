package org.drivebench.drivetests.filecopy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.drivebench.engine.Sizes;
import org.drivebench.engine.nativeio.MountNamespace;
import org.drivebench.engine.nativeio.PageCache;
import org.eclipse.jdt.annotation.Nullable;

/**
 * "Prepare the drive", as seed 000 does: on a device whose write the user confirmed with its serial
 * (the run opened it through the write guard, and holds it open exclusively), a new GPT partition
 * table with two adjacent partitions of {@code partitionSize} from the first MiB, a file system on each,
 * mounted in a mount namespace of the test's thread alone, and unmounted afterwards.
 *
 * <p>The partitions are reached through loop devices at their exact offsets ({@code mount -o
 * loop,offset=,sizelimit=}), not the kernel's partition nodes: the run keeps the whole disk open
 * exclusively (so nothing else can mount or partition it meanwhile), which the kernel's own partitions
 * would conflict with, and it works where the kernel reads no partition tables. The drive sees the same
 * requests at the same sectors. mount(8) sets such loop devices to detach themselves when unmounted, and
 * when the test's thread ends the kernel unmounts whatever is left in its namespace, so nothing stays
 * attached or mounted, even after a crash. The partition table and the two empty file systems stay on
 * the drive.
 */
final class PreparedDrive implements CopyPlaces {
	static final long FIRST_PARTITION_OFFSET = 1 << 20;
	private static final String LINUX_DATA = "0FC63DAF-8483-4772-8E79-3D69D8477DE4";
	private static final String WINDOWS_DATA = "EBD0A0A2-B9E5-4433-87C0-68B6B72699C7";

	private final String device;
	private final FileSystemKind fileSystem;
	private final String mountType;
	private final Commands commands;
	private final long[] offsets = new long[2];
	private final long[] sizes = new long[2];
	private final Path[] mountPoints = new Path[2];
	private final boolean[] mounted = new boolean[2];
	private @Nullable Path first;
	private @Nullable Path second;

	private PreparedDrive(String device, FileSystemKind fileSystem, String mountType, Commands commands) {
		this.device = device;
		this.fileSystem = fileSystem;
		this.mountType = mountType;
		this.commands = commands;
	}

	/**
	 * Partitions {@code device}, makes the file systems and mounts them privately.
	 *
	 * @param deviceBytes the device's size
	 * @param log         told every command line run
	 * @throws IllegalArgumentException when the device is too small or the file system cannot be made here
	 */
	static PreparedDrive prepare(String device, long deviceBytes, long partitionSize, FileSystemKind fileSystem,
			Consumer<String> log, long firstNeeds, long secondNeeds) throws IOException {
		long partition = check(device, deviceBytes, partitionSize, fileSystem, firstNeeds, secondNeeds);
		MountNamespace.enterPrivate();
		PreparedDrive drive = new PreparedDrive(device, fileSystem, fileSystem.mountType().orElseThrow(), new Commands(log));
		try {
			drive.partition(partition);
			for (int i = 0; i < 2; i++) {
				drive.makeFileSystem(i);
				drive.mount(i);
			}
			SpaceCheck.require(drive.mountPoints[0], firstNeeds);
			SpaceCheck.require(drive.mountPoints[1], secondNeeds);
			drive.first = Files.createDirectory(drive.mountPoints[0].resolve(FolderPlaces.PREFIX + "1"));
			drive.second = Files.createDirectory(drive.mountPoints[1].resolve(FolderPlaces.PREFIX + "2"));
			return drive;
		} catch (IOException | RuntimeException e) {
			drive.close();
			throw e;
		}
	}

	/**
	 * What {@link #prepare} checks before it writes anything: the file system can be made here, two
	 * partitions fit the device and hold the sets, the tools are installed. Writes nothing.
	 *
	 * @return the partition size in whole MiB
	 */
	static long check(String device, long deviceBytes, long partitionSize, FileSystemKind fileSystem, long firstNeeds,
			long secondNeeds) {
		if (!fileSystem.available()) {
			throw new IllegalArgumentException("fileSystem = " + fileSystem.key() + ": " + fileSystem.missing()
					+ "; available here: " + FileSystemKind.availableList());
		}
		long partition = partitionSize / (1 << 20) * (1 << 20);
		// GPT keeps a backup table in the last 33 sectors (of 4 KiB at most)
		long needed = FIRST_PARTITION_OFFSET + 2 * partition + 33 * 4096;
		if (partition < (32 << 20) || needed > deviceBytes) {
			throw new IllegalArgumentException("partitionSize = " + Sizes.format(partitionSize) + ": two partitions of it after "
					+ "the first MiB need " + SpaceCheck.readable(needed) + " (and at least 32 MiB each); " + device + " holds "
					+ SpaceCheck.readable(deviceBytes));
		}
		// a file system keeps some of its partition (journal, inode tables, reserve): ask for a tenth more
		if (firstNeeds * 11 / 10 > partition || secondNeeds * 11 / 10 > partition) {
			throw new IllegalArgumentException("partitionSize = " + Sizes.format(partitionSize) + ": the file sets need "
					+ SpaceCheck.readable(Math.max(firstNeeds, secondNeeds)) + " on a partition, with a tenth more for the file "
					+ "system's own; nothing was written to " + device);
		}
		for (String tool : List.of("sfdisk", "losetup", "mount", "umount")) {
			if (Commands.find(tool).isEmpty()) {
				throw new IllegalArgumentException("preparing the drive needs " + tool + " (util-linux, fdisk, mount)");
			}
		}
		return partition;
	}

	private void partition(long partition) throws IOException {
		String type = fileSystem == FileSystemKind.EXT4 || fileSystem == FileSystemKind.XFS ? LINUX_DATA : WINDOWS_DATA;
		long mib = partition >> 20;
		String script = "label: gpt\n" + "start=1MiB, size=" + mib + "MiB, type=" + type + ", name=\"drivebench-1\"\n" + "start="
				+ (1 + mib) + "MiB, size=" + mib + "MiB, type=" + type + ", name=\"drivebench-2\"\n";
		// --no-reread/--no-tell-kernel: the run holds the disk open exclusively; the kernel's partitions are not used
		commands.run(List.of("sfdisk", "--quiet", "--no-reread", "--no-tell-kernel", "--wipe", "always", "--wipe-partitions",
				"always", device), script);
		String table = commands.run("sfdisk", "--dump", device);
		Matcher m = Pattern.compile("start=\\s*(\\d+),\\s*size=\\s*(\\d+)").matcher(table);
		Matcher sector = Pattern.compile("sector-size:\\s*(\\d+)").matcher(table);
		long sectorBytes = sector.find() ? Long.parseLong(sector.group(1)) : 512;
		for (int i = 0; i < 2; i++) {
			if (!m.find()) {
				throw new IOException("sfdisk --dump " + device + " shows no partition " + (i + 1) + " after partitioning: " + table);
			}
			offsets[i] = Long.parseLong(m.group(1)) * sectorBytes;
			sizes[i] = Long.parseLong(m.group(2)) * sectorBytes;
		}
	}

	private void makeFileSystem(int i) throws IOException {
		String loop = commands.run("losetup", "--find", "--show", "--offset", Long.toString(offsets[i]), "--sizelimit",
				Long.toString(sizes[i]), device).strip();
		try {
			commands.run(fileSystem.mkfs(loop, i + 1), "");
		} finally {
			commands.run("losetup", "--detach", loop);
		}
	}

	private void mount(int i) throws IOException {
		if (mountPoints[i] == null) {
			mountPoints[i] = Files.createTempDirectory("drivebench-partition-" + (i + 1) + "-",
					PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
		}
		commands.run("mount", "-t", mountType, "-o", "loop,offset=" + offsets[i] + ",sizelimit=" + sizes[i], device,
				mountPoints[i].toString());
		mounted[i] = true;
	}

	private void unmount(int i) throws IOException {
		if (mounted[i]) {
			mounted[i] = false;
			commands.run("umount", mountPoints[i].toString());
		}
	}

	@Override
	public Path first() {
		return Objects.requireNonNull(first, "the drive is not prepared");
	}

	@Override
	public Optional<Path> second() {
		return Optional.of(Objects.requireNonNull(second, "the drive is not prepared"));
	}

	/** Where partition {@code i} (0 or 1) starts on the device, bytes. */
	long partitionOffset(int i) {
		return offsets[i];
	}

	@Override
	public String describe() {
		return fileSystem.key() + " on two " + Sizes.format(sizes[0]) + " partitions of " + device + " (at " + offsets[0]
				+ " and " + offsets[1] + " bytes), mounted privately";
	}

	/** The source's file system is unmounted and mounted again: its page, inode and folder caches are gone. */
	@Override
	public String forgetSource(Path source) throws IOException {
		PageCache.syncFileSystem(source);
		int i = source.startsWith(mountPoints[0]) ? 0 : 1;
		unmount(i);
		mount(i);
		return "the source's file system was unmounted and mounted again before the copy, which empties its page, inode "
				+ "and folder caches";
	}

	@Override
	public void close() throws IOException {
		List<IOException> failures = new ArrayList<>();
		for (int i = 0; i < 2; i++) {
			try {
				Path ours = i == 0 ? first : second;
				if (mounted[i] && ours != null) {
					Trees.delete(ours);
				}
			} catch (IOException e) {
				failures.add(e);
			}
			try {
				unmount(i);
				if (mountPoints[i] != null) {
					Files.deleteIfExists(mountPoints[i]);
				}
			} catch (IOException e) {
				failures.add(e);
			}
		}
		if (!failures.isEmpty()) {
			throw failures.get(0);
		}
	}
}
