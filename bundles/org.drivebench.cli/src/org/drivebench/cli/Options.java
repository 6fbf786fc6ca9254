package org.drivebench.cli;

import java.util.Set;
import java.util.TreeSet;

/**
 * The options a command, or one action of a command, takes (names without "--"): with a value
 * ({@code --target x}), flags ({@code --json}) and repeatable ones with a value ({@code --param a=1
 * --param b=2}). The command's parser reads them, and so does the check that every command the user
 * documents show exists with the options shown.
 */
record Options(Set<String> withValue, Set<String> flags, Set<String> repeatable) {
	static final Options NONE = new Options(Set.of(), Set.of(), Set.of());

	static Options of(Set<String> withValue, Set<String> flags) {
		return new Options(withValue, flags, Set.of());
	}

	/** Every option's name, sorted. */
	Set<String> names() {
		Set<String> all = new TreeSet<>(withValue);
		all.addAll(flags);
		all.addAll(repeatable);
		return all;
	}
}
