package org.drivebench.cli;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SequencedMap;

/**
 * The actions of a command of actions ({@code group-test run}, {@code plugins install}, {@code rigs add}):
 * their words in the order the messages name them, each with its options, and the action a command line
 * chose, refused by the same words in every such command.
 */
final class Actions {
	/** The action a command line chose, and its options. */
	record Chosen(String word, Options options) {
	}

	private final SequencedMap<String, Options> byWord;

	private Actions(SequencedMap<String, Options> byWord) {
		this.byWord = Collections.unmodifiableSequencedMap(byWord);
	}

	/** Actions of these words and options, named in this order. */
	@SafeVarargs
	static Actions of(Map.Entry<String, Options>... actions) {
		SequencedMap<String, Options> byWord = new LinkedHashMap<>();
		for (Map.Entry<String, Options> action : actions) {
			byWord.put(action.getKey(), action.getValue());
		}
		return new Actions(byWord);
	}

	/** Each action's word and options, for {@link Command#actions()}. */
	Map<String, Options> byWord() {
		return byWord;
	}

	/** The options of {@code word}, one of the actions. */
	Options options(String word) {
		Options options = byWord.get(word);
		if (options == null) {
			throw new IllegalArgumentException("no action " + word);
		}
		return options;
	}

	/**
	 * The action {@code args} start with.
	 *
	 * @throws UsageException naming the actions when there is none, when an option comes first, or when
	 *                        the word is none of them
	 */
	Chosen chosen(List<String> args) throws UsageException {
		List<String> words = List.copyOf(byWord.keySet());
		String named = words.size() == 1 ? words.get(0)
				: String.join(", ", words.subList(0, words.size() - 1)) + " or " + words.get(words.size() - 1);
		if (args.isEmpty()) {
			throw new UsageException("say what to do: " + named);
		}
		String word = args.get(0);
		if (word.startsWith("-")) {
			throw new UsageException("say what to do first: " + named + " (got '" + word + "')");
		}
		Options options = byWord.get(word);
		if (options == null) {
			throw new UsageException("unknown action '" + word + "': " + named);
		}
		return new Chosen(word, options);
	}
}
