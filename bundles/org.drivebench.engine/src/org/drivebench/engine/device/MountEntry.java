package org.drivebench.engine.device;

/**
 * One line of a mountinfo file.
 *
 * @param major      device number of the mounted filesystem, major part (0 for btrfs and virtual filesystems)
 * @param minor      device number, minor part
 * @param mountPoint where it is mounted, octal escapes undone
 * @param fsType     filesystem type, e.g. "ext4"
 * @param source     the mount source, e.g. "/dev/sda1"
 * @param namespace  "" for this process's mount namespace, else which one, e.g.
 *                   "the mount namespace of process 812 (dockerd)"
 */
public record MountEntry(int major, int minor, String mountPoint, String fsType, String source, String namespace) {

	/** E.g. {@code /mnt/data (ext4)}, with the namespace when it is another one. */
	public String describe() {
		return mountPoint + " (" + fsType + ")" + (namespace.isEmpty() ? "" : " in " + namespace);
	}
}
