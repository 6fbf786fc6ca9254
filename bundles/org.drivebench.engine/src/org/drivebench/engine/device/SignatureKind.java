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
	POOL("storage pool member"),
	/** A format libblkid knows that is none of the above (e.g. a cluster or vendor volume format). */
	OTHER("on-disk format");

	private final String description;

	SignatureKind(String description) {
		this.description = description;
	}

	/** Lower-case words for messages, e.g. "filesystem". */
	public String description() {
		return description;
	}
}
