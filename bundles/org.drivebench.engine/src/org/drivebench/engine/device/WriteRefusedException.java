package org.drivebench.engine.device;

import java.io.IOException;
import java.util.List;

/**
 * Opening a block device for writing was refused. The message names the device, lists every
 * finding and says whether and how a write can be confirmed.
 */
public class WriteRefusedException extends IOException {
	private static final long serialVersionUID = 1L;
	private final String device;
	private final transient List<SafetyFinding> findings;

	public WriteRefusedException(String device, List<SafetyFinding> findings, String message) {
		super(message);
		this.device = device;
		this.findings = List.copyOf(findings);
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
