package org.drivebench.core.testing;

import java.util.Map;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.InvalidParameterException;
import org.drivebench.core.api.ParameterValues;

/** Checks that a test refuses a parameter value before it runs, with a message that names the parameter. */
public final class ParameterRejections {
	private ParameterRejections() {
	}

	/**
	 * Resolves {@code key=value} against {@code test}'s parameters and returns the rejection's message.
	 *
	 * @throws AssertionError when the value is accepted, or the rejection names another parameter or
	 *                        does not start with "{@code <test id>: <key> = "}" (followed by the value,
	 *                        or for a list by the element at fault)
	 */
	public static String rejection(DriveTest test, String key, String value) {
		try {
			ParameterValues.resolve(test.descriptor().id(), test.parameters(), Map.of(key, value));
		} catch (InvalidParameterException e) {
			String expected = test.descriptor().id() + ": " + key + " = \"";
			if (!key.equals(e.key()) || !e.getMessage().startsWith(expected)) {
				throw new AssertionError("the rejection of " + key + "=" + value + " should start with '" + expected + "': "
						+ e.getMessage());
			}
			return e.getMessage();
		}
		throw new AssertionError(test.descriptor().id() + " accepted " + key + "=" + value);
	}
}
