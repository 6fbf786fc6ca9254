package org.drivebench.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The {@code drivebench} command lines a Markdown document shows, and what is wrong with each against
 * the command line's own table of commands and options. A command line is one in a fenced code block
 * that is shell or has no language (a block marked {@code text}, {@code xml}, {@code java}, ... holds no
 * commands), or an inline code span that begins with {@code drivebench} or {@code ./drivebench}.
 */
final class DocumentedCommands {
	/** Shell blocks, and blocks without a language. */
	private static final Set<String> SHELL = Set.of("", "sh", "bash", "shell", "console");
	private static final Pattern FENCE = Pattern.compile("^\\s*(```+|~~~+)\\s*([A-Za-z0-9_+-]*).*$");
	private static final Pattern INLINE = Pattern.compile("`([^`]+)`");
	/** What the launcher takes before a command, and the help and version the dispatcher answers. */
	private static final Set<String> FRONT = Set.of("--workbench", "--help", "-h", "help", "--version", "-V");

	private DocumentedCommands() {
	}

	/** A command line as a document shows it: its file, line and text from the program's name on. */
	record Shown(String file, int line, List<String> words) {
		@Override
		public String toString() {
			return file + ":" + line + ": drivebench " + String.join(" ", words);
		}
	}

	/** Every {@code drivebench} command line in {@code markdown}. */
	static List<Shown> in(String file, String markdown) {
		List<Shown> shown = new ArrayList<>();
		String[] lines = markdown.split("\n", -1);
		String fence = null;
		boolean shell = false;
		StringBuilder joined = new StringBuilder();
		int joinedFrom = 0;
		for (int i = 0; i < lines.length; i++) {
			String line = lines[i];
			Matcher f = FENCE.matcher(line);
			if (fence == null) {
				if (f.matches()) {
					fence = f.group(1);
					shell = SHELL.contains(f.group(2).toLowerCase());
					continue;
				}
				Matcher span = INLINE.matcher(line);
				while (span.find()) {
					String code = span.group(1).strip();
					if (code.startsWith("drivebench ") || code.startsWith("./drivebench ") || code.equals("drivebench")) {
						commands(code, file, i + 1, shown);
					}
				}
				continue;
			}
			if (f.matches() && f.group(1).startsWith(fence) && f.group(2).isEmpty()) {
				fence = null;
				continue;
			}
			if (!shell) {
				continue;
			}
			String text = line.strip();
			if (text.startsWith("$ ")) {
				text = text.substring(2);
			}
			if (joined.isEmpty()) {
				joinedFrom = i + 1;
			}
			if (text.endsWith("\\")) {
				joined.append(text, 0, text.length() - 1).append(' ');
				continue;
			}
			joined.append(text);
			commands(joined.toString(), file, joinedFrom, shown);
			joined.setLength(0);
		}
		return shown;
	}

	/** The {@code drivebench} commands of one shell line (a pipe, {@code &&} or {@code ;} separates commands). */
	private static void commands(String line, String file, int number, List<Shown> shown) {
		for (List<String> command : split(line)) {
			int program = 0;
			while (program < command.size()
					&& (command.get(program).equals("sudo") || command.get(program).matches("[A-Za-z_][A-Za-z0-9_]*=.*"))) {
				program++;
			}
			if (program < command.size()) {
				String name = command.get(program);
				if (name.equals("drivebench") || name.endsWith("/drivebench")) {
					shown.add(new Shown(file, number, List.copyOf(command.subList(program + 1, command.size()))));
				}
			}
		}
	}

	/**
	 * A shell line as commands of words: quotes and backslashes as the shell reads them, a {@code #}
	 * that starts a word begins a comment, and {@code |}, {@code &&}, {@code ||} and {@code ;} end a
	 * command.
	 */
	static List<List<String>> split(String line) {
		List<List<String>> commands = new ArrayList<>();
		List<String> words = new ArrayList<>();
		StringBuilder word = new StringBuilder();
		boolean inWord = false;
		char quote = 0;
		for (int i = 0; i < line.length(); i++) {
			char c = line.charAt(i);
			if (quote != 0) {
				if (c == quote) {
					quote = 0;
				} else if (c == '\\' && quote == '"' && i + 1 < line.length()) {
					word.append(line.charAt(++i));
				} else {
					word.append(c);
				}
			} else if (c == '\'' || c == '"') {
				quote = c;
				inWord = true;
			} else if (c == '\\' && i + 1 < line.length()) {
				word.append(line.charAt(++i));
				inWord = true;
			} else if (Character.isWhitespace(c) || c == '|' || c == ';' || c == '&') {
				if (inWord) {
					words.add(word.toString());
					word.setLength(0);
					inWord = false;
				}
				if (c != ' ' && c != '\t' && !words.isEmpty()) {
					commands.add(words);
					words = new ArrayList<>();
				}
			} else if (c == '#' && !inWord) {
				break;
			} else {
				word.append(c);
				inWord = true;
			}
		}
		if (inWord) {
			words.add(word.toString());
		}
		if (!words.isEmpty()) {
			commands.add(words);
		}
		return commands;
	}

	/** What is wrong with a shown command line: an unknown command or action, an option it does not take. */
	static List<String> problems(Shown shown, DriveBenchCli cli) {
		List<String> problems = new ArrayList<>();
		List<String> words = shown.words();
		if (words.isEmpty() || FRONT.contains(words.get(0))) {
			return problems;
		}
		String first = words.get(0);
		if (placeholder(first)) {
			// drivebench <command> --help
			words.subList(1, words.size()).stream().filter(w -> !isHelp(w) && !w.equals("..."))
					.forEach(w -> problems.add(shown + ": only --help may follow <command>, not '" + w + "'"));
			return problems;
		}
		Command command = cli.command(first);
		if (command == null) {
			problems.add(shown + ": there is no command '" + first + "'");
			return problems;
		}
		Options options = command.options();
		int from = 1;
		Map<String, Options> actions = command.actions();
		if (!actions.isEmpty() && words.size() > 1 && !isHelp(words.get(1)) && !placeholder(words.get(1))) {
			options = actions.get(words.get(1));
			if (options == null) {
				problems.add(shown + ": " + first + " has no action '" + words.get(1) + "' (" + String.join(", ", actions.keySet())
						+ ")");
				return problems;
			}
			from = 2;
		}
		for (String w : words.subList(from, words.size())) {
			String word = w.startsWith("[") ? w.substring(1) : w;
			if (isHelp(word) || !word.startsWith("-") || word.equals("-") || word.equals("...")) {
				continue;
			}
			String name = word.startsWith("--") ? word.substring(2) : word;
			name = name.replaceAll("[=\\]].*$", "");
			if (!word.startsWith("--") || !options.names().contains(name)) {
				problems.add(shown + ": " + first + (from == 2 ? " " + words.get(1) : "") + " has no option " + word
						+ " (it takes " + (options.names().isEmpty() ? "none" : "--" + String.join(", --", options.names())) + ")");
			}
		}
		return problems;
	}

	private static boolean isHelp(String word) {
		return word.equals("--help") || word.equals("-h");
	}

	private static boolean placeholder(String word) {
		return word.startsWith("<") && word.endsWith(">");
	}
}
