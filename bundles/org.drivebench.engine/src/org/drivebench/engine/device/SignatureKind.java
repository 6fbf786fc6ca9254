package org.drivebench.engine.device;

/** What an on-disk signature says the device holds. */
public enum SignatureKind {
	FILESYSTEM("filesystem"),
	SWAP("swap area"),
	RAID("RAID member"),
	LVM("LVM physical volume"),
	PARTITION_TABLE("partition table"),
	ENCRYPTION("encrypted volume"),
	CACHE("cache device"),
	POOL("storage pool member");

	private final String description;

	SignatureKind(String description) {
		this.description = description;
	}

	/** Lower-case words for messages, e.g. "filesystem". */
	public String description() {
		return description;
	}
}
