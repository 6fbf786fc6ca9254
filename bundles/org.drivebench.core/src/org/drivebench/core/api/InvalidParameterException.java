package org.drivebench.core.api;

/**
 * A parameter value that a test cannot take. The message names the test, the parameter, the value
 * given and what is allowed, e.g. {@code random.qd-scaling: queueDepths = "0, 2": each must be 1 to 1024}.
 */
public class InvalidParameterException extends IllegalArgumentException {
	private static final long serialVersionUID = 1L;
	private final String key;

	public InvalidParameterException(String key, String message) {
		super(message);
		this.key = key;
	}

	/** The parameter's key. */
	public String key() {
		return key;
	}
}
