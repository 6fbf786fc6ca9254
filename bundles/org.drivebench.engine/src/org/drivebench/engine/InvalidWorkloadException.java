package org.drivebench.engine;

/**
 * A workload spec that cannot run, found before any I/O. The message names the field, the value and
 * what is allowed, e.g. {@code queueDepth = 2000: must be 1 to 1024}.
 */
public class InvalidWorkloadException extends IllegalArgumentException {
	private static final long serialVersionUID = 1L;
	private final String field;

	public InvalidWorkloadException(String field, String message) {
		super(field + " " + message);
		this.field = field;
	}

	/** The name of the offending field, as in {@link WorkloadSpec}. */
	public String field() {
		return field;
	}
}
