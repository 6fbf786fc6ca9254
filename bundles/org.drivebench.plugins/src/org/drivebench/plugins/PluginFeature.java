package org.drivebench.plugins;

import org.eclipse.jdt.annotation.Nullable;

/**
 * A feature (a group of bundles that installs as one) offered by a repository or installed in
 * DriveBench, with what the feature.xml says about it.
 *
 * @param id          the feature's id, without p2's {@code .feature.group} suffix
 * @param version     its version
 * @param name        its label
 * @param description what it adds
 * @param provider    who made it
 * @param category    the repository's category it is listed under; null when uncategorised or installed
 * @param state       how it stands to this installation
 */
public record PluginFeature(String id, String version, String name, String description, String provider,
		@Nullable String category, State state) {

	/** How a feature stands to the installation. */
	public enum State {
		/** Not installed. */
		AVAILABLE("not installed"),
		/** Installed (this version, or another when listing the installation). */
		INSTALLED("installed"),
		/** Installed in an older version than this one. */
		UPDATE("newer than the installed one"),
		/** Part of DriveBench as it was installed: it cannot be removed on its own. */
		BUILT_IN("part of DriveBench");

		private final String label;

		State(String label) {
			this.label = label;
		}

		public String label() {
			return label;
		}
	}
}
