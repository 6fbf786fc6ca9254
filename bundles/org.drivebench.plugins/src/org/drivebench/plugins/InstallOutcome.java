package org.drivebench.plugins;

import java.util.List;

/**
 * How an installation or removal ended.
 *
 * @param result   what happened
 * @param message  one sentence for the user
 * @param details  the lines behind it: p2's explanation of a conflict, the untrusted artifacts
 * @param features the features installed or removed (when it succeeded)
 */
public record InstallOutcome(Result result, String message, List<String> details, List<PluginFeature> features) {

	/** What happened. */
	public enum Result {
		/** Done: DriveBench uses the change from its next start. */
		DONE,
		/** Nothing was changed: the features do not fit this installation (the details say why). */
		INCOMPATIBLE,
		/** Nothing was changed: the content is unsigned or its signer untrusted, and the user declined it. */
		UNTRUSTED,
		/** Nothing was changed: the user cancelled. */
		CANCELLED,
		/** p2 failed part way (the details say how); the installation was left as p2 could leave it. */
		FAILED
	}

	public boolean done() {
		return result == Result.DONE;
	}
}
