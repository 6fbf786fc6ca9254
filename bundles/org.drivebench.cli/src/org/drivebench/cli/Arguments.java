package org.drivebench.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.jdt.annotation.Nullable;

/**
 * A command's arguments: options with a value ({@code --name value} or {@code --name=value}), flags
 * ({@code --name}) and positional arguments. Anything else is refused with the option's name.
 */
final class Arguments {
	private final Map<String, String> values = new LinkedHashMap<>();
	private final List<String> flags = new ArrayList<>();
	private final List<String> positionals = new ArrayList<>();
	private final Map<String, List<String>> repeated = new LinkedHashMap<>();

	private Arguments() {
	}

	/** Parses {@code args} against the options a command (or one of its actions) takes. */
	static Arguments parse(String command, List<String> args, Options options) throws UsageException {
		return parse(command, args, options.withValue(), options.flags(), options.repeatable());
	}

	/**
	 * Parses {@code args}.
	 *
	 * @param withValue the options that take a value (without "--")
	 * @param flagNames the options that take none
	 */
	static Arguments parse(String command, List<String> args, Set<String> withValue, Set<String> flagNames)
			throws UsageException {
		return parse(command, args, withValue, flagNames, Set.of());
	}

	/**
	 * Parses {@code args}; the {@code repeatable} options take a value and may be given many times
	 * ({@code --param a=1 --param b=2}).
	 */
	static Arguments parse(String command, List<String> args, Set<String> withValue, Set<String> flagNames,
			Set<String> repeatable) throws UsageException {
		Arguments parsed = new Arguments();
		for (int i = 0; i < args.size(); i++) {
			String arg = args.get(i);
			if (!arg.startsWith("--") || arg.equals("--")) {
				parsed.positionals.add(arg);
				continue;
			}
			String name = arg.substring(2);
			String value = null;
			int eq = name.indexOf('=');
			if (eq >= 0) {
				value = name.substring(eq + 1);
				name = name.substring(0, eq);
			}
			if (flagNames.contains(name)) {
				if (value != null) {
					throw new UsageException("--" + name + " takes no value, got '" + value + "'");
				}
				parsed.flags.add(name);
			} else if (repeatable.contains(name)) {
				if (value == null) {
					if (i + 1 >= args.size()) {
						throw new UsageException("--" + name + " needs a value");
					}
					value = args.get(++i);
				}
				parsed.repeated.computeIfAbsent(name, k -> new ArrayList<>()).add(value);
			} else if (withValue.contains(name)) {
				if (value == null) {
					if (i + 1 >= args.size()) {
						throw new UsageException("--" + name + " needs a value");
					}
					value = args.get(++i);
				}
				if (parsed.values.containsKey(name)) {
					throw new UsageException("--" + name + " is given twice");
				}
				parsed.values.put(name, value);
			} else {
				throw new UsageException(command + " has no option --" + name);
			}
		}
		return parsed;
	}

	/** The option's value, or null when it is not given. */
	@Nullable String value(String name) {
		return values.get(name);
	}

	/**
	 * The value of an option the command has made sure is given.
	 *
	 * @throws UsageException naming the option when it is not given
	 */
	String require(String name) throws UsageException {
		String value = values.get(name);
		if (value == null) {
			throw new UsageException("--" + name + " is missing");
		}
		return value;
	}

	/** Every value of a repeatable option, in order. */
	List<String> values(String name) {
		return repeated.getOrDefault(name, List.of());
	}

	boolean has(String name) {
		return values.containsKey(name) || flags.contains(name);
	}

	List<String> positionals() {
		return positionals;
	}

	/**
	 * A comma-separated list; {@code \,} stands for a comma inside an item (a drive named "A, B"),
	 * {@code \\} for a backslash.
	 */
	static List<String> list(String text) {
		List<String> items = new ArrayList<>();
		StringBuilder item = new StringBuilder();
		for (int i = 0; i < text.length(); i++) {
			char ch = text.charAt(i);
			if (ch == '\\' && i + 1 < text.length() && (text.charAt(i + 1) == ',' || text.charAt(i + 1) == '\\')) {
				item.append(text.charAt(++i));
			} else if (ch == ',') {
				items.add(item.toString().strip());
				item.setLength(0);
			} else {
				item.append(ch);
			}
		}
		items.add(item.toString().strip());
		items.removeIf(String::isEmpty);
		return items;
	}
}
