package org.drivebench.engine.device;

/**
 * Why writing to a device may destroy something. The first four are never overridden by a
 * confirmation: writing under a mounted filesystem or the running system corrupts it while it is
 * used, and a read-only or empty device cannot be written at all.
 */
public enum FindingKind {
	/** The device, one of its partitions or a device stacked on it is mounted. */
	MOUNTED("mounted", true),
	/** It holds {@code /}, {@code /boot}, {@code /usr}, {@code /var} or an active swap area. */
	RUNNING_SYSTEM("holds the running system", true),
	/** The kernel marks it read-only (sysfs {@code ro}). */
	READ_ONLY("read-only", true),
	/** Its capacity is 0: no medium, or an unbound loop device. */
	NO_CAPACITY("no capacity", true),
	/** A whole disk with partitions: writing it overwrites them all. */
	HAS_PARTITIONS("has partitions", false),
	/** A filesystem, swap, RAID, LVM, LUKS, bcache, ZFS or partition-table signature. */
	SIGNATURE("carries a signature", false),
	/** A device-mapper, md RAID, bcache or loop device is built on it. */
	HAS_HOLDERS("has holders", false),
	/**
	 * No signature was found, yet the data read across it is not zeros: it may be in use, e.g. an
	 * encrypted volume without a header (VeraCrypt, plain dm-crypt), which looks like random data.
	 */
	UNRECOGNISED_DATA("holds data of no known format", false),
	/** Another process holds it open. */
	OPEN_ELSEWHERE("open in another process", false),
	/** A check could not be made (e.g. its first MiB could not be read); what it would have found is unknown. */
	NOT_CHECKED("not checked", false);

	private final String label;
	private final boolean neverAllowed;

	FindingKind(String label, boolean neverAllowed) {
		this.label = label;
		this.neverAllowed = neverAllowed;
	}

	/** A few words for a list of findings, e.g. "mounted". */
	public String label() {
		return label;
	}

	/** Whether writing is refused even with the device's serial as confirmation. */
	public boolean neverAllowed() {
		return neverAllowed;
	}
}
