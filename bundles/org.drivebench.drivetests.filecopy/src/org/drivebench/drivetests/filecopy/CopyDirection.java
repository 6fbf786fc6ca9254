package org.drivebench.drivetests.filecopy;

import java.util.Locale;

/** Where a set is copied to: inside its own partition, or to the neighbouring one. */
public enum CopyDirection {
	WITHIN("Within the partition"), ACROSS("To the other partition");

	private final String label;

	CopyDirection(String label) {
		this.label = label;
	}

	public String key() {
		return name().toLowerCase(Locale.ROOT);
	}

	public String label() {
		return label;
	}
}
