package org.drivebench.drivetests.filecopy;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import org.drivebench.core.api.ParameterSpec;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.drivetests.filecopy.api.FileCopyTests;
import org.drivebench.engine.CreationLog;
import org.drivebench.engine.Target;
import org.drivebench.engine.RemoteTarget;
import org.drivebench.engine.TargetType;
import org.drivebench.drivetests.filecopy.files.FileSetKind;

/**
 * The parameters the file copy and archive tests share, and where a test works from them and its
 * target: a simulated drive copies through the model; a test file's folder is the first folder (and
 * {@code otherFolder} the second); a device is prepared (its write confirmed with its serial).
 */
final class FileCopyParameters {
	static final String SEED = FileCopyTests.SEED;
	static final String OTHER_FOLDER = FileCopyTests.OTHER_FOLDER;
	static final String PARTITION_SIZE = FileCopyTests.PARTITION_SIZE;
	static final String FILE_SYSTEM = FileCopyTests.FILE_SYSTEM;
	static final String DROP_SYSTEM_CACHES = FileCopyTests.DROP_SYSTEM_CACHES;
	/** What measured a copy on a real drive, in the result's backend field: files through the kernel's file system. */
	static final String FILE_SYSTEM_BACKEND = "file-system";

	private FileCopyParameters() {
	}

	/** The key of the parameter that sizes the file set of {@code kind}. */
	static String setSizeKey(FileSetKind kind) {
		return switch (kind) {
		case ARCHIVE -> FileCopyTests.ARCHIVE_SIZE;
		case MUSIC -> FileCopyTests.MUSIC_SIZE;
		case SYSTEM -> FileCopyTests.SYSTEM_SIZE;
		};
	}

	static ParameterSpec setSize(FileSetKind kind, String defaultSize) {
		return ParameterSpec.size(setSizeKey(kind), kind.label() + " set size").defaultValue(defaultSize).min(0)
				.help("data in the " + kind.key() + " set (" + kind.shape() + "); 0 leaves the set out").build();
	}

	/** The parameters after the set sizes. */
	static List<ParameterSpec> common(boolean withOtherFolder) {
		List<ParameterSpec> list = new ArrayList<>();
		list.add(ParameterSpec.integer(SEED, "Seed").defaultValue("1").range(0, Long.MAX_VALUE)
				.help("the file sets' seed: the same seed gives every drive the same files, byte for byte").build());
		if (withOtherFolder) {
			list.add(ParameterSpec.folder(OTHER_FOLDER, "Copy across to").place().appliesTo(TargetType.FILE)
					.help("with a test file as the target: a folder on another partition to copy across to (the test file's "
							+ "folder is the first); empty copies within only").build());
		}
		list.add(ParameterSpec.size(PARTITION_SIZE, "Partition size").defaultValue("50G").min(32 << 20)
				.appliesTo(TargetType.BLOCK_DEVICE, TargetType.SIMULATED)
				.help("on a device or a simulated drive: the two partitions made from its first MiB").build());
		list.add(ParameterSpec.choice(FILE_SYSTEM, "File system", "ext4", "xfs", "ntfs", "exfat").defaultValue("ext4")
				.appliesTo(TargetType.BLOCK_DEVICE)
				.help("on a device: the file system made on each partition (mkfs.ext4, mkfs.xfs, mkfs.ntfs, mkfs.exfat); "
						+ "available here: " + FileSystemKind.availableList()).build());
		list.add(ParameterSpec.bool(DROP_SYSTEM_CACHES, "Drop system caches").defaultValue("true").appliesTo(TargetType.FILE)
				.help("in folders (a test file's): also drop the kernel's inode and folder caches before each copy, as root "
						+ "(/proc/sys/vm/drop_caches; machine-wide)").build());
		return list;
	}

