package org.drivebench.engine.device;

/**
 * One reason why writing to a device is dangerous.
 *
 * @param kind   what was found
 * @param reason a sentence naming the device and the evidence, e.g.
 *               {@code /dev/sdb1 is mounted at /mnt/data (ext4)}
 */
public record SafetyFinding(FindingKind kind, String reason) {

	/** E.g. {@code mounted: /dev/sdb1 is mounted at /mnt/data (ext4)}. */
	public String describe() {
		return kind.label() + ": " + reason;
	}
}
