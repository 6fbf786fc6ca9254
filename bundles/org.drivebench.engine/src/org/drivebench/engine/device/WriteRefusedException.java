package org.drivebench.engine.device;

import java.io.IOException;
import java.util.List;

/**
 * Opening a block device for writing was refused. The message names the device, lists every
 * finding and says whether and how a write can be confirmed.
 */
public class WriteRefusedException extends IOException {
	/** Why the write was refused, for a caller that words it its own way (the workbench's launcher). */
	public enum Reason {
		/** Never, with or without a confirmation (mounted, the running system, read-only, no capacity). */
		NEVER_ALLOWED,
		/** The device has no serial (and is no loop or zram device), so a write to it cannot be confirmed. */
		CANNOT_BE_CONFIRMED,
		/** The write was not confirmed, or with something other than the device's serial. */
		NOT_CONFIRMED,
		/** The kernel refused the exclusive open a write needs (EBUSY): something else holds the device. */
		BUSY
	}

	private static final long serialVersionUID = 1L;
	private final String device;
	private final transient List<SafetyFinding> findings;
	private final Reason reason;

	public WriteRefusedException(String device, List<SafetyFinding> findings, String message) {
		this(device, findings, Reason.NEVER_ALLOWED, message);
	}

	public WriteRefusedException(String device, List<SafetyFinding> findings, Reason reason, String message) {
		super(message);
		this.device = device;
		this.findings = List.copyOf(findings);
		this.reason = reason;
	}

	/** Why the write was refused. */
	public Reason reason() {
		return reason;
	}

	/** The device's canonical path. */
	public String device() {
		return device;
	}

	/** Every finding on the device (the refusal may also be for a missing or wrong confirmation). */
	public List<SafetyFinding> findings() {
		return findings;
	}
}