	/**
	 * What the copy tests do on a target of this kind, for the launcher (see
	 * {@link org.drivebench.core.api.DriveTest#targetNote}).
	 */
	static String note(TargetType type, boolean remote, String name) {
		if (remote) {
			return "File copy tests copy files through this machine's file systems: fio on the rig of " + name
					+ " cannot run them. Choose a test file or a device here.";
		}
		return switch (type) {
		case SIMULATED -> "The file copy tests run on " + name + " through a model of two ext4 partitions of the size below: "
				+ "nothing is written.";
		case FILE -> {
			Path folder = Path.of(name).toAbsolutePath().getParent();
			yield "The file copy tests work in " + folder + ", the test file's folder: in a folder of their own there, removed "
					+ "afterwards; nothing else is touched. For the copy across, name a folder on another partition (empty: "
					+ "within only).";
		}
		case BLOCK_DEVICE -> "Prepare the drive: the file copy tests DESTROY everything on " + name + ": a new partition table "
				+ "with two partitions of the size below and a file system on each, mounted only for the test. Confirm with the "
				+ "device's serial.";
		case STRIPED -> "File copies cannot run on " + name + ", a RAID-0 set DriveBench stripes itself: they run on a "
				+ "simulated drive, a device (prepared: partitioned and formatted) or a test file's folder.";
		};
	}

	/**
	 * The places a copy test works in on a real target, their free space checked before anything is
	 * written; the caller closes them.
	 */
	static CopyPlaces places(Target target, ParameterValues v, boolean withOtherFolder, Consumer<String> log, long firstNeeds,
			long secondNeeds) throws java.io.IOException {
		return places(target, v, withOtherFolder, log, firstNeeds, secondNeeds, CreationLog.NONE);
	}

	/** {@link #places}, every folder made in the user's folders recorded in {@code creations} before it is made. */
	static CopyPlaces places(Target target, ParameterValues v, boolean withOtherFolder, Consumer<String> log, long firstNeeds,
			long secondNeeds, CreationLog creations) throws java.io.IOException {
		refuseRemote(target);
		return switch (target.kind()) {
		case FILE -> {
			Path first = Path.of(target.name()).toAbsolutePath().getParent();
			String other = withOtherFolder ? v.text(OTHER_FOLDER).strip() : "";
			yield FolderPlaces.create(first, other.isEmpty() ? null : Path.of(other), v.bool(DROP_SYSTEM_CACHES), firstNeeds,
					secondNeeds, creations);
		}
		case BLOCK_DEVICE -> PreparedDrive.prepare(target.name(), target.sizeBytes(), v.size(PARTITION_SIZE),
				FileSystemKind.valueOf(v.text(FILE_SYSTEM).toUpperCase(java.util.Locale.ROOT)), log, firstNeeds, secondNeeds);
		default -> throw new IllegalArgumentException(target.name() + " is a " + describe(target.kind())
				+ ": file copies run on a simulated drive, a device (prepared: partitioned and formatted) or a test file's "
				+ "folder");
		};
	}

	/**
	 * What {@link #places} checks before it writes anything, writing nothing: for a plan's rehearsal, so a
	 * folder without room or a partition size that does not fit is refused before the run starts.
	 */
	static void check(Target target, ParameterValues v, boolean withOtherFolder, long firstNeeds, long secondNeeds)
			throws java.io.IOException {
		refuseRemote(target);
		switch (target.kind()) {
		case FILE -> {
			String other = withOtherFolder ? v.text(OTHER_FOLDER).strip() : "";
			FolderPlaces.check(Path.of(target.name()).toAbsolutePath().getParent(), other.isEmpty() ? null : Path.of(other),
					firstNeeds, secondNeeds);
		}
		case BLOCK_DEVICE -> PreparedDrive.check(target.name(), target.sizeBytes(), v.size(PARTITION_SIZE),
				FileSystemKind.valueOf(v.text(FILE_SYSTEM).toUpperCase(java.util.Locale.ROOT)), firstNeeds, secondNeeds);
		case SIMULATED -> {
			// the simulated copy checks its partitions itself
		}
		default -> throw new IllegalArgumentException(target.name() + " is a " + describe(target.kind())
				+ ": file copies run on a simulated drive, a device (prepared: partitioned and formatted) or a test file's "
				+ "folder");
		}
	}

	/**
	 * A file or device on a rig is measured by fio there; its path names nothing on this machine, and a
	 * copy through this machine's file systems would measure a drive here under the rig's name.
	 */
	private static void refuseRemote(Target target) {
		if (target instanceof RemoteTarget remote) {
			throw new IllegalArgumentException(target.name() + " is on " + remote.machine().describe() + ": file copies go through "
					+ "this machine's file systems and fio on a rig cannot run them; run them on a test file or device here");
		}
	}

	private static String describe(TargetType kind) {
		return kind == TargetType.STRIPED ? "RAID-0 set of devices or files" : kind.name().toLowerCase(java.util.Locale.ROOT);
	}
}
