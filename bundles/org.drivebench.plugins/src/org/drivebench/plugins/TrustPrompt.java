package org.drivebench.plugins;

import java.util.List;

/**
 * Asked, during an installation, whether to install content whose origin cannot be checked: artifacts
 * that carry no signature, or whose signer is not trusted here. The workbench asks the user in a
 * dialog; the command line follows its {@code --accept-unsigned} option.
 */
@FunctionalInterface
public interface TrustPrompt {
	/** Refuses everything that is not signed by a trusted signer. */
	TrustPrompt REFUSE = items -> false;
	/** Installs unsigned content: the user said so. */
	TrustPrompt ACCEPT = items -> true;

	/**
	 * @param items one line per artifact: what it is and why it is not trusted
	 * @return whether to install them all the same
	 */
	boolean acceptUntrusted(List<String> items);
}
