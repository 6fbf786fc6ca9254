package org.drivebench.plugins;

/** A plugin could not be listed, installed or removed; the message says why in the user's terms. */
public class PluginException extends Exception {
	private static final long serialVersionUID = 1L;

	public PluginException(String message) {
		super(message);
	}

	public PluginException(String message, Throwable cause) {
		super(message, cause);
	}
}
