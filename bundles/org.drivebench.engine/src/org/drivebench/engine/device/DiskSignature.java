package org.drivebench.engine.device;

/**
 * One on-disk signature found on a device.
 *
 * @param kind   what it says the device holds
 * @param format the format's usual name, e.g. "ext4", "GPT", "Linux md RAID 1.2"
 * @param offset the byte offset of the magic that identified it
 * @param magic  the magic that matched, as text for the message, e.g. {@code 0xEF53}, {@code "XFSB"}
 */
public record DiskSignature(SignatureKind kind, String format, long offset, String magic) {

	/** E.g. {@code ext4 filesystem (magic 0xEF53 at byte 1080)}. */
	public String describe() {
		return format + " " + kind.description() + " (magic " + magic + " at byte " + offset + ")";
	}
}
