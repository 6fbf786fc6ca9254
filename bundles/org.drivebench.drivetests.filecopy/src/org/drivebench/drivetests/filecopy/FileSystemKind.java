package org.drivebench.drivetests.filecopy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.eclipse.jdt.annotation.Nullable;

/**
 * The file systems "prepare the drive" can make, each with the exact mkfs command and the way it is
 * mounted. A file system is available when its mkfs tool is installed and the system can mount it
 * (the kernel driver, or the FUSE helper for ntfs-3g and exfat-fuse).
 */
public enum FileSystemKind {
	/** The default: lazy initialisation off, so no background zeroing runs while the test measures. */
	EXT4("mkfs.ext4", "e2fsprogs", "ext4", null),
	XFS("mkfs.xfs", "xfsprogs", "xfs", null),
	/** Seed 000's file system; a quick format with the default cluster size, as the seed did. */
	NTFS("mkfs.ntfs", "ntfs-3g", "ntfs3", "mount.ntfs-3g"),
	EXFAT("mkfs.exfat", "exfatprogs", "exfat", "mount.exfat-fuse");

	private final String mkfs;
	private final String debianPackage;
	private final String kernelType;
	private final @Nullable String fuseHelper;

	FileSystemKind(String mkfs, String debianPackage, String kernelType, @Nullable String fuseHelper) {
		this.mkfs = mkfs;
		this.debianPackage = debianPackage;
		this.kernelType = kernelType;
		this.fuseHelper = fuseHelper;
	}

	public String key() {
		return name().toLowerCase(Locale.ROOT);
	}

	/** The mkfs command line for {@code device}, labelled {@code drivebench-<n>} (as short as each format allows). */
	List<String> mkfs(String device, int number) {
		return switch (this) {
		case EXT4 -> List.of(mkfs, "-F", "-q", "-L", "drivebench-" + number, "-E", "lazy_itable_init=0,lazy_journal_init=0",
				device);
		case XFS -> List.of(mkfs, "-f", "-q", "-L", "dbench-" + number, device);
		case NTFS -> List.of(mkfs, "-F", "-Q", "-q", "-L", "drivebench-" + number, device);
		case EXFAT -> List.of(mkfs, "-L", "DBENCH-" + number, device);
		};
	}

	/** The type to give mount(8): the kernel's driver when it has one, else the FUSE helper's. */
	Optional<String> mountType() {
		if (kernelKnows(kernelType)) {
			return Optional.of(kernelType);
		}
		String helper = fuseHelper;
		if (helper != null && Commands.find(helper).isPresent() && kernelKnows("fuse")) {
			return Optional.of(helper.substring("mount.".length()));
		}
		return Optional.empty();
	}

	/** Whether this file system can be made and mounted here. */
	public boolean available() {
		return Commands.find(mkfs).isPresent() && mountType().isPresent();
	}

	/** Why it is not available, naming what to install. */
	String missing() {
		if (Commands.find(mkfs).isEmpty()) {
			return mkfs + " is not installed (Debian package " + debianPackage + ")";
		}
		return "this system cannot mount " + key() + " (no kernel driver" + (fuseHelper == null ? "" : " and no " + fuseHelper) + ")";
	}

	/** The available ones, e.g. "ext4, xfs", for messages and help. */
	public static String availableList() {
		String list = String.join(", ", Arrays.stream(values()).filter(FileSystemKind::available).map(FileSystemKind::key).toList());
		return list.isEmpty() ? "none" : list;
	}

	private static boolean kernelKnows(String type) {
		try {
			return Files.readAllLines(Path.of("/proc/filesystems")).stream().anyMatch(l -> l.strip().endsWith("\t" + type)
					|| l.strip().equals(type) || l.strip().endsWith(" " + type));
		} catch (IOException e) {
			return false;
		}
	}
}
